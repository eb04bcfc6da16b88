/** While a payout is Pending, ask for its outcome this often… */
export const PAYOUT_POLL_MS = 3000;
/** …for this long: M-Pesa answers within seconds; one still pending later is support's to check. */
export const PAYOUT_POLL_FOR_MS = 10 * 60_000;

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
