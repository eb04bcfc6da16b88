import type { DriverBookingRecord, DriverTripRecord } from '../trips';

/** A booking with the trip it is on, so a card can say which trip. */
export type DashboardBooking = DriverBookingRecord & { trip: DriverTripRecord };

const DAY_MS = 86_400_000;
/** 'Upcoming trips' on the overview: the ones leaving within this many days. */
export const UPCOMING_WINDOW_DAYS = 7;

/**
 * Every booking of the driver's trips, soonest trip first and, within a trip, in the order they
 * were made. `bookingsByTrip[i]` belongs to `trips[i]`; one still loading counts as none yet.
 */
export function bookingsOfTrips(
  trips: DriverTripRecord[],
  bookingsByTrip: Array<DriverBookingRecord[] | undefined>,
): DashboardBooking[] {
  return trips
    .map((trip, i) => ({ trip, bookings: bookingsByTrip[i] ?? [] }))
    .sort((a, b) => Date.parse(a.trip.departureTime) - Date.parse(b.trip.departureTime))
    .flatMap(({ trip, bookings }) =>
      [...bookings]
        .sort((a, b) => Date.parse(a.bookingDate) - Date.parse(b.bookingDate))
        .map((booking) => ({ ...booking, trip })),
    );
}

/**
 * The requests waiting for the driver's answer first (docs/product-rules.md "Drivers who confirm
 * each passenger"), soonest to expire first; the other bookings after them, as they were.
 */
export function requestsFirst(bookings: DashboardBooking[]): DashboardBooking[] {
  const expiry = (booking: DashboardBooking) => Date.parse(booking.requestExpiresAt ?? '') || 0;
  const requests = bookings
    .filter((booking) => booking.status === 'requested')
    .sort((a, b) => expiry(a) - expiry(b));
  return [...requests, ...bookings.filter((booking) => booking.status !== 'requested')];
}

export interface OverviewCounts {
  /** Scheduled trips leaving within UPCOMING_WINDOW_DAYS. */
  upcomingTrips: number;
  /** Every booking on the scheduled trips, cancelled ones included (the Bookings tab's count). */
  totalBookings: number;
  /** Seats of the bookings that still stand. */
  seatsBooked: number;
  /** Every scheduled trip, recurring ones weeks ahead included. */
  scheduledTrips: number;
}

export function overviewCounts(
  trips: DriverTripRecord[],
  bookings: DriverBookingRecord[],
  now: Date,
): OverviewCounts {
  const scheduled = trips.filter((trip) => trip.status === 'scheduled');
  const horizon = now.getTime() + UPCOMING_WINDOW_DAYS * DAY_MS;
  return {
    upcomingTrips: scheduled.filter((trip) => Date.parse(trip.departureTime) <= horizon).length,
    totalBookings: bookings.length,
    seatsBooked: bookings
      .filter((b) => b.status === 'booked' || b.status === 'pending')
      .reduce((seats, b) => seats + b.numberOfSeats, 0),
    scheduledTrips: scheduled.length,
  };
}
