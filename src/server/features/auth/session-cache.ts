import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';

/** The channel migration 0019's triggers tell of ended sessions and changed people on. */
export const SESSION_CHANNEL = 'pamoja_sessions';
/** The most sessions one process keeps; the oldest go first. */
const MOST_ENTRIES = 50_000;
/** How long a mutating answer waits at most to hear its own changes before it forgets all. */
const CATCH_UP_TIMEOUT_MS = 2_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that only reads (a search): it answers without first hearing of changes, as a GET
     * does (app.ts).
     */
    changesNothing?: true;
    /**
     * A GET that may change something (a payment's status credits the tokens once M-Pesa has
     * confirmed): it answers only after hearing its changes, as a POST does (app.ts).
     */
    mayChange?: true;
  }
}

export interface CachedSession {
  user: typeof users.$inferSelect;
  sessionId: string;
  lastUsedAt: Date;
  expiresAt: Date;
}

export interface SessionCache {
  /** The session of a token hash, if kept and not older than the cache's time to live. */
  get(tokenHash: string): CachedSession | undefined;
  /** Marks the start of a database lookup; `set` keeps its answer only if nothing changed since. */
  begin(): number;
  set(ticket: number, tokenHash: string, session: CachedSession): void;
  /**
   * Answers once this process has heard every change committed before the call (a mutating
   * request waits for it before answering, so its own next request never reads what it changed
   * from the cache).
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

interface Entry extends CachedSession {
  keptAt: number;
}

/**
 * Sessions looked up, kept in this process for `ttlMs`, so a signed-in request costs no
 * database lookup. Every process hears, through LISTEN on `pamoja_sessions`, each session
 * deleted (logout, expiry, a deleted account) and each person changed (a new name, a balance,
 * a verification, a deactivation) anywhere, and forgets them at once. While it cannot listen
 * (the connection dropped), it keeps nothing. PostgreSQL only: on PGlite (one process) answers
 * null, and every request looks its session up.
 */
export async function createSessionCache(
  database: DatabaseHandle,
  options: { ttlMs: number; onError?: (error: Error) => void },
): Promise<SessionCache | null> {
  if (!database.listen || options.ttlMs <= 0) return null;
  const entries = new Map<string, Entry>();
  const hashesOf = new Map<string, Set<string>>();
  /** The sequence of notices heard; the last notice per key (hash or user id), while recent. */
  let heard = 0;
  let recent = new Map<string, number>();
  /** Lookups that began before this sequence are never kept (after a drop or a purge). */
  let floor = 0;
  let listening = true;
  const processId = randomUUID();
  let syncs = 0;
  const waiting = new Map<number, () => void>();

  const forgetHash = (hash: string) => {
    const entry = entries.get(hash);
    if (!entry) return;
    entries.delete(hash);
    const hashes = hashesOf.get(entry.user.id);
    hashes?.delete(hash);
    if (hashes?.size === 0) hashesOf.delete(entry.user.id);
  };
  const forgetAll = () => {
    entries.clear();
    hashesOf.clear();
    recent = new Map();
    floor = ++heard;
  };
  const noticed = (key: string) => {
    heard += 1;
    recent.set(key, heard);
    // Only lookups still under way need the recent notices; a purge makes them all start again.
    if (recent.size > MOST_ENTRIES) {
      recent = new Map();
      floor = heard;
    }
  };

  const listen = database.listen.bind(database);
  const subscription = await listen(
    SESSION_CHANNEL,
    (payload) => {
      const kind = payload.slice(0, 2);
      const key = payload.slice(2);
      if (kind === 's:') {
        noticed(key);
        forgetHash(key);
      } else if (kind === 'u:') {
        noticed(key);
        for (const hash of [...(hashesOf.get(key) ?? [])]) forgetHash(hash);
      } else if (payload.startsWith(`sync:${processId}:`)) {
        const n = Number(payload.slice(`sync:${processId}:`.length));
        waiting.get(n)?.();
        waiting.delete(n);
      }
    },
    {
      onError(error) {
        listening = false;
        forgetAll();
        options.onError?.(error);
      },
      onReconnect() {
        forgetAll();
        listening = true;
      },
    },
  );

  /** One sync: a notice of our own, and once it arrives, every change committed before it has. */
  const syncOnce = async (): Promise<void> => {
    const n = ++syncs;
    const heardIt = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(n);
        resolve(false);
      }, CATCH_UP_TIMEOUT_MS);
      timer.unref();
      waiting.set(n, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      // From the listening connection: under load the pool's queue would hold the sync back
      // (and every mutating answer waiting on it) behind the requests queued there.
      await subscription.notify(`sync:${processId}:${n}`);
    } catch {
      waiting.delete(n);
      forgetAll();
      return;
    }
    // Notices arrive in commit order: once our own arrives, every earlier one has.
    if (!(await heardIt)) forgetAll();
  };
  /** The sync on its way, and the one the requests asking now will share (not sent yet). */
  let syncing: Promise<void> = Promise.resolve();
  let nextSync: Promise<void> | undefined;

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (performance.now() - entry.keptAt > options.ttlMs) {
        forgetHash(tokenHash);
        return undefined;
      }
      return entry;
    },
    begin: () => heard,
    set(ticket, tokenHash, session) {
      if (!listening || ticket < floor) return;
      const changed = Math.max(recent.get(tokenHash) ?? 0, recent.get(session.user.id) ?? 0);
      if (changed > ticket) return;
      forgetHash(tokenHash);
      if (entries.size >= MOST_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) forgetHash(oldest);
      }
      entries.set(tokenHash, { ...session, keptAt: performance.now() });
      const hashes = hashesOf.get(session.user.id) ?? new Set<string>();
      hashes.add(tokenHash);
      hashesOf.set(session.user.id, hashes);
    },
    caughtUp() {
      // Requests that ask while no sync has left yet share the next one: it leaves after all of
      // them asked, so after their changes committed. At most one is on its way at a time, so
      // under load one notice answers many requests instead of one query each.
      nextSync ??= (async () => {
        await syncing;
        const sync = syncOnce();
        nextSync = undefined;
        syncing = sync;
        await sync;
      })();
      return nextSync;
    },
    async close() {
      for (const resolve of waiting.values()) resolve();
      waiting.clear();
      forgetAll();
      await subscription.close();
    },
  };
}
