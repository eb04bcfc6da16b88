import { describe, expect, it } from 'vitest';
import { RIDE_RULE_MESSAGES } from './ride-rule-messages';

describe('the ride rules’ messages', () => {
  it('word the plural of the seat limit', () => {
    expect(RIDE_RULE_MESSAGES.tooManySeats(1)).toBe('This vehicle takes at most 1 passenger.');
    expect(RIDE_RULE_MESSAGES.tooManySeats(4)).toBe('This vehicle takes at most 4 passengers.');
  });
});
