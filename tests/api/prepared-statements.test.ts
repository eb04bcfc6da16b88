import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  type DatabaseHandle,
  isUniqueViolation,
  queryRows,
} from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { createTestDatabase, testDatabaseKind } from '../helpers/test-database.ts';

// On PostgreSQL every statement that reads or writes rows is prepared by its text on each
// connection (nameStatements in src/server/db/client.ts): parsed and planned once, not on every
// call. PGlite runs in the process and is left as it is.

const postgres = testDatabaseKind === 'postgres';
let database: DatabaseHandle;

beforeAll(async () => {
  if (postgres) database = await createTestDatabase();
});
afterAll(async () => {
  if (postgres) await database.close();
});

/** The statements prepared on this connection whose text mentions `marker`. */
const preparedOn = (tx: Database, marker: string) =>
  queryRows<{ name: string; statement: string; generic_plans: number; custom_plans: number }>(
    tx,
    sql`select name, statement, generic_plans::int, custom_plans::int
        from pg_prepared_statements where statement like ${`%${marker}%`}
        and statement not like '%pg_prepared_statements%'`,
  );

const findByPhone = (db: Database, phone: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));

describe.runIf(postgres)('statements prepared by their text', () => {
  it('prepares a query once on its connection and runs it again from there', async () => {
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i++) await findByPhone(tx, `+25470000000${i}`);
      const prepared = await preparedOn(tx, '"users"."phone_number" = $1');
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^pamoja_\d+$/);
      // Seven runs, each planned or taken from the plan kept: never parsed again.
      expect(prepared[0]!.generic_plans + prepared[0]!.custom_plans).toBe(7);
    });
  });

  it('gives one text the same name on every connection', async () => {
    const names = await Promise.all(
      [0, 1, 2].map(() =>
        database.db.transaction(async (tx) => {
          await findByPhone(tx, '+254700000009');
          const [prepared] = await preparedOn(tx, '"users"."phone_number" = $1');
          return prepared?.name;
        }),
      ),
    );
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toMatch(/^pamoja_\d+$/);
  });

  it('runs a prepared write again after it failed, and after a rolled-back transaction', async () => {
    const insert = (db: Database) =>
      db.insert(users).values({ phoneNumber: '+254711000001', fullName: 'Wanjiru Kamau' });
    await insert(database.db);
    const failed = await insert(database.db).catch((error: unknown) => error);
    expect(isUniqueViolation(failed)).toBe(true);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.phoneNumber, '+254711000001'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [kept] = await findByPhone(database.db, '+254711000001');
    expect(kept).toBeDefined();

    await database.db.delete(users).where(eq(users.phoneNumber, '+254711000001'));
    await insert(database.db);
    expect(await findByPhone(database.db, '+254711000001')).toHaveLength(1);
  });

  it('answers a statement PostgreSQL cannot parse with its error, every time', async () => {
    for (let i = 0; i < 2; i++) {
      await expect(database.db.execute(sql`select no_such_column from users`)).rejects.toThrow();
    }
    expect(await findByPhone(database.db, '+254711000001')).toHaveLength(1);
  });

  it('leaves a statement with a long list of values unnamed', async () => {
    const phones = Array.from({ length: 70 }, (_, i) => `+2547200${String(i).padStart(5, '0')}`);
    const find = (tx: Database, among: string[]) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.phoneNumber, among), isNull(users.deletedAt)));
    await database.db.transaction(async (tx) => {
      await find(tx, phones);
      expect(await preparedOn(tx, '"users"."deleted_at" is null')).toEqual([]);
      // The same query with a few values is prepared.
      await find(tx, phones.slice(0, 3));
      expect(await preparedOn(tx, '"users"."deleted_at" is null')).toHaveLength(1);
    });
  });

  it('does not prepare what changes the schema or the session', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 5000`);
      await tx.execute(sql`create temporary table scratch_marker (id int) on commit drop`);
      expect(await preparedOn(tx, 'scratch_marker')).toEqual([]);
      expect(await preparedOn(tx, 'statement_timeout')).toEqual([]);
    });
  });
});
