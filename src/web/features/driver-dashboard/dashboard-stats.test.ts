import { describe, expect, it } from 'vitest';
import type { DriverBookingRecord, DriverTripRecord } from '../trips';
import { bookingsOfTrips, overviewCounts } from './dashboard-stats';

const now = new Date('2026-11-20T05:00:00.000Z');
const vehicleDetails = {
  make: 'Toyota',
  model: 'Fielder',
  color: 'Silver',
  licensePlate: 'KDA 1B',
  photoUrl: null,
};
const place = { address: 'Ruiru Town, Kiambu', latitude: -1.15, longitude: 36.96 };

function trip(
  id: string,
  departureTime: string,
  status: DriverTripRecord['status'] = 'scheduled',
): DriverTripRecord {
  return {
    id,
    status,
    departureTime,
    startedAt: null,
    pickupLocation: place,
    destination: place,
    pricePerSeat: 200,
    availableSeats: 3,
    bookedSeats: 1,
    estimatedDuration: 45,
    totalDistance: 20,
    notes: null,
    isRecurring: false,
    seriesId: null,
    vehicleDetails,
    approvalRequired: false,
  };
}

function booking(
  id: string,
  tripId: string,
  overrides: Partial<DriverBookingRecord> = {},
): DriverBookingRecord {
  return {
    id,
    scheduledCommuteId: tripId,
    passengerId: `p-${id}`,
    passengerName: 'Wairimu Njeri',
    passengerPhone: '+254712345678',
    passengerRating: null,
    passengerProfilePictureUrl: null,
    customPickupLatitude: null,
    customPickupLongitude: null,
    customPickupAddress: null,
    numberOfSeats: 1,
    totalAmount: 200,
    status: 'booked',
    paymentStatus: 'paid',
    bookingDate: '2026-11-19T10:00:00.000Z',
    pickupLocation: place,
    boardingStatus: 'waiting',
    myRating: null,
    passengerTrips: 0,
    requestExpiresAt: null,
    ...overrides,
  };
}

describe('the driver dashboard’s numbers', () => {
  const soon = trip('soon', '2026-11-21T03:30:00.000Z');
  const later = trip('later', '2026-12-10T03:30:00.000Z');

  it('lists every booking with its trip, soonest trip first, then by booking time', () => {
    const list = bookingsOfTrips(
      [later, soon],
      [
        [booking('c', 'later')],
        [
          booking('b', 'soon', { bookingDate: '2026-11-19T12:00:00.000Z' }),
          booking('a', 'soon', { bookingDate: '2026-11-19T09:00:00.000Z' }),
        ],
      ],
    );
    expect(list.map((b) => [b.id, b.trip.id])).toEqual([
      ['a', 'soon'],
      ['b', 'soon'],
      ['c', 'later'],
    ]);
  });

  it('counts a trip whose bookings are still loading as having none yet', () => {
    expect(bookingsOfTrips([soon, later], [undefined, [booking('c', 'later')]])).toHaveLength(1);
  });

  it('counts upcoming (next 7 days) and scheduled trips, bookings and seats', () => {
    const bookings = [
      booking('a', 'soon', { numberOfSeats: 2 }),
      booking('b', 'soon', { status: 'cancelled', numberOfSeats: 3 }),
      booking('c', 'later'),
    ];
    expect(overviewCounts([soon, later], bookings, now)).toEqual({
      upcomingTrips: 1,
      totalBookings: 3,
      seatsBooked: 3,
      scheduledTrips: 2,
    });
  });
});
