import { queryOptions } from '@tanstack/react-query';
import type { Dispute, Incident, IncidentPage } from '../../../shared/schemas/trips';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

// The agents' safety work (decisions.md "Trip day"): SOS incidents and no-show disputes.

export type IncidentRecord = Json<Incident>;
export type IncidentPageRecord = Json<IncidentPage>;
export type DisputeRecord = Json<Dispute>;
export type DisputeOutcome = 'refund' | 'pay_driver';

/**
 * One page of SOS incidents in the server's order (pages from 1), read again every 15 s while
 * the console is open (a new one must not wait), and every 5 s while one being handled is on the
 * road: its map follows the car.
 */
export const incidentsPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...queryKeys.incidents, page],
    queryFn: getJson<IncidentPageRecord>(`/api/admin/incidents?page=${page}`),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.incidents.some(
        (i) => i.status !== 'resolved' && i.ride.status === 'in_progress',
      )
        ? 5_000
        : 15_000,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
  });

/** The first page, with how many incidents are open in all: for the console and home. */
export const incidentsQuery = incidentsPageQuery(1);

export const disputesQuery = queryOptions({
  queryKey: queryKeys.disputes,
  queryFn: getJson<DisputeRecord[]>('/api/admin/disputes'),
  staleTime: 0,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

const incidentPath = (id: string, action: string) =>
  `/api/admin/incidents/${encodeURIComponent(id)}/${action}`;

export const acknowledgeIncident = (id: string) =>
  apiRequest('POST', incidentPath(id, 'acknowledge'), {});

export const resolveIncident = (id: string, note: string) =>
  apiRequest('POST', incidentPath(id, 'resolve'), { note });

export const resolveDispute = (id: string, outcome: DisputeOutcome, note: string) =>
  apiRequest('POST', `/api/admin/disputes/${encodeURIComponent(id)}/resolve`, { outcome, note });
