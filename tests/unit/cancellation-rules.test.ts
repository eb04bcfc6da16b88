import { describe, expect, it } from 'vitest';
import {
  cancellationSplit,
  freeCancellationUntil,
  isLateForDriver,
  suspensionEnd,
} from '../../src/shared/rules/cancellations.ts';

// The tiers of docs/product-rules.md "Cost sharing and reliability" at their edges: the API
// tests cannot stop the clock on the exact minute, these can.

const MINUTE = 60_000;
const departure = new Date('2026-11-24T07:30:00+03:00');
const at = (minutesBeforeDeparture: number) =>
  new Date(departure.getTime() - minutesBeforeDeparture * MINUTE);

describe('a passenger cancelling', () => {
  it('gets everything back until 2 hours before departure, not a moment later', () => {
    const until = freeCancellationUntil(at(24 * 60), departure);
    expect(until).toEqual(at(120));
    expect(cancellationSplit(400, until, at(120))).toEqual({ refunded: 400, kept: 0 });
    expect(cancellationSplit(400, until, new Date(at(120).getTime() + 1))).toEqual({
      refunded: 200,
      kept: 200,
    });
  });

  it('gets everything back within 10 minutes of booking, while departure is 30 minutes away', () => {
    // Booked 60 minutes ahead: free until 50 minutes ahead.
    expect(freeCancellationUntil(at(60), departure)).toEqual(at(50));
    // Booked 35 minutes ahead: the 10 minutes end at 30 minutes before departure.
    expect(freeCancellationUntil(at(35), departure)).toEqual(at(30));
    // Booked 25 minutes ahead: never free.
    const late = freeCancellationUntil(at(25), departure);
    expect(late.getTime()).toBeLessThan(at(25).getTime());
    expect(cancellationSplit(300, late, at(25))).toEqual({ refunded: 150, kept: 150 });
  });

  it('keeps half rounded down, so the odd shilling goes back, and owes nothing unpaid', () => {
    const past = at(200);
    expect(cancellationSplit(151, past, at(60))).toEqual({ refunded: 76, kept: 75 });
    expect(cancellationSplit(1, past, at(60))).toEqual({ refunded: 1, kept: 0 });
    expect(cancellationSplit(0, past, at(60))).toEqual({ refunded: 0, kept: 0 });
  });
});

describe('a driver cancelling', () => {
  it('is late less than 12 hours before departure', () => {
    expect(isLateForDriver(departure, at(12 * 60))).toBe(false);
    expect(isLateForDriver(departure, new Date(at(12 * 60).getTime() + 1))).toBe(true);
  });

  it('is suspended for 7 days', () => {
    expect(suspensionEnd(at(0)).getTime() - departure.getTime()).toBe(7 * 24 * 60 * MINUTE);
  });
});
