import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { nowPlaceholder, nowValue, sqlNow } from '../../clock.ts';
import { preparedOnce } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import {
  type DeliveryDeps,
  deliverOne,
  MAX_DELIVERY_ATTEMPTS,
  type Notification,
} from './deliver-one.ts';
import type { Notifier } from './notify.ts';

/** How long a deliverer holds a notification before another process may take it over. */
export const CLAIM_SECONDS = 60;
/** Notifications one delivery round claims at most. */
export const DELIVERY_BATCH = 50;
/** Notifications delivered at once, of one request's or of one batch of the job. */
export const DELIVERING_AT_ONCE = 4;

export type { DeliveryDeps };

/** Still to deliver at `at`: pending, and not under a claim that still holds. */
const due = (at: SQL) =>
  and(
    eq(notifications.deliveryStatus, 'pending'),
    or(isNull(notifications.claimedUntil), lt(notifications.claimedUntil, at)),
  );

/** A claim made at `at`: a lease of CLAIM_SECONDS, and the attempt number bumped. */
const claim = (at: SQL) => ({
  claimedUntil: sql`${at} + make_interval(secs => ${CLAIM_SECONDS})`,
  deliveryAttempts: sql`${notifications.deliveryAttempts} + 1`,
});

/**
 * The claim of the notifications a request just wrote (`ids`), prepared once: every booking
 * claims its two, and writing this statement out cost more than running it.
 */
const claimGiven = preparedOnce((db) =>
  db
    .update(notifications)
    .set(claim(nowPlaceholder))
    .where(
      inArray(
        notifications.id,
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              due(nowPlaceholder),
              sql`${notifications.id} = any(${sql.placeholder('ids')}::uuid[])`,
            ),
          )
          .orderBy(notifications.createdAt)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning()
    .prepare('claim_given_notifications'),
);

/**
 * Claims pending notifications (the given ids, or the oldest due ones) and delivers each by the
 * person's channels (deliver-one.ts), DELIVERING_AT_ONCE at a time. Answers how many were claimed.
 *
 * Exactly once. The rows were written in the transaction of the event they tell about, so an
 * event that committed always has its notification. Claiming is one UPDATE over a
 * `FOR UPDATE SKIP LOCKED` selection that sets a lease (`claimed_until`) and bumps
 * `delivery_attempts`: of two live processes only one gets a row, and a process killed after
 * claiming leaves it to whoever runs the job after the lease. The bumped attempt number is the
 * claim's fencing token: a process whose lease ran out cannot mark a row another one now holds.
 *
 * What is left is the moment between a provider accepting a message and the row being marked.
 * Push is sent first and marked after: a process killed there makes the next one push again,
 * with the same `Topic` (the notification id) so the push service replaces a message still
 * waiting for the device, and the same `id` in the payload, which the service worker uses as
 * the notification's tag, so a shown one is replaced, not doubled. SMS cannot be taken back, and
 * a second boarding-code SMS or alert costs the person more than a missing one (the inbox has it
 * anyway): so an SMS is marked sent first, in its own transaction, and sent after; a process
 * killed in between loses that one SMS, never doubles it. A send that fails puts the row back to
 * pending for the job to try again later.
 */
export async function deliverNotifications(
  deps: DeliveryDeps,
  ids?: string[],
  limit = DELIVERY_BATCH,
): Promise<number> {
  const claimed = ids
    ? await claimGiven(deps.db).execute({ ids, now: nowValue() })
    : await deps.db
        .update(notifications)
        .set(claim(sqlNow()))
        .where(
          inArray(
            notifications.id,
            deps.db
              .select({ id: notifications.id })
              .from(notifications)
              .where(due(sqlNow()))
              .orderBy(notifications.createdAt)
              .limit(limit)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning();
  // A few at a time: each is a few round trips of its own (the person, the mark, the send), so a
  // booking's two, or a freed seat's alerts, take the time of one or a few instead of all in a
  // row, and a batch of the job still leaves the pool to the requests.
  let next = 0;
  const worker = async () => {
    for (let notification = claimed[next++]; notification; notification = claimed[next++]) {
      await deliverOrRetry(deps, notification);
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELIVERING_AT_ONCE, claimed.length) }, worker));
  return claimed.length;
}

/** Delivers one claimed notification; a failure leaves it to the job, or marks it failed. */
async function deliverOrRetry(deps: DeliveryDeps, notification: Notification): Promise<void> {
  await deliverOne(deps, notification).catch(async (error: unknown) => {
    deps.log.warn({ err: error, notificationId: notification.id }, 'notification not delivered');
    // The lease runs out and the job tries again, a few times; then it stays in the inbox.
    if (notification.deliveryAttempts >= MAX_DELIVERY_ATTEMPTS) {
      await deps.db
        .update(notifications)
        .set({ deliveryStatus: 'failed', claimedUntil: null, lastError: 'delivery error' })
        .where(
          and(
            eq(notifications.id, notification.id),
            eq(notifications.deliveryStatus, 'pending'),
            eq(notifications.deliveryAttempts, notification.deliveryAttempts),
          ),
        )
        .catch(() => {});
    }
  });
}

/**
 * Up to this many notifications are delivered before the request that wrote them answers: every
 * passenger of a full ride (14 seats) and its driver. More (a ride alert may tell thousands of
 * people) are delivered in batches after the answer, so a driver posting a ride never waits for
 * thousands of SMS; the job picks up whatever a dying process leaves.
 */
const AWAITED_AT_MOST = 20;

export function createNotifier(deps: DeliveryDeps): Notifier {
  const running = new Set<Promise<void>>();
  const deliverNow = (ids: string[]) =>
    deliverNotifications(deps, ids).then(
      () => {},
      (error: unknown) =>
        deps.log.warn({ err: error }, 'notifications not delivered now; the job will retry'),
    );
  return {
    async deliver(ids) {
      if (ids.length === 0) return;
      if (ids.length <= AWAITED_AT_MOST) return deliverNow(ids);
      const drain = (async () => {
        for (let i = 0; i < ids.length; i += DELIVERY_BATCH) {
          await deliverNow(ids.slice(i, i + DELIVERY_BATCH));
        }
      })();
      running.add(drain);
      void drain.finally(() => running.delete(drain));
    },
    async idle() {
      await Promise.all(running);
    },
  };
}
