import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RideSeries, seriesChangeAnswer } from '../../../shared/schemas/commute';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

// A driver's series (decisions.md "The daily commute"): read it, skip a date, pause it for a
// holiday, resume it, end it. Every change answers with the series as it now is.

export type SeriesRecord = Json<RideSeries>;
export type SeriesDeparture = SeriesRecord['departures'][number];
export type SeriesChange = Json<z.infer<typeof seriesChangeAnswer>>;

const seriesPath = (id: string, action = '') =>
  `/api/rides/series/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** `GET /api/rides/series/:id` (its driver only): read afresh on every visit. */
export const seriesQuery = (seriesId: string) =>
  queryOptions({
    queryKey: queryKeys.series(seriesId),
    queryFn: getJson<SeriesRecord>(seriesPath(seriesId)),
    staleTime: 0,
  });

export type SeriesAction =
  | { kind: 'skip'; date: string }
  | { kind: 'pause'; from: string; until: string }
  | { kind: 'resume' }
  | { kind: 'end' };

/** One change to the series; POSTs carry a JSON body, empty when the action needs none. */
export function changeSeries(seriesId: string, action: SeriesAction): Promise<SeriesChange> {
  const { kind, ...body } = action;
  return apiRequest<SeriesChange>('POST', seriesPath(seriesId, kind), body);
}

/**
 * After a change: the series is what the answer says; the driver's trip lists, the dashboard's
 * figures and the cancelled departures' bookings are stale.
 */
export function afterSeriesChange(queryClient: QueryClient, change: SeriesChange): void {
  queryClient.setQueryData(queryKeys.series(change.series.id), change.series);
  for (const queryKey of [
    queryKeys.driverUpcomingTrips,
    queryKeys.pastTrips,
    queryKeys.driverStats,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
