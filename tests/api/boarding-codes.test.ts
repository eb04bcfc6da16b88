import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorCode } from '../../src/server/db/client.ts';
import { bookings } from '../../src/server/db/schema.ts';
import { createPassenger, createRide } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookedTrip } from '../helpers/trips.ts';

// A boarding code is what lets a driver mark a passenger on board: it comes from the same
// cryptographic source as sign-in codes (the application's, crypto.randomInt), never from
// PostgreSQL's random(), whose next values can be worked out from earlier ones.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t?.close());

describe('boarding codes', () => {
  it('are never made up by the database: a booking written without one is refused', async () => {
    const db = t.database.db;
    const ride = await createRide(db);
    const passenger = await createPassenger(db);
    const failure = await db
      .execute(
        sql`insert into bookings (scheduled_commute_id, passenger_id, number_of_seats, total_amount)
            values (${ride.id}, ${passenger.id}, 1, 0)`,
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    // not_null_violation on boarding_code
    expect(databaseErrorCode(failure)).toBe('23502');
    expect(await db.select().from(bookings).where(eq(bookings.rideId, ride.id))).toEqual([]);
  });

  it('are four digits on every booking made through the API, and stored as answered', async () => {
    const { passengers } = await bookedTrip(t, { passengers: 4 });
    for (const { booking } of passengers) {
      expect(booking.boardingCode).toMatch(/^[0-9]{4}$/);
      const [row] = await t.database.db
        .select({ code: bookings.boardingCode })
        .from(bookings)
        .where(eq(bookings.id, booking.id));
      expect(row?.code).toBe(booking.boardingCode);
    }
  });
});
