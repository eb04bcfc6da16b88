import type { QueryClient } from '@tanstack/react-query';
import type { CreateRideRequest, DriverTrip } from '../../../shared/schemas/rides';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { queryKeys } from '../../lib/query-keys';

export type CreatedRide = Json<DriverTrip>;

export function createRide(
  request: CreateRideRequest,
): Promise<{ message: string; rides: CreatedRide[] }> {
  return apiRequest('POST', '/api/Commute/SaveCommuteDetails', request);
}

/** The reads that list or count a driver's rides (home, My Trips, dashboard). */
const DRIVER_RIDE_READS = [
  queryKeys.driverUpcomingTrips,
  queryKeys.driverStats,
  queryKeys.tripHistory(),
];

export async function invalidateDriverRides(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    DRIVER_RIDE_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
