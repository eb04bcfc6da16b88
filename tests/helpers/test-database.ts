import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';

/** Which database the tests run on: PGlite in memory, or a PostgreSQL server when TEST_DB=postgres. */
export const testDatabaseKind: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL that is dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') return openDatabase({ kind: 'pglite' });
  const { url, drop } = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** A new empty database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `pamoja_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
