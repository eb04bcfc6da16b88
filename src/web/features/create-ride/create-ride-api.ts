import type { QueryClient } from '@tanstack/react-query';
import type { CreateRideRequest, DriverTrip } from '../../../shared/schemas/rides';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';

export type CreatedRide = Json<DriverTrip>;

export function createRide(
  request: CreateRideRequest,
): Promise<{ message: string; rides: CreatedRide[] }> {
  return apiRequest('POST', '/api/Commute/SaveCommuteDetails', request);
}

/** The reads that list or count a driver's rides (home, My Trips, dashboard). */
const DRIVER_RIDE_READS = [
  '/api/Commute/GetDriverUpcomingTrips',
  '/api/trips/driver/upcoming',
  '/api/driver/stats',
  '/api/trips/history',
];

export function invalidateDriverRides(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      DRIVER_RIDE_READS.some((path) => String(query.queryKey[0]).startsWith(path)),
  });
}
