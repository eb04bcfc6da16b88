import { queryOptions } from '@tanstack/react-query';
import type { DriverBooking, DriverTrip, PassengerBooking } from '../../shared/schemas/rides';
import { apiRequest } from '../lib/api-client';
import type { Json } from '../lib/json';
import { queryKeys } from '../lib/query-keys';

// The upcoming trips, read by home, My Trips and the driver dashboard: one cache entry each,
// whichever screen reads it first. Trips change elsewhere (a booking, a cancellation,
// completion), so they are read afresh each time a screen opens, the cached list still shown.

export type PassengerBookingRecord = Json<PassengerBooking>;
export type DriverTripRecord = Json<DriverTrip>;
export type DriverBookingRecord = Json<DriverBooking>;

/** The passenger's bookings on rides still to come, soonest first. */
export const passengerUpcomingQuery = queryOptions({
  queryKey: queryKeys.passengerUpcomingTrips,
  queryFn: ({ signal }) =>
    apiRequest<PassengerBookingRecord[]>('GET', '/api/trips/passenger/upcoming', undefined, {
      signal,
    }),
  staleTime: 0,
});

/** The driver's rides still to come, soonest first. */
export const driverUpcomingQuery = queryOptions({
  queryKey: queryKeys.driverUpcomingTrips,
  queryFn: ({ signal }) =>
    apiRequest<DriverTripRecord[]>('GET', '/api/trips/driver/upcoming', undefined, { signal }),
  staleTime: 0,
});

const TRIP_BOOKINGS_PATH = '/api/Booking/GetAllBookingsForDriverTrips';

/**
 * The bookings of one of the driver's trips. As the specification says, a failed call yields an
 * empty list: one unreadable trip must not hide the others' bookings.
 */
export function rideBookingsQuery(rideId: string) {
  return {
    queryKey: queryKeys.rideBookings(rideId),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      try {
        return await apiRequest<DriverBookingRecord[]>(
          'GET',
          `${TRIP_BOOKINGS_PATH}?${new URLSearchParams({ tripId: rideId })}`,
          undefined,
          { signal },
        );
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return [];
      }
    },
    // Bookings change elsewhere: read them afresh on every visit.
    staleTime: 0,
  };
}
