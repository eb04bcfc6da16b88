import { describe, expect, it } from 'vitest';
import { fromPassengerBooking } from './trip-view';
import type { PassengerBookingRecord } from './trips-api';

// A request on a ride whose driver confirms each passenger, as My Trips reads it
// (docs/product-rules.md "Drivers who confirm each passenger").

const request = {
  id: 'b1',
  scheduledCommuteId: 'r1',
  passengerId: 'p1',
  status: 'requested',
  paymentStatus: 'paid',
  bookingDate: '2026-11-20T05:00:00.000Z',
  numberOfSeats: 1,
  totalAmount: 120,
  rideStatus: 'active',
  pickupLocation: { address: 'Ruiru Town', latitude: -1.15, longitude: 36.96 },
  customPickupAddress: null,
  destination: { address: 'Kencom', latitude: -1.28, longitude: 36.82 },
  departureTime: '2026-11-21T03:30:00.000Z',
  requestExpiresAt: '2026-11-20T08:00:00.000Z',
  declineReason: null,
} as unknown as PassengerBookingRecord;

describe('a request in My Trips', () => {
  it('waits for the driver until its time, even on a ride under way', () => {
    const trip = fromPassengerBooking(request);
    expect(trip.status).toBe('requested');
    expect(trip.requestExpiresAt).toBe('2026-11-20T08:00:00.000Z');
    expect(fromPassengerBooking({ ...request, rideStatus: 'in_progress' }).status).toBe(
      'requested',
    );
  });

  it('once approved is a booking like any other, its old expiry forgotten', () => {
    const trip = fromPassengerBooking({ ...request, status: 'booked' });
    expect(trip.status).toBe('booked');
    expect(trip.requestExpiresAt).toBeNull();
  });

  it('declined keeps the reason the driver gave', () => {
    const trip = fromPassengerBooking({
      ...request,
      status: 'cancelled',
      cancelledBy: 'declined',
      declineReason: 'Full this week',
    });
    expect([trip.status, trip.cancelledBy, trip.declineReason]).toEqual([
      'cancelled',
      'declined',
      'Full this week',
    ]);
  });
});
