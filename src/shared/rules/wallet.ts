import { userFacing } from '../user-facing.ts';

// The token purchase's numbers (spec document 2 §9, docs/product-rules.md "Money"), for the
// schema the server validates with and the form that checks before sending. Zod-free, so the web app can
// import it without downloading zod.

export const MIN_TOP_UP = 1;
export const MAX_TOP_UP = 250_000;
export const PAYMENT_POLL_INTERVAL_MS = 3000;
export const PAYMENT_POLL_TIMEOUT_MS = 120_000;
export const PAYMENT_SUCCESS_RESET_MS = 3000;

/** A `held` payment's message: M-Pesa paid another amount than asked, and an agent checks it. */
export const PAYMENT_HELD_MESSAGE =
  'M-Pesa paid a different amount than you asked for. We are checking this payment and will credit your tokens once it is confirmed.';

export const TOP_UP_AMOUNT_MESSAGE = userFacing(
  `Please enter a valid amount: whole tokens from ${MIN_TOP_UP} to ${MAX_TOP_UP.toLocaleString('en-KE')}.`,
);

export type AmountProblem = 'below-minimum' | 'not-whole' | 'above-maximum';

/** Why an amount cannot be bought, or null when it can: whole tokens from 1 to 250,000. */
export function amountProblem(amount: number): AmountProblem | null {
  if (!Number.isFinite(amount) || amount < MIN_TOP_UP) return 'below-minimum';
  if (!Number.isInteger(amount)) return 'not-whole';
  if (amount > MAX_TOP_UP) return 'above-maximum';
  return null;
}

// Tokens sent to another person (issue 17, docs/product-rules.md "Money").
export const MIN_TRANSFER = 1;
export const MAX_TRANSFER = 20_000;
/** What one person may send in a Nairobi calendar day, all transfers together. */
export const MAX_TRANSFERS_PER_DAY = 50_000;
/** Transfers one person may ask for in an hour (each one texts two people). */
export const TRANSFERS_PER_PERSON_PER_HOUR = 20;

export const TRANSFER_AMOUNT_MESSAGE = userFacing(
  `Please enter a valid amount: whole tokens from ${MIN_TRANSFER} to ${MAX_TRANSFER.toLocaleString('en-KE')}.`,
);

/** Why an amount cannot be sent, or null when it can: whole tokens from 1 to 20,000. */
export function transferAmountProblem(amount: number): AmountProblem | null {
  if (!Number.isFinite(amount) || amount < MIN_TRANSFER) return 'below-minimum';
  if (!Number.isInteger(amount)) return 'not-whole';
  if (amount > MAX_TRANSFER) return 'above-maximum';
  return null;
}
