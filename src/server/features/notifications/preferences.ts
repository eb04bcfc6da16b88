import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCE,
  type NotificationKind,
  notificationKinds,
} from '../../../shared/rules/commute.ts';
import type { NotificationPreferences } from '../../../shared/schemas/commute.ts';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema.ts';

/** A person's channels for every kind; a kind they never chose has the defaults. */
export async function preferencesOf(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, { push: row.push, sms: row.sms }]));
  return Object.fromEntries(
    notificationKinds.map((kind) => [
      kind,
      chosen.get(kind) ?? { ...DEFAULT_NOTIFICATION_PREFERENCE },
    ]),
  ) as NotificationPreferences;
}

/**
 * One kind's channels in SQL, for a query that left-joins notificationPreferences on the person
 * and the kind: the same choice as preferencesOf gives, the defaults where they never chose.
 */
export const chosenChannels = {
  push: sql<boolean>`coalesce(${notificationPreferences.push}, ${DEFAULT_NOTIFICATION_PREFERENCE.push})`,
  sms: sql<boolean>`coalesce(${notificationPreferences.sms}, ${DEFAULT_NOTIFICATION_PREFERENCE.sms})`,
};

/** Saves the kinds given (the others stay as they were) and answers all of them. */
export async function updatePreferences(
  db: Database,
  userId: string,
  update: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const rows = notificationKinds.flatMap((kind: NotificationKind) => {
    const choice = update[kind];
    return choice ? [{ userId, kind, push: choice.push, sms: choice.sms }] : [];
  });
  if (rows.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: {
          push: sql`excluded.push`,
          sms: sql`excluded.sms`,
          updatedAt: sqlNow(),
        },
      });
  }
  return preferencesOf(db, userId);
}
