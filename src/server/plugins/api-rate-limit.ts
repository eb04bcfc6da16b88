import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, queryRows } from '../db/client.ts';
import { AppError, TOO_MANY_REQUESTS_MESSAGE } from '../errors.ts';

const WINDOW_SECONDS = 60;
/** How often a process adds its hits to the shared counts and reads back everyone's. */
export const SHARE_EVERY_MS = 200;

/**
 * Requests per client address in fixed one-minute windows, shared by every server process
 * through the database (`rate_limits`, unlogged) without a database write per request: each
 * process counts its own hits in memory and, five times a second, adds them to the shared
 * counts in one statement and reads back everyone's totals. A process so knows its own hits at
 * once and the others' within 200 ms; several processes together can let through at most what
 * the others received in those 200 ms over the limit. (The sign-in code limits, where SMS money
 * is spent, are exact: see one-time-codes.ts.)
 */
export function createHitCounter(db: Database) {
  const windowOf = (ms: number) => Math.floor(ms / 1000 / WINDOW_SECONDS);
  /** Hits not yet sent, and hits on their way. */
  let pending = new Map<string, number>();
  let sending = new Map<string, number>();
  /** Everyone's count per key, as the database last answered it, and for which window. */
  const shared = new Map<string, { window: number; count: number }>();
  let sendingNow: Promise<void> | undefined;

  const send = async () => {
    if (pending.size === 0) return;
    sending = pending;
    pending = new Map();
    const window = windowOf(Date.now());
    try {
      const rows = await queryRows<{ key: string; count: number }>(
        db,
        sql`insert into rate_limits (key, window_start, count)
            select key, to_timestamp(${window * WINDOW_SECONDS}::float8), hits
            from unnest(${sql.param([...sending.keys()])}::text[], ${sql.param([...sending.values()])}::int[]) as hit(key, hits)
            on conflict (key, window_start) do update set count = rate_limits.count + excluded.count
            returning key, count`,
      );
      for (const row of rows) shared.set(row.key, { window, count: Number(row.count) });
    } finally {
      sending = new Map();
      for (const [key, seen] of shared) if (seen.window < window) shared.delete(key);
    }
  };

  return {
    /** Counts a hit and answers the hits of this key in this window so far, as far as known. */
    hit(key: string): number {
      const mine = (pending.get(key) ?? 0) + 1;
      pending.set(key, mine);
      const seen = shared.get(key);
      const everyone = seen && seen.window === windowOf(Date.now()) ? seen.count : 0;
      return everyone + (sending.get(key) ?? 0) + mine;
    },
    /** Sends the hits counted so far (one send at a time). */
    share(): Promise<void> {
      sendingNow ??= send().finally(() => {
        sendingNow = undefined;
      });
      return sendingNow;
    },
  };
}

/** Guards every /api route with a per-client-address limit per minute (0 turns it off). */
export function registerApiRateLimit(app: FastifyInstance, db: Database, perMinute: number): void {
  if (perMinute <= 0) return;
  const counter = createHitCounter(db);
  const timer = setInterval(() => {
    counter.share().catch((error) => app.log.warn({ err: error }, 'rate limit counts not shared'));
  }, SHARE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await counter.share().catch(() => {});
  });
  app.addHook('onRequest', async (request, reply) => {
    // Probes of load balancers and orchestrators are not people's requests.
    if (
      !request.url.startsWith('/api/') ||
      request.url.startsWith('/api/health') ||
      request.url.startsWith('/api/ready')
    )
      return;
    if (counter.hit(`api:${request.ip}`) > perMinute) {
      reply.header('Retry-After', String(60 - (Math.floor(Date.now() / 1000) % 60)));
      throw new AppError(429, TOO_MANY_REQUESTS_MESSAGE);
    }
  });
}

/** Removes windows older than a day; any process may run it at any time. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
