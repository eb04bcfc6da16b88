import type { QueryClient } from '@tanstack/react-query';
import type {
  BookingRequest,
  PassengerBooking,
  PopularRoute,
  SearchRequest,
} from '../../../shared/schemas/rides';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { queryKeys } from '../../lib/query-keys';
import type { RideResult } from '../../rides/ride-result';
import { SearchTimeoutError } from './search-outcomes';
import { SEARCH_TIMEOUT_MS } from './search-rules';

export type { RideResult };
/** The booking the server wrote, with the passenger's balance after paying. */
export type BookingConfirmation = Json<PassengerBooking> & { accountBalance: number };

/**
 * `POST /api/Commute/GetUpcomingTripsByLocation` (a V call), given up after SEARCH_TIMEOUT_MS
 * with a SearchTimeoutError.
 */
export async function searchRides(request: SearchRequest): Promise<RideResult[]> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, SEARCH_TIMEOUT_MS);
  try {
    return await apiRequest<RideResult[]>(
      'POST',
      '/api/Commute/GetUpcomingTripsByLocation',
      request,
      { signal: controller.signal },
    );
  } catch (error) {
    if (timedOut) throw new SearchTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /api/rides/:rideId`: one ride as search shows it, to book it after buying tokens. */
export function rideQuery(rideId: string) {
  return {
    queryKey: queryKeys.ride(rideId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<RideResult>('GET', `/api/rides/${encodeURIComponent(rideId)}`, undefined, {
        signal,
      }),
  };
}

/** `POST /api/Commute/SavePassengerBooking` (a V call). */
export function bookRide(request: BookingRequest): Promise<BookingConfirmation> {
  return apiRequest<BookingConfirmation>('POST', '/api/Commute/SavePassengerBooking', request);
}

/** After a booking: the balance, the user (who carries it) and the upcoming trips are stale. */
export function afterBooking(queryClient: QueryClient): void {
  for (const queryKey of [
    queryKeys.balance,
    queryKeys.userDetails,
    queryKeys.passengerUpcomingTrips,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** `GET /api/Commute/GetPopularRoutes?count=` (public). */
export function popularRoutesQuery(count: number) {
  return {
    queryKey: queryKeys.popularRoutes(count),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<PopularRoute[]>(
        'GET',
        `/api/Commute/GetPopularRoutes?${new URLSearchParams({ count: String(count) })}`,
        undefined,
        { signal },
      ),
  };
}
