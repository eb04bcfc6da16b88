import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { accountStatements, payments, users } from '../../src/server/db/schema.ts';
import { applyStkResult } from '../../src/server/features/wallet/payments.ts';
import type {
  PaymentsProvider,
  StkCallbackBody,
} from '../../src/server/providers/payments/payments-provider.ts';
import { createSimulatorPayments } from '../../src/server/providers/payments/simulator-payments.ts';
import { mpesaCallbackSecret, resolveSecretKey } from '../../src/server/secret-key.ts';
import { eventually } from '../helpers/eventually.ts';
import { freePort } from '../helpers/server-process.ts';
import { json, signUp } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const METRICS_TOKEN = 'metrics-token-for-the-wallet-test-0123456789abcdef';
let t: TestApp;
let pushes = 0;
/** Checkouts whose callback the simulator has delivered to the app (and the app answered). */
const delivered = new Set<string>();
let callbackPath = '';

beforeAll(async () => {
  const port = await freePort();
  // The real simulator, counted at its edge: each push is one prompt on a phone.
  const simulator = createSimulatorPayments({
    delayMs: 150,
    fetch: async (url, init) => {
      const answer = await fetch(url, init);
      const callback = JSON.parse(String(init?.body)) as StkCallbackBody;
      delivered.add(callback.Body.stkCallback.CheckoutRequestID);
      return answer;
    },
  });
  const counted: PaymentsProvider = {
    name: 'simulator',
    stkPush: (request) => {
      pushes++;
      return simulator.stkPush(request);
    },
    stkQuery: (id) => simulator.stkQuery(id),
    b2cPayment: (request) => simulator.b2cPayment(request),
  };
  t = await createTestApp(
    {
      PORT: String(port),
      API_RATE_LIMIT_PER_MINUTE: '0',
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
      METRICS_TOKEN,
    },
    { providers: { payments: counted } },
  );
  await t.app.listen({ port, host: '127.0.0.1' });
  const secret = await resolveSecretKey(t.database.db, undefined);
  callbackPath = `/api/Wallet/callback/${mpesaCallbackSecret(t.config, secret)}`;
});
afterAll(() => t.close());

/** Waits until the simulator has delivered its callback for this checkout. */
const callbackDelivered = (checkoutRequestId: string | null | undefined) =>
  eventually(() => expect(delivered.has(checkoutRequestId ?? '')).toBe(true));

const initiate = (cookie: string, amount: unknown, idempotencyKey: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Wallet/InitiateMpesaPayment',
    ...json({ amount, idempotencyKey }, { cookie }),
  });
const status = (cookie: string, transactionId: string) =>
  t.app.inject({
    url: `/api/Wallet/GetMpesaPaymentStatus?transactionId=${transactionId}`,
    headers: { cookie },
  });
const balanceOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/user/balance', headers: { cookie } })).json().balance as number;
const ledgerOf = async (phone: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.phoneNumber, phone));
  return t.database.db
    .select()
    .from(accountStatements)
    .where(eq(accountStatements.userId, user!.id));
};
/** The payment once it has left `pending`. */
const settled = (cookie: string, transactionId: string) =>
  eventually(async () => {
    const res = (await status(cookie, transactionId)).json();
    expect(res.status).not.toBe('pending');
    return res;
  });
const age = (transactionId: string, minutes: number) =>
  t.database.db
    .update(payments)
    .set({
      createdAt: sql`${payments.createdAt} - ${`${minutes} minutes`}::interval`,
      lastQueriedAt: null,
    })
    .where(eq(payments.id, transactionId));
const successCallback = (checkoutRequestId: string, amount: number, receipt: string) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: 'M-1',
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: amount },
          { Name: 'MpesaReceiptNumber', Value: receipt },
          { Name: 'TransactionDate', Value: 20261121101500 },
          { Name: 'PhoneNumber', Value: 254712345678 },
        ],
      },
    },
  },
});

describe('buying tokens with M-Pesa', () => {
  it('prompts the phone, then credits the tokens once the callback arrives', async () => {
    const { phone, cookie } = await signUp(t.app);
    const res = await initiate(cookie, 500);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phoneNumber: phone,
      status: 'pending',
      transactionId: expect.any(String),
    });
    const done = await settled(cookie, res.json().transactionId);
    expect(done).toMatchObject({
      status: 'success',
      amount: 500,
      message: 'Payment received. Your tokens have been added.',
      receipt: expect.stringMatching(/^[A-Z0-9]{10}$/),
    });
    expect(await balanceOf(cookie)).toBe(500);
    expect(await ledgerOf(phone)).toEqual([
      expect.objectContaining({ transactionType: 'topup', amount: 500, runningBalance: 500 }),
    ]);
    const details = (await t.app.inject({ url: '/api/user/details', headers: { cookie } })).json();
    expect(details.accountBalance).toBe(500);
  });

  it('credits once when the callback arrives three times and a status check races it', async () => {
    const { phone, cookie } = await signUp(t.app);
    const started = (await initiate(cookie, 750)).json();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.transactionId));
    await age(started.transactionId, 2);
    const callback = successCallback(payment!.checkoutRequestId!, 750, 'SKL7Q2M4XB');
    const post = () => t.app.inject({ method: 'POST', url: callbackPath, ...json(callback) });
    const answers = await Promise.all([
      post(),
      post(),
      status(cookie, started.transactionId),
      post(),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    // The simulator's own callback arrives too, and changes nothing.
    await callbackDelivered(payment?.checkoutRequestId);
    expect((await settled(cookie, started.transactionId)).status).toBe('success');
    expect(await balanceOf(cookie)).toBe(750);
    expect(await ledgerOf(phone)).toHaveLength(1);
  });

  it.each([
    [1032, 'You cancelled the M-Pesa prompt.'],
    [2001, 'The M-Pesa PIN entered was wrong. Please try again.'],
  ])('ends amount %i as failed with its message, and credits nothing', async (amount, message) => {
    const { phone, cookie } = await signUp(t.app);
    const started = (await initiate(cookie, amount)).json();
    expect(await settled(cookie, started.transactionId)).toMatchObject({
      status: 'failed',
      message,
      receipt: null,
    });
    expect(await balanceOf(cookie)).toBe(0);
    expect(await ledgerOf(phone)).toHaveLength(0);
  });

  it('keeps 1037 pending while M-Pesa has no answer, and gives it up after 15 minutes', async () => {
    const { cookie } = await signUp(t.app);
    const started = (await initiate(cookie, 1037)).json();
    await age(started.transactionId, 2);
    expect((await status(cookie, started.transactionId)).json()).toMatchObject({
      status: 'pending',
    });
    await age(started.transactionId, 15);
    expect((await status(cookie, started.transactionId)).json()).toMatchObject({
      status: 'failed',
      message:
        'M-Pesa did not confirm this payment. If money was deducted, please contact support.',
    });
    expect(await balanceOf(cookie)).toBe(0);
  });

  it('settles by STK query when the callback never came', async () => {
    const { cookie } = await signUp(t.app);
    const started = (await initiate(cookie, 300)).json();
    // Lose the callback: forget the checkout id the simulator will call back with, then restore it.
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.transactionId));
    await t.database.db
      .update(payments)
      .set({ checkoutRequestId: null })
      .where(eq(payments.id, started.transactionId));
    await callbackDelivered(payment?.checkoutRequestId);
    await t.database.db
      .update(payments)
      .set({ checkoutRequestId: payment!.checkoutRequestId })
      .where(eq(payments.id, started.transactionId));
    expect((await status(cookie, started.transactionId)).json().status).toBe('pending');
    await age(started.transactionId, 2);
    expect(await t.app.jobs.reconcilePayments()).toBeGreaterThanOrEqual(1);
    expect((await status(cookie, started.transactionId)).json()).toMatchObject({
      status: 'success',
      receipt: null,
    });
    expect(await balanceOf(cookie)).toBe(300);
  });

  it('asks M-Pesa about a payment whose callback was lost once the clock is a minute on', async () => {
    const { cookie } = await signUp(t.app);
    const started = (await initiate(cookie, 400)).json();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.transactionId));
    await t.database.db
      .update(payments)
      .set({ checkoutRequestId: null })
      .where(eq(payments.id, started.transactionId));
    await callbackDelivered(payment?.checkoutRequestId);
    await t.database.db
      .update(payments)
      .set({ checkoutRequestId: payment!.checkoutRequestId })
      .where(eq(payments.id, started.transactionId));
    expect((await status(cookie, started.transactionId)).json().status).toBe('pending');
    try {
      advanceClock(2);
      expect((await status(cookie, started.transactionId)).json()).toMatchObject({
        status: 'success',
        amount: 400,
      });
    } finally {
      resetClock();
    }
    expect(await balanceOf(cookie)).toBe(400);
  });

  it('makes one payment and one prompt from an idempotency key replayed 20 times at once', async () => {
    const { cookie } = await signUp(t.app);
    const key = randomUUID();
    const before = pushes;
    const answers = await Promise.all(Array.from({ length: 20 }, () => initiate(cookie, 200, key)));
    const ids = new Set(
      answers.map((a) => {
        expect(a.statusCode).toBe(200);
        return a.json().transactionId;
      }),
    );
    expect(ids.size).toBe(1);
    expect(pushes - before).toBe(1);
    const again = await initiate(cookie, 250, key);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: expect.stringContaining('different amount') });
    await settled(cookie, [...ids][0]);
    expect(await balanceOf(cookie)).toBe(200);
  });

  it.each([0, -5, 1.5, 250001, 'abc', null])('refuses the amount %j with 400', async (amount) => {
    const { cookie } = await signUp(t.app);
    const before = pushes;
    const res = await initiate(cookie, amount);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_request',
      message: 'Please enter a valid amount: whole tokens from 1 to 250,000.',
    });
    expect(pushes).toBe(before);
  });

  it('limits new prompts to 10 in ten minutes per person', async () => {
    const { cookie } = await signUp(t.app);
    for (let i = 0; i < 10; i++) expect((await initiate(cookie, 1032)).statusCode).toBe(200);
    const eleventh = await initiate(cookie, 1032);
    expect(eleventh.statusCode).toBe(429);
  });

  it('shows a payment only to its owner', async () => {
    const owner = await signUp(t.app);
    const started = (await initiate(owner.cookie, 100)).json();
    const other = await signUp(t.app);
    const res = await status(other.cookie, started.transactionId);
    expect(res.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/Wallet/GetMpesaPaymentStatus?transactionId=${started.transactionId}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the M-Pesa callback', () => {
  it('changes nothing for an unknown CheckoutRequestID', async () => {
    // Other tests' callbacks may land meanwhile (this one waits for the ids it never finds):
    // what this callback could have changed is looked for by its own checkout and receipt.
    const res = await t.app.inject({
      method: 'POST',
      url: callbackPath,
      ...json(successCallback('ws_CO_unknown_123', 500, 'SKL7Q2M4XC')),
    });
    expect(res.statusCode).toBe(200);
    const credited = await t.database.db
      .select()
      .from(accountStatements)
      .where(eq(accountStatements.reference, 'mpesa:ws_CO_unknown_123'));
    expect(credited).toEqual([]);
    const paid = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.mpesaReceiptNumber, 'SKL7Q2M4XC'));
    expect(paid).toEqual([]);
  });

  it('credits a result that comes before the ids of its prompt are stored', async () => {
    // 1037: the simulated phone never answers, so the only callback is the one sent here.
    const { cookie } = await signUp(t.app);
    const { transactionId } = (await initiate(cookie, 1037)).json();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, transactionId));
    const checkoutRequestId = payment!.checkoutRequestId!;
    // As between Daraja's acceptance of the prompt and the write of its ids.
    await t.database.db
      .update(payments)
      .set({ checkoutRequestId: null, merchantRequestId: null })
      .where(eq(payments.id, transactionId));
    const callback = t.app.inject({
      method: 'POST',
      url: callbackPath,
      ...json(successCallback(checkoutRequestId, 1037, 'SKL7Q2M4XE')),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.database.db
      .update(payments)
      .set({ checkoutRequestId, merchantRequestId: payment!.merchantRequestId })
      .where(eq(payments.id, transactionId));
    expect((await callback).statusCode).toBe(200);
    expect((await status(cookie, transactionId)).json()).toMatchObject({
      status: 'success',
      receipt: 'SKL7Q2M4XE',
    });
    expect(await balanceOf(cookie)).toBe(1037);
  });

  it('changes nothing with a wrong secret, and answers 404', async () => {
    const { cookie } = await signUp(t.app);
    const started = (await initiate(cookie, 1032)).json();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.transactionId));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Wallet/callback/not-the-secret',
      ...json(successCallback(payment!.checkoutRequestId!, 1032, 'SKL7Q2M4XD')),
    });
    expect(res.statusCode).toBe(404);
    expect((await settled(cookie, started.transactionId)).status).toBe('failed');
    expect(await balanceOf(cookie)).toBe(0);
  });

  it('refuses a malformed body, and a success without its receipt', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: callbackPath, ...json({ Body: {} }) })).statusCode,
    ).toBe(400);
    const noReceipt = successCallback('ws_CO_x', 10, 'SKL7Q2M4XE');
    noReceipt.Body.stkCallback.CallbackMetadata.Item =
      noReceipt.Body.stkCallback.CallbackMetadata.Item.filter(
        (i) => i.Name !== 'MpesaReceiptNumber',
      );
    expect(
      (await t.app.inject({ method: 'POST', url: callbackPath, ...json(noReceipt) })).statusCode,
    ).toBe(400);
  });
});

describe('a callback paying another amount than asked', () => {
  /** The count of top-ups held for an agent, from /metrics. */
  const heldCount = async () => {
    const text = (
      await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).body;
    return Number(/^pamoja_topups_held_total (\d+)$/m.exec(text)?.[1]);
  };
  /** A prompt M-Pesa will never answer by itself (the simulator's 1037), and its checkout id. */
  const unanswered = async (cookie: string) => {
    const { transactionId } = (await initiate(cookie, 1037)).json();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, transactionId));
    return { transactionId, checkoutRequestId: payment!.checkoutRequestId! };
  };

  it('holds the payment for an agent, credits nothing, and counts it', async () => {
    const { phone, cookie } = await signUp(t.app);
    const { transactionId, checkoutRequestId } = await unanswered(cookie);
    const heldBefore = await heldCount();

    const paidMore = successCallback(checkoutRequestId, 1000, 'SKL7Q2M4XF');
    const res = await t.app.inject({ method: 'POST', url: callbackPath, ...json(paidMore) });

    expect(res.statusCode).toBe(200);
    expect((await status(cookie, transactionId)).json()).toEqual({
      status: 'held',
      message:
        'M-Pesa paid a different amount than you asked for. We are checking this payment and will credit your tokens once it is confirmed.',
      amount: 1037,
      receipt: 'SKL7Q2M4XF',
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, transactionId));
    expect([row?.status, row?.amount, row?.paidAmount]).toEqual(['held', 1037, 1000]);
    expect(await heldCount()).toBe(heldBefore + 1);

    // A repeat, or a late callback for the amount asked, changes nothing: an agent decides.
    for (const again of [paidMore, successCallback(checkoutRequestId, 1037, 'SKL7Q2M4XG')]) {
      const repeat = await t.app.inject({ method: 'POST', url: callbackPath, ...json(again) });
      expect(repeat.statusCode).toBe(200);
    }
    expect((await status(cookie, transactionId)).json().status).toBe('held');
    expect(await balanceOf(cookie)).toBe(0);
    expect(await ledgerOf(phone)).toEqual([]);
    expect(await heldCount()).toBe(heldBefore + 1);
  });

  it('logs one warning with the amounts and the payment, never the phone number', async () => {
    const { phone, cookie } = await signUp(t.app);
    const { transactionId, checkoutRequestId } = await unanswered(cookie);
    const warnings: [object, string][] = [];
    const log = {
      warn: (obj: object, msg: string) => warnings.push([obj, msg]),
      error: (obj: object, msg: string) => warnings.push([obj, `error: ${msg}`]),
    };

    const outcome = await applyStkResult(
      t.database.db,
      {
        checkoutRequestId,
        resultCode: 0,
        resultDesc: 'The service request is processed successfully.',
        amount: 10,
        receipt: 'SKL7Q2M4XH',
      },
      log,
    );

    expect(outcome).toBe('held');
    expect(warnings).toEqual([
      [
        {
          paymentId: transactionId,
          checkoutRequestId,
          receipt: 'SKL7Q2M4XH',
          asked: 1037,
          paid: 10,
        },
        'M-Pesa paid a different amount than asked: payment held for an agent, nothing credited',
      ],
    ]);
    expect(JSON.stringify(warnings)).not.toContain(phone.slice(4));
  });
});

describe('the statement', () => {
  it('lists ledger entries newest first, paged', async () => {
    const { cookie } = await signUp(t.app);
    for (const amount of [100, 200, 300])
      await settled(cookie, (await initiate(cookie, amount)).json().transactionId);
    const page = (
      await t.app.inject({ url: '/api/user/statement?limit=2', headers: { cookie } })
    ).json();
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(
      page.items.map((i: { amount: number; runningBalance: number }) => [
        i.amount,
        i.runningBalance,
      ]),
    ).toEqual([
      [300, 600],
      [200, 300],
    ]);
    const rest = (
      await t.app.inject({ url: '/api/user/statement?limit=2&offset=2', headers: { cookie } })
    ).json();
    expect(rest.items).toHaveLength(1);
    for (const bad of ['limit=0', 'limit=51', 'offset=-1', 'limit=abc']) {
      expect(
        (await t.app.inject({ url: `/api/user/statement?${bad}`, headers: { cookie } })).statusCode,
      ).toBe(400);
    }
  });
});
