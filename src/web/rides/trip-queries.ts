import { queryOptions } from '@tanstack/react-query';
import type { DriverTrip, PassengerBooking } from '../../shared/schemas/rides';
import { apiRequest } from '../lib/api-client';
import type { Json } from '../lib/json';
import { queryKeys } from '../lib/query-keys';

// The upcoming trips, read by home, My Trips and the driver dashboard: one cache entry each,
// whichever screen reads it first. Trips change elsewhere (a booking, a cancellation,
// completion), so they are read afresh each time a screen opens, the cached list still shown.

export type PassengerBookingRecord = Json<PassengerBooking>;
export type DriverTripRecord = Json<DriverTrip>;

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
