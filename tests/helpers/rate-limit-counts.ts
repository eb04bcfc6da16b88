import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { type Database, queryRows } from '../../src/server/db/client.ts';
import { eventually } from './eventually.ts';

/**
 * Waits until the shared API count of a key (`api:<address>`) in the newest window is exactly
 * `hits`, and until `lastSender`, the process that sent the last hits, has read the answer: it then
 * knows everyone's. (The database can show the count before the sender has read its answer.)
 */
export async function countsReach(
  db: Database,
  key: string,
  hits: number,
  lastSender: FastifyInstance,
): Promise<void> {
  await eventually(async () => {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count from rate_limits where key = ${key} order by window_start desc limit 1`,
    );
    expect(Number(row?.count ?? 0)).toBe(hits);
  });
  await lastSender.shareRateLimitCounts();
}

/** Holds the date in the middle of a minute, so a test of a per-minute window stays in one. */
export function holdMidMinute(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 60_000) * 60_000 + 30_000 });
}
