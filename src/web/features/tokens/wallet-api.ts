import { queryOptions } from '@tanstack/react-query';
import type { RecipientResponse } from '../../../shared/schemas/account-status';
import type {
  BalanceResponse,
  InitiatePaymentResponse,
  PaymentStatusResponse,
  TransferRequest,
  TransferResponse,
} from '../../../shared/schemas/wallet';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
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

/** Who would receive tokens sent to a phone: a first name and a masked number, or not found. */
export function lookUpRecipient(phoneNumber: string): Promise<RecipientResponse> {
  const query = new URLSearchParams({ phoneNumber });
  return apiRequest<RecipientResponse>('GET', `/api/auth/get-recipient?${query}`);
}

export type TransferResult = Json<TransferResponse>;

/** Sends tokens. The same key with the same amount and phone never sends twice. */
export function sendTokens(request: TransferRequest): Promise<TransferResult> {
  return apiRequest<TransferResult>('POST', '/api/tokens/transfer', request);
}
