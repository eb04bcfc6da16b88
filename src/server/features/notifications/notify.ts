import type { NotificationKind } from '../../../shared/rules/commute.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

/** One thing to tell one person: shown in their inbox, delivered by push or else SMS. */
export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  /** Short, for the inbox and the push notification's title. */
  title: string;
  body: string;
  /** A path of the web app that tapping it opens, such as /trip/<rideId>. */
  link?: string | null;
  /** The SMS when push does not reach them; omit for an inbox-and-push-only notification. */
  smsText?: string | null;
  /** At most one notification per key, ever (say `alert:<userId>:<rideId>`). */
  dedupeKey?: string | null;
}

/**
 * Writes notifications into the durable outbox, in the caller's transaction: they exist exactly
 * when the change they tell about committed. Answers the ids written (a repeated `dedupeKey` is
 * skipped); hand them to `Notifier.deliver` after the commit, and the delivery job picks up any
 * a dead process left behind.
 */
export async function notify(tx: Database, items: NotificationInput[]): Promise<string[]> {
  if (items.length === 0) return [];
  const written = await tx
    .insert(notifications)
    .values(
      items.map((item) => ({
        userId: item.userId,
        kind: item.kind,
        title: item.title,
        body: item.body,
        link: item.link ?? null,
        smsText: item.smsText ?? null,
        dedupeKey: item.dedupeKey ?? null,
        createdAt: now(),
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return written.map((row) => row.id);
}

/** Delivers written notifications now (after their transaction committed). */
export interface Notifier {
  deliver(ids: string[]): Promise<void>;
}
