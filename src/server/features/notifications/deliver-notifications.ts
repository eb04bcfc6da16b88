import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import type { Notifier } from './notify.ts';

/** How long a deliverer holds a notification before another process may take it over. */
const CLAIM_SECONDS = 60;

export interface DeliveryDeps {
  db: Database;
  sms: SmsProvider;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Claims pending notifications (the given ids, or the oldest due ones) with a lease, so two
 * processes never deliver the same one, and delivers each: by SMS when it has an SMS text, else
 * to the inbox only. Answers how many were delivered.
 */
export async function deliverNotifications(
  deps: DeliveryDeps,
  ids?: string[],
  limit = 50,
): Promise<number> {
  const due = and(
    eq(notifications.deliveryStatus, 'pending'),
    or(isNull(notifications.claimedUntil), lt(notifications.claimedUntil, sqlNow())),
  );
  const claimed = await deps.db
    .update(notifications)
    .set({
      claimedUntil: sql`${sqlNow()} + make_interval(secs => ${CLAIM_SECONDS})`,
      deliveryAttempts: sql`${notifications.deliveryAttempts} + 1`,
    })
    .where(
      inArray(
        notifications.id,
        deps.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(ids ? and(due, inArray(notifications.id, ids)) : due)
          .orderBy(notifications.createdAt)
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      smsText: notifications.smsText,
    });
  let delivered = 0;
  for (const notification of claimed) {
    const [person] = await deps.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, notification.userId));
    let via: 'sms' | 'inbox' = 'inbox';
    if (notification.smsText && person?.phone) {
      const sent = await deps.sms
        .send({ to: person.phone, message: notification.smsText })
        .catch((error: Error) => ({ ok: false as const, error: error.message }));
      if (sent.ok) via = 'sms';
      else deps.log.warn({ provider: deps.sms.name, reason: sent.error }, 'SMS not sent');
    }
    await deps.db
      .update(notifications)
      .set({
        deliveryStatus: 'delivered',
        deliveredVia: via,
        deliveredAt: now(),
        claimedUntil: null,
      })
      .where(eq(notifications.id, notification.id));
    delivered++;
  }
  return delivered;
}

export function createNotifier(deps: DeliveryDeps): Notifier {
  return {
    async deliver(ids) {
      if (ids.length === 0) return;
      await deliverNotifications(deps, ids).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'notifications not delivered now; the job will retry'),
      );
    },
  };
}
