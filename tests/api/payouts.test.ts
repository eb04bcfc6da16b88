import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStatements, users } from '../../src/server/db/schema.ts';
import { creditAccount } from '../../src/server/features/wallet/ledger.ts';
import { createDriver } from '../factories/index.ts';
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
afterAll(() => t.close());

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

  it('never pays out more than was earned: bought tokens stay for rides', async () => {
    const { driver, cookie } = await driverWithEarnings(600);
    await fund(t.database.db, driver.id, 5000);
    const res = await withdraw(cookie, 700);
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'You can withdraw up to KSh 600 of your earnings.',
    ]);
    const earnings = (
      await t.app.inject({ url: '/api/driver/earnings', headers: { cookie } })
    ).json();
    expect(earnings.withdrawable).toBe(600);
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
      recentPayouts: [],
    });
    expect(earnings.weeklyBreakdown).toHaveLength(8);
    expect(earnings.weeklyBreakdown.at(-1).amount).toBe(1400);
  });
});
