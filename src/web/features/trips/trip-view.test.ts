import { describe, expect, it } from 'vitest';
import {
  fromDriverTrip,
  fromPassengerBooking,
  pastTripsWithStatus,
  upcomingTrips,
} from './trip-view';
import type { DriverTripRecord, PassengerBookingRecord } from './trips-api';

const vehicleDetails = {
  make: 'Toyota',
  model: 'Fielder',
  color: 'Silver',
  licensePlate: 'KDA 123B',
  photoUrl: null,
};

function booking(overrides: Partial<PassengerBookingRecord> = {}): PassengerBookingRecord {
  return {
    id: 'b1',
    scheduledCommuteId: 'r1',
    passengerId: 'p1',
    status: 'booked',
    paymentStatus: 'paid',
    bookingDate: '2026-11-20T05:00:00.000Z',
    numberOfSeats: 2,
    totalAmount: 400,
    notes: null,
    pickupLocation: { address: 'Ruiru Town, Kiambu', latitude: -1.15, longitude: 36.96 },
    customPickupLatitude: null,
    customPickupLongitude: null,
    customPickupAddress: null,
    destination: { address: 'Kencom, Moi Avenue, Nairobi CBD', latitude: -1.28, longitude: 36.82 },
    departureTime: '2026-11-23T03:30:00.000Z',
    estimatedDuration: 50,
    pricePerSeat: 200,
    driverName: 'Peter Kamau Njoroge',
    driverPhone: '+254712345678',
    driverRating: 4.6,
    driverRatingCount: 9,
    driverProfilePictureUrl: null,
    vehicleDetails,
    rideStatus: 'active',
    boardingCode: '4821',
    boardingStatus: 'waiting',
    myRating: null,
    reportNoShowUntil: null,
    seriesId: null,
    seriesBookingId: null,
    freeCancellationUntil: '2026-11-20T06:00:00.000Z',
    cancelledBy: null,
    keptAmount: 0,
    rebookedAsId: null,
    requestExpiresAt: null,
    declineReason: null,
    ...overrides,
  };
}

function ride(overrides: Partial<DriverTripRecord> = {}): DriverTripRecord {
  return {
    id: 'r9',
    status: 'scheduled',
    departureTime: '2026-11-22T14:00:00.000Z',
    startedAt: null,
    pickupLocation: { address: 'Westlands Stage, Westlands', latitude: -1.26, longitude: 36.8 },
    destination: { address: 'Karen Shopping Centre, Karen', latitude: -1.32, longitude: 36.71 },
    pricePerSeat: 250,
    availableSeats: 2,
    bookedSeats: 1,
    estimatedDuration: 40,
    totalDistance: 14,
    notes: 'Leaving from the petrol station',
    isRecurring: false,
    seriesId: null,
    vehicleDetails,
    approvalRequired: false,
    ...overrides,
  };
}

describe('the unified trip view', () => {
  it('keeps a booking’s real destination, departure, driver and cost', () => {
    const view = fromPassengerBooking(booking());
    expect(view).toMatchObject({
      type: 'passenger',
      status: 'booked',
      pickupAddress: 'Ruiru Town, Kiambu',
      destinationAddress: 'Kencom, Moi Avenue, Nairobi CBD',
      departureTime: '2026-11-23T03:30:00.000Z',
      numberOfSeats: 2,
      totalAmount: 400,
      refundable: 400,
      counterpartName: 'Peter Kamau Njoroge',
      counterpartRating: 4.6,
    });
  });

  it('shows a pending booking as booked, and refunds only what was paid', () => {
    expect(fromPassengerBooking(booking({ status: 'pending' })).status).toBe('booked');
    expect(fromPassengerBooking(booking({ paymentStatus: 'not_required' })).refundable).toBe(0);
  });

  it('carries the passenger’s boarding code and rating, and shows a started ride as in progress', () => {
    expect(fromPassengerBooking(booking())).toMatchObject({
      boardingCode: '4821',
      boardingStatus: 'waiting',
      myRating: null,
      counterpartRatingCount: 9,
    });
    expect(fromPassengerBooking(booking({ rideStatus: 'in_progress' })).status).toBe('in_progress');
    expect(
      fromPassengerBooking(booking({ status: 'completed', rideStatus: 'completed', myRating: 4 })),
    ).toMatchObject({ status: 'completed', myRating: 4 });
    expect(fromDriverTrip(ride({ status: 'in_progress' })).status).toBe('in_progress');
    expect(fromDriverTrip(ride()).boardingCode).toBeNull();
  });

  it('reads a driver’s ride with its price per seat and no seats or total of its own', () => {
    expect(fromDriverTrip(ride())).toMatchObject({
      type: 'driver',
      status: 'scheduled',
      rideId: 'r9',
      numberOfSeats: null,
      totalAmount: null,
      pricePerSeat: 250,
      bookedSeats: 1,
      counterpartName: null,
      notes: 'Leaving from the petrol station',
    });
  });

  it('puts bookings and own rides together on Upcoming, soonest first', () => {
    const trips = upcomingTrips([booking()], [ride()]);
    expect(trips.map((t) => [t.type, t.id])).toEqual([
      ['driver', 'r9'],
      ['passenger', 'b1'],
    ]);
  });

  it('filters past trips by status in any case, newest first', () => {
    const past = [
      booking({ id: 'old', status: 'completed', departureTime: '2026-10-01T04:00:00.000Z' }),
      booking({ id: 'gone', status: 'cancelled' }),
      ride({
        id: 'new',
        status: 'COMPLETED' as 'completed',
        departureTime: '2026-11-01T04:00:00.000Z',
      }),
      booking({ id: 'on-the-road', status: 'booked' }),
    ];
    expect(pastTripsWithStatus(past, 'completed').map((t) => t.id)).toEqual(['new', 'old']);
    expect(pastTripsWithStatus(past, 'cancelled').map((t) => [t.type, t.id])).toEqual([
      ['passenger', 'gone'],
    ]);
  });
});
