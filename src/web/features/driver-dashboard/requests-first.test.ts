import { describe, expect, it } from 'vitest';
import { type DashboardBooking, requestsFirst } from './dashboard-stats';

// The driver's booking list puts the requests waiting for an answer first, soonest to expire
// first (docs/product-rules.md "Drivers who confirm each passenger").

const booking = (id: string, status: string, requestExpiresAt: string | null = null) =>
  ({ id, status, requestExpiresAt }) as unknown as DashboardBooking;

describe('the bookings tab', () => {
  it('lists requests first, the one to answer soonest on top, then the rest as they were', () => {
    const list = requestsFirst([
      booking('a', 'booked'),
      booking('late', 'requested', '2026-11-20T09:00:00.000Z'),
      booking('b', 'cancelled'),
      booking('soon', 'requested', '2026-11-20T07:00:00.000Z'),
    ]);
    expect(list.map((b) => b.id)).toEqual(['soon', 'late', 'a', 'b']);
  });
});
