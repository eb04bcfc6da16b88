import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../../src/server/db/client.ts';
import { migratePgliteDatabase } from '../../src/server/db/migrate.ts';
import { createPostgresDatabase } from './postgres-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite data directory (dumpDataDir). */
    pgliteTemplate?: string;
    /** A migrated, empty database on the TEST_DATABASE_URL server, to CREATE DATABASE ... TEMPLATE. */
    postgresTemplate?: string;
  }
}

/**
 * Global setup of the API projects: migrates one database once per run, and every test file's
 * fresh database is a copy of it (tests/helpers/test-database.ts) instead of a new database
 * migrated from scratch. That is the same schema: the migrations still run on each copy, and
 * find nothing left to do.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const { url, drop } = await createPostgresDatabase();
    const migrated = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    // A template database must have no one connected while it is copied.
    await migrated.close();
    project.provide('postgresTemplate', new URL(url).pathname.slice(1));
    return drop;
  }
  const client = new PGlite({ extensions: pgliteExtensions });
  const file = path.join(tmpdir(), `pamoja-pglite-template-${randomBytes(6).toString('hex')}.tar`);
  try {
    await migratePgliteDatabase(client);
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
