import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts, users } from '../../src/server/db/schema.ts';
import { createPassenger } from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

// Tokens sent to someone who is deleting their account at that very moment (docs/product-rules.md,
// Money: sending tokens; deleting an account): the transfer and the deletion take turns on the
// recipient's row, so either the tokens arrive first and leave with the leaving payout, or the
// transfer is refused; no token ever rests in a closed account. On PostgreSQL both requests run
// truly at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

async function person(tokens = 0) {
  const user = await createPassenger(t.database.db);
  if (tokens > 0) await fund(t.database.db, user.id, tokens);
  return { ...user, cookie: (await t.signIn(user.id)).cookie };
}
const transfer = (cookie: string, phoneNumber: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tokens/transfer',
    ...json({ phoneNumber, amount, idempotencyKey: randomUUID() }, { cookie }),
  });
const deleteAccount = (cookie: string) =>
  t.app.inject({
    url: '/api/Auth/DeleteAccountDetails',
    headers: { cookie, 'x-api-version': '3.0.0' },
  });
const balanceOf = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.accountBalance;

describe('a transfer to a person deleting their account', () => {
  it('is refused once they are gone', async () => {
    const sender = await person(100);
    const recipient = await person();
    expect((await deleteAccount(recipient.cookie)).statusCode).toBe(200);
    const res = await transfer(sender.cookie, recipient.phoneNumber, 21);
    expect([res.statusCode, res.json().code]).toEqual([404, 'recipient_not_found']);
    expect(await balanceOf(sender.id)).toBe(100);
  });

  it('never leaves tokens in the closed account, whichever of the two goes first', async () => {
    const outcomes = new Set<number>();
    for (let round = 0; round < 12; round++) {
      const sender = await person(100);
      const recipient = await person(50);
      const [sent, deleted] = await Promise.all([
        transfer(sender.cookie, recipient.phoneNumber, 21),
        deleteAccount(recipient.cookie),
      ]);
      expect(deleted.statusCode).toBe(200);
      outcomes.add(sent.statusCode);
      expect(await balanceOf(recipient.id), `round ${round}`).toBe(0);
      const [leaving] = await t.database.db
        .select()
        .from(payouts)
        .where(eq(payouts.userId, recipient.id));
      if (sent.statusCode === 200) {
        // It arrived first: the leaving payout took it along.
        expect(leaving?.amount).toBe(71);
        expect(await balanceOf(sender.id)).toBe(79);
      } else {
        expect([sent.statusCode, sent.json().code]).toEqual([404, 'recipient_not_found']);
        expect(leaving?.amount).toBe(50);
        expect(await balanceOf(sender.id)).toBe(100);
      }
    }
    expect([...outcomes].every((status) => status === 200 || status === 404)).toBe(true);
  });
});
