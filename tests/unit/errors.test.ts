import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/shared/errors/format-message.ts';
import { ERROR_AREAS, ERRORS, errorMessage } from '../../src/shared/errors/index.ts';

describe('the error tables', () => {
  it('give every code one area, a snake_case name, an error status and a message', () => {
    const codes = Object.values(ERROR_AREAS).flatMap((area) => Object.keys(area));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(ERRORS).sort()).toEqual([...codes].sort());
    for (const [code, { status, message }] of Object.entries(ERRORS)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message.length, code).toBeGreaterThan(5);
    }
  });

  it('fill the messages from the data, with plurals and Kenyan digit grouping', () => {
    expect(errorMessage('insufficient_seats', { availableSeats: 1 })).toBe(
      'Sorry, insufficient seats: only 1 seat is left on this ride.',
    );
    expect(errorMessage('insufficient_seats', { availableSeats: 3 })).toBe(
      'Sorry, insufficient seats: only 3 seats are left on this ride.',
    );
    expect(errorMessage('insufficient_tokens', { total: 12500 })).toBe(
      'Not enough tokens: payment of KSh 12,500 is required. Please buy tokens and try again.',
    );
    expect(errorMessage('vehicle_in_use', { rides: 1, withPassengers: 0, action: 'delete' })).toBe(
      'This vehicle is used by 1 upcoming ride. Cancel those rides first, then delete it.',
    );
    expect(
      errorMessage('vehicle_in_use', { rides: 3, withPassengers: 2, action: 'deactivate' }),
    ).toBe(
      'This vehicle is used by 3 upcoming rides, 2 with booked passengers. Cancel those rides first, then deactivate it.',
    );
    expect(errorMessage('route_not_found', { method: 'GET', path: '/api/x' })).toBe(
      'No such API route: GET /api/x',
    );
  });

  it('refuse to leave a placeholder empty', () => {
    expect(() => errorMessage('insufficient_seats')).toThrow(/availableSeats/);
    expect(() => formatMessage('{n, plural, one {# a}', { n: 1 })).toThrow(/unbalanced/);
    expect(formatMessage('{n, plural, =0 {none} one {# one} other {# many}}', { n: 0 })).toBe(
      'none',
    );
  });
});
