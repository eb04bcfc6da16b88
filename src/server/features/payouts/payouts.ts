import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { payouts, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { countPayment } from '../../plugins/metrics.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { creditAccount, debitAccount } from '../wallet/ledger.ts';

export interface PayoutDeps {
  db: Database;
  payments: PaymentsProvider;
  resultUrl: string;
  timeoutUrl: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export type PayoutRow = typeof payouts.$inferSelect;

/**
 * What a driver may withdraw: earnings less what was paid out (failed payouts come back as
 * reversals), and never more than the token balance itself.
 */
export async function withdrawable(db: Database, userId: string): Promise<number> {
  const [row] = await queryRows<{ earned: number; balance: number }>(
    db,
    sql`select coalesce(sum(amount) filter (where transaction_type in ('earning', 'payout', 'payout_reversal')), 0)::int as earned,
               (select account_balance from users where id = ${userId}) as balance
        from account_statements where user_id = ${userId}`,
  );
  return Math.max(0, Math.min(Number(row?.earned ?? 0), Number(row?.balance ?? 0)));
}

/**
 * A driver withdraws earnings to their M-Pesa: the tokens leave the balance with the payout row
 * in one transaction (so two requests cannot both spend the same earnings), then M-Pesa is asked
 * to pay; if it refuses at once, the money comes straight back.
 */
export async function requestPayout(
  deps: PayoutDeps,
  driver: SessionUser,
  input: { amount: number; idempotencyKey: string },
): Promise<PayoutRow> {
  const created = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, driver.id)).for('update');
    const [existing] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.userId, driver.id), eq(payouts.idempotencyKey, input.idempotencyKey)));
    if (existing) {
      if (existing.amount !== input.amount) throw new AppError('payout_amount_mismatch');
      return { payout: existing, fresh: false };
    }
    const available = await withdrawable(tx, driver.id);
    if (input.amount > available) {
      throw new AppError('payout_exceeds_earnings', { available });
    }
    const [row] = await tx
      .insert(payouts)
      .values({
        userId: driver.id,
        amount: input.amount,
        phoneNumber: driver.phoneNumber,
        idempotencyKey: input.idempotencyKey,
        originatorConversationId: randomUUID(),
      })
      .returning();
    if (!row) throw new Error('payout not written');
    await debitAccount(
      tx,
      {
        userId: driver.id,
        amount: input.amount,
        transactionType: 'payout',
        description: 'Payout to M-Pesa',
        reference: `payout:${row.id}`,
      },
      new AppError('payout_insufficient_tokens'),
    );
    return { payout: row, fresh: true };
  });
  if (!created.fresh) return created.payout;
  const payout = created.payout;
  try {
    const { conversationId } = await deps.payments.b2cPayment({
      originatorConversationId: payout.originatorConversationId ?? payout.id,
      phoneNumber: payout.phoneNumber,
      amount: payout.amount,
      remarks: 'Pamoja driver earnings',
      resultUrl: deps.resultUrl,
      timeoutUrl: deps.timeoutUrl,
    });
    const [stored] = await deps.db
      .update(payouts)
      .set({ conversationId, updatedAt: sql`now()` })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'Pending')))
      .returning();
    countPayment('payout', 'requested');
    return stored ?? payout;
  } catch (error) {
    deps.log.warn({ err: error, payoutId: payout.id }, 'M-Pesa refused the payout');
    await settlePayout(deps.db, payout.originatorConversationId ?? '', {
      resultCode: -1,
      resultDesc: 'M-Pesa could not take the payout request.',
    });
    throw new AppError('payout_failed');
  }
}

/**
 * Applies M-Pesa's answer to a payout, once (row lock, Pending check, unique reversal
 * reference): Completed with its receipt, or Failed with the money put back.
 */
export async function settlePayout(
  db: Database,
  originatorConversationId: string,
  result: { resultCode: number; resultDesc: string; receipt?: string },
): Promise<'completed' | 'failed' | 'already settled' | 'unknown'> {
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .select()
      .from(payouts)
      .where(eq(payouts.originatorConversationId, originatorConversationId))
      .for('update');
    if (!payout) return 'unknown';
    if (payout.status !== 'Pending') return 'already settled';
    const ok = result.resultCode === 0;
    await tx
      .update(payouts)
      .set({
        status: ok ? 'Completed' : 'Failed',
        resultCode: result.resultCode,
        resultDescription: result.resultDesc,
        transactionReceipt: ok ? (result.receipt ?? null) : null,
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(payouts.id, payout.id));
    if (!ok) {
      await creditAccount(tx, {
        userId: payout.userId,
        amount: payout.amount,
        transactionType: 'payout_reversal',
        description: 'Payout failed: returned to your balance',
        reference: `payout:${payout.id}`,
      });
    }
    countPayment('payout', ok ? 'succeeded' : 'failed');
    return ok ? 'completed' : 'failed';
  });
}

export async function listPayouts(db: Database, userId: string, limit = 50) {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.createdAt))
    .limit(limit);
}

const NAIROBI = sql.raw(`'Africa/Nairobi'`);

/** The Earnings tab: this week, this month, a daily average, 8 weeks, recent payouts. */
export async function earningsOf(db: Database, userId: string) {
  const [totals] = await queryRows<{ this_week: number; this_month: number; last_30: number }>(
    db,
    sql`select
          coalesce(sum(amount) filter (where transaction_date >= date_trunc('week', now() at time zone ${NAIROBI}) at time zone ${NAIROBI}), 0)::int as this_week,
          coalesce(sum(amount) filter (where transaction_date >= date_trunc('month', now() at time zone ${NAIROBI}) at time zone ${NAIROBI}), 0)::int as this_month,
          coalesce(sum(amount) filter (where transaction_date >= now() - interval '30 days'), 0)::int as last_30
        from account_statements where user_id = ${userId} and transaction_type = 'earning'`,
  );
  const weeks = await queryRows<{ week_start: string; amount: number }>(
    db,
    sql`select to_char(w, 'YYYY-MM-DD') as week_start,
               coalesce((select sum(amount) from account_statements a
                         where a.user_id = ${userId} and a.transaction_type = 'earning'
                           and (a.transaction_date at time zone ${NAIROBI}) >= w
                           and (a.transaction_date at time zone ${NAIROBI}) < w + interval '1 week'), 0)::int as amount
        from generate_series(date_trunc('week', now() at time zone ${NAIROBI}) - interval '7 weeks',
                             date_trunc('week', now() at time zone ${NAIROBI}), interval '1 week') as w
        order by w`,
  );
  return {
    thisWeek: Number(totals?.this_week ?? 0),
    thisMonth: Number(totals?.this_month ?? 0),
    dailyAverage: Math.round(Number(totals?.last_30 ?? 0) / 30),
    weeklyBreakdown: weeks.map((w) => ({ weekStart: w.week_start, amount: Number(w.amount) })),
    recentPayouts: await listPayouts(db, userId, 5),
    withdrawable: await withdrawable(db, userId),
  };
}
