import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { MAX_PAYOUT, MIN_PAYOUT } from '../../../shared/rules/payouts.ts';
import { sqlNow } from '../../clock.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type PayoutDeps, type PayoutRow, sendPayout, startPayout } from './payouts.ts';

/**
 * Whether money may still reach a person's account: a booking of their rides held for its
 * passenger's report (paid to them when it settles, or a dispute decides for them), a dispute
 * of theirs, as passenger or driver, that no agent has decided yet, or the half a late
 * cancellation of theirs kept on a ride that has not left yet (theirs again if its driver
 * cancels it).
 */
export async function moneyMayStillReach(tx: Database, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ pending: boolean }>(
    tx,
    sql`select exists (
          select 1 from bookings b join scheduled_commutes r on r.id = b.scheduled_commute_id
          where r.driver_id = ${userId} and b.held_until is not null
        ) or exists (
          select 1 from disputes d join bookings b on b.id = d.booking_id
            join scheduled_commutes r on r.id = b.scheduled_commute_id
          where d.resolved_at is null and (b.passenger_id = ${userId} or r.driver_id = ${userId})
        ) or exists (
          select 1 from bookings b join scheduled_commutes r on r.id = b.scheduled_commute_id
          where b.passenger_id = ${userId} and b.kept_amount > 0
            and r.status in ('active', 'in_progress')
        ) as pending`,
  );
  return Boolean(row?.pending);
}

/**
 * Money that reaches an account after its deletion (docs/product-rules.md, Money) goes on to the
 * M-Pesa number the deletion kept for it, in the transaction that credited it: the whole balance becomes a payout (idempotency key `after-deletion:<event>`,
 * one per credit), to send once that transaction has committed (sendLatePayouts). Less than
 * MIN_PAYOUT waits in the balance and adds up with what comes next; once nothing more can
 * arrive, the number is forgotten, and what is left under MIN_PAYOUT is the only money lost.
 * Call it after every change that may be the last (a settlement, a refund, a decision), with a
 * reference unique to that change. Nothing happens for an account that is not deleted.
 */
export async function payAfterDeletion(
  tx: Database,
  userId: string,
  event: string,
): Promise<PayoutRow | null> {
  const [person] = await tx
    .select({
      balance: users.accountBalance,
      payoutPhoneNumber: users.payoutPhoneNumber,
    })
    .from(users)
    // Only a deleted account's row is locked: nobody else waits on an ordinary driver's.
    .where(and(eq(users.id, userId), isNotNull(users.deletedAt)))
    .for('update');
  if (!person?.payoutPhoneNumber) return null;
  const payout =
    person.balance >= MIN_PAYOUT
      ? await startPayout(
          tx,
          { id: userId, phoneNumber: person.payoutPhoneNumber },
          {
            amount: Math.min(person.balance, MAX_PAYOUT),
            idempotencyKey: `after-deletion:${event}`,
          },
        )
      : null;
  if (!(await moneyMayStillReach(tx, userId))) {
    await tx
      .update(users)
      .set({ payoutPhoneNumber: null, updatedAt: sqlNow() })
      .where(eq(users.id, userId));
  }
  return payout;
}

/**
 * Sends the payouts payAfterDeletion wrote, after their transaction committed. A failure is
 * logged and never undoes that transaction (a payout M-Pesa refuses comes back to the balance,
 * where the next money to arrive takes it along).
 */
export async function sendLatePayouts(
  deps: PayoutDeps,
  payouts: (PayoutRow | null)[],
): Promise<void> {
  for (const payout of payouts) {
    if (!payout) continue;
    await sendPayout(deps, payout).catch((error) =>
      deps.log.warn({ err: error, payoutId: payout.id }, 'payout after deletion not sent'),
    );
  }
}
