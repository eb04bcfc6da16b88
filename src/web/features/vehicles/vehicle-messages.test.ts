import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { activeChangeText, deleteQuestion, refusalMessage } from './vehicle-messages';

const fielder = { make: 'Toyota', model: 'Fielder', licensePlate: 'KDA 123B' };

describe('what My Vehicles says', () => {
  it('asks before deleting, in the specification’s words', () => {
    expect(deleteQuestion(fielder)).toBe(
      'Are you sure you want to delete Toyota Fielder (KDA 123B)?',
    );
  });

  it('shows the server’s refusal, and the fallback for failures nobody can act on', () => {
    const inUse =
      'This vehicle is used by 1 upcoming ride. Cancel those rides first, then delete it.';
    expect(refusalMessage(new ApiError(inUse, 409), 'Failed')).toBe(inUse);
    expect(refusalMessage(new ApiError('Something went wrong', 500), 'Failed')).toBe('Failed');
    expect(refusalMessage(new ApiError('Network error: offline', 0), 'Failed')).toBe('Failed');
    expect(refusalMessage(new TypeError('x'), 'Failed')).toBe('Failed');
  });

  it('says what a switched vehicle can do now', () => {
    expect(activeChangeText(fielder, false)).toBe(
      'Toyota Fielder KDA 123B is inactive: it cannot be chosen for new rides.',
    );
    expect(activeChangeText(fielder, true)).toBe(
      'Toyota Fielder KDA 123B is active: you can offer rides in it.',
    );
  });
});
