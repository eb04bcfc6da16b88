import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Database, queryRows } from '../../src/server/db/client.ts';
import { eventually } from './eventually.ts';

/**
 * Waits until the shared API count of a key (`api:<address>`) in the newest window is exactly
 * `hits`: the processes have sent their hits, and the one that sent last knows everyone's.
 */
export async function countsReach(db: Database, key: string, hits: number): Promise<void> {
  await eventually(async () => {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count from rate_limits where key = ${key} order by window_start desc limit 1`,
    );
    expect(Number(row?.count ?? 0)).toBe(hits);
  });
}
