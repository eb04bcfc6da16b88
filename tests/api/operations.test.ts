import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { creditAccount } from '../../src/server/features/wallet/ledger.ts';
import { createOutboxSms } from '../../src/server/providers/sms/outbox-sms.ts';
import type { SmsProvider } from '../../src/server/providers/sms/sms-provider.ts';
import { createDriver, createPassenger, createRide } from '../factories/index.ts';
import { eventually } from '../helpers/eventually.ts';
import { freePort } from '../helpers/server-process.ts';
import { json, newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { fund } from '../helpers/wallet.ts';

const METRICS_TOKEN = 'metrics-token-for-the-operations-test-0123456789';
const CALLBACK_SECRET = 'callback-secret-of-the-operations-test';
const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };

const journal = JSON.parse(
  readFileSync(
    new URL('../../src/server/db/migrations/meta/_journal.json', import.meta.url),
    'utf8',
  ),
) as { entries: { tag: string; when: number }[] };

// Texts to these phones fail at the gateway, as a switched-off SMS account would.
const unreachable = new Set<string>();
let database: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const outbox = createOutboxSms(database.db);
  const sms: SmsProvider = {
    name: 'outbox',
    send: async (message) =>
      unreachable.has(message.to) ? { ok: false, error: 'gateway refused' } : outbox.send(message),
  };
  const port = await freePort();
  t = await createTestApp(
    {
      PORT: String(port),
      METRICS_TOKEN,
      MPESA_CALLBACK_SECRET: CALLBACK_SECRET,
      API_RATE_LIMIT_PER_MINUTE: '0',
    },
    { database, providers: { sms } },
  );
  // The M-Pesa simulator calls back over HTTP.
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus' text format. */
function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function scrape(app = t.app): Promise<Sample[]> {
  const res = await app.inject({ url: '/metrics', headers: bearer });
  expect(res.statusCode).toBe(200);
  return parseMetrics(res.body);
}

/** The sum of a metric's samples whose labels include `labels`. */
function sumOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

describe('GET /api/ready', () => {
  it('answers 200 on a database with every migration', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: 'up',
      migrations: 'current',
      pendingMigrations: [],
    });
  });

  it('answers 503 naming the migration the database lacks, while /api/health stays 200', async () => {
    const behind = await createTestDatabase();
    const other = await createTestApp({}, { database: behind });
    try {
      await behind.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const last = journal.entries.at(-1)!.tag;
      const res = await other.app.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not_ready',
        database: 'up',
        migrations: 'pending',
        pendingMigrations: [last],
      });
      expect(res.json().message).toContain(last);
      expect((await other.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await other.close();
      await behind.close();
    }
  });
});

describe('when the database is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    const closed = await createTestDatabase();
    down = await createTestApp({ METRICS_TOKEN }, { database: closed });
    await closed.close();
  });
  afterAll(() => down.app.close());

  it('readiness answers 503 saying the database does not answer', async () => {
    const res = await down.app.inject('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'not_ready',
      database: 'down',
      migrations: 'unknown',
      message: 'The database does not answer.',
    });
  });

  it('metrics still answer, and count the failed job run', async () => {
    const before = await scrape(down.app);
    await expect(down.app.jobs.completeRides()).rejects.toThrow();
    const after = await scrape(down.app);
    const failed = { job: 'completeRides', outcome: 'failed' };
    expect(sumOf(after, 'pamoja_job_runs_total', failed)).toBe(
      sumOf(before, 'pamoja_job_runs_total', failed) + 1,
    );
  });
});

describe('GET /metrics', () => {
  it('answers 404 when METRICS_TOKEN is not set', async () => {
    const off = await createTestApp({}, { database });
    try {
      const res = await off.app.inject({ url: '/metrics', headers: bearer });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('pamoja_');
    } finally {
      await off.close();
    }
  });

  it('answers 401 without the token, with another one, or not as a bearer token', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${'x'.repeat(METRICS_TOKEN.length)}`,
      `Bearer ${METRICS_TOKEN}x`,
      METRICS_TOKEN,
      `Basic ${METRICS_TOKEN}`,
    ]) {
      const res = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('pamoja_');
    }
  });

  it('answers the Prometheus text format with the token, process metrics included', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE pamoja_http_request_duration_seconds histogram');
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('is not rate limited', async () => {
    const limited = await createTestApp(
      { METRICS_TOKEN, API_RATE_LIMIT_PER_MINUTE: '1' },
      { database },
    );
    try {
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({ url: '/metrics', headers: bearer });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('counts searches, bookings, SMS, payments and job runs with their labels', async () => {
    const db = database.db;
    const driverPhone = newPhone();
    unreachable.add(driverPhone);
    const driver = await createDriver(db, { phoneNumber: driverPhone });
    const ride = await createRide(db, { driverId: driver.id, pricePerSeat: 150 });
    const passenger = await createPassenger(db);
    await fund(db, passenger.id, 1000);
    const { cookie } = await t.signIn(passenger.id);
    const before = await scrape();

    const search = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/GetUpcomingTripsByLocation',
      ...json(
        {
          pickupLatitude: ride.pickupLatitude,
          pickupLongitude: ride.pickupLongitude,
          destinationLatitude: ride.destinationLatitude,
          destinationLongitude: ride.destinationLongitude,
          departureDate: ride.departureTime.toISOString(),
        },
        { cookie },
      ),
    });
    expect(search.statusCode).toBe(200);
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Commute/SavePassengerBooking',
        ...json({ scheduledCommuteId: ride.id, numberOfSeats: 1 }, { cookie }),
      });
    const booked = await book();
    expect(booked.statusCode).toBe(200);
    expect((await book()).statusCode).toBe(409);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${booked.json().id}`,
      headers: { cookie },
    });
    expect(cancelled.statusCode).toBe(200);

    // Top-ups through the simulator: one paid, one cancelled on the phone (amount 1032).
    for (const amount of [200, 1032]) {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/Wallet/InitiateMpesaPayment',
        ...json({ amount, idempotencyKey: randomUUID() }, { cookie }),
      });
      expect(started.statusCode).toBe(200);
      await eventually(async () => {
        const res = await t.app.inject({
          url: `/api/Wallet/GetMpesaPaymentStatus?transactionId=${started.json().transactionId}`,
          headers: { cookie },
        });
        expect(res.json().status, 'the top-up settles').not.toBe('pending');
      });
    }

    // A payout of the driver's earnings.
    await db.transaction((tx) =>
      creditAccount(tx, {
        userId: driver.id,
        amount: 500,
        transactionType: 'earning',
        description: 'Earnings',
        reference: `ride:${randomUUID()}`,
      }),
    );
    const driverCookie = (await t.signIn(driver.id)).cookie;
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      ...json({ amount: 300, idempotencyKey: randomUUID() }, { cookie: driverCookie }),
    });
    expect(payout.statusCode).toBe(200);
    await eventually(async () => {
      const list = (await t.app.inject({ url: '/api/payouts', headers: { cookie: driverCookie } }))
        .json()
        .filter((p: { id: string }) => p.id === payout.json().id);
      expect(list[0]?.status, 'the payout completes').toBe('Completed');
    });

    await t.app.jobs.completeRides();
    await t.app.jobs.reconcilePayments();
    // The payout's notification goes out after M-Pesa's callback committed: wait for its SMS.
    const smsFailed = { provider: 'outbox', outcome: 'failed' };
    await eventually(async () => {
      const grown = sumOf(await scrape(), 'pamoja_sms_total', smsFailed);
      expect(grown - sumOf(before, 'pamoja_sms_total', smsFailed)).toBe(3);
    });

    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      sumOf(after, name, labels) - sumOf(before, name, labels);

    expect(
      grew('pamoja_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/Commute/GetUpcomingTripsByLocation',
        status_code: '200',
      }),
    ).toBe(1);
    expect(
      grew('pamoja_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/Commute/SavePassengerBooking',
        status_code: '409',
      }),
    ).toBe(1);
    expect(
      after.find(
        (s) =>
          s.name === 'pamoja_http_request_duration_seconds_bucket' &&
          s.labels.route === '/api/Commute/GetUpcomingTripsByLocation' &&
          s.labels.le === '+Inf',
      ),
    ).toBeDefined();
    expect(grew('pamoja_bookings_total', { outcome: 'made' })).toBe(1);
    expect(grew('pamoja_bookings_total', { outcome: 'refused' })).toBe(1);
    expect(grew('pamoja_bookings_total', { outcome: 'cancelled' })).toBe(1);
    // Booking and cancelling each text the passenger (sent) and the driver (unreachable), and
    // the completed payout texts the driver (unreachable).
    expect(grew('pamoja_sms_total', { provider: 'outbox', outcome: 'sent' })).toBe(2);
    expect(grew('pamoja_sms_total', { provider: 'outbox', outcome: 'failed' })).toBe(3);
    expect(grew('pamoja_payments_total', { kind: 'topup', outcome: 'requested' })).toBe(2);
    expect(grew('pamoja_payments_total', { kind: 'topup', outcome: 'succeeded' })).toBe(1);
    expect(grew('pamoja_payments_total', { kind: 'topup', outcome: 'failed' })).toBe(1);
    expect(grew('pamoja_payments_total', { kind: 'payout', outcome: 'requested' })).toBe(1);
    expect(grew('pamoja_payments_total', { kind: 'payout', outcome: 'succeeded' })).toBe(1);
    expect(grew('pamoja_job_runs_total', { job: 'completeRides', outcome: 'succeeded' })).toBe(1);
    expect(grew('pamoja_job_runs_total', { job: 'reconcilePayments', outcome: 'succeeded' })).toBe(
      1,
    );
  });

  it('labels requests by route pattern, never by anything a request carries', async () => {
    const passenger = await createPassenger(database.db);
    const { cookie } = await t.signIn(passenger.id);
    const sessionToken = cookie.split('=')[1]!;
    const bookingId = randomUUID();
    const requests = [
      { url: `/api/Commute/CancelPassengerBooking?BookingId=${bookingId}`, headers: { cookie } },
      { url: `/api/Documents/${bookingId}/image`, headers: { cookie } },
      { url: `/api/dev/outbox?phone=${encodeURIComponent(passenger.phoneNumber)}` },
      { url: `/api/no/such/${passenger.phoneNumber}` },
      { url: `/${sessionToken}` },
      {
        method: 'POST' as const,
        url: `/api/Wallet/callback/${CALLBACK_SECRET}`,
        ...json({ not: 'a callback' }),
      },
      {
        method: 'POST' as const,
        url: `/api/Wallet/callback/${CALLBACK_SECRET}/b2c/result`,
        ...json({ not: 'a result' }),
      },
    ];
    for (const request of requests) await t.app.inject(request);

    const samples = await scrape();
    const routes = new Set(samples.map((s) => s.labels.route).filter(Boolean));
    expect(routes).toContain('/api/Wallet/callback/:secret');
    expect(routes).toContain('/api/Wallet/callback/:secret/b2c/result');
    expect(routes).toContain('/api/Documents/:id/image');
    expect(routes).toContain('unmatched');
    const labelValues = samples.flatMap((s) => Object.values(s.labels)).join('\n');
    for (const secret of [
      sessionToken,
      CALLBACK_SECRET,
      METRICS_TOKEN,
      bookingId,
      passenger.phoneNumber,
      passenger.phoneNumber.slice(1),
    ]) {
      expect(labelValues).not.toContain(secret);
    }
    expect(labelValues).not.toMatch(/2547\d{8}/);
  });
});

it('refuses a METRICS_TOKEN shorter than 32 characters without echoing it', () => {
  let message = '';
  try {
    loadConfig({ METRICS_TOKEN: 'short-metrics-token' });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    message = (error as Error).message;
  }
  expect(message).toBe('Invalid configuration: METRICS_TOKEN must be at least 32 characters');
});
