import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { completeDueRides } from '../../src/server/features/rides/complete-rides.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createPostgresDatabase, testDatabaseKind } from '../helpers/test-database.ts';
import {
  advance,
  type BookedTrip,
  balanceOf,
  bookedTrip,
  bookingRow,
  ledgerOf,
  type TripPassenger,
  textsTo,
  tripCall,
} from '../helpers/trips.ts';

// What a late cancellation keeps for the driver (docs/product-rules.md "Cost sharing and
// reliability") waits on the cancelled booking until the ride ends: its completion pays it to the
// driver exactly once, whoever completes it and however many processes run the completion job;
// a driver who cancels the ride instead gives it back to the passenger in full. Two copies of the
// server share one database here, as two processes would.

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

const cancel = (p: TripPassenger) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/Booking/CancelPassengerBooking?bookingId=${p.booking.id}`,
    headers: { cookie: p.cookie },
  });
const earningsOf = async (userId: string) =>
  (await ledgerOf(t, userId)).filter(([type]) => type === 'earning');

/**
 * A ride leaving in 40 minutes whose first passenger booked 15 minutes ago and now cancels late:
 * KSh 100 of their 200 kept. The other passengers are still booked.
 */
async function lateCancelled(passengers = 2): Promise<{ trip: BookedTrip; late: TripPassenger }> {
  const trip = await bookedTrip(t, { departInMinutes: 55, passengers });
  advanceClock(15);
  const late = trip.passengers[0] as TripPassenger;
  const res = await cancel(late);
  expect(res.json()).toMatchObject({ refunded: 100, kept: 100 });
  return { trip, late };
}

describe('the half kept by a late cancellation', () => {
  it("is the driver's earning when the ride completes by itself, once", async () => {
    const { trip, late } = await lateCancelled(1);
    expect(await earningsOf(trip.driver.id)).toEqual([]);
    // 40 minutes to departure, 60 minutes' trip, completed 60 minutes after that.
    await advance(t, 40 + 120 + 1);
    expect(await earningsOf(trip.driver.id)).toEqual([['earning', 100, `kept:${late.booking.id}`]]);
    expect(await balanceOf(t, trip.driver.id)).toBe(100);
    expect(await completeDueRides(t.database.db)).toBe(0);
    await advance(t, 25 * 60); // past the 24 hours a held booking waits, and every job again
    expect(await earningsOf(trip.driver.id)).toEqual([['earning', 100, `kept:${late.booking.id}`]]);
    expect(await balanceOf(t, late.user.id)).toBe(900);
  });

  it('is paid once when the driver ends the trip while both processes run the completion job', async () => {
    const { trip, late } = await lateCancelled(2);
    await advance(t, 20); // the start window
    const start = await tripCall(t, trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/start`);
    expect(start.statusCode, start.body).toBe(200);
    advanceClock(20 + 120 + 1); // past the automatic completion, no job run yet
    const results = await Promise.all([
      tripCall(t, trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/end`),
      tripCall(other, trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/end`),
      t.app.jobs.completeRides(),
      other.app.jobs.completeRides(),
      t.app.jobs.completeRides(),
      other.app.jobs.completeRides(),
    ]);
    const [ends, jobs] = [results.slice(0, 2), results.slice(2) as number[]];
    const ended = ends.filter((res) => typeof res !== 'number' && res.statusCode === 200);
    const completedByJobs = jobs.reduce((sum, n) => sum + n, 0);
    expect(ended.length + completedByJobs).toBeGreaterThanOrEqual(1);
    expect(await earningsOf(trip.driver.id)).toEqual([['earning', 100, `kept:${late.booking.id}`]]);
    expect(await balanceOf(t, trip.driver.id)).toBe(100);
    // The passenger still booked was never marked on board: their 200 is held for 24 hours.
    const stayed = trip.passengers[1] as TripPassenger;
    expect((await bookingRow(t, stayed.booking.id))?.heldUntil).toBeInstanceOf(Date);
  });

  it('goes back to its passenger in full when the driver cancels the ride', async () => {
    const { trip, late } = await lateCancelled(2);
    const stayed = trip.passengers[1] as TripPassenger;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Commute/CancelDriverTrip?tripId=${trip.ride.id}`,
      headers: { cookie: trip.driverCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ledgerOf(t, late.user.id)).slice(1)).toEqual([
      ['booking_payment', -200, `booking:${late.booking.id}`],
      ['refund', 100, `booking:${late.booking.id}`],
      ['refund', 100, `kept:${late.booking.id}`],
    ]);
    expect(await balanceOf(t, late.user.id)).toBe(1000);
    expect(await balanceOf(t, stayed.user.id)).toBe(1000);
    expect((await bookingRow(t, late.booking.id))?.keptAmount).toBe(0);
    const [text] = await textsTo(t, late.user.phoneNumber);
    expect(text).toContain(
      'The KSh 100 kept when you cancelled your booking is back in your tokens.',
    );
    await advance(t, 40 + 120 + 1);
    expect(await earningsOf(trip.driver.id)).toEqual([]);
    expect(await balanceOf(t, trip.driver.id)).toBe(0);
  });

  it('stays kept when the passenger books the same ride again, who then pays in full', async () => {
    const { trip, late } = await lateCancelled(1);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/SavePassengerBooking',
      ...json({ scheduledCommuteId: trip.ride.id, numberOfSeats: 1 }, { cookie: late.cookie }),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await balanceOf(t, late.user.id)).toBe(700);
    await advance(t, 40 + 120 + 1);
    await advance(t, 24 * 60 + 1); // the new booking, never marked on board, settles a day later
    expect(await earningsOf(trip.driver.id)).toEqual([
      ['earning', 100, `kept:${late.booking.id}`],
      ['earning', 200, `booking:${again.json().id}`],
    ]);
  });
});
