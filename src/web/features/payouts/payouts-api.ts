import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Earnings, Payout, PayoutSettings } from '../../../shared/schemas/payouts';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

export type PayoutRecord = Json<Payout>;
export type EarningsRecord = Json<Earnings>;

/** The driver's payouts, newest first. */
export const payoutsQuery = queryOptions({
  queryKey: queryKeys.payouts,
  queryFn: getJson<PayoutRecord[]>('/api/payouts'),
});

/** What the driver has earned and may withdraw; read afresh on every visit. */
export const earningsQuery = queryOptions({
  queryKey: queryKeys.earnings,
  queryFn: getJson<EarningsRecord>('/api/driver/earnings'),
  staleTime: 0,
});

/** `POST /api/payouts`: the same key for the same amount never pays out twice. */
export function requestPayout(amount: number, idempotencyKey: string): Promise<PayoutRecord> {
  return apiRequest<PayoutRecord>('POST', '/api/payouts', { amount, idempotencyKey });
}

/** A payout moves money out of (or, when it fails, back into) the balance and the earnings. */
export function afterPayoutChange(queryClient: QueryClient): void {
  for (const queryKey of [
    queryKeys.payouts,
    queryKeys.earnings,
    queryKeys.balance,
    queryKeys.userDetails,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** `PUT /api/driver/payout-settings`: the daily run pays the driver's earnings, or leaves them. */
export function savePayoutSettings(settings: PayoutSettings): Promise<PayoutSettings> {
  return apiRequest<PayoutSettings>('PUT', '/api/driver/payout-settings', settings);
}
