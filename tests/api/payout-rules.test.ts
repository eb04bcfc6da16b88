import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { accountStatements, payoutEarnings, payouts, users } from '../../src/server/db/schema.ts';
import { AppError } from '../../src/server/errors.ts';
import {
  type PayoutDeps,
  requestPayout,
  runAutomaticPayouts,
  setAutomaticPayouts,
  settlePayout,
  unpaidEarnings,
  withdrawable,
} from '../../src/server/features/payouts/payouts.ts';
import { creditAccount } from '../../src/server/features/wallet/ledger.ts';
import { createDarajaPayments } from '../../src/server/providers/payments/daraja-payments.ts';
import { nextPayoutRun } from '../../src/shared/rules/payouts.ts';
import { createDriver, createPassenger } from '../factories/index.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { fund } from '../helpers/wallet.ts';

// The payout rules called as functions, without HTTP. M-Pesa is the real Daraja client; only
// its HTTP calls are answered here, as Safaricom would answer them.

let database: DatabaseHandle;
/** What Daraja was asked to pay, and how it answers the next B2C request. */
let b2cRequests: Record<string, unknown>[] = [];
let b2cConversations: string[] = [];
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
    if (b2cAnswer.status !== 200) return reply(b2cAnswer.status, b2cAnswer.body);
    // Daraja names every request it takes with a new ConversationID.
    const ConversationID = `AG_${randomUUID()}`;
    b2cConversations.push(ConversationID);
    return reply(200, { ...b2cAnswer.body, ConversationID });
  }
  return reply(404, { errorMessage: `no route ${url}` });
};

/** Notifications stay in the outbox here: these tests are about the money. */
const notifier = { deliver: async () => {}, idle: async () => {} };
const settleDeps = () => ({ db: database.db, notifier });
const deps = (): PayoutDeps => ({
  db: database.db,
  notifier,
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
afterAll(async () => {
  resetClock();
  await database.close();
});
beforeEach(() => {
  b2cRequests = [];
  b2cConversations = [];
  b2cAnswer = { status: 200, body: { ResponseCode: '0', ResponseDescription: 'ok' } };
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
      conversationId: b2cConversations[0],
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

  it('withdraws any part of the balance, bought tokens too, and never more than it', async () => {
    const passenger = await createPassenger(database.db);
    await fund(database.db, passenger.id, 1000);
    expect(await withdrawable(database.db, passenger.id)).toBe(1000);
    expect(
      await refusal(
        requestPayout(deps(), passenger, { amount: 1001, idempotencyKey: randomUUID() }),
      ),
    ).toEqual(['payout_exceeds_balance', { available: 1000 }]);
    expect(b2cRequests).toEqual([]);
    const payout = await requestPayout(deps(), passenger, {
      amount: 1000,
      idempotencyKey: randomUUID(),
    });
    expect(payout).toMatchObject({ amount: 1000, automatic: false, retryOf: null });
    expect(b2cRequests).toEqual([
      expect.objectContaining({ Amount: 1000, Remarks: 'Pamoja token withdrawal' }),
    ]);
    expect(await balanceOf(passenger.id)).toBe(0);
  });

  it('counts a withdrawal by hand against the earnings not yet paid', async () => {
    const driver = await driverWithEarnings(500);
    await fund(database.db, driver.id, 300);
    expect(await unpaidEarnings(database.db, driver.id)).toBe(500);
    await requestPayout(deps(), driver, { amount: 600, idempotencyKey: randomUUID() });
    expect(await unpaidEarnings(database.db, driver.id)).toBe(0);
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
    expect(outcomes).toContainEqual(['payout_exceeds_balance', { available: 100 }]);
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
    expect(await settlePayout(settleDeps(), id, success)).toBe('completed');
    expect(await settlePayout(settleDeps(), id, success)).toBe('already settled');
    const [row] = await database.db.select().from(payouts).where(eq(payouts.userId, driver.id));
    expect(row).toMatchObject({ status: 'Completed', transactionReceipt: 'SKL1234567' });
    expect(await balanceOf(driver.id)).toBe(0);
  });

  it('returns a failed payout to the balance exactly once, even when told twice', async () => {
    const { driver, id } = await pendingPayout(250);
    const failure = { resultCode: 2001, resultDesc: 'The initiator information is invalid.' };
    const answers = await Promise.all([
      settlePayout(settleDeps(), id, failure),
      settlePayout(settleDeps(), id, failure),
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
    expect(
      await settlePayout(settleDeps(), randomUUID(), { resultCode: 0, resultDesc: 'ok' }),
    ).toBe('unknown');
  });
});

describe('runAutomaticPayouts, the daily run', () => {
  /** Moves the clock just past the next daily run. */
  const passNextRun = () =>
    advanceClock(Math.ceil((nextPayoutRun(now()).getTime() - now().getTime()) / 60_000) + 1);
  const payoutsOf = (userId: string) =>
    database.db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(payouts.createdAt);
  const earningsOf = async (userId: string) =>
    (
      await database.db
        .select()
        .from(accountStatements)
        .where(eq(accountStatements.userId, userId))
        .orderBy(accountStatements.transactionDate)
    ).filter((e) => e.transactionType === 'earning');
  const sentTo = (phone: string) =>
    b2cRequests.filter((r) => r.PartyB === phone.replace('+', '')).map((r) => r.Amount);
  async function earn(driverId: string, amount: number) {
    await database.db.transaction((tx) =>
      creditAccount(tx, {
        userId: driverId,
        amount,
        transactionType: 'earning',
        description: 'Earnings',
        reference: `ride:${randomUUID()}`,
      }),
    );
  }

  it('sends the earnings credited before the run in one payout, once', async () => {
    const driver = await driverWithEarnings(300);
    await earn(driver.id, 200);
    // Credited after today's run: they wait for the next one.
    await runAutomaticPayouts(deps());
    expect(await payoutsOf(driver.id)).toEqual([]);

    passNextRun();
    await runAutomaticPayouts(deps());
    await runAutomaticPayouts(deps());
    const [payout, ...more] = await payoutsOf(driver.id);
    expect(more).toEqual([]);
    expect(payout).toMatchObject({
      amount: 500,
      automatic: true,
      retryOf: null,
      status: 'Pending',
      phoneNumber: driver.phoneNumber,
    });
    expect(sentTo(driver.phoneNumber)).toEqual([500]);
    const links = await database.db
      .select()
      .from(payoutEarnings)
      .where(eq(payoutEarnings.payoutId, payout?.id ?? ''));
    expect(links.map((l) => l.earningId).sort()).toEqual(
      (await earningsOf(driver.id)).map((e) => e.id).sort(),
    );
    expect(await balanceOf(driver.id)).toBe(0);
  });

  it('pays an earning once when two runs go at the same time', async () => {
    const drivers = await Promise.all([driverWithEarnings(700), driverWithEarnings(450)]);
    passNextRun();
    await Promise.all([runAutomaticPayouts(deps()), runAutomaticPayouts(deps())]);
    for (const [driver, amount] of [
      [drivers[0], 700],
      [drivers[1], 450],
    ] as const) {
      expect((await payoutsOf(driver.id)).map((p) => p.amount)).toEqual([amount]);
      expect(sentTo(driver.phoneNumber)).toEqual([amount]);
      expect(await balanceOf(driver.id)).toBe(0);
    }
  });

  it('pays only earnings not yet withdrawn by hand, and keeps bought tokens', async () => {
    const driver = await driverWithEarnings(1000);
    await fund(database.db, driver.id, 250);
    await requestPayout(deps(), driver, { amount: 600, idempotencyKey: randomUUID() });
    passNextRun();
    await runAutomaticPayouts(deps());
    expect((await payoutsOf(driver.id)).map((p) => [p.amount, p.automatic])).toEqual([
      [600, false],
      [400, true],
    ]);
    expect(await balanceOf(driver.id)).toBe(250);
  });

  it('waits until at least KSh 10 is due', async () => {
    const driver = await driverWithEarnings(5);
    passNextRun();
    await runAutomaticPayouts(deps());
    expect(await payoutsOf(driver.id)).toEqual([]);
    await earn(driver.id, 5);
    passNextRun();
    await runAutomaticPayouts(deps());
    expect((await payoutsOf(driver.id)).map((p) => p.amount)).toEqual([10]);
  });

  it('leaves the earnings of a driver who turned automatic payouts off', async () => {
    const driver = await driverWithEarnings(800);
    expect(await setAutomaticPayouts(database.db, driver.id, false)).toEqual({
      automaticPayouts: false,
    });
    passNextRun();
    await runAutomaticPayouts(deps());
    expect(await payoutsOf(driver.id)).toEqual([]);
    expect(await balanceOf(driver.id)).toBe(800);
    expect(await withdrawable(database.db, driver.id)).toBe(800);

    // Turned on again, the earnings still unpaid go at the next run.
    await setAutomaticPayouts(database.db, driver.id, true);
    passNextRun();
    await runAutomaticPayouts(deps());
    expect((await payoutsOf(driver.id)).map((p) => p.amount)).toEqual([800]);
  });

  it('tries a failed payout once more an hour later, then leaves it failed with its reason', async () => {
    const driver = await driverWithEarnings(900);
    passNextRun();
    await runAutomaticPayouts(deps());
    const [first] = await payoutsOf(driver.id);
    // M-Pesa takes the request, then answers that the number is not an M-Pesa customer.
    expect(
      await settlePayout(settleDeps(), first?.originatorConversationId ?? '', {
        resultCode: 2040,
        resultDesc:
          'Credit Party customer type (Unregistered or Registered Customer) can`t be supported by the service.',
      }),
    ).toBe('failed');
    expect(await balanceOf(driver.id)).toBe(900);

    // Not before the hour is up.
    advanceClock(30);
    await runAutomaticPayouts(deps());
    expect(await payoutsOf(driver.id)).toHaveLength(1);

    // The second try is refused at once; its money comes back too.
    advanceClock(31);
    b2cAnswer = { status: 500, body: { errorMessage: 'Service is currently unreachable' } };
    await Promise.all([runAutomaticPayouts(deps()), runAutomaticPayouts(deps())]);
    const rows = await payoutsOf(driver.id);
    expect(rows.map((p) => [p.amount, p.status, p.retryOf, p.resultCode])).toEqual([
      [900, 'Failed', null, 2040],
      [900, 'Failed', first?.id, -1],
    ]);
    expect(sentTo(driver.phoneNumber)).toEqual([900, 900]);

    // Never a third time, however many runs.
    advanceClock(120);
    await runAutomaticPayouts(deps());
    passNextRun();
    await runAutomaticPayouts(deps());
    expect(await payoutsOf(driver.id)).toHaveLength(2);
    expect(await balanceOf(driver.id)).toBe(900);
    expect(await withdrawable(database.db, driver.id)).toBe(900);
  });

  it('does not try again for a driver who turned automatic payouts off meanwhile', async () => {
    const driver = await driverWithEarnings(350);
    b2cAnswer = { status: 400, body: { errorMessage: 'Bad Request - Invalid PartyB' } };
    passNextRun();
    await runAutomaticPayouts(deps());
    await setAutomaticPayouts(database.db, driver.id, false);
    advanceClock(61);
    await runAutomaticPayouts(deps());
    expect((await payoutsOf(driver.id)).map((p) => p.status)).toEqual(['Failed']);
    expect(await balanceOf(driver.id)).toBe(350);
  });
});
