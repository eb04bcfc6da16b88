import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Placeholder, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { type ListenHooks, type Listening, listenOn } from './listen.ts';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrate.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * PostgreSQL only: hears every NOTIFY on `channel` (from any process on this database) on a
   * connection of its own, reconnecting when it drops; closed with the handle at the latest.
   */
  listen?(
    channel: string,
    onPayload: (payload: string) => void,
    hooks?: ListenHooks,
  ): Promise<Listening>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined keeps the database in memory (tests), started from `loadDataDir` (a
   * dumped data directory) when given.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

// PGlite needs the same extensions every time a data directory is reopened.
export const pgliteExtensions = { cube, earthdistance, btree_gist, pg_trgm };

/** Opens the database, runs pending migrations and answers a handle. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target);
}

async function openPostgres(target: { url: string; poolSize?: number }): Promise<DatabaseHandle> {
  /** The names of the statements this handle's connections prepare (nameStatements). */
  const statementNames = new Map<string, string>();
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection (server restart) must not crash the process; the pool
  // replaces it on the next checkout.
  pool.on('error', () => {});
  pool.on('connect', (client) => nameStatements(client, statementNames));
  try {
    await migratePostgresDatabase(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listenings = new Set<Listening>();
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    async listen(channel, onPayload, hooks) {
      const listening = await listenOn(target.url, channel, onPayload, hooks);
      listenings.add(listening);
      return {
        notify: (payload) => listening.notify(payload),
        close: async () => {
          listenings.delete(listening);
          await listening.close();
        },
      };
    },
    async close() {
      await Promise.all([...listenings].map((listening) => listening.close()));
      listenings.clear();
      await pool.end();
    },
  };
}

/** The most statements one process names; texts seen after that run unnamed, planned each time. */
const MOST_NAMED_STATEMENTS = 500;
/**
 * Longer texts, or more values (a bulk insert's many rows, a long `in` list), run unnamed: each
 * is seldom the same twice, and would take a place among the names a statement run often needs.
 */
const LONGEST_NAMED_TEXT = 8_000;
const MOST_NAMED_VALUES = 64;
const NAMEABLE = /^\s*(select|insert|update|delete|with)\s/i;

/**
 * Names every query of `client` that reads or writes rows, by its text, so PostgreSQL parses and
 * plans it once on each connection, then binds and runs it (a prepared statement), instead of
 * parsing and planning the same text afresh on every call. Under the mixed load, planning was a
 * fifth of PostgreSQL's time, most of it for statements planned once for every call (issue 22).
 * PostgreSQL still re-plans a statement whose generic plan would be worse than a plan for the
 * values given. A name is the same on every connection of the process, one per distinct text.
 */
function nameStatements(client: pg.PoolClient, names: Map<string, string>) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  /** The name for a query config and its values, or undefined to send it as it is. */
  const nameOf = (config: unknown, values: unknown): string | undefined => {
    if (!config || typeof config !== 'object') return undefined;
    const given = config as { name?: unknown; text?: unknown; values?: unknown };
    const sent = Array.isArray(values) ? values : given.values;
    const count = Array.isArray(sent) ? sent.length : 0;
    const { text } = given;
    if (given.name || typeof text !== 'string' || !NAMEABLE.test(text)) return undefined;
    if (text.length > LONGEST_NAMED_TEXT || count > MOST_NAMED_VALUES) return undefined;
    let name = names.get(text);
    if (!name && names.size < MOST_NAMED_STATEMENTS) {
      name = `pamoja_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const name = nameOf(config, rest[0]);
    return name ? query({ ...(config as object), name }, ...rest) : query(config, ...rest);
  }) as typeof client.query;
}

async function openPglite({
  dataDir,
  loadDataDir,
}: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let dir: string | undefined;
  if (dataDir) {
    dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    releaseLock = acquireDataDirLock(path.resolve(dataDir));
  }
  const client = sendWellFormedText(
    new PGlite({ dataDir: dir, loadDataDir, extensions: pgliteExtensions }),
  );
  try {
    await client.waitReady;
    await migratePgliteDatabase(client);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      ping: () => ping(db),
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A statement's value with each lone surrogate in its texts as U+FFFD. */
function wellFormedValue(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD');
  return Array.isArray(value) ? value.map(wellFormedValue) : value;
}

/**
 * Sends the texts of PGlite's statements, and of its transactions', with each lone surrogate as
 * U+FFFD, as every UTF-8 encoder writes it (node-postgres's too). PGlite 0.5 counts the bytes of a
 * text with a lone low surrogate after a character above U+007F two short, and so cut the
 * statement it went into: a 500 that `route-fuzzing.test.ts` found, since JSON may spell half a
 * pair alone (`"\udfff"`, as JSON.stringify writes one left in pasted text).
 */
function sendWellFormedText(client: PGlite): PGlite {
  const wellFormed = <T extends Pick<PGlite, 'query'>>(on: T): T => {
    const query = on.query.bind(on);
    on.query = ((text, params, options) =>
      query(text, params?.map(wellFormedValue), options)) as T['query'];
    return on;
  };
  const transaction = client.transaction.bind(client);
  client.transaction = ((run) =>
    transaction((tx) => run(wellFormed(tx)))) as typeof client.transaction;
  return wellFormed(client);
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The SQLSTATE (or driver code) of a database error; drizzle wraps the driver's error as `cause`. */
export function databaseErrorCode(error: unknown): string | undefined {
  return (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
}

/** A unique constraint refused the write. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === '23505';
}

/**
 * A query run as a statement prepared once per database handle (named on PostgreSQL), whose rows
 * come as arrays of the driver's values in the order of the query's columns: for the hottest
 * query, the ride search, whose caller builds its answer from them itself. drizzle's mapping of
 * each field cost as much CPU as node-postgres's whole part of the query (issue 22). `build`
 * returns the drizzle query, its values as named placeholders, filled from `values`.
 */
export function preparedArrays(
  name: string,
  build: (db: Database) => { toSQL(): { sql: string; params: unknown[] } },
): (db: Database, values: Record<string, unknown>) => Promise<unknown[][]> {
  const statements = new WeakMap<Database, { text: string; params: unknown[] }>();
  return async (db, values) => {
    let statement = statements.get(db);
    if (!statement) {
      const query = build(db).toSQL();
      statement = { text: query.sql, params: query.params };
      statements.set(db, statement);
    }
    const params = statement.params.map((param) =>
      param instanceof Placeholder ? values[param.name] : param,
    );
    // The database itself, never a transaction (which has no client of its own here).
    const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
    if (!client) throw new Error(`${name}: preparedArrays runs on the database, not a transaction`);
    const result =
      client instanceof PGlite
        ? await client.query<unknown[]>(statement.text, params, { rowMode: 'array' })
        : await client.query<unknown[]>({
            name,
            text: statement.text,
            values: params,
            rowMode: 'array',
          });
    return result.rows;
  };
}

/**
 * A statement prepared once per database handle and kept: the server builds and plans it once,
 * not on every request. `build` returns a drizzle query's `.prepare(name)`.
 */
export function preparedOnce<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
