import { and, count, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { errorMessage } from '../../../shared/errors/index.ts';
import { PAYMENT_HELD_MESSAGE } from '../../../shared/rules/wallet.ts';
import {
  MPESA_NO_ANSWER,
  mpesaResultMessage,
  PAYMENT_PENDING_MESSAGE,
} from '../../../shared/schemas/wallet.ts';
import { now, nowPlaceholder, nowValue, sqlNow } from '../../clock.ts';
import { type Database, preparedOnce } from '../../db/client.ts';
import { payments, users } from '../../db/schema.ts';
import { AppError, withMessageIn } from '../../errors.ts';
import { countHeldTopUp, countPayment } from '../../plugins/metrics.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { creditAccount } from './ledger.ts';
import type { StkResult } from './stk-callback.ts';

export interface PaymentDeps {
  db: Database;
  payments: PaymentsProvider;
  callbackUrl: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export type Payment = typeof payments.$inferSelect;

/** New prompts a person may start in ten minutes: each one buzzes their phone. */
const PROMPTS_PER_TEN_MINUTES = 10;
/** Ask M-Pesa about a payment with no callback after this long, and again this often. */
export const QUERY_AFTER_SECONDS = 60;
const QUERY_EVERY_SECONDS = 15;
/** After this long with no answer from M-Pesa, the payment is given up. */
const GIVE_UP_AFTER_MINUTES = 15;
/** Also the payment's own message when M-Pesa never took the prompt. */
const PUSH_FAILED = errorMessage('payment_push_failed');

/**
 * Starts an M-Pesa prompt for a top-up. The same key replays the same payment without a new
 * prompt (also when two requests race: the unique key lets one insert win); the same key with
 * another amount is 422.
 */
export async function initiatePayment(
  deps: PaymentDeps,
  user: SessionUser,
  input: { amount: number; idempotencyKey: string },
): Promise<Payment> {
  const [recent] = await deps.db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.userId, user.id),
        gt(payments.createdAt, sql`${sqlNow()} - interval '10 minutes'`),
      ),
    );
  const [inserted] =
    (recent?.n ?? 0) >= PROMPTS_PER_TEN_MINUTES
      ? []
      : await deps.db.transaction(async (tx) => {
          // The person's row, shared: an account being deleted meanwhile either waits for this
          // payment (and refuses to close while it is pending) or is gone, and nothing is asked.
          const [person] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
            .for('share');
          if (!person) throw new AppError('not_authenticated');
          return tx
            .insert(payments)
            .values({
              userId: user.id,
              amount: input.amount,
              phoneNumber: user.phoneNumber,
              idempotencyKey: input.idempotencyKey,
              provider: deps.payments.name,
              message: PAYMENT_PENDING_MESSAGE,
            })
            .onConflictDoNothing()
            .returning();
        });
  if (!inserted) {
    const [existing] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.idempotencyKey, input.idempotencyKey)));
    if (!existing) {
      throw new AppError('too_many_payments');
    }
    if (existing.amount !== input.amount) {
      throw withMessageIn(new AppError('payment_amount_mismatch'), ['error']);
    }
    return existing;
  }

  try {
    const accepted = await deps.payments.stkPush({
      phoneNumber: user.phoneNumber,
      amount: input.amount,
      accountReference: 'Pamoja',
      transactionDesc: 'Pamoja tokens',
      callbackUrl: deps.callbackUrl,
    });
    const [stored] = await deps.db
      .update(payments)
      .set({
        merchantRequestId: accepted.merchantRequestId,
        checkoutRequestId: accepted.checkoutRequestId,
        updatedAt: sqlNow(),
      })
      .where(eq(payments.id, inserted.id))
      .returning();
    countPayment('topup', 'requested');
    return stored ?? inserted;
  } catch (error) {
    deps.log.warn({ err: error, paymentId: inserted.id }, 'M-Pesa prompt refused');
    countPayment('topup', 'failed');
    await deps.db
      .update(payments)
      .set({
        status: 'failed',
        message: PUSH_FAILED,
        updatedAt: sqlNow(),
        completedAt: sqlNow(),
      })
      .where(eq(payments.id, inserted.id));
    throw withMessageIn(new AppError('payment_push_failed'), ['error']);
  }
}

/** How long a callback's result may wait for its prompt's ids (see applyStkCallback). */
export const PROMPT_IDS_WAIT_MS = 2_000;

/**
 * applyStkResult for Daraja's callback, which can come before the prompt's ids are stored:
 * initiatePayment writes the CheckoutRequestID once Daraja has accepted the prompt, and M-Pesa
 * may answer sooner (a customer who cancels at once, the simulator, a busy server). Such a
 * result waits for them, up to PROMPT_IDS_WAIT_MS, instead of being dropped as unknown and
 * leaving the payment pending until the STK query a minute later.
 */
export async function applyStkCallback(
  db: Database,
  result: StkResult,
  log: PaymentDeps['log'],
): ReturnType<typeof applyStkResult> {
  const deadline = performance.now() + PROMPT_IDS_WAIT_MS;
  for (;;) {
    const [known] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.checkoutRequestId, result.checkoutRequestId))
      .limit(1);
    if (known || performance.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return applyStkResult(db, result, log);
}

/**
 * Applies M-Pesa's final answer to a payment, once: the row lock and the pending check make
 * repeated callbacks and racing status checks no-ops; the credit's ledger reference is unique.
 * A success for another amount than asked is `held` for an agent and credits nothing.
 */
export async function applyStkResult(
  db: Database,
  result: StkResult,
  log: PaymentDeps['log'],
): Promise<'credited' | 'held' | 'failed' | 'already settled' | 'unknown'> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.checkoutRequestId, result.checkoutRequestId))
      .for('update');
    if (!payment) {
      // Money may have moved for a prompt we have no record of: leave a trail for support.
      log.error(
        {
          checkoutRequestId: result.checkoutRequestId,
          receipt: result.receipt,
          amount: result.amount,
        },
        'M-Pesa result for an unknown payment',
      );
      return 'unknown';
    }
    if (payment.status !== 'pending') {
      if (payment.status === 'success' && !payment.mpesaReceiptNumber && result.receipt) {
        await tx
          .update(payments)
          .set({ mpesaReceiptNumber: result.receipt })
          .where(eq(payments.id, payment.id));
      }
      return 'already settled';
    }
    if (result.resultCode !== 0) {
      await tx
        .update(payments)
        .set({
          status: 'failed',
          resultCode: result.resultCode,
          resultDescription: result.resultDesc,
          message: mpesaResultMessage(result.resultCode),
          updatedAt: sqlNow(),
          completedAt: sqlNow(),
        })
        .where(eq(payments.id, payment.id));
      countPayment('topup', 'failed');
      return 'failed';
    }
    if (result.amount !== undefined && result.amount !== payment.amount) {
      // Money follows what was asked (issue 17): another amount is held for an agent, never
      // credited automatically. The receipt is kept (and so cannot be used again); no phone.
      await tx
        .update(payments)
        .set({
          status: 'held',
          resultCode: 0,
          resultDescription: result.resultDesc,
          mpesaReceiptNumber: result.receipt ?? null,
          paidAmount: result.amount,
          message: PAYMENT_HELD_MESSAGE,
          updatedAt: sqlNow(),
          completedAt: sqlNow(),
        })
        .where(eq(payments.id, payment.id));
      log.warn(
        {
          paymentId: payment.id,
          checkoutRequestId: payment.checkoutRequestId,
          receipt: result.receipt,
          asked: payment.amount,
          paid: result.amount,
        },
        'M-Pesa paid a different amount than asked: payment held for an agent, nothing credited',
      );
      countHeldTopUp();
      return 'held';
    }
    await tx
      .update(payments)
      .set({
        status: 'success',
        resultCode: 0,
        resultDescription: result.resultDesc,
        mpesaReceiptNumber: result.receipt ?? null,
        message: mpesaResultMessage(0),
        updatedAt: sqlNow(),
        completedAt: sqlNow(),
      })
      .where(eq(payments.id, payment.id));
    await creditAccount(tx, {
      userId: payment.userId,
      amount: payment.amount,
      transactionType: 'topup',
      description: result.receipt ? `M-Pesa top-up (${result.receipt})` : 'M-Pesa top-up',
      reference: `mpesa:${payment.checkoutRequestId}`,
    });
    countPayment('topup', 'succeeded');
    return 'credited';
  });
}

/** Asks M-Pesa about one pending payment and applies a final answer; gives up after 15 minutes. */
export async function reconcilePayment(deps: PaymentDeps, payment: Payment): Promise<void> {
  await deps.db
    .update(payments)
    .set({ lastQueriedAt: sqlNow() })
    .where(eq(payments.id, payment.id));
  const tooOld = now().getTime() - payment.createdAt.getTime() > GIVE_UP_AFTER_MINUTES * 60_000;
  if (!payment.checkoutRequestId) {
    if (tooOld) await giveUp(deps.db, payment.id, PUSH_FAILED);
    return;
  }
  let answer: { resultCode: number | null; resultDesc: string };
  try {
    answer = await deps.payments.stkQuery(payment.checkoutRequestId);
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'M-Pesa status query failed; will retry');
    return;
  }
  if (answer.resultCode !== null) {
    await applyStkResult(
      deps.db,
      { checkoutRequestId: payment.checkoutRequestId, ...answer } as StkResult,
      deps.log,
    );
  } else if (tooOld) {
    await giveUp(deps.db, payment.id, MPESA_NO_ANSWER);
  }
}

async function giveUp(db: Database, paymentId: string, message: string) {
  const given = await db
    .update(payments)
    .set({ status: 'failed', message, updatedAt: sqlNow(), completedAt: sqlNow() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  if (given.length > 0) countPayment('topup', 'failed');
}

/**
 * Pending payments owed a query, as of `at`: the clock's time now by default (built per call: the
 * clock moves), or nowPlaceholder in a prepared statement.
 */
const dueForQuery = (at: SQL = sqlNow()) =>
  and(
    eq(payments.status, 'pending'),
    lt(payments.createdAt, sql`${at} - ${`${QUERY_AFTER_SECONDS} seconds`}::interval`),
    or(
      isNull(payments.lastQueriedAt),
      lt(payments.lastQueriedAt, sql`${at} - ${`${QUERY_EVERY_SECONDS} seconds`}::interval`),
    ),
  );

/**
 * The reconciliation job: any server process may run it at any time; SKIP LOCKED hands each
 * due payment to one of them.
 */
export async function reconcilePendingPayments(deps: PaymentDeps, limit = 20): Promise<number> {
  const due = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(payments)
      .where(dueForQuery())
      .orderBy(payments.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(payments)
        .set({ lastQueriedAt: sqlNow() })
        .where(
          inArray(
            payments.id,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows;
  });
  for (const payment of due) await reconcilePayment(deps, payment);
  return due.length;
}

/** The status a person polls; a payment overdue for an answer is checked with M-Pesa first. */
export async function paymentStatus(
  deps: PaymentDeps,
  userId: string,
  paymentId: string,
): Promise<Payment> {
  const find = async () =>
    (await paymentPolled(deps.db).execute({ paymentId, userId, now: nowValue() }))[0];
  const found = await find();
  if (!found) throw new AppError('payment_not_found');
  if (!found.due) return found.payment;
  await reconcilePayment(deps, found.payment);
  return (await find())?.payment ?? found.payment;
}

/**
 * A person's payment and whether it is owed a query to M-Pesa, in one read prepared once: the app
 * asks every few seconds while the person answers the prompt on their phone.
 */
const paymentPolled = preparedOnce((db) =>
  db
    .select({ payment: payments, due: sql<boolean>`(${dueForQuery(nowPlaceholder)})` })
    .from(payments)
    .where(
      and(
        eq(payments.id, sql.placeholder('paymentId')),
        eq(payments.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('payment_polled'),
);
