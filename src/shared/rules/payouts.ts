import { formatMessage } from '../errors/format-message.ts';
import { MONEY_ERRORS } from '../errors/money.ts';
import { formatKsh } from '../format-money.ts';

// Payouts to M-Pesa (B2C), by hand and by the drivers' daily run (docs/product-rules.md, Money):
// for the schema the server validates with, the jobs, and the web app's forms and notices.
// Zod-free, so the web app can import it without downloading zod.

/** M-Pesa pays no less than KSh 10 to a phone… */
export const MIN_PAYOUT = 10;
/** …and Pamoja sends at most this much in one payout. */
export const MAX_PAYOUT = 150_000;
/** Withdrawals one person may ask for in an hour (each is a B2C fee). */
export const PAYOUTS_PER_PERSON_PER_HOUR = 10;

/** The drivers' daily payout run, in Nairobi time (UTC+3, no daylight saving): 9 pm. */
export const DAILY_PAYOUT_HOUR_NAIROBI = 21;
/** A failed automatic payout is tried again once, this long after it failed. */
export const PAYOUT_RETRY_AFTER_MINUTES = 60;
/** The daily run pays earnings credited in this many days before it (missed runs included). */
export const PAYOUT_LOOKBACK_DAYS = 7;

const DAY_MS = 24 * 60 * 60_000;
const NAIROBI_OFFSET_HOURS = 3;

/** The latest daily payout run at or before `now`: earnings credited before it are due. */
export function lastPayoutRun(now: Date): Date {
  const run = new Date(now);
  run.setUTCHours(DAILY_PAYOUT_HOUR_NAIROBI - NAIROBI_OFFSET_HOURS, 0, 0, 0);
  return run.getTime() > now.getTime() ? new Date(run.getTime() - DAY_MS) : run;
}

/** The next daily payout run after `now`. */
export function nextPayoutRun(now: Date): Date {
  return new Date(lastPayoutRun(now).getTime() + DAY_MS);
}

/**
 * Why an amount cannot be withdrawn, in words for the form, or null when it can: whole
 * shillings, at least KSh 10, at most KSh 150,000, and never more than the token balance (in the
 * server's own words).
 */
export function payoutProblem(amount: number, withdrawable: number): string | null {
  if (!Number.isFinite(amount)) return 'Enter the amount to withdraw.';
  if (!Number.isInteger(amount)) return 'Enter whole shillings, without cents.';
  if (amount < MIN_PAYOUT) return `The smallest payout is ${formatKsh(MIN_PAYOUT)}.`;
  if (amount > withdrawable) {
    return formatMessage(MONEY_ERRORS.payout_exceeds_balance.message, { available: withdrawable });
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

/** Why M-Pesa did not pay, as a code the web app words (M-Pesa's own texts are for support). */
export type PayoutFailureReason = 'not_registered' | 'recipient_limit' | 'mpesa_unavailable';

/** M-Pesa's B2C result code (or -1: it would not take the request) as a reason. */
export function payoutFailureReason(resultCode: number | null): PayoutFailureReason {
  // 2040: the number is not a registered M-Pesa customer; 8: the receiver's balance or limit.
  if (resultCode === 2040) return 'not_registered';
  if (resultCode === 8) return 'recipient_limit';
  return 'mpesa_unavailable';
}

const FAILURE_TEXTS: Record<PayoutFailureReason, string> = {
  not_registered: 'M-Pesa says your phone number is not registered for M-Pesa.',
  recipient_limit: 'Your M-Pesa account cannot take this amount now (balance or daily limit).',
  mpesa_unavailable: 'M-Pesa could not pay this out.',
};

/** What a failed payout tells its owner: why, where the money is, and what happens next. */
export function payoutFailureText(reason: PayoutFailureReason, willRetry: boolean): string {
  return `${FAILURE_TEXTS[reason]} The money is back in your balance${
    willRetry ? '; Pamoja tries once more in about an hour.' : '.'
  }`;
}
