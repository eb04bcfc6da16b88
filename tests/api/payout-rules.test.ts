import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { accountStatements, payouts, users } from '../../src/server/db/schema.ts';
import { AppError } from '../../src/server/errors.ts';
import {
  type PayoutDeps,
  requestPayout,
  settlePayout,
  withdrawable,
} from '../../src/server/features/payouts/payouts.ts';
import { creditAccount } from '../../src/server/features/wallet/ledger.ts';
import { createDarajaPayments } from '../../src/server/providers/payments/daraja-payments.ts';
import { createDriver } from '../factories/index.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { fund } from '../helpers/wallet.ts';

// The payout rules called as functions, without HTTP. M-Pesa is the real Daraja client; only
// its HTTP calls are answered here, as Safaricom would answer them.

let database: DatabaseHandle;
/** What Daraja was asked to pay, and how it answers the next B2C request. */
let b2cRequests: Record<string, unknown>[] = [];
let b2cAnswer: { status: number; body: Record<string, unknown> } = {
  status: 200,
  body: {},
};

const darajaFetch: typeof fetch = async (input, init) => {
  const url = String(input);
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url.endsWith('/oauth/v1/generate?grant_type=client_credentials'))
    return reply(200, { access_token: 'token', expires_in: '3599' });
  if (url.endsWith('/mpesa/b2c/v3/paymentrequest')) {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    b2cRequests.push(body);
    return reply(b2cAnswer.status, b2cAnswer.body);
  }
  return reply(404, { errorMessage: `no route ${url}` });
};

const deps = (): PayoutDeps => ({
  db: database.db,
  payments: createDarajaPayments({
    environment: 'sandbox',
    consumerKey: 'key',
    consumerSecret: 'secret',
    shortCode: '174379',
    passkey: 'passkey',
    transactionType: 'CustomerPayBillOnline',
    b2c: { shortCode: '600000', initiatorName: 'pamoja', securityCredential: 'credential' },
    baseUrl: 'https://daraja.test',
    fetch: darajaFetch,
  }),
  resultUrl: 'https://pamoja.test/result',
  timeoutUrl: 'https://pamoja.test/timeout',
  log: { warn: () => {}, error: () => {} },
});

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => {
  b2cRequests = [];
  b2cAnswer = {
    status: 200,
    body: { ResponseCode: '0', ConversationID: `AG_${randomUUID()}`, ResponseDescription: 'ok' },
  };
});

/** A driver who earned `amount` from rides, through the ledger as the completion job pays. */
async function driverWithEarnings(amount: number) {
  const driver = await createDriver(database.db);
  await database.db.transaction((tx) =>
    creditAccount(tx, {
      userId: driver.id,
      amount,
      transactionType: 'earning',
      description: 'Earnings',
      reference: `ride:${randomUUID()}`,
    }),
  );
  return driver;
}
const balanceOf = async (id: string) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]?.accountBalance;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? [error.code, error.data] : error),
  );

describe('requestPayout', () => {
  it('debits the tokens with the payout row and asks M-Pesa to pay the driver', async () => {
    const driver = await driverWithEarnings(600);
    const payout = await requestPayout(deps(), driver, {
      amount: 450,
      idempotencyKey: randomUUID(),
    });
    expect(payout).toMatchObject({
      userId: driver.id,
      amount: 450,
      phoneNumber: driver.phoneNumber,
      status: 'Pending',
      conversationId: b2cAnswer.body.ConversationID,
    });
    expect(b2cRequests).toEqual([
      expect.objectContaining({
        OriginatorConversationID: payout.originatorConversationId,
        CommandID: 'BusinessPayment',
        Amount: 450,
        PartyA: '600000',
        PartyB: driver.phoneNumber.replace('+', ''),
        ResultURL: 'https://pamoja.test/result',
        QueueTimeOutURL: 'https://pamoja.test/timeout',
      }),
    ]);
    expect(await balanceOf(driver.id)).toBe(150);
    expect(await withdrawable(database.db, driver.id)).toBe(150);
  });

  it('pays out earnings only: tokens bought with M-Pesa stay for booking', async () => {
    const driver = await driverWithEarnings(300);
    await fund(database.db, driver.id, 1000);
    expect(await withdrawable(database.db, driver.id)).toBe(300);
    expect(
      await refusal(requestPayout(deps(), driver, { amount: 301, idempotencyKey: randomUUID() })),
    ).toEqual(['payout_exceeds_earnings', { available: 300 }]);
    expect(b2cRequests).toEqual([]);
    expect(await balanceOf(driver.id)).toBe(1300);
  });

  it('never pays more than the balance, when the earnings were spent on bookings', async () => {
    const driver = await driverWithEarnings(500);
    await database.db.update(users).set({ accountBalance: 200 }).where(eq(users.id, driver.id));
    expect(await withdrawable(database.db, driver.id)).toBe(200);
  });

  it('answers the first payout again for the same key, and refuses another amount', async () => {
    const driver = await driverWithEarnings(1000);
    const idempotencyKey = randomUUID();
    const first = await requestPayout(deps(), driver, { amount: 400, idempotencyKey });
    const again = await requestPayout(deps(), driver, { amount: 400, idempotencyKey });
    expect(again.id).toBe(first.id);
    expect(await refusal(requestPayout(deps(), driver, { amount: 500, idempotencyKey }))).toEqual([
      'payout_amount_mismatch',
      undefined,
    ]);
    expect(b2cRequests).toHaveLength(1);
    expect(await balanceOf(driver.id)).toBe(600);
  });

  it('lets only one of two simultaneous payouts spend the same earnings', async () => {
    const driver = await driverWithEarnings(500);
    const outcomes = await Promise.all(
      [400, 400].map((amount) =>
        refusal(requestPayout(deps(), driver, { amount, idempotencyKey: randomUUID() })),
      ),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes).toContainEqual(['payout_exceeds_earnings', { available: 100 }]);
    expect(await balanceOf(driver.id)).toBe(100);
    expect(b2cRequests).toHaveLength(1);
  });

  it('puts the money back at once when M-Pesa refuses the request', async () => {
    const driver = await driverWithEarnings(300);
    b2cAnswer = { status: 400, body: { errorMessage: 'Invalid Access Token' } };
    expect(
      await refusal(requestPayout(deps(), driver, { amount: 300, idempotencyKey: randomUUID() })),
    ).toEqual(['payout_failed', undefined]);
    const [row] = await database.db.select().from(payouts).where(eq(payouts.userId, driver.id));
    expect(row?.status).toBe('Failed');
    expect(await balanceOf(driver.id)).toBe(300);
    expect(await withdrawable(database.db, driver.id)).toBe(300);
  });
});

describe('settlePayout', () => {
  async function pendingPayout(amount: number) {
    const driver = await driverWithEarnings(amount);
    const payout = await requestPayout(deps(), driver, { amount, idempotencyKey: randomUUID() });
    return { driver, id: payout.originatorConversationId ?? '' };
  }

  it('completes with the receipt, once', async () => {
    const { driver, id } = await pendingPayout(250);
    const success = { resultCode: 0, resultDesc: 'Accepted', receipt: 'SKL1234567' };
    expect(await settlePayout(database.db, id, success)).toBe('completed');
    expect(await settlePayout(database.db, id, success)).toBe('already settled');
    const [row] = await database.db.select().from(payouts).where(eq(payouts.userId, driver.id));
    expect(row).toMatchObject({ status: 'Completed', transactionReceipt: 'SKL1234567' });
    expect(await balanceOf(driver.id)).toBe(0);
  });

  it('returns a failed payout to the balance exactly once, even when told twice', async () => {
    const { driver, id } = await pendingPayout(250);
    const failure = { resultCode: 2001, resultDesc: 'The initiator information is invalid.' };
    const answers = await Promise.all([
      settlePayout(database.db, id, failure),
      settlePayout(database.db, id, failure),
    ]);
    expect(answers.sort()).toEqual(['already settled', 'failed']);
    expect(await balanceOf(driver.id)).toBe(250);
    const reversals = await database.db
      .select()
      .from(accountStatements)
      .where(eq(accountStatements.userId, driver.id));
    expect(reversals.map((r) => [r.transactionType, r.amount])).toEqual(
      expect.arrayContaining([
        ['earning', 250],
        ['payout', -250],
        ['payout_reversal', 250],
      ]),
    );
    expect(reversals).toHaveLength(3);
  });

  it('ignores an answer for a payout it never asked for', async () => {
    expect(await settlePayout(database.db, randomUUID(), { resultCode: 0, resultDesc: 'ok' })).toBe(
      'unknown',
    );
  });
});
