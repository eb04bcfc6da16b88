import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { createPostgresDatabase } from './postgres-databases.ts';

/** Which database the tests run on: PGlite in memory, or a PostgreSQL server when TEST_DB=postgres. */
export const testDatabaseKind: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL that is dropped again on close. Both are copies
 * of the database tests/helpers/database-template.ts migrated once for the run (much faster
 * than a new database migrated from scratch), when there is one.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') return openPgliteCopy();
  const { url, drop } = await createPostgresDatabase(provided('postgresTemplate'));
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

export { createPostgresDatabase };

/** What tests/helpers/database-template.ts provided; nothing outside a vitest run. */
function provided(key: 'pgliteTemplate' | 'postgresTemplate'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

let pgliteTemplate: Promise<Blob> | undefined;

/** An in-memory PGlite loaded from the template's data directory. */
async function openPgliteCopy(): Promise<DatabaseHandle> {
  const file = provided('pgliteTemplate');
  if (!file) return openDatabase({ kind: 'pglite' });
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
  return openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate });
}
