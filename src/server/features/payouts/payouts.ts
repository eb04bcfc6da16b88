import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lte, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatKsh } from '../../../shared/format-money.ts';
import {
  lastPayoutRun,
  MAX_PAYOUT,
  MIN_PAYOUT,
  nextPayoutRun,
  PAYOUT_LOOKBACK_DAYS,
  PAYOUT_RETRY_AFTER_MINUTES,
} from '../../../shared/rules/payouts.ts';
import { now, sqlNow } from '../../clock.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { payoutEarnings, payouts, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { countPayment } from '../../plugins/metrics.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { noticeText } from '../notifications/notice-text.ts';
import { type Notifier, notify } from '../notifications/notify.ts';
import { creditAccount, debitAccount } from '../wallet/ledger.ts';

export interface PayoutDeps {
  db: Database;
  payments: PaymentsProvider;
  resultUrl: string;
  timeoutUrl: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  notifier: Notifier;
}

export type PayoutRow = typeof payouts.$inferSelect;

/**
 * What a person may withdraw by hand (docs/product-rules.md, Money): their whole token balance.
 * Bookings are paid when made and payouts leave the balance when asked for, so nothing in the
 * balance is promised to anyone else.
 */
export async function withdrawable(db: Database, userId: string): Promise<number> {
  const [user] = await db
    .select({ balance: users.accountBalance })
    .from(users)
    .where(eq(users.id, userId));
  return user?.balance ?? 0;
}

/**
 * A driver's earnings not yet paid out: earnings less what agents took back and every payout (a failed one comes back as a
 * reversal), so a withdrawal by hand counts against earnings first; never more than the balance.
 * The daily run pays no more than this.
 */
export async function unpaidEarnings(db: Database, userId: string): Promise<number> {
  const [row] = await queryRows<{ unpaid: number; balance: number }>(
    db,
    sql`select coalesce(sum(amount) filter (where transaction_type in ('earning', 'earning_reversal', 'payout', 'payout_reversal')), 0)::int as unpaid,
               (select account_balance from users where id = ${userId}) as balance
        from account_statements where user_id = ${userId}`,
  );
  return Math.max(0, Math.min(Number(row?.unpaid ?? 0), Number(row?.balance ?? 0)));
}

/**
 * Anyone withdraws tokens to their own M-Pesa: the tokens leave the balance with the payout row
 * in one transaction (so two requests cannot both spend the same tokens), then M-Pesa is asked
 * to pay; if it refuses at once, the money comes straight back.
 */
export async function requestPayout(
  deps: PayoutDeps,
  person: SessionUser,
  input: { amount: number; idempotencyKey: string },
): Promise<PayoutRow> {
  const created = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, person.id)).for('update');
    if (!locked) throw new Error(`no user ${person.id}`);
    const [existing] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.userId, person.id), eq(payouts.idempotencyKey, input.idempotencyKey)));
    if (existing) {
      if (existing.amount !== input.amount) throw new AppError('payout_amount_mismatch');
      return { payout: existing, fresh: false };
    }
    if (input.amount > locked.accountBalance) {
      throw new AppError('payout_exceeds_balance', { available: locked.accountBalance });
    }
    const row = await startPayout(tx, locked, {
      amount: input.amount,
      idempotencyKey: input.idempotencyKey,
    });
    return { payout: row, fresh: true };
  });
  if (!created.fresh) return created.payout;
  const sent = await sendPayout(deps, created.payout);
  if (!sent) throw new AppError('payout_failed');
  return sent;
}

/**
 * A person leaving Pamoja takes their tokens with them: in the deletion's own transaction (row
 * locked, refunds already credited), the whole balance up to MAX_PAYOUT becomes a payout to their
 * M-Pesa, sent once the deletion has committed (sendPayout). Under MIN_PAYOUT, M-Pesa cannot pay.
 */
export async function startLeavingPayout(
  tx: Database,
  person: SessionUser,
): Promise<PayoutRow | null> {
  const [row] = await tx
    .select({ balance: users.accountBalance })
    .from(users)
    .where(eq(users.id, person.id));
  const balance = row?.balance ?? 0;
  if (balance < MIN_PAYOUT) return null;
  return startPayout(tx, person, {
    amount: Math.min(balance, MAX_PAYOUT),
    idempotencyKey: `account-deletion:${person.id}`,
  });
}

/**
 * The payout row and its ledger debit, in the caller's transaction (the person's row locked), to
 * `person.phoneNumber`.
 */
export async function startPayout(
  tx: Database,
  person: Pick<SessionUser, 'id' | 'phoneNumber'>,
  fields: { amount: number; idempotencyKey?: string; automatic?: boolean; retryOf?: string },
): Promise<PayoutRow> {
  const [row] = await tx
    .insert(payouts)
    .values({
      userId: person.id,
      phoneNumber: person.phoneNumber,
      originatorConversationId: randomUUID(),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('payout not written');
  await debitAccount(
    tx,
    {
      userId: person.id,
      amount: fields.amount,
      transactionType: 'payout',
      description: fields.automatic ? 'Earnings paid to M-Pesa' : 'Payout to M-Pesa',
      reference: `payout:${row.id}`,
    },
    new AppError('payout_insufficient_tokens'),
  );
  return row;
}

/**
 * Asks M-Pesa to pay a payout already written. Answers the stored payout, or null when M-Pesa
 * refused the request at once (the payout is then Failed and the money back in the balance).
 */
export async function sendPayout(deps: PayoutDeps, payout: PayoutRow): Promise<PayoutRow | null> {
  let conversationId: string;
  try {
    ({ conversationId } = await deps.payments.b2cPayment({
      originatorConversationId: payout.originatorConversationId ?? payout.id,
      phoneNumber: payout.phoneNumber,
      amount: payout.amount,
      remarks: payout.automatic ? 'Pamoja driver earnings' : 'Pamoja token withdrawal',
      resultUrl: deps.resultUrl,
      timeoutUrl: deps.timeoutUrl,
    }));
  } catch (error) {
    deps.log.warn({ err: error, payoutId: payout.id }, 'M-Pesa refused the payout');
    await settlePayout(deps, payout.originatorConversationId ?? '', {
      resultCode: -1,
      resultDesc: 'M-Pesa could not take the payout request.',
    });
    return null;
  }
  // M-Pesa took it: whatever happens now, the money is not put back before its answer.
  countPayment('payout', 'requested');
  const [stored] = await deps.db
    .update(payouts)
    .set({ conversationId, updatedAt: sqlNow() })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'Pending')))
    .returning();
  return stored ?? payout;
}

/**
 * The drivers' daily payout run (docs/product-rules.md, Money), safe from any number of
 * processes at once: failed automatic payouts are tried again once, then each driver with
 * automatic payouts on gets one payout for the earnings credited before today's run. A driver's
 * row is locked while their earnings are taken (SKIP LOCKED hands each driver to one process),
 * and each earning is taken once (payout_earnings' key), so no earning is paid twice.
 * Answers how many payouts it started.
 */
export async function runAutomaticPayouts(deps: PayoutDeps): Promise<number> {
  let started = 0;
  for (const failed of await retriesDue(deps.db)) {
    const retry = await deps.db.transaction((tx) => startRetry(tx, failed));
    if (retry) {
      started += 1;
      await sendPayout(deps, retry);
    }
  }
  const run = lastPayoutRun(now());
  const window = {
    from: sql`${new Date(run.getTime() - PAYOUT_LOOKBACK_DAYS * 86_400_000).toISOString()}::timestamptz`,
    to: sql`${run.toISOString()}::timestamptz`,
  };
  const drivers = await queryRows<{ id: string }>(
    deps.db,
    sql`select distinct a.user_id as id from account_statements a join users u on u.id = a.user_id
        where a.transaction_type = 'earning' and a.transaction_date >= ${window.from}
          and a.transaction_date < ${window.to} and u.automatic_payouts and u.deleted_at is null
          and not exists (select 1 from payout_earnings pe where pe.earning_id = a.id)`,
  );
  for (const driver of drivers) {
    const payout = await deps.db.transaction((tx) => payEarnings(tx, driver.id, window));
    if (payout) {
      started += 1;
      await sendPayout(deps, payout);
    }
  }
  return started;
}

/** One driver's due earnings taken into one automatic payout, or null when none is due. */
async function payEarnings(
  tx: Database,
  driverId: string,
  window: { from: SQL; to: SQL },
): Promise<PayoutRow | null> {
  const [driver] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, driverId), eq(users.automaticPayouts, true), isNull(users.deletedAt)))
    .for('update', { skipLocked: true });
  if (!driver) return null;
  const due = await queryRows<{ id: string; amount: number }>(
    tx,
    sql`select a.id, a.amount from account_statements a
        where a.user_id = ${driverId} and a.transaction_type = 'earning'
          and a.transaction_date >= ${window.from} and a.transaction_date < ${window.to}
          and not exists (select 1 from payout_earnings pe where pe.earning_id = a.id)
        order by a.transaction_date, a.id`,
  );
  // Oldest first, up to one payout's limit; the rest waits for the next run.
  const taken: string[] = [];
  let total = 0;
  for (const earning of due) {
    if (taken.length > 0 && total + Number(earning.amount) > MAX_PAYOUT) break;
    taken.push(earning.id);
    total += Number(earning.amount);
  }
  // Earnings already withdrawn by hand or spent on rides are not paid again.
  const amount = Math.min(total, await unpaidEarnings(tx, driverId), MAX_PAYOUT);
  if (amount < MIN_PAYOUT) return null;
  const payout = await startPayout(tx, driver, { amount, automatic: true });
  await tx
    .insert(payoutEarnings)
    .values(taken.map((earningId) => ({ earningId, payoutId: payout.id })));
  return payout;
}

/** Automatic first tries that failed over an hour ago (within a day) and were not tried again. */
function retriesDue(db: Database): Promise<PayoutRow[]> {
  const retry = alias(payouts, 'retry');
  return db
    .select({ payout: payouts })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(
      and(
        eq(payouts.automatic, true),
        eq(payouts.status, 'Failed'),
        isNull(payouts.retryOf),
        lte(
          payouts.completedAt,
          sql`${sqlNow()} - make_interval(mins => ${PAYOUT_RETRY_AFTER_MINUTES})`,
        ),
        gt(payouts.completedAt, sql`${sqlNow()} - interval '1 day'`),
        eq(users.automaticPayouts, true),
        isNull(users.deletedAt),
        notExists(db.select().from(retry).where(eq(retry.retryOf, payouts.id))),
      ),
    )
    .then((rows) => rows.map((r) => r.payout));
}

/** The one second try of a failed automatic payout, for the same amount, if the balance holds it. */
async function startRetry(tx: Database, failed: PayoutRow): Promise<PayoutRow | null> {
  const [driver] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, failed.userId), eq(users.automaticPayouts, true)))
    .for('update', { skipLocked: true });
  if (!driver || driver.accountBalance < failed.amount) return null;
  const [already] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.retryOf, failed.id));
  if (already) return null;
  return startPayout(tx, driver, { amount: failed.amount, automatic: true, retryOf: failed.id });
}

/** The Earnings tab's switch: the daily run pays this driver's earnings, or leaves them. */
export async function setAutomaticPayouts(db: Database, userId: string, on: boolean) {
  await db
    .update(users)
    .set({ automaticPayouts: on, updatedAt: sqlNow() })
    .where(eq(users.id, userId));
  return { automaticPayouts: on };
}

/**
 * Applies M-Pesa's answer to a payout, once (row lock, Pending check, unique reversal
 * reference): Completed with its receipt, or Failed with the money put back. The person is
 * notified either way (not when they deleted their account: that payout is their last).
 */
export async function settlePayout(
  deps: Pick<PayoutDeps, 'db' | 'notifier'>,
  originatorConversationId: string,
  result: { resultCode: number; resultDesc: string; receipt?: string },
): Promise<'completed' | 'failed' | 'already settled' | 'unknown'> {
  const { outcome, notificationIds } = await deps.db.transaction(async (tx) => {
    const [payout] = await tx
      .select()
      .from(payouts)
      .where(eq(payouts.originatorConversationId, originatorConversationId))
      .for('update');
    if (!payout) return { outcome: 'unknown' as const, notificationIds: [] };
    if (payout.status !== 'Pending') {
      return { outcome: 'already settled' as const, notificationIds: [] };
    }
    const ok = result.resultCode === 0;
    await tx
      .update(payouts)
      .set({
        status: ok ? 'Completed' : 'Failed',
        resultCode: result.resultCode,
        resultDescription: result.resultDesc,
        transactionReceipt: ok ? (result.receipt ?? null) : null,
        completedAt: sqlNow(),
        updatedAt: sqlNow(),
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
    const [person] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, payout.userId));
    const amount = formatKsh(payout.amount);
    const notificationIds = person?.deletedAt
      ? []
      : await notify(tx, [
          {
            userId: payout.userId,
            kind: 'payout',
            link: '/tokens',
            text: (language) =>
              noticeText(language, ok ? 'payoutSent' : 'payoutFailed', { amount }),
          },
        ]);
    return { outcome: ok ? ('completed' as const) : ('failed' as const), notificationIds };
  });
  await deps.notifier.deliver(notificationIds);
  return outcome;
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

/**
 * The Earnings tab: this week, this month, a daily average, 8 weeks, recent payouts, and how
 * the earnings reach M-Pesa.
 */
export async function earningsOf(db: Database, userId: string) {
  const [user] = await db
    .select({ automaticPayouts: users.automaticPayouts })
    .from(users)
    .where(eq(users.id, userId));
  const [totals] = await queryRows<{ this_week: number; this_month: number; last_30: number }>(
    db,
    sql`select
          coalesce(sum(amount) filter (where transaction_date >= date_trunc('week', ${sqlNow()} at time zone ${NAIROBI}) at time zone ${NAIROBI}), 0)::int as this_week,
          coalesce(sum(amount) filter (where transaction_date >= date_trunc('month', ${sqlNow()} at time zone ${NAIROBI}) at time zone ${NAIROBI}), 0)::int as this_month,
          coalesce(sum(amount) filter (where transaction_date >= ${sqlNow()} - interval '30 days'), 0)::int as last_30
        from account_statements where user_id = ${userId} and transaction_type = 'earning'`,
  );
  const weeks = await queryRows<{ week_start: string; amount: number }>(
    db,
    sql`select to_char(w, 'YYYY-MM-DD') as week_start,
               coalesce((select sum(amount) from account_statements a
                         where a.user_id = ${userId} and a.transaction_type = 'earning'
                           and (a.transaction_date at time zone ${NAIROBI}) >= w
                           and (a.transaction_date at time zone ${NAIROBI}) < w + interval '1 week'), 0)::int as amount
        from generate_series(date_trunc('week', ${sqlNow()} at time zone ${NAIROBI}) - interval '7 weeks',
                             date_trunc('week', ${sqlNow()} at time zone ${NAIROBI}), interval '1 week') as w
        order by w`,
  );
  return {
    thisWeek: Number(totals?.this_week ?? 0),
    thisMonth: Number(totals?.this_month ?? 0),
    dailyAverage: Math.round(Number(totals?.last_30 ?? 0) / 30),
    weeklyBreakdown: weeks.map((w) => ({ weekStart: w.week_start, amount: Number(w.amount) })),
    recentPayouts: await listPayouts(db, userId, 5),
    withdrawable: await withdrawable(db, userId),
    unpaidEarnings: await unpaidEarnings(db, userId),
    automaticPayouts: user?.automaticPayouts ?? true,
    nextAutomaticPayoutAt: nextPayoutRun(now()),
  };
}
