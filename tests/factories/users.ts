import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { onlyRow, pick } from './insert-one.ts';
import { uniqueNationalId, uniquePhoneNumber } from './unique.ts';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const womensNames = [
  'Wanjiku',
  'Achieng',
  'Nafula',
  'Mwikali',
  'Chebet',
  'Zawadi',
  'Njeri',
  'Akinyi',
];
const mensNames = ['Kamau', 'Otieno', 'Wafula', 'Mutua', 'Kiprotich', 'Baraka', 'Mwangi', 'Omondi'];
const surnames = [
  'Njoroge',
  'Odhiambo',
  'Barasa',
  'Musyoka',
  'Kipchumba',
  'Mwinyi',
  'Wambui',
  'Ouma',
];

/** The values of a believable new user; nothing is written. */
export function buildUser(overrides: Partial<NewUser> = {}): NewUser & { id: string } {
  // The ledger is the only source of a balance: a user starts at zero and only ledger entries
  // move it, so a factory must never invent one.
  if (overrides.accountBalance) {
    throw new Error('factory: accountBalance comes from the ledger; write ledger entries instead');
  }
  const gender = overrides.gender ?? pick(['Female', 'Male'] as const);
  const firstName = pick(gender === 'Female' ? womensNames : mensNames);
  const fullName = overrides.fullName ?? `${firstName} ${pick(surnames)}`;
  return {
    id: randomUUID(),
    fullName,
    phoneNumber: uniquePhoneNumber(),
    email: `${fullName
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .replace(/ +/g, '.')}@example.com`,
    nationalId: uniqueNationalId(),
    gender,
    ...overrides,
  };
}

/** A signed-up passenger: not a driver, not verified. */
export async function createPassenger(db: Database, overrides: Partial<NewUser> = {}) {
  return insertUser(db, buildUser({ isDriver: false, isVerified: false, ...overrides }));
}

/** A verified driver with a good rating (National ID approved; no document row, see documents.ts). */
export async function createDriver(db: Database, overrides: Partial<NewUser> = {}) {
  return insertUser(db, buildDriver(overrides));
}

/** The values of a verified driver; nothing is written. */
export function buildDriver(overrides: Partial<NewUser> = {}): NewUser & { id: string } {
  const totalRatings = overrides.totalRatings ?? 10 + Math.floor(Math.random() * 150);
  return buildUser({
    isDriver: true,
    isVerified: true,
    rating: Math.round((4.2 + Math.random() * 0.7) * 10) / 10,
    totalRatings,
    ...overrides,
  });
}

/** A user with believable defaults (a passenger unless overridden). */
export async function createUser(db: Database, overrides: Partial<NewUser> = {}): Promise<User> {
  return insertUser(db, buildUser(overrides));
}

async function insertUser(db: Database, values: NewUser): Promise<User> {
  return onlyRow(await db.insert(users).values(values).returning(), 'a user');
}
