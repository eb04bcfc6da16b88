import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { now, nowPlaceholder, nowValue, sqlNow } from '../../clock.ts';
import { type Database, preparedOnce } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';

export const SESSION_COOKIE = 'pamoja_session';
export const SESSION_IDLE_DAYS = 30;
const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
/** Refresh last use at most this often, so reads do not each cost a write. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

function hashToken(token: string): string {
  return hash('sha256', token);
}

/** A new random 256-bit token; only its hash is stored. */
export async function createSession(
  db: Database,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now().getTime() + SESSION_IDLE_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

const sessionByToken = preparedOnce((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, nowPlaceholder),
        isNull(users.deletedAt),
        sql`${users.isActive}`,
      ),
    )
    .limit(1)
    .prepare('session_by_token'),
);

/**
 * The signed-in user of a cookie token, or null; sliding expiry after 30 days without use. With
 * a cache (PostgreSQL), a session looked up lately costs no query.
 */
export async function findSessionUser(
  db: Database,
  token: string,
  cache?: SessionCache | null,
): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const kept = cache?.get(tokenHash);
  if (kept && kept.expiresAt > now()) {
    await touch(db, kept);
    return kept.user;
  }
  const ticket = cache?.begin() ?? 0;
  const [row] = await sessionByToken(db).execute({ tokenHash, now: nowValue() });
  if (!row) return null;
  const session: CachedSession = {
    user: row.user,
    sessionId: row.session.id,
    lastUsedAt: row.session.lastUsedAt,
    expiresAt: row.session.expiresAt,
  };
  await touch(db, session);
  cache?.set(ticket, tokenHash, session);
  return row.user;
}

/** Moves a session's last use and expiry on, at most every 5 minutes. */
async function touch(db: Database, session: CachedSession): Promise<void> {
  if (now().getTime() - session.lastUsedAt.getTime() <= TOUCH_AFTER_MS) return;
  const expiresAt = new Date(now().getTime() + SESSION_IDLE_MS);
  session.lastUsedAt = now();
  session.expiresAt = expiresAt;
  await db
    .update(sessions)
    .set({ lastUsedAt: sqlNow(), expiresAt })
    .where(eq(sessions.id, session.sessionId));
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sqlNow()));
}
