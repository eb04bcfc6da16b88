import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { accountStatements, bookings, rides, users, vehicles } from '../../src/server/db/schema.ts';
import { explainSearch } from '../../src/server/features/rides/search-rides.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

let database: DatabaseHandle;
let driverId: string;
let passengerId: string;
let vehicleId: string;

/** The database's own refusal, whichever driver wraps it. */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: Error }).cause;
    return (cause ?? (error as Error)).message;
  }
  throw new Error('expected the database to refuse the write');
}

const ride = (overrides: Partial<typeof rides.$inferInsert> = {}) => ({
  driverId,
  vehicleId,
  pickupLatitude: -1.1456,
  pickupLongitude: 36.9633,
  pickupAddress: 'Ruiru Town',
  destinationLatitude: -1.2833,
  destinationLongitude: 36.8233,
  destinationAddress: 'Kencom, Nairobi CBD',
  departureTime: new Date(Date.now() + 86_400_000),
  availableSeats: 3,
  pricePerSeat: 280,
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const [driver, passenger] = await database.db
    .insert(users)
    .values([
      { phoneNumber: '+254722000001', fullName: 'Kamau Njoroge', isDriver: true, isVerified: true },
      { phoneNumber: '+254722000002', fullName: 'Wanjiru Mwangi' },
    ])
    .returning();
  driverId = driver!.id;
  passengerId = passenger!.id;
  const [vehicle] = await database.db
    .insert(vehicles)
    .values({
      ownerId: driverId,
      make: 'Toyota',
      model: 'Fielder',
      year: 2016,
      color: 'Silver',
      licensePlate: 'KDA 123B',
      seatingCapacity: 5,
    })
    .returning();
  vehicleId = vehicle!.id;
});
afterAll(() => database.close());

describe('the data model', () => {
  it('applies the specification defaults', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.id, passengerId));
    expect(user).toMatchObject({
      isDriver: false,
      accountBalance: 0,
      totalRatings: 0,
      isActive: true,
      isVerified: false,
    });
    const [row] = await database.db.insert(rides).values(ride()).returning();
    expect(row).toMatchObject({
      bookedSeats: 0,
      isRecurring: false,
      recurringDays: [],
      status: 'active',
    });
    const [booking] = await database.db
      .insert(bookings)
      .values({ rideId: row!.id, passengerId, numberOfSeats: 1, totalAmount: 280 })
      .returning();
    expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('keeps phone numbers and licence plates unique', async () => {
    expect(
      await refusal(database.db.insert(users).values({ phoneNumber: '+254722000001' })),
    ).toMatch(/unique/);
    expect(
      await refusal(
        database.db.insert(vehicles).values({
          ownerId: passengerId,
          make: 'Mazda',
          model: 'Demio',
          year: 2014,
          color: 'Red',
          licensePlate: 'KDA 123B',
          seatingCapacity: 5,
        }),
      ),
    ).toMatch(/unique/);
  });

  it('keeps text with half a surrogate pair, in or out of a transaction, with U+FFFD in its place', async () => {
    // PGlite once counted such a text two bytes short after a non-ASCII character and cut the
    // statement; PostgreSQL's driver writes U+FFFD for the half, and so must the embedded one.
    const nameOf = async () =>
      (await database.db.select().from(users).where(eq(users.id, driverId)))[0]?.fullName;
    await database.db
      .update(users)
      .set({ fullName: 'Wanjiru \uffff\udfff' })
      .where(eq(users.id, driverId));
    expect(await nameOf()).toBe('Wanjiru \uffff\ufffd');
    await database.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ fullName: 'Njeri ñ\udc00 \ud83d' })
        .where(eq(users.id, driverId));
    });
    expect(await nameOf()).toBe('Njeri ñ\ufffd \ufffd');
  });

  it('never lets seats or money go negative', async () => {
    expect(await refusal(database.db.insert(rides).values(ride({ availableSeats: -1 })))).toMatch(
      /seats_not_negative/,
    );
    expect(await refusal(database.db.insert(rides).values(ride({ pricePerSeat: -50 })))).toMatch(
      /price_not_negative/,
    );
    expect(
      await refusal(
        database.db.update(users).set({ accountBalance: -1 }).where(eq(users.id, passengerId)),
      ),
    ).toMatch(/account_balance_not_negative/);
    const [row] = await database.db.insert(rides).values(ride()).returning();
    expect(
      await refusal(
        database.db
          .update(rides)
          .set({ availableSeats: sql`${rides.availableSeats} - 4` })
          .where(eq(rides.id, row!.id)),
      ),
    ).toMatch(/seats_not_negative/);
  });

  it('refuses rides to unknown drivers and weekdays outside 0-6', async () => {
    expect(
      await refusal(
        database.db
          .insert(rides)
          .values(ride({ driverId: '00000000-0000-4000-8000-000000000000' })),
      ),
    ).toMatch(/foreign key/);
    expect(
      await refusal(database.db.insert(rides).values(ride({ recurringDays: [1, 7] }))),
    ).toMatch(/recurring_days_range/);
  });

  it('allows one live booking per passenger per ride', async () => {
    const [row] = await database.db.insert(rides).values(ride()).returning();
    const booking = {
      rideId: row!.id,
      passengerId,
      numberOfSeats: 1,
      totalAmount: 280,
      status: 'booked' as const,
    };
    const [first] = await database.db.insert(bookings).values(booking).returning();
    expect(await refusal(database.db.insert(bookings).values(booking))).toMatch(
      /bookings_one_live_per_passenger/,
    );
    await database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, first!.id));
    await expect(database.db.insert(bookings).values(booking)).resolves.toBeDefined();
  });

  it('keeps the ledger append-only', async () => {
    const [entry] = await database.db
      .insert(accountStatements)
      .values({
        userId: passengerId,
        transactionType: 'topup',
        amount: 500,
        runningBalance: 500,
        description: 'M-Pesa top-up',
        reference: 'SKL7Q2M4XB',
      })
      .returning();
    expect(
      await refusal(
        database.db
          .update(accountStatements)
          .set({ amount: 5000 })
          .where(eq(accountStatements.id, entry!.id)),
      ),
    ).toMatch(/append-only/);
    expect(
      await refusal(
        database.db.delete(accountStatements).where(eq(accountStatements.id, entry!.id)),
      ),
    ).toMatch(/append-only/);
    expect(
      await refusal(
        database.db.insert(accountStatements).values({
          userId: passengerId,
          transactionType: 'topup',
          amount: 500,
          runningBalance: 1000,
          description: 'again',
          reference: 'SKL7Q2M4XB',
        }),
      ),
    ).toMatch(/unique/);
  });

  it('searches rides through the window index, earliest first, even with a generic plan', async () => {
    const plan = (
      await explainSearch(database.db, {
        pickupLatitude: -1.1456,
        pickupLongitude: 36.9633,
        destinationLatitude: -1.2833,
        destinationLongitude: 36.8233,
        departureDate: new Date(Date.now() + 86_400_000).toISOString(),
        maxDistance: 5,
        maxResults: 20,
      })
    ).join('\n');
    expect(plan).toContain('Index Scan using scheduled_commutes_search_window_idx');
    // Ordered by the index itself (a nearest-first scan), not by collecting and sorting.
    expect(plan).toMatch(/Order By: \(departure_time <-> \$\d+\)/);
  });
});
