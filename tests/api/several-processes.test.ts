import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { payments, payouts } from '../../src/server/db/schema.ts';
import { creditAccount } from '../../src/server/features/wallet/ledger.ts';
import type { B2cRequest } from '../../src/server/providers/payments/payments-provider.ts';
import { createSimulatorPayments } from '../../src/server/providers/payments/simulator-payments.ts';
import { nextPayoutRun } from '../../src/shared/rules/payouts.ts';
import { createDriver, createPassenger } from '../factories/index.ts';
import { countsReach, holdMidMinute } from '../helpers/rate-limit-counts.ts';
import { json, lastCode, newPhone, signUp } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createPostgresDatabase, testDatabaseKind } from '../helpers/test-database.ts';

// Two copies of the server on one database, as two processes behind a reverse proxy: on
// PostgreSQL each has its own connection pool; on PGlite they share the embedded database. A
// request may land on either, so nothing one needs may live only in the other's memory.

const LIMITS = { API_RATE_LIMIT_PER_MINUTE: '0' };
let database: DatabaseHandle;
let second: DatabaseHandle | undefined;
let drop: (() => Promise<void>) | undefined;
let a: TestApp;
let b: TestApp;
/** How many times M-Pesa was asked about a payment, by either process. */
let stkQueries = 0;
/** Every payout either process asked M-Pesa to make. */
const b2cPayments: B2cRequest[] = [];

/** The real simulator, counting the queries that would go out to M-Pesa. */
function countingPayments() {
  const simulator = createSimulatorPayments({ delayMs: 0, fetch: async () => new Response() });
  return {
    ...simulator,
    async stkQuery(checkoutRequestId: string) {
      stkQueries += 1;
      return simulator.stkQuery(checkoutRequestId);
    },
    async b2cPayment(request: B2cRequest) {
      b2cPayments.push(request);
      return simulator.b2cPayment(request);
    },
  };
}

beforeAll(async () => {
  if (testDatabaseKind === 'postgres') {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    second = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  a = await createTestApp(LIMITS, { database, providers: { payments: countingPayments() } });
  b = await createTestApp(LIMITS, {
    database: second ?? database,
    providers: { payments: countingPayments() },
  });
});
afterAll(async () => {
  resetClock();
  await a.close();
  await b.close();
  await second?.close();
  await database.close();
  await drop?.();
});

describe('two server processes on one database', () => {
  it('a session made on one process works on the other, and signing out on either ends it', async () => {
    const { cookie } = await signUp(a.app);
    const onB = await b.app.inject({ url: '/api/user/details', headers: { cookie } });
    expect(onB.statusCode).toBe(200);
    const out = await b.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    const onA = await a.app.inject({ url: '/api/user/details', headers: { cookie } });
    expect(onA.statusCode).toBe(401);
  });

  it('a code texted by one process is answered on the other, and its limits count both', async () => {
    const phone = newPhone();
    const sent = await a.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      ...json({ phoneNumber: phone }),
    });
    expect(sent.statusCode).toBe(200);
    // The 60-second rule between two codes holds whichever process the second tap reaches.
    const again = await b.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      ...json({ phoneNumber: phone }),
    });
    expect(again.statusCode).toBe(429);
    const otp = await lastCode(b.app, phone);
    const verified = await b.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      ...json({
        phoneNumber: phone,
        otp,
        isNewUser: true,
        fullName: 'Achieng Otieno',
        nationalIdNumber: '29876543',
        gender: 'Female',
      }),
    });
    expect(verified.statusCode).toBe(200);
    // The used code is no good on the first process either.
    const reused = await a.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      ...json({ phoneNumber: phone, otp, isNewUser: false }),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('otp_expired');
    expect(reused.cookies.find((c) => c.name === 'pamoja_session')).toBeUndefined();
  });

  it('counts the per-minute API limit over both processes', async () => {
    const limited = { API_RATE_LIMIT_PER_MINUTE: '12' };
    const c = await createTestApp(limited, { database });
    const d = await createTestApp(limited, { database: second ?? database });
    const shared = (hits: number, lastSender: TestApp) =>
      countsReach(database.db, 'api:10.9.8.7', hits, lastSender.app);
    holdMidMinute();
    try {
      const ask = (t: TestApp) =>
        t.app.inject({ url: '/api/places/search?q=ruiru', remoteAddress: '10.9.8.7' });
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await ask(c)).statusCode);
      await shared(6, c);
      for (let i = 0; i < 6; i++) answers.push((await ask(d)).statusCode);
      await shared(12, d);
      expect(answers).toEqual(Array(12).fill(200));
      // c has not heard of d's six yet: it may let one more through, and then hears of them.
      await ask(c);
      await shared(13, c);
      expect((await ask(c)).statusCode).toBe(429);
      expect((await ask(d)).statusCode).toBe(429);
      // Another address has its own count.
      const other = await c.app.inject({
        url: '/api/places/search?q=ruiru',
        remoteAddress: '10.9.8.6',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await c.close();
      await d.close();
    }
  });

  it('a top-up sent to both processes at once with one idempotency key prompts once', async () => {
    const passenger = await createPassenger(a.database.db);
    const { cookie } = await a.signIn(passenger.id);
    const idempotencyKey = randomUUID();
    const request = {
      method: 'POST' as const,
      url: '/api/Wallet/InitiateMpesaPayment',
      ...json({ amount: 100, idempotencyKey }, { cookie }),
    };
    const [fromA, fromB] = await Promise.all([a.app.inject(request), b.app.inject(request)]);
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
    expect(fromA.json().transactionId).toBe(fromB.json().transactionId);
    const rows = await a.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it('hands each overdue payment to one process when both run the reconciliation job', async () => {
    const passenger = await createPassenger(a.database.db);
    const { cookie } = await a.signIn(passenger.id);
    // 1037: the simulated customer who never answers, so the payment stays pending.
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/Wallet/InitiateMpesaPayment',
      ...json({ amount: 1037, idempotencyKey: randomUUID() }, { cookie }),
    });
    expect(res.statusCode).toBe(200);
    await a.database.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(payments.userId, passenger.id));
    const before = stkQueries;
    const [byA, byB] = await Promise.all([
      a.app.jobs.reconcilePayments(),
      b.app.jobs.reconcilePayments(),
    ]);
    expect(byA + byB).toBe(1);
    expect(stkQueries - before).toBe(1);
    // Asked a moment ago: neither process asks again straight away.
    await Promise.all([a.app.jobs.reconcilePayments(), b.app.jobs.reconcilePayments()]);
    expect(stkQueries - before).toBe(1);
  });

  it('pays each earning once when both run the daily payout run at the same moment', async () => {
    const drivers = await Promise.all([1, 2, 3].map(() => createDriver(a.database.db)));
    for (const [i, driver] of drivers.entries()) {
      for (const amount of [100 * (i + 1), 50]) {
        await a.database.db.transaction((tx) =>
          creditAccount(tx, {
            userId: driver.id,
            amount,
            transactionType: 'earning',
            description: 'Earnings',
            reference: `ride:${randomUUID()}`,
          }),
        );
      }
    }
    advanceClock(Math.ceil((nextPayoutRun(now()).getTime() - now().getTime()) / 60_000) + 1);
    const [byA, byB] = await Promise.all([a.app.jobs.payDrivers(), b.app.jobs.payDrivers()]);
    expect(byA + byB).toBe(3);
    for (const [i, driver] of drivers.entries()) {
      const rows = await a.database.db.select().from(payouts).where(eq(payouts.userId, driver.id));
      expect(rows.map((p) => [p.amount, p.automatic])).toEqual([[100 * (i + 1) + 50, true]]);
      expect(
        b2cPayments.filter((p) => p.phoneNumber === driver.phoneNumber).map((p) => p.amount),
      ).toEqual([100 * (i + 1) + 50]);
    }
    // Run again on both: nothing is left to pay.
    expect(await Promise.all([a.app.jobs.payDrivers(), b.app.jobs.payDrivers()])).toEqual([0, 0]);
  });

  it('keeps the local outbox in the database, readable from either process', async () => {
    const phone = newPhone();
    await b.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      ...json({ phoneNumber: phone }),
    });
    const fromA = await a.app.inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` });
    expect(fromA.json()).toHaveLength(1);
  });
});
