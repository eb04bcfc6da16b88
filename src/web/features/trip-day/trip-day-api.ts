import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  noShowReportAnswer,
  PositionRequest,
  ShareAnswer,
  sosAnswer,
  TripView,
} from '../../../shared/schemas/trips';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

// Trip day's calls (decisions.md "Trip day"), typed with the shared schemas the server answers with.

export type TripDay = Json<TripView>;
export type TripPassenger = TripDay['passengers'][number];
export type OwnBooking = NonNullable<TripDay['booking']>;
export type NoShowReport = z.infer<typeof noShowReportAnswer>;
export type SosAnswer = z.infer<typeof sosAnswer>;
export type ShareLink = Json<ShareAnswer>;

const tripPath = (rideId: string, action = '') =>
  `/api/trips/${encodeURIComponent(rideId)}${action ? `/${action}` : ''}`;

/**
 * The trip screen's one read. Live events make it read again at once; the minute's poll is for
 * whatever the stream does not announce (a passenger cancelling, the clock opening a window).
 */
export const tripDayQuery = (rideId: string) =>
  queryOptions({
    queryKey: queryKeys.tripDay(rideId),
    queryFn: getJson<TripDay>(tripPath(rideId)),
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

// Every POST carries a JSON body, empty when the action needs none: the request guards take
// JSON or nothing, and an empty object satisfies a route whatever its body schema.
export const startTrip = (rideId: string) => apiRequest('POST', tripPath(rideId, 'start'), {});
export const endTrip = (rideId: string) => apiRequest('POST', tripPath(rideId, 'end'), {});

export const sendPosition = (rideId: string, position: PositionRequest) =>
  apiRequest('POST', tripPath(rideId, 'location'), position);

export const boardPassenger = (rideId: string, bookingId: string, code: string) =>
  apiRequest('POST', tripPath(rideId, 'board'), { bookingId, code });

export const markNoShow = (rideId: string, bookingId: string) =>
  apiRequest('POST', tripPath(rideId, 'no-show'), { bookingId });

export const reportNoShow = (rideId: string) =>
  apiRequest<NoShowReport>('POST', tripPath(rideId, 'report-no-show'), {});

/** A link for family to follow the trip; with `phone`, also texted to that phone. */
export const shareTrip = (rideId: string, phone?: string) =>
  apiRequest<ShareLink>('POST', tripPath(rideId, 'share'), phone ? { phone } : {});

export const revokeShare = (rideId: string, token: string) =>
  apiRequest('DELETE', `${tripPath(rideId, 'share')}/${encodeURIComponent(token)}`);

export const sendSos = (rideId: string, at: { latitude: number; longitude: number } | null) =>
  apiRequest<SosAnswer>('POST', tripPath(rideId, 'sos'), at ?? {});

/** `POST /api/ratings`: a completed trip's rating by its passenger or its driver. */
export const rateBooking = (bookingId: string, score: number, comment: string) =>
  apiRequest('POST', '/api/ratings', {
    bookingId,
    score,
    ...(comment.trim() ? { comment: comment.trim() } : {}),
  });

/** After any change on the road: the trip screen, every trip list, and the home's reads. */
export function afterTripChange(queryClient: QueryClient): void {
  for (const queryKey of [queryKeys.trips, queryKeys.driverStats]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
