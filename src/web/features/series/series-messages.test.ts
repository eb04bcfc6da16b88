import { describe, expect, it } from 'vitest';
import type { SeriesChange } from './series-api';
import { seriesActionWarning, seriesChangedMessage } from './series-messages';

const change = (cancelledRides: number, refundedBookings: number) =>
  ({ series: {}, cancelledRides, refundedBookings }) as SeriesChange;

describe('what a driver is told about changing a regular ride', () => {
  it('warns before a change that booked passengers are refunded and told', () => {
    expect(seriesActionWarning('skip', 2)).toBe(
      'This departure is cancelled. Its passengers (2 seats) get a full refund of their tokens and are told by SMS.',
    );
    expect(seriesActionWarning('skip', 0)).toMatch(/Nobody has booked it yet/);
    expect(seriesActionWarning('end', 3)).toMatch(
      /full refund of their tokens and are told by SMS/,
    );
    expect(seriesActionWarning('pause', 0)).toMatch(/Nobody has booked those dates yet/);
  });

  it('says afterwards how many departures went and how many bookings were refunded', () => {
    expect(seriesChangedMessage('end', change(8, 3))).toEqual({
      title: 'Regular ride ended',
      description:
        '8 departures cancelled. 3 bookings were refunded in full and the passengers told by SMS.',
    });
    expect(seriesChangedMessage('skip', change(1, 0)).description).toBe('1 departure cancelled.');
    expect(seriesChangedMessage('resume', change(0, 0)).title).toBe('Regular ride resumed');
  });
});
