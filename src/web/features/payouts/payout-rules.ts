import { formatKsh } from '../../lib/format-money';

/**
 * The payout limits. They mirror src/shared/schemas/payouts.ts, which cannot be imported at run
 * time without bringing zod into this screen's download; payout-rules.test.ts keeps them equal.
 */
export const MIN_PAYOUT = 10;
export const MAX_PAYOUT = 150_000;
/** While a payout is Pending, ask for its outcome this often… */
export const PAYOUT_POLL_MS = 3000;
/** …for this long: M-Pesa answers within seconds; one still pending later is support's to check. */
export const PAYOUT_POLL_FOR_MS = 10 * 60_000;

/**
 * Why this amount cannot be withdrawn, in words for the form, or null when it can: whole
 * shillings, at least KSh 10, at most KSh 150,000, and never more than the withdrawable earnings.
 */
export function payoutProblem(amount: number, withdrawable: number): string | null {
  if (!Number.isFinite(amount)) return 'Enter the amount to withdraw.';
  if (!Number.isInteger(amount)) return 'Enter whole shillings, without cents.';
  if (amount < MIN_PAYOUT) return `The smallest payout is ${formatKsh(MIN_PAYOUT)}.`;
  if (amount > withdrawable) {
    return `You can withdraw up to ${formatKsh(withdrawable)} of your earnings.`;
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

/** Whether a payout is waiting on M-Pesa recently enough to keep asking about it. */
export function awaitingMpesa(
  payouts: ReadonlyArray<{ status: string; createdAt: string }>,
  now: number,
): boolean {
  return payouts.some(
    (payout) =>
      payout.status === 'Pending' && now - Date.parse(payout.createdAt) < PAYOUT_POLL_FOR_MS,
  );
}
