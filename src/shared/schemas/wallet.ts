import { z } from 'zod';
import {
  MAX_TOP_UP,
  MAX_TRANSFER,
  MIN_TOP_UP,
  MIN_TRANSFER,
  TOP_UP_AMOUNT_MESSAGE,
  TRANSFER_AMOUNT_MESSAGE,
} from '../rules/wallet.ts';
import { recipientSummary } from './account-status.ts';
import { kenyanPhone } from './auth.ts';

/** Whole shillings only: 1.5, "abc", 0 and negatives are refused, not rounded. */
export const topUpAmount = z
  .number({ error: TOP_UP_AMOUNT_MESSAGE })
  .int(TOP_UP_AMOUNT_MESSAGE)
  .min(MIN_TOP_UP, TOP_UP_AMOUNT_MESSAGE)
  .max(MAX_TOP_UP, TOP_UP_AMOUNT_MESSAGE);

// --- POST /api/Wallet/InitiateMpesaPayment ----------------------------------------------
export const initiatePaymentRequest = z.object({
  amount: topUpAmount,
  /** Chosen by the app for each purchase; a retry with the same key never prompts twice. */
  idempotencyKey: z
    .string()
    .trim()
    .min(8, 'must be 8 to 100 characters')
    .max(100, 'must be 8 to 100 characters'),
});
/** `held`: M-Pesa paid another amount than asked; an agent checks it before anything is credited. */
export const paymentStatus = z.enum(['pending', 'success', 'failed', 'held']);
export const initiatePaymentResponse = z.object({
  transactionId: z.string(),
  phoneNumber: z.string(),
  status: paymentStatus,
  message: z.string(),
});
export type InitiatePaymentResponse = z.infer<typeof initiatePaymentResponse>;

// --- GET /api/Wallet/GetMpesaPaymentStatus?transactionId= -----------------------------------
export const paymentStatusQuery = z.object({
  transactionId: z.uuid({ error: 'must be a transaction id' }),
});
export const paymentStatusResponse = z.object({
  status: paymentStatus,
  message: z.string().optional(),
  amount: z.number().int(),
  receipt: z.string().nullable(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

// --- GET /api/user/balance, GET /api/user/statement -------------------------------------------
export const balanceResponse = z.object({ balance: z.number().int() });
export type BalanceResponse = z.infer<typeof balanceResponse>;
export const statementQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const statementEntry = z.object({
  id: z.string(),
  transactionType: z.enum([
    'topup',
    'booking_payment',
    'refund',
    'earning',
    'payout',
    'payout_reversal',
    'transfer_out',
    'transfer_in',
    'earning_reversal',
  ]),
  amount: z.number().int(),
  runningBalance: z.number().int(),
  description: z.string(),
  reference: z.string().nullable(),
  transactionDate: z.date(),
});
export const statementResponse = z.object({
  items: z.array(statementEntry),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type StatementResponse = z.infer<typeof statementResponse>;

// --- POST /api/tokens/transfer ---------------------------------------------------------------
export const transferRequest = z.object({
  /** The recipient's registered Kenyan phone, in any form the sign-in accepts. */
  phoneNumber: kenyanPhone,
  amount: z
    .number({ error: TRANSFER_AMOUNT_MESSAGE })
    .int(TRANSFER_AMOUNT_MESSAGE)
    .min(MIN_TRANSFER, TRANSFER_AMOUNT_MESSAGE)
    .max(MAX_TRANSFER, TRANSFER_AMOUNT_MESSAGE),
  /** Chosen by the app for each transfer; a retry with the same key never sends twice. */
  idempotencyKey: z
    .string()
    .trim()
    .min(8, 'must be 8 to 100 characters')
    .max(100, 'must be 8 to 100 characters'),
});
export type TransferRequest = z.input<typeof transferRequest>;
export const transferResponse = z.object({
  transferId: z.string(),
  amount: z.number().int(),
  recipient: recipientSummary,
  /** The sender's balance right after this transfer. */
  balance: z.number().int(),
  createdAt: z.date(),
});
export type TransferResponse = z.infer<typeof transferResponse>;

/** What M-Pesa's ResultCode means for the person waiting on the prompt. */
export const MPESA_RESULT_MESSAGES: Record<number, string> = {
  0: 'Payment received. Your tokens have been added.',
  1: 'Your M-Pesa balance is not enough for this payment.',
  1032: 'You cancelled the M-Pesa prompt.',
  1037: 'We could not reach your phone. Make sure it is on and has network, then try again.',
  2001: 'The M-Pesa PIN entered was wrong. Please try again.',
  1019: 'The M-Pesa prompt expired before it was answered. Please try again.',
};
export const MPESA_OTHER_FAILURE = 'M-Pesa could not complete the payment. Please try again.';
export const MPESA_NO_ANSWER =
  'M-Pesa did not confirm this payment. If money was deducted, please contact support.';
export const PAYMENT_PENDING_MESSAGE =
  'Check your phone and enter your M-Pesa PIN to complete the payment.';

export function mpesaResultMessage(resultCode: number): string {
  return MPESA_RESULT_MESSAGES[resultCode] ?? MPESA_OTHER_FAILURE;
}
