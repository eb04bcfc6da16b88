import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { rides, users } from '../../src/server/db/schema.ts';
import { freePort, startServer, waitUntilHealthy } from '../helpers/server-process.ts';
import { createPostgresDatabase, testDatabaseKind } from '../helpers/test-database.ts';

describe.runIf(testDatabaseKind === 'pglite')('starting the server', () => {
  it.each([
    [
      { PORT: 'abc' },
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    ],
    [
      { PAYMENTS_PROVIDER: 'foo' },
      'Invalid configuration: PAYMENTS_PROVIDER must be one of simulator, daraja (got "foo")',
    ],
  ])('stops on bad configuration with one line, not a stack trace (%j)', async (env, line) => {
    const server = startServer(env);
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output().trim()).toBe(line);
  });

  it('says in one line when the database cannot be reached', async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output().trim().split('\n')).toHaveLength(1);
    expect(server.output()).toMatch(/^Pamoja could not start: .*ECONNREFUSED/);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('the embedded database across restarts', () => {
  it('keeps every row after kill -9 and after a graceful stop, and loads demo data only once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-data-'));
    const env = async () => ({ PORT: String(await freePort()), DATA_DIR: dataDir });

    const first = startServer(await env());
    expect(await waitUntilHealthy(first)).toMatchObject({ status: 'ok', database: 'up' });
    const second = startServer(await env());
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain('is in use by another Pamoja process');
    first.child.kill('SIGKILL');
    await first.exited;
    const afterKill = await countRows(dataDir);
    expect(afterKill.users).toBeGreaterThan(5);
    expect(afterKill.rides).toBeGreaterThan(20);

    const third = startServer(await env());
    await waitUntilHealthy(third);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
    // The same rows, and no second helping of demo data.
    expect(await countRows(dataDir)).toEqual(afterKill);
  }, 120_000);
});

describe.runIf(testDatabaseKind === 'pglite')('a graceful stop', () => {
  it('lets a request in flight finish on SIGTERM, then exits cleanly', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pamoja-data-'));
    const server = startServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
    });
    await waitUntilHealthy(server);
    // A slow client: half the body now, the rest after the stop signal.
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/api/no-such-route`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '12' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{"a":');
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end('"bcde"}'), 500);
      }, 100);
    });
    expect(await answered).toBe(404);
    expect((await server.exited).code).toBe(0);
    expect(server.output()).not.toMatch(/error/i);
  }, 60_000);
});

describe.runIf(testDatabaseKind === 'postgres')('on a PostgreSQL server', () => {
  it('runs the same product from DATABASE_URL, demo data on request, and stops cleanly', async () => {
    const { url, drop } = await createPostgresDatabase();
    try {
      const server = startServer({
        PORT: String(await freePort()),
        DATABASE_URL: url,
        DEMO_DATA: '1',
      });
      expect(await waitUntilHealthy(server)).toMatchObject({ status: 'ok', database: 'up' });
      const page = await fetch(`${server.url}/api/no-such-route`);
      expect(page.status).toBe(404);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      const database = await openDatabase({ kind: 'postgres', url });
      try {
        const [rideCount] = await database.db.select({ n: count() }).from(rides);
        expect(rideCount?.n).toBeGreaterThan(20);
      } finally {
        await database.close();
      }
    } finally {
      await drop();
    }
  }, 120_000);
});

async function countRows(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [people] = await database.db.select({ n: count() }).from(users);
    const [rideCount] = await database.db.select({ n: count() }).from(rides);
    return { users: people?.n ?? 0, rides: rideCount?.n ?? 0 };
  } finally {
    await database.close();
  }
}
