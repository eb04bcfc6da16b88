import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { ReadinessResponse } from '../../../shared/schemas/health.ts';
import { type DatabaseHandle, databaseErrorCode, queryRows } from '../../db/client.ts';

const journalFile = fileURLToPath(
  new URL('../../db/migrations/meta/_journal.json', import.meta.url),
);

export interface Migration {
  tag: string;
  /** drizzle's `folderMillis`: what its migrations table keeps as `created_at`. */
  when: number;
}

/** The migrations this build brings, from drizzle's journal (read once: it changes with a deploy). */
export function migrationsOfThisBuild(): Migration[] {
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Migration[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

// Neither the `drizzle` schema nor its table exists: nothing was ever migrated.
const NEVER_MIGRATED = new Set(['3F000', '42P01']);

/**
 * Ready when the database answers and has every migration of this build. drizzle's migrator
 * (src/server/db/migrate.ts, the same on PGlite and PostgreSQL) records each one it applies in
 * `drizzle.__drizzle_migrations` with the journal's `when` as `created_at`. Migrations the
 * database has beyond this build (a newer process migrated it) do not make it unready.
 */
export async function checkReadiness(
  database: DatabaseHandle,
  expected: readonly Migration[],
): Promise<ReadinessResponse> {
  const down: ReadinessResponse = {
    status: 'not_ready',
    database: 'down',
    migrations: 'unknown',
    pendingMigrations: [],
    message: 'The database does not answer.',
  };
  if (!(await database.ping())) return down;
  let applied: Set<number>;
  try {
    const rows = await queryRows<{ created_at: string }>(
      database.db,
      sql`select created_at::text as created_at from drizzle.__drizzle_migrations`,
    );
    applied = new Set(rows.map((row) => Number(row.created_at)));
  } catch (error) {
    if (!NEVER_MIGRATED.has(databaseErrorCode(error) ?? '')) return down;
    applied = new Set();
  }
  const pending = expected.filter((m) => !applied.has(m.when)).map((m) => m.tag);
  if (pending.length === 0) {
    return { status: 'ready', database: 'up', migrations: 'current', pendingMigrations: [] };
  }
  return {
    status: 'not_ready',
    database: 'up',
    migrations: 'pending',
    pendingMigrations: pending,
    message: `The database lacks ${pending.length === 1 ? 'a migration' : `${pending.length} migrations`} of this build: ${pending.join(', ')}.`,
  };
}
