import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import type { NotificationKind } from '../../../shared/rules/commute.ts';
import { now } from '../../clock.ts';
import { type Database, queryRows } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import type { NotificationText } from './notice-text.ts';

/** One thing to tell one person: shown in their inbox, delivered by push or else SMS. */
export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  /**
   * What it says in a language (`noticeText` of notice-text.ts): notify writes it in the
   * person's saved language, read in the statement that writes it.
   */
  text: (language: Language) => NotificationText;
  /** A path of the web app that tapping it opens, such as /trip/<rideId>. */
  link?: string | null;
  /** At most one notification per key, ever (say `alert:<userId>:<rideId>`). */
  dedupeKey?: string | null;
}

/**
 * Writes notifications into the durable outbox, in the caller's transaction: they exist exactly
 * when the change they tell about committed. Answers the ids written (a repeated `dedupeKey` is
 * skipped); hand them to `Notifier.deliver` after the commit, and the delivery job picks up any
 * a dead process left behind.
 *
 * Each is written in its recipient's language (`users.language`): the texts go in in both
 * languages and the insert keeps the one of the person it joins, so the inbox, the push and the
 * SMS all speak it, with no query per person.
 */
export async function notify(tx: Database, items: NotificationInput[]): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = items.map((item) => ({ ...item, en: item.text('en'), sw: item.text('sw') }));
  // One array per column, unnested into rows: 11 parameters however many people are told (a
  // ride alert may tell thousands at once), and 2-4 times faster than a VALUES list of them. The
  // time is the server's one clock, not the database's.
  const column = (pick: (row: (typeof rows)[number]) => string | null | undefined) =>
    sql.param(rows.map((row) => pick(row) ?? null));
  const written = await queryRows<{ id: string }>(
    tx,
    sql`insert into ${notifications} (user_id, kind, title, body, link, sms_text, dedupe_key, created_at)
      select i.user_id, i.kind,
        case when u.language = 'sw' then i.title_sw else i.title_en end,
        case when u.language = 'sw' then i.body_sw else i.body_en end,
        i.link,
        case when u.language = 'sw' then i.sms_sw else i.sms_en end,
        i.dedupe_key, ${now().toISOString()}::timestamptz
      from unnest(${column((r) => r.userId)}::uuid[], ${column((r) => r.kind)}::text[],
        ${column((r) => r.en.title)}::text[], ${column((r) => r.sw.title)}::text[],
        ${column((r) => r.en.body)}::text[], ${column((r) => r.sw.body)}::text[],
        ${column((r) => r.link)}::text[],
        ${column((r) => r.en.smsText)}::text[], ${column((r) => r.sw.smsText)}::text[],
        ${column((r) => r.dedupeKey)}::text[])
        as i (user_id, kind, title_en, title_sw, body_en, body_sw, link, sms_en, sms_sw, dedupe_key)
      left join ${users} u on u.id = i.user_id
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
