import pg from 'pg';
import { freePort, type ServerProcess, startServer } from '../tests/helpers/server-process.ts';

// What the benchmarks share: their PostgreSQL databases beside the test one, and the server
// process they measure, started as production starts it but silent, unthrottled and demo-free.

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of a benchmark's own database on the server of BENCH_DATABASE_URL. */
export function benchDatabaseUrl(name: string): string {
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

/** Runs one statement (create or drop a database) on the administration database. */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A server process on a free port, on the benchmark's PGlite directory or PostgreSQL URL; from
 * another checkout's source when `cwd` names one (`checkoutRevision` in harness.ts).
 */
export async function startBenchServer(
  database: { pgliteDir: string } | { url: string },
  env: Record<string, string> = {},
  cwd?: string,
  nodeOptions: readonly string[] = [],
): Promise<ServerProcess> {
  return startServer(
    {
      PORT: String(await freePort()),
      ...('pgliteDir' in database
        ? { DATA_DIR: database.pgliteDir, DATABASE_URL: '' }
        : { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '10' }),
      API_RATE_LIMIT_PER_MINUTE: '0',
      DEMO_DATA: '0',
      SECRET_KEY: 'bench-secret-key-bench-secret-key-0123456789',
      ...env,
    },
    cwd,
    nodeOptions,
  );
}
