import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import type { SharedTrip } from '../../../shared/schemas/trips';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

export type SharedTripView = Json<SharedTrip>;

/** `GET /api/share/:token`: no sign-in; 404 unknown, 410 once the trip has ended. */
export const sharedTripQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.sharedTrip(token),
    queryFn: getJson<SharedTripView>(`/api/share/${encodeURIComponent(token)}`),
    staleTime: 0,
    // The stream announces starts and ends; this catches what it cannot (the link expiring).
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export type ShareState = 'not_started' | 'on_the_way' | 'arrived' | 'cancelled';

export function shareState(status: SharedTripView['status']): ShareState {
  if (status === 'in_progress') return 'on_the_way';
  if (status === 'completed') return 'arrived';
  if (status === 'cancelled') return 'cancelled';
  return 'not_started';
}

export const SHARE_STATE_WORDS: Record<ShareState, MessageDescriptor> = {
  not_started: msg`Not started yet`,
  on_the_way: msg`On the way`,
  arrived: msg`Trip completed`,
  cancelled: msg`Ride cancelled`,
};
