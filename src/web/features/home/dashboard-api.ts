import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { driverStats, tripHistoryItem } from '../../../shared/schemas/rides';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { queryKeys } from '../../lib/query-keys';
import {
  type DriverTripRecord,
  driverUpcomingQuery,
  type PassengerBookingRecord,
  passengerUpcomingQuery,
} from '../../rides/trip-queries';

// The home screen's own calls (specification document 2 §7, "Dashboard queries"), typed with the
// shared schemas the server answers with. The user's details come from the auth feature's query.

export type UpcomingBooking = PassengerBookingRecord;
export type ScheduledRide = DriverTripRecord;
export { driverUpcomingQuery, passengerUpcomingQuery };
export type DriverStats = z.infer<typeof driverStats>;
export type HistoryItem = Json<z.infer<typeof tripHistoryItem>>;

/** Recent Activity shows the first 3 completed trips. */
export const RECENT_ACTIVITY_SHOWN = 3;

// The home is where people come back to after booking, creating or cancelling elsewhere: these
// lists are read again (in the background, the cached ones still shown) each time it opens.
const FRESH_ON_RETURN = { staleTime: 0 } as const;

function get<T>(path: string) {
  return ({ signal }: { signal: AbortSignal }) => apiRequest<T>('GET', path, undefined, { signal });
}

/** Passenger mode: completed trips, newest first. */
export const recentActivityQuery = queryOptions({
  queryKey: queryKeys.tripHistory({ completed: true, limit: RECENT_ACTIVITY_SHOWN }),
  queryFn: get<HistoryItem[]>(
    `/api/trips/history?${new URLSearchParams({
      completed: 'true',
      limit: String(RECENT_ACTIVITY_SHOWN),
    })}`,
  ),
  ...FRESH_ON_RETURN,
});

/** Driver mode: total rides, earnings, rating and active vehicles. */
export const driverStatsQuery = queryOptions({
  queryKey: queryKeys.driverStats,
  queryFn: get<DriverStats>('/api/driver/stats'),
  ...FRESH_ON_RETURN,
});
