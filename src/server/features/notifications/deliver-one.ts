import { and, count, eq, gte, sql } from 'drizzle-orm';
import { nairobiDayStart } from '../../../shared/geo.ts';
import { ALERT_SMS_PER_DAY } from '../../../shared/rules/commute.ts';
import { now, nowValue } from '../../clock.ts';
import { type Database, preparedOnce } from '../../db/client.ts';
import {
  notificationPreferences,
  notifications,
  pushSubscriptions,
  users,
} from '../../db/schema.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { sendPush } from '../push/send-push.ts';
import type { VapidKeys } from '../push/vapid-keys.ts';
import { chosenChannels } from './preferences.ts';

export type Notification = typeof notifications.$inferSelect;

export interface DeliveryDeps {
  db: Database;
  sms: SmsProvider;
  log: { warn(obj: object, msg: string): void };
  vapid: VapidKeys;
  /** Production refuses loopback push services. */
  production: boolean;
}

/** After this many tries a notification stays in the inbox only, marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** A failed send is tried again after this many seconds times the attempts so far. */
const RETRY_SECONDS = 60;
/** A push waits this long at the push service for a device that is off. */
const PUSH_TTL_SECONDS = 4 * 3600;

/**
 * The person, their choice for a kind (the defaults if they never chose) and whether they have a
 * device to push to, in one read; prepared once, as every booking notifies two people.
 */
const personToReach = preparedOnce((db) =>
  db
    .select({
      phone: users.phoneNumber,
      deletedAt: users.deletedAt,
      ...chosenChannels,
      hasDevices: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, users.id),
        eq(notificationPreferences.kind, sql.placeholder('kind')),
      ),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('person_to_reach'),
);

/**
 * Delivers one claimed notification (see deliver-notifications.ts for exactly-once): it is in
 * the inbox already; then Web Push to each of the person's devices if they want push for its
 * kind; if no device took it, SMS if they want SMS for its kind and it has an SMS text (alert
 * SMS at most ALERT_SMS_PER_DAY a Nairobi day); else the inbox alone.
 */
export async function deliverOne(deps: DeliveryDeps, n: Notification): Promise<void> {
  const [person] = await personToReach(deps.db).execute({ userId: n.userId, kind: n.kind });
  const problems: string[] = [];
  if (person?.push && person.hasDevices) {
    const pushed = await pushToDevices(deps, n, problems);
    if (pushed) return finish(deps.db, n, { via: 'push' });
  }
  if (!person?.sms || !n.smsText || person.deletedAt) {
    return finish(deps.db, n, { via: 'inbox', problems });
  }
  const reserved = await reserveSms(deps.db, n);
  if (reserved === 'capped') return finish(deps.db, n, { via: 'inbox', problems });
  if (reserved === 'lost') return;
  const sent = await deps.sms
    // A booking SMS that the provider reports failed is sent once more (features/sms).
    .send({
      to: person.phone,
      message: n.smsText,
      purpose: n.kind === 'booking' ? 'booking' : undefined,
    })
    .catch((error: Error) => ({ ok: false as const, error: error.message }));
  if (sent.ok) return;
  deps.log.warn({ provider: deps.sms.name, reason: sent.error }, 'SMS not sent');
  // The provider's words may quote the message: the row keeps only which provider failed.
  await retryLater(deps.db, n, [...problems, `sms: not sent by ${deps.sms.name}`]);
}

async function pushToDevices(
  deps: DeliveryDeps,
  n: Notification,
  problems: string[],
): Promise<boolean> {
  const devices = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, n.userId));
  const payload = JSON.stringify({
    id: n.id,
    title: n.title,
    body: n.body,
    link: n.link,
    kind: n.kind,
  });
  let reached = false;
  for (const device of devices) {
    const outcome = await sendPush(
      deps.vapid,
      device,
      {
        payload,
        ttl: PUSH_TTL_SECONDS,
        urgency: n.kind === 'trip' ? 'high' : 'normal',
        topic: n.id.replaceAll('-', ''),
      },
      deps.production,
    );
    if (outcome.kind === 'sent') {
      reached = true;
      await deps.db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: now() })
        .where(eq(pushSubscriptions.id, device.id));
    } else if (outcome.kind === 'gone') {
      // The browser unsubscribed or the subscription expired: it never comes back.
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    } else {
      problems.push(`push: ${outcome.reason}`);
    }
  }
  return reached;
}

/**
 * Marks the notification delivered by SMS before sending it (one SMS lost on a crash rather than
 * two sent; see deliver-notifications.ts), and for alerts counts the day's alert SMS under a lock
 * on the person, so several processes together never send a fourth.
 */
async function reserveSms(db: Database, n: Notification): Promise<'reserved' | 'capped' | 'lost'> {
  // One UPDATE is atomic on its own: only an alert, counted against the day's cap, needs the
  // lock and the count in a transaction with it.
  if (n.kind !== 'alert') return markSentBySms(db, n);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alert-sms:${n.userId}`}))`);
    const [today] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, n.userId),
          eq(notifications.kind, 'alert'),
          eq(notifications.deliveredVia, 'sms'),
          gte(notifications.deliveredAt, nairobiDayStart(now())),
        ),
      );
    if ((today?.n ?? 0) >= ALERT_SMS_PER_DAY) return 'capped';
    return markSentBySms(tx, n);
  });
}

/** Marks the notification delivered by SMS if this claim still holds it. */
async function markSentBySms(db: Database, n: Notification): Promise<'reserved' | 'lost'> {
  const [marked] = await db
    .update(notifications)
    .set({
      deliveryStatus: 'delivered',
      deliveredVia: 'sms',
      deliveredAt: now(),
      claimedUntil: null,
    })
    .where(held(n))
    .returning({ id: notifications.id });
  return marked ? 'reserved' : 'lost';
}

/** Still pending and still under this claim (the attempt number is the claim's token). */
function held(n: Notification) {
  return and(
    eq(notifications.id, n.id),
    eq(notifications.deliveryStatus, 'pending'),
    eq(notifications.deliveryAttempts, n.deliveryAttempts),
  );
}

async function finish(
  db: Database,
  n: Notification,
  result: { via: 'push' | 'inbox'; problems?: string[] },
): Promise<void> {
  await markDelivered(db).execute({
    via: result.via,
    at: nowValue(),
    lastError: result.problems?.length ? result.problems.join('; ').slice(0, 500) : null,
    id: n.id,
    attempts: n.deliveryAttempts,
  });
}

/** Marks a notification delivered (by push or to the inbox alone) if the claim still holds it. */
const markDelivered = preparedOnce((db) =>
  db
    .update(notifications)
    .set({
      deliveryStatus: 'delivered',
      deliveredVia: sql`${sql.placeholder('via')}`,
      deliveredAt: sql`${sql.placeholder('at')}::timestamptz`,
      claimedUntil: null,
      lastError: sql`${sql.placeholder('lastError')}`,
    })
    .where(
      and(
        eq(notifications.id, sql.placeholder('id')),
        eq(notifications.deliveryStatus, 'pending'),
        eq(notifications.deliveryAttempts, sql.placeholder('attempts')),
      ),
    )
    .prepare('mark_notification_delivered'),
);

/** Back to pending for the job, later; after the last attempt it stays failed (inbox only). */
async function retryLater(db: Database, n: Notification, problems: string[]): Promise<void> {
  const giveUp = n.deliveryAttempts >= MAX_DELIVERY_ATTEMPTS;
  await db
    .update(notifications)
    .set({
      deliveryStatus: giveUp ? 'failed' : 'pending',
      deliveredVia: null,
      deliveredAt: null,
      claimedUntil: giveUp
        ? null
        : new Date(now().getTime() + RETRY_SECONDS * n.deliveryAttempts * 1000),
      lastError: problems.join('; ').slice(0, 500),
    })
    .where(and(eq(notifications.id, n.id), eq(notifications.deliveryAttempts, n.deliveryAttempts)));
}
