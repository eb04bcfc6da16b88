import { queryOptions } from '@tanstack/react-query';
import type {
  BalanceResponse,
  InitiatePaymentResponse,
  PaymentStatusResponse,
} from '../../../shared/schemas/wallet';
import { apiRequest } from '../../lib/api-client';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

/** The token balance (the user's details carry it too). */
export const balanceQuery = queryOptions({
  queryKey: queryKeys.balance,
  queryFn: getJson<BalanceResponse>('/api/user/balance'),
});

/** Starts the M-Pesa prompt. The same key with the same amount never prompts twice. */
export function initiatePayment(
  amount: number,
  idempotencyKey: string,
): Promise<InitiatePaymentResponse> {
  return apiRequest<InitiatePaymentResponse>('POST', '/api/Wallet/InitiateMpesaPayment', {
    amount,
    idempotencyKey,
  });
}

export function fetchPaymentStatus(
  transactionId: string,
  signal?: AbortSignal,
): Promise<PaymentStatusResponse> {
  const query = new URLSearchParams({ transactionId });
  return apiRequest<PaymentStatusResponse>(
    'GET',
    `/api/Wallet/GetMpesaPaymentStatus?${query}`,
    undefined,
    { signal },
  );
}
