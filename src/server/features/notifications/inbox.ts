import { and, count, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const view = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

/**
 * A page of the person's inbox, newest first; `before` is the last id of the previous page (an
 * id of someone else's is 404). Ties in time are broken by id so paging never skips or repeats.
 */
export async function inboxPage(
  db: Database,
  userId: string,
  query: { before?: string | undefined; limit: number },
) {
  let after: SQL | undefined;
  if (query.before) {
    const [cursor] = await db
      .select({ id: notifications.id, createdAt: notifications.createdAt })
      .from(notifications)
      .where(and(eq(notifications.id, query.before), eq(notifications.userId, userId)));
    if (!cursor) throw new AppError('notification_not_found');
    after = or(
      lt(notifications.createdAt, cursor.createdAt),
      and(eq(notifications.createdAt, cursor.createdAt), lt(notifications.id, cursor.id)),
    );
  }
  const [rows, unread] = await Promise.all([
    db
      .select(view)
      .from(notifications)
      .where(and(eq(notifications.userId, userId), after))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit),
    unreadCountOf(db, userId),
  ]);
  return { notifications: rows, unreadCount: unread };
}

export async function unreadCountOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the person's notifications read (again is fine); someone else's is 404. */
export async function markRead(db: Database, userId: string, id: string): Promise<void> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${sqlNow()})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw new AppError('notification_not_found');
}

export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sqlNow() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
