import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { driverStrikes, rides } from '../../src/server/db/schema.ts';
import { createPassenger } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createPostgresDatabase, testDatabaseKind } from '../helpers/test-database.ts';
import {
  advance,
  type BookedTrip,
  balanceOf,
  bookedTrip,
  bookingRow,
  ledgerOf,
  textsTo,
  tripCall,
} from '../helpers/trips.ts';

// Money on trip day, exactly once (decisions.md "Trip day"): at completion the driver is paid for
// the passengers on board or marked absent; the others' money waits 24 hours, in which they may
// say the driver never came and get it back; unclaimed, it goes to the driver. Two copies of the
// server share one database here, as two processes behind a proxy (several-processes.test.ts).

let database: DatabaseHandle;
let second: DatabaseHandle | undefined;
let drop: (() => Promise<void>) | undefined;
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  if (testDatabaseKind === 'postgres') {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    second = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  const env = { API_RATE_LIMIT_PER_MINUTE: '0' };
  t = await createTestApp(env, { database });
  other = await createTestApp(env, { database: second ?? database });
});
afterAll(async () => {
  resetClock();
  await t.close();
  await other.close();
  await second?.close();
  await database.close();
  await drop?.();
});

const DAY_MINUTES = 24 * 60;
const post = (cookie: string, url: string, body?: unknown) =>
  tripCall(t, cookie, 'POST', url, body);
const earningsOf = async (userId: string) =>
  (await ledgerOf(t, userId)).filter(([type]) => type === 'earning');

/** Started 20 minutes before departure; `boarded` passengers boarded with their codes. */
async function tripUnderWay(passengers: number, boarded: number): Promise<BookedTrip> {
  const trip = await bookedTrip(t, { departInMinutes: 20, passengers });
  expect((await post(trip.driverCookie, `/api/trips/${trip.ride.id}/start`)).statusCode).toBe(200);
  for (const p of trip.passengers.slice(0, boarded)) {
    const res = await post(trip.driverCookie, `/api/trips/${trip.ride.id}/board`, {
      bookingId: p.booking.id,
      code: p.booking.boardingCode,
    });
    expect(res.statusCode).toBe(200);
  }
  return trip;
}
const end = (trip: BookedTrip) => post(trip.driverCookie, `/api/trips/${trip.ride.id}/end`);
const report = (cookie: string, trip: BookedTrip) =>
  post(cookie, `/api/trips/${trip.ride.id}/report-no-show`);

describe('completion pays who travelled, and holds the rest for 24 hours', () => {
  it('pays the driver at the end for passengers on board or marked absent, and the rest a day later, once', async () => {
    const trip = await tripUnderWay(3, 1);
    const [, absent, waiting] = trip.passengers;
    await advance(t, 30); // 10 minutes after departure
    const marked = await post(trip.driverCookie, `/api/trips/${trip.ride.id}/no-show`, {
      bookingId: absent!.booking.id,
    });
    expect(marked.statusCode).toBe(200);
    expect((await end(trip)).statusCode).toBe(200);
    expect(await earningsOf(trip.driver.id)).toEqual([['earning', 400, `ride:${trip.ride.id}`]]);
    expect(await balanceOf(t, trip.driver.id)).toBe(400);
    expect(await bookingRow(t, waiting!.booking.id)).toMatchObject({
      status: 'completed',
      heldUntil: expect.any(Date),
    });
    await advance(t, DAY_MINUTES - 1);
    expect(await balanceOf(t, trip.driver.id)).toBe(400);
    const settled = await advance(t, 2);
    expect(settled.heldBookingsSettled).toBeGreaterThanOrEqual(1);
    expect(await earningsOf(trip.driver.id)).toEqual([
      ['earning', 400, `ride:${trip.ride.id}`],
      ['earning', 200, `booking:${waiting!.booking.id}`],
    ]);
    expect((await bookingRow(t, waiting!.booking.id))?.heldUntil).toBeNull();
    await advance(t, 60);
    expect(await balanceOf(t, trip.driver.id)).toBe(600);
  });

  it('completes a trip its driver never ended at its time, with the same rules', async () => {
    const trip = await tripUnderWay(2, 1);
    // Departure in 20 minutes, 60 minutes' duration, then 60 more.
    await advance(t, 20 + 120 + 1);
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, trip.ride.id));
    expect(ride?.status).toBe('completed');
    expect(await earningsOf(trip.driver.id)).toEqual([['earning', 200, `ride:${trip.ride.id}`]]);
    expect((await bookingRow(t, trip.passengers[1]!.booking.id))?.heldUntil).toBeInstanceOf(Date);
  });

  it('credits each booking exactly once with two processes running completion and settlement at once', async () => {
    const trips: BookedTrip[] = [];
    for (let i = 0; i < 4; i++) trips.push(await tripUnderWay(3, 1));
    // Every job of both processes, all at once, until none has anything left to do.
    const allJobs = async () => {
      for (let round = 0; round < 10; round++) {
        const done = await Promise.all([
          t.app.jobs.completeRides(),
          other.app.jobs.completeRides(),
          t.app.jobs.settleHeldBookings(),
          other.app.jobs.settleHeldBookings(),
        ]);
        if (done.every((n) => n === 0)) return;
      }
    };
    advanceClock(20 + 120 + 1); // past completion, with no job run yet
    await allJobs();
    for (const trip of trips) {
      expect(await earningsOf(trip.driver.id)).toEqual([['earning', 200, `ride:${trip.ride.id}`]]);
    }
    advanceClock(DAY_MINUTES + 1);
    await allJobs();
    await allJobs();
    for (const trip of trips) {
      const earned = await earningsOf(trip.driver.id);
      expect(earned.map(([, , reference]) => reference).sort()).toEqual(
        [
          `ride:${trip.ride.id}`,
          ...trip.passengers.slice(1).map((p) => `booking:${p.booking.id}`),
        ].sort(),
      );
      expect(await balanceOf(t, trip.driver.id)).toBe(600);
    }
  });
});

describe('a passenger who says the driver never came', () => {
  it('gets their money back at once while it is held; the driver gets a strike and an SMS, once', async () => {
    const trip = await tripUnderWay(2, 1);
    const [, waiting] = trip.passengers;
    expect((await end(trip)).statusCode).toBe(200);
    const res = await report(waiting!.cookie, trip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'refunded', refundedAmount: 200, accountBalance: 1000 });
    expect(await ledgerOf(t, waiting!.user.id)).toContainEqual([
      'refund',
      200,
      `booking:${waiting!.booking.id}`,
    ]);
    expect(await bookingRow(t, waiting!.booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      heldUntil: null,
    });
    const strikes = await t.database.db
      .select()
      .from(driverStrikes)
      .where(eq(driverStrikes.driverId, trip.driver.id));
    expect(strikes.map((s) => s.bookingId)).toEqual([waiting!.booking.id]);
    const [sms] = await textsTo(t, trip.driver.phoneNumber);
    expect(sms).toMatch(
      /^Pamoja: a passenger of your ride from Ruiru Town, .+, said you never came\. Their KSh\s?200 went back to them and a strike is recorded against you\./,
    );
    const again = await report(waiting!.cookie, trip);
    expect([again.statusCode, again.json().code]).toEqual([409, 'no_show_already_reported']);
    // A day later the driver is paid for who travelled, and nothing for who never got a ride.
    await advance(t, DAY_MINUTES + 1);
    expect(await earningsOf(trip.driver.id)).toEqual([['earning', 200, `ride:${trip.ride.id}`]]);
    expect(await balanceOf(t, waiting!.user.id)).toBe(1000);
  });

  it('cannot report before the ride completes, nor 24 hours after', async () => {
    const trip = await tripUnderWay(1, 0);
    const [passenger] = trip.passengers;
    const early = await report(passenger!.cookie, trip);
    expect([early.statusCode, early.json().code]).toEqual([409, 'no_show_report_closed']);
    expect(early.json().message).toBe(
      'You can report a driver who never came within 24 hours after the trip ends.',
    );
    expect((await end(trip)).statusCode).toBe(200);
    await advance(t, DAY_MINUTES + 1);
    const late = await report(passenger!.cookie, trip);
    expect([late.statusCode, late.json().code]).toEqual([409, 'no_show_report_closed']);
    expect(await earningsOf(trip.driver.id)).toEqual([
      ['earning', 200, `booking:${passenger!.booking.id}`],
    ]);
    const stranger = (await t.signIn((await createPassenger(t.database.db)).id)).cookie;
    const nobody = await report(stranger, trip);
    expect([nobody.statusCode, nobody.json().code]).toEqual([404, 'trip_not_found']);
  });
});
