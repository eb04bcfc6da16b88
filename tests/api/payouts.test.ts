import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { accountStatements, payouts, users } from '../../src/server/db/schema.ts';
import { creditAccount } from '../../src/server/features/wallet/ledger.ts';
import { nextPayoutRun, PAYOUTS_PER_PERSON_PER_HOUR } from '../../src/shared/rules/payouts.ts';
import { createDriver, createPassenger } from '../factories/index.ts';
import { eventually } from '../helpers/eventually.ts';
import { freePort } from '../helpers/server-process.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({
    PORT: String(port),
    API_RATE_LIMIT_PER_MINUTE: '0',
    MPESA_SIMULATOR_DELAY_MS: '100',
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  resetClock();
  await t.close();
});

/** A driver who has earned `amount` from rides (through the ledger, as the completion job pays). */
async function driverWithEarnings(amount: number) {
  const driver = await createDriver(t.database.db);
  await t.database.db.transaction((tx) =>
    creditAccount(tx, {
      userId: driver.id,
      amount,
      transactionType: 'earning',
      description: 'Earnings',
      reference: `ride:${randomUUID()}`,
    }),
  );
  return { driver, cookie: (await t.signIn(driver.id)).cookie };
}
const withdraw = (cookie: string, amount: number, idempotencyKey = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payouts',
    ...json({ amount, idempotencyKey }, { cookie }),
  });
/** The payout once M-Pesa's answer has settled it. */
const settledPayout = (cookie: string, id: string) =>
  eventually(async () => {
    const list = (await t.app.inject({ url: '/api/payouts', headers: { cookie } })).json();
    const found = list.find((p: { id: string }) => p.id === id);
    expect(found?.status ?? 'Pending').not.toBe('Pending');
    return found;
  });
const balanceOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.accountBalance;

describe('payouts', () => {
  it('pays earnings out to M-Pesa and completes with a receipt', async () => {
    const { driver, cookie } = await driverWithEarnings(600);
    const res = await withdraw(cookie, 500);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: 500,
      status: 'Pending',
      paymentMethod: 'M-Pesa',
      phoneNumber: driver.phoneNumber,
    });
    expect(await balanceOf(driver.id)).toBe(100);
    const done = await settledPayout(cookie, res.json().id);
    expect(done).toMatchObject({
      status: 'Completed',
      receipt: expect.stringMatching(/^[A-Z0-9]{10}$/),
    });
    const ledger = await t.database.db
      .select()
      .from(accountStatements)
      .where(eq(accountStatements.userId, driver.id));
    expect(ledger.map((e) => [e.transactionType, e.amount])).toEqual(
      expect.arrayContaining([['payout', -500]]),
    );
  });

  it('never pays out more than the balance, and says how much can go', async () => {
    const { driver, cookie } = await driverWithEarnings(600);
    await fund(t.database.db, driver.id, 400);
    const res = await withdraw(cookie, 1001);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        code: 'payout_exceeds_balance',
        message: 'You can withdraw up to KSh 1,000.',
        available: 1000,
      },
    ]);
    const earnings = (
      await t.app.inject({ url: '/api/driver/earnings', headers: { cookie } })
    ).json();
    expect([earnings.withdrawable, earnings.unpaidEarnings]).toEqual([1000, 600]);
  });

  it('lets only one of two racing payouts spend the same earnings', async () => {
    const { driver, cookie } = await driverWithEarnings(600);
    const answers = await Promise.all([withdraw(cookie, 400), withdraw(cookie, 400)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await balanceOf(driver.id)).toBe(200);
  });

  it('puts the money back when M-Pesa refuses the payout', async () => {
    const { driver, cookie } = await driverWithEarnings(3000);
    const res = await withdraw(cookie, 2001);
    const done = await settledPayout(cookie, res.json().id);
    expect(done).toMatchObject({ status: 'Failed', receipt: null });
    expect(await balanceOf(driver.id)).toBe(3000);
    const reversals = (
      await t.database.db
        .select()
        .from(accountStatements)
        .where(eq(accountStatements.userId, driver.id))
    ).filter((e) => e.transactionType === 'payout_reversal');
    expect(reversals).toHaveLength(1);
  });

  it('replays the same payout for the same key, and refuses another amount under it', async () => {
    const { cookie } = await driverWithEarnings(1000);
    const key = randomUUID();
    const first = (await withdraw(cookie, 300, key)).json();
    expect((await withdraw(cookie, 300, key)).json().id).toBe(first.id);
    expect((await withdraw(cookie, 200, key)).statusCode).toBe(422);
  });

  it('refuses a B2C result with a wrong secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Wallet/callback/wrong/b2c/result',
      ...json({ Result: {} }),
    });
    expect(res.statusCode).toBe(404);
  });

  it('shows the Earnings tab from real data', async () => {
    const { cookie } = await driverWithEarnings(1400);
    const earnings = (
      await t.app.inject({ url: '/api/driver/earnings', headers: { cookie } })
    ).json();
    expect(earnings).toMatchObject({
      thisWeek: 1400,
      thisMonth: 1400,
      dailyAverage: 47,
      withdrawable: 1400,
      unpaidEarnings: 1400,
      automaticPayouts: true,
      nextAutomaticPayoutAt: nextPayoutRun(now()).toISOString(),
      recentPayouts: [],
    });
    expect(earnings.weeklyBreakdown).toHaveLength(8);
    expect(earnings.weeklyBreakdown.at(-1).amount).toBe(1400);
  });
});

describe('passengers withdrawing their tokens', () => {
  async function passengerWithTokens(amount: number) {
    const passenger = await createPassenger(t.database.db);
    await fund(t.database.db, passenger.id, amount);
    return { passenger, cookie: (await t.signIn(passenger.id)).cookie };
  }

  it('sends tokens to the passenger’s own M-Pesa, whatever number the request names', async () => {
    const { passenger, cookie } = await passengerWithTokens(800);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      ...json(
        { amount: 800, idempotencyKey: randomUUID(), phoneNumber: '+254700000001' },
        { cookie },
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: 800,
      status: 'Pending',
      phoneNumber: passenger.phoneNumber,
      automatic: false,
      retryOf: null,
    });
    expect(await balanceOf(passenger.id)).toBe(0);
    expect(await settledPayout(cookie, res.json().id)).toMatchObject({ status: 'Completed' });
  });

  it('keeps to the limits: KSh 10 to 150,000 in whole shillings, within the balance', async () => {
    const { passenger, cookie } = await passengerWithTokens(200_000);
    const answers = await Promise.all(
      [9, 150_001, 10.5].map(async (amount) => {
        const res = await withdraw(cookie, amount);
        return [res.statusCode, res.json().code, res.json().message];
      }),
    );
    expect(answers).toEqual([
      [400, 'invalid_request', 'amount: withdraw at least KSh 10'],
      [400, 'invalid_request', 'amount: withdraw at most KSh 150,000 at a time'],
      [400, 'invalid_request', 'amount: Invalid input: expected int, received number'],
    ]);
    expect(await balanceOf(passenger.id)).toBe(200_000);
    const { passenger: poorer, cookie: poorerCookie } = await passengerWithTokens(50);
    const short = await withdraw(poorerCookie, 51);
    expect([short.statusCode, short.json().available]).toEqual([400, 50]);
    expect(await balanceOf(poorer.id)).toBe(50);
  });

  it('pays once per idempotency key, and a key is the person’s own', async () => {
    const first = await passengerWithTokens(500);
    const second = await passengerWithTokens(500);
    const key = randomUUID();
    const a = await withdraw(first.cookie, 200, key);
    const again = await withdraw(first.cookie, 200, key);
    expect(again.json().id).toBe(a.json().id);
    expect((await withdraw(first.cookie, 300, key)).json().code).toBe('payout_amount_mismatch');
    // The same key from someone else is their own payout.
    const b = await withdraw(second.cookie, 200, key);
    expect(b.statusCode).toBe(200);
    expect(b.json().id).not.toBe(a.json().id);
    expect([await balanceOf(first.passenger.id), await balanceOf(second.passenger.id)]).toEqual([
      300, 300,
    ]);
    // Each sees only their own payouts.
    const list = (await t.app.inject({ url: '/api/payouts', headers: { cookie: second.cookie } }))
      .json()
      .map((p: { id: string }) => p.id);
    expect(list).toEqual([b.json().id]);
  });

  it('asks for sign-in, and limits withdrawals to 10 an hour per person', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      ...json({ amount: 100, idempotencyKey: randomUUID() }),
    });
    expect(anonymous.statusCode).toBe(401);
    const { passenger, cookie } = await passengerWithTokens(1000);
    const codes = [];
    for (let i = 0; i <= PAYOUTS_PER_PERSON_PER_HOUR; i++) {
      codes.push((await withdraw(cookie, 10)).statusCode);
    }
    expect(codes).toEqual([...Array(PAYOUTS_PER_PERSON_PER_HOUR).fill(200), 429]);
    expect(await balanceOf(passenger.id)).toBe(1000 - 10 * PAYOUTS_PER_PERSON_PER_HOUR);
  });
});

describe('automatic payouts over HTTP', () => {
  const passNextRun = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      ...json({
        advanceMinutes: Math.ceil((nextPayoutRun(now()).getTime() - now().getTime()) / 60_000) + 1,
      }),
    });
  const payoutsOf = (userId: string) =>
    t.database.db.select().from(payouts).where(eq(payouts.userId, userId));

  it('pays the earnings at the daily run, which the dev clock runs', async () => {
    const { driver, cookie } = await driverWithEarnings(1200);
    const moved = await passNextRun();
    expect(moved.json().payoutsStarted).toBeGreaterThanOrEqual(1);
    const [payout, ...more] = await payoutsOf(driver.id);
    expect(more).toEqual([]);
    expect(await settledPayout(cookie, payout?.id ?? '')).toMatchObject({
      amount: 1200,
      status: 'Completed',
      automatic: true,
    });
    const earnings = (
      await t.app.inject({ url: '/api/driver/earnings', headers: { cookie } })
    ).json();
    expect([earnings.unpaidEarnings, earnings.withdrawable]).toEqual([0, 0]);
  });

  it('leaves the earnings of a driver who switched automatic payouts off', async () => {
    const { driver, cookie } = await driverWithEarnings(700);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/driver/payout-settings',
      ...json({ automaticPayouts: false }, { cookie }),
    });
    expect([off.statusCode, off.json()]).toEqual([200, { automaticPayouts: false }]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/driver/payout-settings',
      ...json({ automaticPayouts: 'no' }, { cookie }),
    });
    expect(bad.statusCode).toBe(400);
    await passNextRun();
    expect(await payoutsOf(driver.id)).toEqual([]);
    const earnings = (
      await t.app.inject({ url: '/api/driver/earnings', headers: { cookie } })
    ).json();
    expect([earnings.automaticPayouts, earnings.unpaidEarnings]).toEqual([false, 700]);
  });

  it('retries a payout M-Pesa refused once, an hour later, and shows why it failed', async () => {
    // The simulator refuses a payout of KSh 2001.
    const { driver, cookie } = await driverWithEarnings(2001);
    await passNextRun();
    const [first] = await payoutsOf(driver.id);
    const failed = await settledPayout(cookie, first?.id ?? '');
    expect(failed).toMatchObject({
      status: 'Failed',
      failureReason: 'mpesa_unavailable',
      message:
        'M-Pesa could not pay this out. The money is back in your balance; Pamoja tries once more in about an hour.',
    });
    advanceClock(61);
    await t.app.inject({ method: 'POST', url: '/api/dev/clock', ...json({ advanceMinutes: 1 }) });
    const retry = (await payoutsOf(driver.id)).find((p) => p.retryOf === first?.id);
    expect(await settledPayout(cookie, retry?.id ?? '')).toMatchObject({
      status: 'Failed',
      retryOf: first?.id,
      message: 'M-Pesa could not pay this out. The money is back in your balance.',
    });
    await t.app.inject({ method: 'POST', url: '/api/dev/clock', ...json({ advanceMinutes: 120 }) });
    expect(await payoutsOf(driver.id)).toHaveLength(2);
    expect(await balanceOf(driver.id)).toBe(2001);
  });
});
