import { useQueries, useQuery } from '@tanstack/react-query';
import { driverUpcomingQuery } from '../../rides/trip-queries';
import { rideBookingsQuery } from '../trips';
import { bookingsOfTrips, type DashboardBooking } from './dashboard-stats';

/**
 * The driver's scheduled trips and every booking on them: one bookings call per trip, as the
 * specification has it (a failed call counts as no bookings).
 */
export function useDriverTrips() {
  const trips = useQuery(driverUpcomingQuery);
  const list = trips.data ?? [];
  const bookings = useQueries({
    queries: list.map((trip) => rideBookingsQuery(trip.id)),
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      data: results.map((result) => result.data),
    }),
  });
  const allBookings: DashboardBooking[] | null =
    trips.data && !bookings.pending ? bookingsOfTrips(trips.data, bookings.data) : null;
  return {
    /** null while loading. */
    trips: trips.data ?? null,
    tripsFailed: trips.isError,
    retryTrips: () => void trips.refetch(),
    /** null while the trips or any of their bookings are loading. */
    bookings: allBookings,
  };
}
