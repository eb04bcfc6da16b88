import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/features/auth/sessions.ts';
import { createLiveHub, type LiveEvent } from '../../src/server/features/live/live-hub.ts';
import { LIVE_CHANNEL } from '../../src/server/features/live/postgres-hub.ts';
import { createBooking, createPassenger, createRide } from '../factories/index.ts';
import { openEventStream } from '../helpers/event-stream.ts';
import { eventually } from '../helpers/eventually.ts';
import {
  freePort,
  type ServerProcess,
  startServer,
  waitUntilHealthy,
} from '../helpers/server-process.ts';
import { createPostgresDatabase, testDatabaseKind } from '../helpers/test-database.ts';

// Live events across server processes on one PostgreSQL server (LISTEN/NOTIFY). PostgreSQL only:
// the embedded database belongs to one process, whose hub is in-process.

const quiet = { warn: () => {} };

describe.runIf(testDatabaseKind === 'postgres')('the live hub across connections', () => {
  let url: string;
  let drop: () => Promise<void>;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    for (let i = 0; i < 3; i++) handles.push(await openDatabase({ kind: 'postgres', url }));
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop?.();
  });

  it('delivers an event published on one connection to the other, once to each', async () => {
    const [a, b] = [
      await createLiveHub(handles[0]!, quiet),
      await createLiveHub(handles[1]!, quiet),
    ];
    try {
      const rideId = crypto.randomUUID();
      const heard = { a: [] as LiveEvent[], b: [] as LiveEvent[], elsewhere: [] as LiveEvent[] };
      a.subscribe(rideId, (event) => heard.a.push(event));
      b.subscribe(rideId, (event) => heard.b.push(event));
      b.subscribe(crypto.randomUUID(), (event) => heard.elsewhere.push(event));
      const event: LiveEvent = {
        rideId,
        type: 'position',
        latitude: -1.2192,
        longitude: 36.8869,
        recordedAt: new Date().toISOString(),
      };
      await a.publish(event);
      await eventually(() => expect(heard.b).toEqual([event]));
      // The publisher's own stream has it once: at once, not again from its own notice.
      await b.publish({ rideId, type: 'status', status: 'completed' });
      await eventually(() => expect(heard.a).toHaveLength(2));
      expect(heard.a).toEqual([event, { rideId, type: 'status', status: 'completed' }]);
      expect(heard.b).toHaveLength(2);
      expect(heard.elsewhere).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('listens again after its connection is cut', async () => {
    const warnings: string[] = [];
    const log = { warn: (_obj: object, msg: string) => warnings.push(msg) };
    const [a, b] = [await createLiveHub(handles[0]!, quiet), await createLiveHub(handles[2]!, log)];
    try {
      const rideId = crypto.randomUUID();
      const heard: LiveEvent[] = [];
      b.subscribe(rideId, (event) => heard.push(event));
      // Every listening connection of this database is cut, as a server restart would.
      await handles[0]!.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name like 'pamoja listen %'`,
      );
      await eventually(() => expect(warnings).toContain('live events: listening again'));
      await eventually(async () => {
        await a.publish({ rideId, type: 'status', status: 'in_progress' });
        expect(heard.length).toBeGreaterThan(0);
      });
      expect(heard[0]).toEqual({ rideId, type: 'status', status: 'in_progress' });
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two server processes', () => {
  let url: string;
  let drop: () => Promise<void>;
  let database: DatabaseHandle;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    for (let i = 0; i < 2; i++) {
      servers.push(
        startServer({
          PORT: String(await freePort()),
          DATABASE_URL: url,
          DEMO_DATA: '0',
          API_RATE_LIMIT_PER_MINUTE: '0',
          SECRET_KEY: 'live-across-processes-secret-key-0123456789',
        }),
      );
    }
    await Promise.all(servers.map((server) => waitUntilHealthy(server)));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.close();
    await drop?.();
  });

  const cookieOf = async (userId: string) => {
    const { token } = await createSession(database.db, userId);
    return { cookie: `${SESSION_COOKIE}=${token}` };
  };

  it('brings a position posted to one process to a stream opened on the other within 1 second', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const ride = await createRide(database.db, {
      departureTime: new Date(Date.now() + 10 * 60_000),
    });
    const passenger = await createPassenger(database.db);
    await createBooking(database.db, { rideId: ride.id, passengerId: passenger.id });
    const driver = await cookieOf(ride.driverId);
    const post = (path: string, body: unknown) =>
      fetch(`${a.url}/api/trips/${ride.id}/${path}`, {
        method: 'POST',
        headers: { ...driver, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const stream = await openEventStream(
      `${b.url}/api/trips/${ride.id}/live`,
      await cookieOf(passenger.id),
    );
    expect(stream.status).toBe(200);
    expect((await stream.next()).data).toEqual({ status: 'active' });

    const started = await post('start', {});
    expect(started.status).toBe(200);
    expect((await stream.next()).data).toEqual({ status: 'in_progress' });

    const sentAt = performance.now();
    const posted = await post('location', { latitude: -1.2192, longitude: 36.8869 });
    expect(posted.status).toBe(204);
    const position = await stream.next(5_000);
    const deliveredMs = performance.now() - sentAt;
    expect(position).toMatchObject({
      event: 'position',
      data: { latitude: -1.2192, longitude: 36.8869, etaMinutes: expect.any(Number) },
    });
    expect(deliveredMs).toBeLessThan(1_000);
    stream.close();
  });

  it('brings what another process announces on the channel to a stream on this one', async () => {
    const [, b] = servers as [ServerProcess, ServerProcess];
    const ride = await createRide(database.db, { status: 'in_progress', startedAt: new Date() });
    const stream = await openEventStream(
      `${b.url}/api/trips/${ride.id}/live`,
      await cookieOf(ride.driverId),
    );
    expect((await stream.next()).data).toEqual({ status: 'in_progress' });
    // Exactly what a process's hub sends after a position is recorded.
    const recordedAt = new Date().toISOString();
    const notice = {
      from: 'another-process',
      rideId: ride.id,
      type: 'position',
      latitude: -1.2601,
      longitude: 36.8502,
      recordedAt,
    };
    await database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
    expect(await stream.next()).toMatchObject({
      event: 'position',
      data: { latitude: -1.2601, longitude: 36.8502, recordedAt, etaMinutes: null },
    });
    stream.close();
  });

  it('stops gracefully with a stream open', async () => {
    const [, b] = servers as [ServerProcess, ServerProcess];
    const ride = await createRide(database.db);
    const stream = await openEventStream(
      `${b.url}/api/trips/${ride.id}/live`,
      await cookieOf(ride.driverId),
    );
    expect((await stream.next()).data).toEqual({ status: 'active' });
    b.child.kill('SIGTERM');
    expect(await b.exited).toEqual({ code: 0, signal: null });
    await stream.ended;
    // How many listening connections are left: the other process's only (one for live events,
    // one for session notices).
    const listening = await queryRows<{ name: string }>(
      database.db,
      sql`select application_name as name from pg_stat_activity
          where datname = current_database() and application_name like 'pamoja listen %'
          order by application_name`,
    );
    expect(listening.map((row) => row.name)).toEqual([
      'pamoja listen pamoja_live',
      'pamoja listen pamoja_sessions',
    ]);
  });
});
