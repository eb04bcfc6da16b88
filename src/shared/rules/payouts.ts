import { formatMessage } from '../errors/format-message.ts';
import { MONEY_ERRORS } from '../errors/money.ts';
import { formatKsh } from '../format-money.ts';

// A driver's payout limits, for the schema the server validates with and the withdraw form.
// Zod-free, so the web app can import it without downloading zod.

export const MIN_PAYOUT = 10;
export const MAX_PAYOUT = 150_000;

/**
 * Why this amount cannot be withdrawn, in words for the form, or null when it can: whole
 * shillings, at least KSh 10, at most KSh 150,000, and never more than the withdrawable earnings
 * (in the server's own words).
 */
export function payoutProblem(amount: number, withdrawable: number): string | null {
  if (!Number.isFinite(amount)) return 'Enter the amount to withdraw.';
  if (!Number.isInteger(amount)) return 'Enter whole shillings, without cents.';
  if (amount < MIN_PAYOUT) return `The smallest payout is ${formatKsh(MIN_PAYOUT)}.`;
  if (amount > withdrawable) {
    return formatMessage(MONEY_ERRORS.payout_exceeds_earnings.message, { available: withdrawable });
  }
  if (amount > MAX_PAYOUT) {
    return `You can withdraw at most ${formatKsh(MAX_PAYOUT)} at a time.`;
  }
  return null;
}

/** Whether there is enough to withdraw at all. */
export function canWithdraw(withdrawable: number): boolean {
  return withdrawable >= MIN_PAYOUT;
}

/** The most one payout may take: everything withdrawable, up to the per-payout limit. */
export function largestPayout(withdrawable: number): number {
  return Math.max(0, Math.min(withdrawable, MAX_PAYOUT));
}
