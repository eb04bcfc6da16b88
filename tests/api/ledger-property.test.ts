import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { accountStatements, payments, users } from '../../src/server/db/schema.ts';
import { AppError } from '../../src/server/errors.ts';
import { creditAccount, debitAccount } from '../../src/server/features/wallet/ledger.ts';
import { applyStkResult } from '../../src/server/features/wallet/payments.ts';
import { createPassenger } from '../factories/index.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

let database: DatabaseHandle;
let people: string[] = [];
const quiet = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  people = await Promise.all([0, 1, 2].map(async () => (await createPassenger(database.db)).id));
});
afterAll(() => database.close());

const person = fc.integer({ min: 0, max: 2 });
const amount = fc.integer({ min: 1, max: 5_000 });
const operation = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), person, amount }),
  fc.record({ kind: fc.constant('debit' as const), person, amount }),
  fc.record({
    kind: fc.constant('payment' as const),
    person,
    amount,
    resultCode: fc.constantFrom(0, 0, 1032, 2001, 1),
    deliveries: fc.integer({ min: 1, max: 4 }),
  }),
);

it('keeps every balance equal to its ledger, never negative, whatever credits, debits, callbacks and replays do', async () => {
  const expected = new Map<string, number>();
  const balance = async (userId: string) =>
    (
      await database.db.select({ b: users.accountBalance }).from(users).where(eq(users.id, userId))
    )[0]!.b;
  for (const id of people) expected.set(id, await balance(id));

  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 40 }), async (ops) => {
      for (const op of ops) {
        const userId = people[op.person]!;
        const before = expected.get(userId)!;
        if (op.kind === 'credit') {
          await database.db.transaction((tx) =>
            creditAccount(tx, {
              userId,
              amount: op.amount,
              transactionType: 'refund',
              description: 'test credit',
              reference: randomUUID(),
            }),
          );
          expected.set(userId, before + op.amount);
        } else if (op.kind === 'debit') {
          try {
            await database.db.transaction((tx) =>
              debitAccount(
                tx,
                {
                  userId,
                  amount: op.amount,
                  transactionType: 'booking_payment',
                  description: 'test debit',
                },
                new AppError('insufficient_tokens', { total: op.amount }),
              ),
            );
            expect(before).toBeGreaterThanOrEqual(op.amount);
            expected.set(userId, before - op.amount);
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).statusCode).toBe(402);
            expect(before).toBeLessThan(op.amount);
          }
        } else {
          const checkoutRequestId = `ws_CO_${randomUUID()}`;
          await database.db.insert(payments).values({
            userId,
            amount: op.amount,
            phoneNumber: '+254700000000',
            idempotencyKey: randomUUID(),
            provider: 'simulator',
            checkoutRequestId,
          });
          const receipt = `R${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
          const result =
            op.resultCode === 0
              ? { checkoutRequestId, resultCode: 0, resultDesc: 'ok', amount: op.amount, receipt }
              : { checkoutRequestId, resultCode: op.resultCode, resultDesc: 'failed' };
          // The same callback delivered several times at once.
          await Promise.all(
            Array.from({ length: op.deliveries }, () => applyStkResult(database.db, result, quiet)),
          );
          if (op.resultCode === 0) expected.set(userId, before + op.amount);
        }
      }
      for (const userId of people) {
        const entries = await database.db
          .select()
          .from(accountStatements)
          .where(eq(accountStatements.userId, userId));
        const actual = await balance(userId);
        expect(actual).toBe(expected.get(userId));
        expect(actual).toBeGreaterThanOrEqual(0);
        expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(actual);
        for (const entry of entries) expect(entry.runningBalance).toBeGreaterThanOrEqual(0);
        if (entries.length > 0) expect(entries.some((e) => e.runningBalance === actual)).toBe(true);
      }
    }),
    { numRuns: 60 },
  );
}, 240_000);
