import { sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../shared/rules/commute.ts';
import { now } from '../../clock.ts';
import { type Database, queryRows } from '../../db/client.ts';
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
  // One array per column, unnested into rows: 8 parameters however many people are told (a ride
  // alert may tell thousands at once), and 2-4 times faster than a VALUES list of them. The time
  // is the server's one clock, not the database's.
  const column = (pick: (item: NotificationInput) => string | null | undefined) =>
    sql.param(items.map((item) => pick(item) ?? null));
  const written = await queryRows<{ id: string }>(
    tx,
    sql`insert into ${notifications} (user_id, kind, title, body, link, sms_text, dedupe_key, created_at)
      select *, ${now().toISOString()}::timestamptz from unnest(${column((i) => i.userId)}::uuid[], ${column((i) => i.kind)}::text[],
        ${column((i) => i.title)}::text[], ${column((i) => i.body)}::text[],
        ${column((i) => i.link)}::text[], ${column((i) => i.smsText)}::text[],
        ${column((i) => i.dedupeKey)}::text[])
      on conflict (dedupe_key) do nothing
      returning id`,
  );
  return written.map((row) => row.id);
}

/** Delivers written notifications now (after their transaction committed). */
export interface Notifier {
  deliver(ids: string[]): Promise<void>;
  /** Resolves when deliveries still running after their requests are done (closing the app). */
  idle(): Promise<void>;
}
