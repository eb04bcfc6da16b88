import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, queryRows } from '../db/client.ts';
import { AppError, TOO_MANY_REQUESTS_MESSAGE } from '../errors.ts';

/**
 * Counts a hit against a fixed window shared by every server process (the count lives in the
 * database) and answers the count so far in this window.
 */
export async function countHit(db: Database, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Guards every /api route with a per-client-address limit per minute (0 turns it off). */
export function registerApiRateLimit(app: FastifyInstance, db: Database, perMinute: number): void {
  if (perMinute <= 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
    let count: number;
    try {
      count = await countHit(db, `api:${request.ip}`, 60);
    } catch (error) {
      // An unreachable database fails the request itself; the limiter should not hide why.
      request.log.warn({ err: error }, 'rate limit check failed; request let through');
      return;
    }
    if (count > perMinute) {
      reply.header('Retry-After', String(60 - (Math.floor(Date.now() / 1000) % 60)));
      throw new AppError(429, TOO_MANY_REQUESTS_MESSAGE);
    }
  });
}

/** Removes windows older than a day; any process may run it at any time. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
