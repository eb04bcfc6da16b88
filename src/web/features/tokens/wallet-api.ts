import type {
  InitiatePaymentResponse,
  PaymentStatusResponse,
} from '../../../shared/schemas/wallet';
import { apiRequest } from '../../lib/api-client';

/** The cached reads that show a balance; both change when a payment is credited. */
export const BALANCE_QUERY_KEY = ['/api/user/balance'] as const;
export const USER_DETAILS_QUERY_KEY = ['/api/user/details'] as const;

export interface BalanceResponse {
  balance: number;
}

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
