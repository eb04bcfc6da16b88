/**
 * The token purchase's numbers (spec document 2 §9, decisions.md "Money"). They mirror
 * src/shared/schemas/wallet.ts, which cannot be imported at run time without bringing zod into
 * this screen's download; token-purchase-rules.test.ts keeps the two equal.
 */
export const MIN_TOP_UP = 1;
export const MAX_TOP_UP = 250_000;
export const PAYMENT_POLL_INTERVAL_MS = 3000;
export const PAYMENT_POLL_TIMEOUT_MS = 120_000;
export const PAYMENT_SUCCESS_RESET_MS = 3000;

/** The amount field's text as a number: NaN when it is empty or not a number. */
export function parseAmount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export type AmountProblem = 'below-minimum' | 'not-whole' | 'above-maximum';

/** Why an amount cannot be bought, or null when it can: whole tokens from 1 to 250,000. */
export function amountProblem(amount: number): AmountProblem | null {
  if (!Number.isFinite(amount) || amount < MIN_TOP_UP) return 'below-minimum';
  if (!Number.isInteger(amount)) return 'not-whole';
  if (amount > MAX_TOP_UP) return 'above-maximum';
  return null;
}
