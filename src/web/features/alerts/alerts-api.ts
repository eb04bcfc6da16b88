import { queryOptions } from '@tanstack/react-query';
import type {
  RideAlert as RideAlertAnswer,
  RideAlertRequest,
} from '../../../shared/schemas/commute';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

/** A ride alert as the API sends it (dates as text). */
export type RideAlert = Json<RideAlertAnswer>;

/** `GET /api/alerts`: the person's ride alerts. */
export const rideAlertsQuery = queryOptions({
  queryKey: queryKeys.rideAlerts,
  queryFn: getJson<RideAlert[]>('/api/alerts'),
  staleTime: 0,
});

/** `POST /api/alerts`. */
export const createRideAlert = (alert: RideAlertRequest) =>
  apiRequest<RideAlert>('POST', '/api/alerts', alert);

/** `DELETE /api/alerts/:id`. */
export const deleteRideAlert = (id: string) =>
  apiRequest<unknown>('DELETE', `/api/alerts/${encodeURIComponent(id)}`);
