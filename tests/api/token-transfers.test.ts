import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { accountStatements, tokenTransfers, users } from '../../src/server/db/schema.ts';
import { nairobiDayStart } from '../../src/shared/geo.ts';
import { createPassenger, createRide } from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

// POST /api/tokens/transfer (issue 17): tokens sent to another registered person, exactly once,
// within the per-transfer and daily limits, never overdrawing whatever races it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());
afterEach(() => resetClock());

type Person = Awaited<ReturnType<typeof createPassenger>>;

async function person(overrides: { fullName?: string } = {}, tokens = 0) {
  const user = await createPassenger(t.database.db, overrides);
  if (tokens > 0) await fund(t.database.db, user.id, tokens);
  return { ...user, cookie: (await t.signIn(user.id)).cookie };
}

const transfer = (
  sender: { cookie: string },
  body: { phoneNumber?: unknown; amount?: unknown; idempotencyKey?: unknown },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tokens/transfer',
    ...json({ idempotencyKey: randomUUID(), ...body }, { cookie: sender.cookie }),
  });

const balanceOf = async (user: Person) =>
  (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.accountBalance;

const ledgerOf = (user: Person) =>
  t.database.db
    .select({
      type: accountStatements.transactionType,
      amount: accountStatements.amount,
      runningBalance: accountStatements.runningBalance,
      description: accountStatements.description,
    })
    .from(accountStatements)
    .where(eq(accountStatements.userId, user.id))
    .orderBy(asc(accountStatements.transactionDate), asc(accountStatements.runningBalance));

const transfersOf = (user: Person) =>
  t.database.db.select().from(tokenTransfers).where(eq(tokenTransfers.senderId, user.id));

const textsTo = async (phone: string) =>
  (await t.app.inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` })).json() as {
    message: string;
  }[];

/** '+254712345678' -> '+2547••• •678', as the recipient lookup shows it. */
const masked = (phone: string) => `${phone.slice(0, 5)}••• •${phone.slice(-3)}`;
/** '+254712345678' -> '0712345678', how people type it. */
const local = (phone: string) => `0${phone.slice(4)}`;

describe('sending tokens', () => {
  it('moves the tokens in both ledgers, answers the new balance and texts both people', async () => {
    const sender = await person({ fullName: 'Njeri Kamau' }, 1000);
    const recipient = await person({ fullName: 'Wanjiku Mwangi' });

    const res = await transfer(sender, { phoneNumber: local(recipient.phoneNumber), amount: 300 });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      transferId: expect.any(String),
      amount: 300,
      recipient: { firstName: 'Wanjiku', maskedPhone: masked(recipient.phoneNumber) },
      balance: 700,
      createdAt: expect.any(String),
    });
    expect(await balanceOf(sender)).toBe(700);
    expect(await balanceOf(recipient)).toBe(300);
    expect((await ledgerOf(sender)).at(-1)).toEqual({
      type: 'transfer_out',
      amount: -300,
      runningBalance: 700,
      description: `Sent to Wanjiku (${masked(recipient.phoneNumber)})`,
    });
    expect(await ledgerOf(recipient)).toEqual([
      {
        type: 'transfer_in',
        amount: 300,
        runningBalance: 300,
        description: `Received from Njeri (${masked(sender.phoneNumber)})`,
      },
    ]);
    expect((await textsTo(sender.phoneNumber)).map((m) => m.message)).toEqual([
      `Pamoja: you sent KSh 300 in tokens to Wanjiku (${masked(recipient.phoneNumber)}). Your balance is KSh 700.`,
    ]);
    expect((await textsTo(recipient.phoneNumber)).map((m) => m.message)).toEqual([
      `Pamoja: Njeri (${masked(sender.phoneNumber)}) sent you KSh 300 in tokens. Your balance is KSh 300.`,
    ]);

    // Both statements show it, saying who to and from.
    const statement = async (user: { cookie: string }) =>
      (await t.app.inject({ url: '/api/user/statement', headers: { cookie: user.cookie } })).json()
        .items[0];
    expect(await statement(sender)).toMatchObject({
      transactionType: 'transfer_out',
      amount: -300,
      description: `Sent to Wanjiku (${masked(recipient.phoneNumber)})`,
    });
    expect(await statement(recipient)).toMatchObject({
      transactionType: 'transfer_in',
      amount: 300,
      description: `Received from Njeri (${masked(sender.phoneNumber)})`,
    });
  });

  it('refuses yourself, an unknown or closed account, and a balance too small, moving nothing', async () => {
    const sender = await person({}, 500);
    const closed = await person();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, closed.id));
    const other = await person();

    const answers = [
      await transfer(sender, { phoneNumber: local(sender.phoneNumber), amount: 10 }),
      await transfer(sender, { phoneNumber: '+254700000001', amount: 10 }),
      await transfer(sender, { phoneNumber: closed.phoneNumber, amount: 10 }),
      await transfer(sender, { phoneNumber: other.phoneNumber, amount: 501 }),
    ];

    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([
      [400, { code: 'transfer_to_self', message: 'You cannot send tokens to yourself.' }],
      [
        404,
        {
          code: 'recipient_not_found',
          message: 'No Pamoja account uses this phone number. Check the number and try again.',
        },
      ],
      [
        404,
        {
          code: 'recipient_not_found',
          message: 'No Pamoja account uses this phone number. Check the number and try again.',
        },
      ],
      [
        402,
        {
          code: 'transfer_insufficient_tokens',
          message: 'Not enough tokens: your balance is KSh 500.',
          balance: 500,
        },
      ],
    ]);
    expect(await balanceOf(sender)).toBe(500);
    expect(await balanceOf(other)).toBe(0);
    expect(await transfersOf(sender)).toEqual([]);
    expect(await textsTo(other.phoneNumber)).toEqual([]);
  });

  it.each([
    [{ amount: 0 }, 'Please enter a valid amount: whole tokens from 1 to 20,000.'],
    [{ amount: 20_001 }, 'Please enter a valid amount: whole tokens from 1 to 20,000.'],
    [{ amount: 2.5 }, 'Please enter a valid amount: whole tokens from 1 to 20,000.'],
    [{ amount: '100' }, 'Please enter a valid amount: whole tokens from 1 to 20,000.'],
    [{ phoneNumber: '12345' }, 'Invalid Kenyan phone number format'],
    [{ idempotencyKey: 'short' }, 'idempotencyKey: must be 8 to 100 characters'],
  ])('refuses %j with 400', async (change, message) => {
    const sender = await person({}, 50_000);
    const recipient = await person();
    const res = await transfer(sender, {
      phoneNumber: recipient.phoneNumber,
      amount: 100,
      ...change,
    });
    expect([res.statusCode, res.json()]).toEqual([400, { code: 'invalid_request', message }]);
    expect(await balanceOf(sender)).toBe(50_000);
  });

  it('sends 20,000 at once, but at most 50,000 in a Nairobi day', async () => {
    const sender = await person({}, 60_000);
    const recipient = await person();
    const send = (amount: number) =>
      transfer(sender, { phoneNumber: recipient.phoneNumber, amount });

    for (const amount of [20_000, 20_000]) expect((await send(amount)).statusCode).toBe(200);
    const over = await send(15_000);
    expect([over.statusCode, over.json()]).toEqual([
      422,
      {
        code: 'transfer_daily_limit',
        message: 'You can send at most KSh 50,000 a day. You can send up to KSh 10,000 more today.',
        limit: 50_000,
        remaining: 10_000,
      },
    ]);
    expect((await send(10_000)).statusCode).toBe(200);
    expect((await send(1)).json()).toMatchObject({ code: 'transfer_daily_limit', remaining: 0 });
    expect(await balanceOf(sender)).toBe(10_000);

    // From the next midnight in Nairobi (21:00 UTC), a new day's limit.
    const midnight = nairobiDayStart(now()).getTime() + 24 * 3_600_000;
    advanceClock(Math.ceil((midnight - now().getTime()) / 60_000));
    expect((await send(10_000)).statusCode).toBe(200);
    expect(await balanceOf(sender)).toBe(0);
    expect(await balanceOf(recipient)).toBe(60_000);
  });

  it('counts the day by Nairobi midnight, not UTC midnight', () => {
    // 23:59 in Nairobi is 20:59 UTC; Nairobi's day starts at 21:00 UTC the evening before.
    expect(nairobiDayStart(new Date('2026-11-22T20:59:00Z')).toISOString()).toBe(
      '2026-11-21T21:00:00.000Z',
    );
    expect(nairobiDayStart(new Date('2026-11-22T21:00:00Z')).toISOString()).toBe(
      '2026-11-22T21:00:00.000Z',
    );
    expect(nairobiDayStart(new Date('2026-11-23T02:30:00Z')).toISOString()).toBe(
      '2026-11-22T21:00:00.000Z',
    );
  });

  it('answers a replayed key with the first transfer, and refuses it for another amount or person', async () => {
    const sender = await person({}, 1000);
    const recipient = await person({ fullName: 'Achieng Otieno' });
    const other = await person();
    const idempotencyKey = randomUUID();
    const send = (phoneNumber: string, amount: number) =>
      transfer(sender, { phoneNumber, amount, idempotencyKey });

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(recipient.phoneNumber, 250)),
    );
    const first = answers[0]?.json();
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(first);
    }
    expect(first).toMatchObject({ amount: 250, balance: 750 });
    expect(await balanceOf(sender)).toBe(750);
    expect(await balanceOf(recipient)).toBe(250);
    expect(await transfersOf(sender)).toHaveLength(1);
    expect(await textsTo(recipient.phoneNumber)).toHaveLength(1);

    // Later, after more money moved, the same key still answers the first transfer.
    await fund(t.database.db, sender.id, 100);
    expect((await send(local(recipient.phoneNumber), 250)).json()).toEqual(first);

    const mismatch = {
      code: 'transfer_mismatch',
      message:
        'This transfer was already sent with a different amount or recipient. Please start a new transfer.',
    };
    for (const res of [
      await send(recipient.phoneNumber, 300),
      await send(other.phoneNumber, 250),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([422, mismatch]);
    }
    expect(await balanceOf(sender)).toBe(850);
    expect(await balanceOf(other)).toBe(0);
  });

  it('never overdraws when two transfers race a booking for the same tokens', async () => {
    for (let round = 0; round < 3; round++) {
      const sender = await person({}, 1000);
      const recipients = [await person(), await person()];
      const ride = await createRide(t.database.db, { pricePerSeat: 600, availableSeats: 4 });
      const answers = await Promise.all([
        transfer(sender, { phoneNumber: recipients[0]?.phoneNumber, amount: 600 }),
        t.app.inject({
          method: 'POST',
          url: '/api/Commute/SavePassengerBooking',
          ...json({ scheduledCommuteId: ride.id, numberOfSeats: 1 }, { cookie: sender.cookie }),
        }),
        transfer(sender, { phoneNumber: recipients[1]?.phoneNumber, amount: 600 }),
      ]);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 402)).toHaveLength(2);
      expect(await balanceOf(sender)).toBe(400);
      const ledger = await ledgerOf(sender);
      expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(400);
      expect(ledger.at(-1)?.runningBalance).toBe(400);
      const received = await Promise.all(recipients.map((r) => balanceOf(r as Person)));
      expect(received.reduce((total = 0, n = 0) => total + n, 0)).toBe(
        statuses[1] === 200 ? 0 : 600,
      );
    }
  });

  it('lets two people send to each other at the same time without a deadlock', async () => {
    const a = await person({}, 1000);
    const b = await person({}, 1000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? transfer(a, { phoneNumber: b.phoneNumber, amount: 10 })
          : transfer(b, { phoneNumber: a.phoneNumber, amount: 25 }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await balanceOf(a)).toBe(1000 - 30 + 75);
    expect(await balanceOf(b)).toBe(1000 + 30 - 75);
  });

  it('asks for a sign-in, and limits each person to 20 transfers an hour', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/tokens/transfer',
      ...json({ phoneNumber: '0712345678', amount: 1, idempotencyKey: randomUUID() }),
    });
    expect(visitor.statusCode).toBe(401);

    const sender = await person({}, 100);
    const recipient = await person();
    for (let i = 0; i < 20; i++) {
      expect(
        (await transfer(sender, { phoneNumber: recipient.phoneNumber, amount: 1 })).statusCode,
      ).toBe(200);
    }
    const limited = await transfer(sender, { phoneNumber: recipient.phoneNumber, amount: 1 });
    expect([limited.statusCode, limited.json()]).toEqual([
      429,
      {
        code: 'too_many_transfers',
        message: 'Too many transfers. Please wait an hour and try again.',
      },
    ]);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(await balanceOf(recipient)).toBe(20);
    const ids = (await transfersOf(sender)).map((row) => row.id);
    const entries = await t.database.db
      .select()
      .from(accountStatements)
      .where(
        inArray(
          accountStatements.reference,
          ids.map((id) => `transfer:${id}`),
        ),
      );
    expect(entries).toHaveLength(40);
  });
});
