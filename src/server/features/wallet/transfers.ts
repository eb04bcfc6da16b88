import { and, asc, eq, gte, inArray, sum } from 'drizzle-orm';
import { formatKsh } from '../../../shared/format-money.ts';
import { nairobiDayStart } from '../../../shared/geo.ts';
import { MAX_TRANSFERS_PER_DAY } from '../../../shared/rules/wallet.ts';
import type { TransferResponse } from '../../../shared/schemas/wallet.ts';
import { now } from '../../clock.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { accountStatements, tokenTransfers, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { noticeText, personIn } from '../notifications/notice-text.ts';
import { type Notifier, notify } from '../notifications/notify.ts';
import { creditAccount, debitAccount } from './ledger.ts';
import { recipientSummaryOf } from './recipient-summary.ts';

export interface TransferDeps {
  db: Database;
  log: { warn(obj: object, msg: string): void };
  notifier: Notifier;
}

type Transfer = typeof tokenTransfers.$inferSelect;

/**
 * Sends tokens to another registered person (issue 17): both ledger entries in one transaction,
 * exactly once per sender and idempotency key (the same key and amount answers the first
 * transfer again; another amount or recipient is 422). Both people's rows are locked in id order
 * first, so the daily limit and the balance are checked against everything else that moves their
 * money (bookings, other transfers, the recipient deleting their account) without deadlocks; the
 * ledger's conditional debit keeps the balance from going below zero whatever races it. Both
 * people are notified.
 */
export async function transferTokens(
  deps: TransferDeps,
  sender: SessionUser,
  input: { phoneNumber: string; amount: number; idempotencyKey: string },
): Promise<TransferResponse> {
  const { db } = deps;
  const replay = await findTransfer(db, sender.id, input.idempotencyKey);
  if (replay) return answerReplay(db, replay, input);
  if (input.phoneNumber === sender.phoneNumber) throw new AppError('transfer_to_self');

  const [recipient] = await db
    .select({ id: users.id, fullName: users.fullName, phoneNumber: users.phoneNumber })
    .from(users)
    .where(and(eq(users.phoneNumber, input.phoneNumber), eq(users.isActive, true)));
  if (!recipient) throw new AppError('recipient_not_found');
  if (recipient.id === sender.id) throw new AppError('transfer_to_self');

  const outcome = await db
    .transaction(async (tx) => {
      const locked = await tx
        .select({ id: users.id, balance: users.accountBalance, isActive: users.isActive })
        .from(users)
        .where(inArray(users.id, [sender.id, recipient.id]))
        .orderBy(asc(users.id))
        .for('update');
      // The recipient may have deleted their account since the look-up above: deletion locks
      // the same row first, so either it waited for this transfer (and its leaving payout takes
      // these tokens along) or this transfer waited for it and is refused here.
      if (!locked.find((row) => row.id === recipient.id)?.isActive) {
        throw new AppError('recipient_not_found');
      }
      // A request with the same key that committed while this one waited for the locks.
      const raced = await findTransfer(tx, sender.id, input.idempotencyKey);
      if (raced) return { kind: 'replay', transfer: raced } as const;

      // The limit counts by Nairobi calendar day on the server clock (src/server/clock.ts).
      const [today] = await tx
        .select({ sent: sum(tokenTransfers.amount).mapWith(Number) })
        .from(tokenTransfers)
        .where(
          and(
            eq(tokenTransfers.senderId, sender.id),
            gte(tokenTransfers.createdAt, nairobiDayStart(now())),
          ),
        );
      const remaining = Math.max(0, MAX_TRANSFERS_PER_DAY - (today?.sent ?? 0));
      if (input.amount > remaining) {
        throw new AppError('transfer_daily_limit', { limit: MAX_TRANSFERS_PER_DAY, remaining });
      }

      const [transfer] = await tx
        .insert(tokenTransfers)
        .values({
          senderId: sender.id,
          recipientId: recipient.id,
          amount: input.amount,
          idempotencyKey: input.idempotencyKey,
        })
        .returning();
      if (!transfer) throw new Error('transfer not written');
      const to = recipientSummaryOf(recipient.fullName, recipient.phoneNumber);
      const from = recipientSummaryOf(sender.fullName, sender.phoneNumber);
      const reference = `transfer:${transfer.id}`;
      const senderBalance = locked.find((row) => row.id === sender.id)?.balance ?? 0;
      const balance = await debitAccount(
        tx,
        {
          userId: sender.id,
          amount: input.amount,
          transactionType: 'transfer_out',
          description: `Sent to ${to.firstName} (${to.maskedPhone})`,
          reference,
        },
        new AppError('transfer_insufficient_tokens', { balance: senderBalance }),
      );
      const recipientBalance = await creditAccount(tx, {
        userId: recipient.id,
        amount: input.amount,
        transactionType: 'transfer_in',
        description: `Received from ${from.firstName} (${from.maskedPhone})`,
        reference,
      });
      const amount = formatKsh(input.amount);
      const notificationIds = await notify(tx, [
        {
          userId: sender.id,
          kind: 'payout',
          link: '/tokens',
          text: (language) =>
            noticeText(language, 'tokensSent', {
              amount,
              name: personIn(language, recipient.fullName, 'pamojaUser'),
              phone: to.maskedPhone,
              balance: formatKsh(balance),
            }),
        },
        {
          userId: recipient.id,
          kind: 'payout',
          link: '/tokens',
          text: (language) =>
            noticeText(language, 'tokensReceived', {
              amount,
              name: personIn(language, sender.fullName, 'pamojaUser'),
              phone: from.maskedPhone,
              balance: formatKsh(recipientBalance),
            }),
        },
      ]);
      const answer: TransferResponse = {
        transferId: transfer.id,
        amount: transfer.amount,
        recipient: to,
        balance,
        createdAt: transfer.createdAt,
      };
      return { kind: 'sent', answer, notificationIds } as const;
    })
    .catch(async (error: unknown) => {
      // PostgreSQL: two requests with one key raced past the check; the unique index let one in.
      if (!isUniqueViolation(error)) throw error;
      const first = await findTransfer(db, sender.id, input.idempotencyKey);
      if (!first) throw error;
      return { kind: 'replay', transfer: first } as const;
    });
  if (outcome.kind === 'replay') return answerReplay(db, outcome.transfer, input);
  await deps.notifier.deliver(outcome.notificationIds);
  return outcome.answer;
}

async function findTransfer(
  db: Database,
  senderId: string,
  idempotencyKey: string,
): Promise<Transfer | undefined> {
  const [row] = await db
    .select()
    .from(tokenTransfers)
    .where(
      and(eq(tokenTransfers.senderId, senderId), eq(tokenTransfers.idempotencyKey, idempotencyKey)),
    );
  return row;
}

/** The first answer of a transfer again, or 422 when the key was used for something else. */
async function answerReplay(
  db: Database,
  transfer: Transfer,
  input: { phoneNumber: string; amount: number },
): Promise<TransferResponse> {
  const [recipient] = await db
    .select({ fullName: users.fullName, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, transfer.recipientId));
  if (transfer.amount !== input.amount || recipient?.phoneNumber !== input.phoneNumber) {
    throw new AppError('transfer_mismatch');
  }
  const [entry] = await db
    .select({ balance: accountStatements.runningBalance })
    .from(accountStatements)
    .where(
      and(
        eq(accountStatements.transactionType, 'transfer_out'),
        eq(accountStatements.reference, `transfer:${transfer.id}`),
      ),
    );
  return {
    transferId: transfer.id,
    amount: transfer.amount,
    recipient: recipientSummaryOf(recipient.fullName, recipient.phoneNumber),
    balance: entry?.balance ?? 0,
    createdAt: transfer.createdAt,
  };
}
