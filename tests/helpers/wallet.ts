import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client.ts';
import { creditAccount } from '../../src/server/features/wallet/ledger.ts';

/** Gives a person tokens the way a top-up does: through the ledger. */
export function fund(db: Database, userId: string, amount: number) {
  return db.transaction((tx) =>
    creditAccount(tx, {
      userId,
      amount,
      transactionType: 'topup',
      description: 'Test top-up',
      reference: `test:${randomUUID()}`,
    }),
  );
}
