import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number: several servers starting at once take turns migrating.
const MIGRATION_LOCK = 7_204_318;

export async function migratePgliteDatabase(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder });
}

/** Safe to run from several processes at once: they queue on an advisory lock. */
export async function migratePostgresDatabase(pool: pg.Pool): Promise<void> {
  // The advisory lock belongs to one connection, so lock, migrate and unlock on the same one.
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzlePg(connection), { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    connection.release();
  }
}
