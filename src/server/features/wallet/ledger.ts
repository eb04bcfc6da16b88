import { and, eq, gte, sql } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { accountStatements, type transactionTypes, users } from '../../db/schema.ts';
import type { AppError } from '../../errors.ts';

export interface LedgerEntry {
  userId: string;
  /** Whole shillings, more than 0. */
  amount: number;
  transactionType: (typeof transactionTypes)[number];
  description: string;
  /** Unique per transaction type when set: the same movement is never written twice. */
  reference?: string;
  relatedBookingId?: string;
  relatedRideId?: string;
}

/**
 * Adds tokens to a balance and writes the ledger entry with the new running balance.
 * Call inside the transaction that makes the change the money is for.
 */
export async function creditAccount(tx: Database, entry: LedgerEntry): Promise<number> {
  assertWholePositive(entry.amount);
  const [user] = await tx
    .update(users)
    .set({ accountBalance: sql`${users.accountBalance} + ${entry.amount}`, updatedAt: sqlNow() })
    .where(eq(users.id, entry.userId))
    .returning({ balance: users.accountBalance });
  if (!user) throw new Error(`credit to unknown user ${entry.userId}`);
  await writeEntry(tx, entry, entry.amount, user.balance);
  return user.balance;
}

/**
 * Takes tokens from a balance only if it holds enough (a conditional update, so two debits
 * racing cannot overdraw it) and writes the ledger entry. 402 when the balance is short.
 */
export async function debitAccount(
  tx: Database,
  entry: LedgerEntry,
  /** What to answer when the balance is short. */
  refusal: AppError,
): Promise<number> {
  assertWholePositive(entry.amount);
  const [user] = await tx
    .update(users)
    .set({ accountBalance: sql`${users.accountBalance} - ${entry.amount}`, updatedAt: sqlNow() })
    .where(and(eq(users.id, entry.userId), gte(users.accountBalance, entry.amount)))
    .returning({ balance: users.accountBalance });
  if (!user) throw refusal;
  await writeEntry(tx, entry, -entry.amount, user.balance);
  return user.balance;
}

async function writeEntry(
  tx: Database,
  entry: LedgerEntry,
  signedAmount: number,
  runningBalance: number,
) {
  await tx.insert(accountStatements).values({
    userId: entry.userId,
    transactionType: entry.transactionType,
    amount: signedAmount,
    runningBalance,
    description: entry.description,
    reference: entry.reference,
    relatedBookingId: entry.relatedBookingId,
    relatedRideId: entry.relatedRideId,
  });
}

function assertWholePositive(amount: number) {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new Error(`ledger amount must be a whole number > 0, got ${amount}`);
}
