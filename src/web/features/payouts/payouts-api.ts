import type { QueryClient } from '@tanstack/react-query';
import type { Earnings, Payout } from '../../../shared/schemas/payouts';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { userDetailsQuery } from '../../lib/session/use-session';
import { BALANCE_QUERY_KEY } from '../tokens';

export type PayoutRecord = Json<Payout>;
export type EarningsRecord = Json<Earnings>;

export const PAYOUTS_QUERY_KEY = ['/api/payouts'] as const;
export const EARNINGS_QUERY_KEY = ['/api/driver/earnings'] as const;

/** `POST /api/payouts`: the same key for the same amount never pays out twice. */
export function requestPayout(amount: number, idempotencyKey: string): Promise<PayoutRecord> {
  return apiRequest<PayoutRecord>('POST', '/api/payouts', { amount, idempotencyKey });
}

/** A payout moves money out of (or, when it fails, back into) the balance and the earnings. */
export function afterPayoutChange(queryClient: QueryClient): void {
  for (const queryKey of [
    PAYOUTS_QUERY_KEY,
    EARNINGS_QUERY_KEY,
    BALANCE_QUERY_KEY,
    userDetailsQuery.queryKey,
    ['/api/user/statement'],
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
