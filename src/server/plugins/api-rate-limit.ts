import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '../../shared/errors/index.ts';
import { type Database, queryRows } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { isApiRoute, isUnderApi } from './api-route.ts';

/** How often a process adds its hits to the shared counts and reads back everyone's. */
export const SHARE_EVERY_MS = 200;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the hits counted so far and waits until the database's answer is known, also that of
     * a send already on its way (on close, and in tests that check what a process has learnt).
     */
    shareRateLimitCounts(): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * `false` exempts the route from the per-address limit: the probes of load balancers and
     * orchestrators, which are not people, and SOS, which is never refused.
     */
    rateLimit?: false;
    /** How many times an hour one signed-in person may call this route (lookups of others). */
    perPersonPerHour?: number;
    /** The 429's code past `perPersonPerHour` (default `too_many_lookups`). */
    perPersonLimitCode?: ErrorCode;
  }
}

/**
 * Hits per key in fixed windows, shared by every server process through the database
 * (`rate_limits`, unlogged) without a database write per request: each process counts its own
 * hits in memory and, five times a second, adds them to the shared counts in one statement and
 * reads back everyone's totals. A process so knows its own hits at once and the others' within
 * 200 ms; several processes together can let through at most what the others received in those
 * 200 ms over the limit. (The sign-in code limits, where SMS money is spent, are exact: see
 * one-time-codes.ts.)
 */
export function createHitCounter(db: Database, windowSeconds: number) {
  const windowOf = (ms: number) => Math.floor(ms / 1000 / windowSeconds);
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
            select key, to_timestamp(${window * windowSeconds}::float8), hits
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
    /** Seconds until the current window ends. */
    secondsLeft(): number {
      return windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
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

/** A hit counter that shares its counts on a timer while the app runs. */
export function sharedHitCounter(app: FastifyInstance, db: Database, windowSeconds: number) {
  const counter = createHitCounter(db, windowSeconds);
  const timer = setInterval(() => {
    counter.share().catch((error) => app.log.warn({ err: error }, 'rate limit counts not shared'));
  }, SHARE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return counter;
}

/**
 * Two limits, both decided by the route the router matched (never by the URL string, which can
 * spell one route many ways):
 * - every API route, and every unknown path under /api however spelt, allows `perMinute`
 *   requests per client address and minute (0 turns it off); routes with `rateLimit: false`
 *   are exempt;
 * - a route with `perPersonPerHour` allows each signed-in person that many calls an hour.
 */
export function registerRateLimits(
  app: FastifyInstance,
  db: Database,
  options: { perMinute: number },
): void {
  const { perMinute } = options;
  const perAddress = perMinute > 0 ? sharedHitCounter(app, db, 60) : undefined;
  const perPerson = sharedHitCounter(app, db, 3600);
  app.decorate('shareRateLimitCounts', async () => {
    await Promise.all([perAddress?.share(), perPerson.share()]);
  });
  // Once more on close, so that no counted hit is lost.
  app.addHook('onClose', async () => app.shareRateLimitCounts().catch(() => {}));
  if (perAddress) {
    app.addHook('onRequest', async (request, reply) => {
      const counted = request.is404
        ? isUnderApi(request.url)
        : isApiRoute(request) && request.routeOptions.config.rateLimit !== false;
      if (counted && perAddress.hit(`api:${request.ip}`) > perMinute) {
        reply.header('Retry-After', String(perAddress.secondsLeft()));
        throw new AppError('rate_limited');
      }
    });
  }
  app.addHook('preHandler', async (request, reply) => {
    const limit = request.routeOptions.config?.perPersonPerHour;
    if (limit === undefined) return;
    const user = request.user;
    const key = `person:${request.routeOptions.method}:${request.routeOptions.url}:${user.id}`;
    if (perPerson.hit(key) > limit) {
      reply.header('Retry-After', String(perPerson.secondsLeft()));
      throw new AppError(request.routeOptions.config.perPersonLimitCode ?? 'too_many_lookups');
    }
  });
}

/** Removes windows older than a day; any process may run it at any time. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
