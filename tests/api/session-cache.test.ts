import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import {
  type CachedSession,
  createSessionCache,
  SESSION_CHANNEL,
} from '../../src/server/features/auth/session-cache.ts';
import { json, signUp } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createPostgresDatabase, testDatabaseKind } from '../helpers/test-database.ts';

// Each process keeps the sessions it looked up (features/auth/session-cache.ts), on PostgreSQL:
// two copies of the server on one database, as two processes behind a proxy. A logout, a deleted
// account or a changed person on one reaches the other through LISTEN/NOTIFY; the process that
// made the change has heard it before it answers.

const postgres = testDatabaseKind === 'postgres';
let database: DatabaseHandle;
let second: DatabaseHandle;
let drop: () => Promise<void>;
let url: string;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!postgres) return;
  const created = await createPostgresDatabase();
  drop = created.drop;
  url = created.url;
  database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  second = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  const limits = { API_RATE_LIMIT_PER_MINUTE: '0' };
  a = await createTestApp(limits, { database });
  b = await createTestApp(limits, { database: second });
});
afterAll(async () => {
  if (!postgres) return;
  await a.close();
  await b.close();
  await second.close();
  await database.close();
  await drop();
});

const details = (app: TestApp, cookie: string) =>
  app.app.inject({ url: '/api/user/details', headers: { cookie } });

/** Runs `change` with migration 0019's notices off: what a process then answers is its cache. */
async function unheard(change: () => Promise<unknown>) {
  await database.db.execute(sql`alter table sessions disable trigger sessions_deleted_notice`);
  await database.db.execute(sql`alter table users disable trigger users_changed_notice`);
  try {
    await change();
  } finally {
    await database.db.execute(sql`alter table sessions enable trigger sessions_deleted_notice`);
    await database.db.execute(sql`alter table users enable trigger users_changed_notice`);
  }
}

describe.skipIf(!postgres)('the session cache', () => {
  it('answers a session it looked up without the database, and a process that never did looks', async () => {
    const { cookie } = await signUp(a.app);
    expect((await details(a, cookie)).statusCode).toBe(200);
    // The session is gone, untold: the process that keeps it still knows the person...
    await unheard(() => database.db.execute(sql`delete from sessions`));
    expect((await details(a, cookie)).statusCode).toBe(200);
    // ...the other one, which never looked it up, finds no session.
    expect((await details(b, cookie)).statusCode).toBe(401);
  });

  it('forgets a session signed out on another process as soon as it hears of it', async () => {
    const { cookie } = await signUp(a.app);
    expect((await details(a, cookie)).statusCode).toBe(200);
    const out = await b.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    await expect.poll(async () => (await details(a, cookie)).statusCode).toBe(401);
  });

  it('signs out at once on the process that signed out', async () => {
    const { cookie } = await signUp(a.app);
    expect((await details(a, cookie)).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await details(a, cookie)).statusCode).toBe(401);
  });

  it('shows a change to the person made anywhere: by this process at once, by another soon after', async () => {
    const { cookie } = await signUp(a.app);
    expect((await details(a, cookie)).json().fullName).toBe('Njeri Kamau');
    expect((await details(b, cookie)).json().fullName).toBe('Njeri Kamau');
    const changed = await a.app.inject({
      method: 'POST',
      url: '/api/Auth/UpdateUserDetails',
      ...json({ fullName: 'Njeri Wambui' }, { cookie }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await details(a, cookie)).json().fullName).toBe('Njeri Wambui');
    await expect.poll(async () => (await details(b, cookie)).json().fullName).toBe('Njeri Wambui');
    // By hand in the database, too (an operator's fix): every process hears of it.
    await database.db.execute(sql`update users set full_name = 'Njeri Achieng'`);
    await expect.poll(async () => (await details(a, cookie)).json().fullName).toBe('Njeri Achieng');
    await expect.poll(async () => (await details(b, cookie)).json().fullName).toBe('Njeri Achieng');
  });

  it('answers many changes at once after hearing them all, with a notice for many of them', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => signUp(a.app)));
    for (const { cookie } of people) expect((await details(a, cookie)).statusCode).toBe(200);
    const syncs: string[] = [];
    const listening = await database.listen?.(SESSION_CHANNEL, (payload) => {
      if (payload.startsWith('sync:')) syncs.push(payload);
    });
    try {
      const changed = await Promise.all(
        people.map(({ cookie }, i) =>
          a.app.inject({
            method: 'POST',
            url: '/api/Auth/UpdateUserDetails',
            ...json({ fullName: `Njeri Wambui${'i'.repeat(i)}` }, { cookie }),
          }),
        ),
      );
      expect(changed.map((res) => res.statusCode)).toEqual(people.map(() => 200));
      // Each answered only once its change was heard: the process reads every new name at once.
      const names = await Promise.all(
        people.map(async ({ cookie }) => (await details(a, cookie)).json().fullName),
      );
      expect(names).toEqual(people.map((_, i) => `Njeri Wambui${'i'.repeat(i)}`));
      expect(syncs.length).toBeGreaterThan(0);
      expect(syncs.length).toBeLessThan(people.length);
    } finally {
      await listening?.close();
    }
  });

  it('ends the sessions of a deactivated person everywhere', async () => {
    const { cookie } = await signUp(a.app);
    expect((await details(a, cookie)).statusCode).toBe(200);
    expect((await details(b, cookie)).statusCode).toBe(200);
    await database.db.execute(sql`update users set is_active = false`);
    await expect.poll(async () => (await details(a, cookie)).statusCode).toBe(401);
    await expect.poll(async () => (await details(b, cookie)).statusCode).toBe(401);
  });

  it('catches up past a pool whose every connection is taken', async () => {
    const crowded = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    const cache = await createSessionCache(crowded, { ttlMs: 60_000 });
    let release = () => {};
    try {
      const session = { user: { id: 'someone' }, sessionId: 'a-session' } as CachedSession;
      cache?.set(cache.begin(), 'a-hash', session);
      // The pool's one connection stays in a transaction until released.
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holding = crowded.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      });
      // Caught up while the pool is still taken, and so still keeping what it kept: a sync
      // through the pool would have waited for it, given up and forgotten everything.
      await cache?.caughtUp();
      expect(cache?.get('a-hash')?.sessionId).toBe('a-session');
      release();
      await holding;
    } finally {
      release();
      await cache?.close();
      await crowded.close();
    }
  });
});
