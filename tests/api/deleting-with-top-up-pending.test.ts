import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock } from '../../src/server/clock.ts';
import { payments, users } from '../../src/server/db/schema.ts';
import { createPassenger } from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance } from '../helpers/trips.ts';

// A top-up M-Pesa has not answered yet would credit a closed account that nobody can reach
// (docs/product-rules.md, Money: deleting an account). Deletion waits for it, and a top-up and
// a deletion started at once take turns on the person's row: on PostgreSQL they truly race.

// 1037: the simulated customer who never answers, so the payment stays pending.
const NO_ANSWER = 1037;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(async () => {
  await t.close();
  resetClock();
});

async function person() {
  const user = await createPassenger(t.database.db);
  return { ...user, cookie: (await t.signIn(user.id)).cookie };
}
const topUp = (cookie: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Wallet/InitiateMpesaPayment',
    ...json({ amount, idempotencyKey: randomUUID() }, { cookie }),
  });
const deleteAccount = (cookie: string) =>
  t.app.inject({
    url: '/api/Auth/DeleteAccountDetails',
    headers: { cookie, 'x-api-version': '3.0.0' },
  });
const deletedAt = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.deletedAt ?? null;
const pendingOf = async (userId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.userId, userId))).filter(
    (payment) => payment.status === 'pending',
  );

describe('deleting an account while a top-up is on its way', () => {
  it('waits until M-Pesa has answered or the payment was given up', async () => {
    const { id, cookie } = await person();
    expect((await topUp(cookie, NO_ANSWER)).statusCode).toBe(200);

    const refused = await deleteAccount(cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'account_has_payment_pending',
      message:
        'An M-Pesa payment of yours has not finished yet. You can delete your account once it has, within 15 minutes.',
    });
    expect(await deletedAt(id)).toBeNull();

    // 16 minutes on, the reconciliation job has given the payment up.
    await advance(t, 16);
    expect(await pendingOf(id)).toHaveLength(0);
    expect((await deleteAccount(cookie)).statusCode).toBe(200);
    expect(await deletedAt(id)).not.toBeNull();
  });

  it('never leaves a top-up pending on a closed account, whichever of the two goes first', async () => {
    for (let round = 0; round < 10; round++) {
      const { id, cookie } = await person();
      const [started, deleted] = await Promise.all([
        topUp(cookie, NO_ANSWER),
        deleteAccount(cookie),
      ]);
      if (started.statusCode === 200) {
        // The top-up went first: the deletion waits for it.
        expect([deleted.statusCode, deleted.json().code], `round ${round}`).toEqual([
          409,
          'account_has_payment_pending',
        ]);
        expect(await deletedAt(id)).toBeNull();
      } else {
        // The deletion went first: no prompt was sent to the closed account's phone.
        expect(deleted.statusCode, `round ${round}`).toBe(200);
        expect(started.statusCode).toBe(401);
        expect(await pendingOf(id)).toHaveLength(0);
      }
    }
  });
});
