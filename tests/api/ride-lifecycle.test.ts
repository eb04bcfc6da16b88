import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { accountStatements, bookings, rides, users } from '../../src/server/db/schema.ts';
import { createPassenger, createRide } from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(async () => {
  await t.close();
  resetClock();
});

/** A ride with two paying passengers, whose time has come and gone. */
async function finishedRide() {
  const ride = await createRide(t.database.db, { pricePerSeat: 200, availableSeats: 3 });
  const people = [];
  for (const seats of [1, 2]) {
    const p = await createPassenger(t.database.db);
    await fund(t.database.db, p.id, 1000);
    const { cookie } = await t.signIn(p.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/SavePassengerBooking',
      ...json({ scheduledCommuteId: ride.id, numberOfSeats: seats }, { cookie }),
    });
    people.push({ user: p, cookie, booking: res.json() });
  }
  await t.database.db
    .update(rides)
    .set({ departureTime: sql`now() - interval '3 hours'`, estimatedDuration: 60 })
    .where(eq(rides.id, ride.id));
  return { ride, people };
}

describe('completing rides', () => {
  it('completes a ride and its bookings, pays the driver once for who boarded and holds the rest 24 hours, even with two processes at it', async () => {
    const { ride, people } = await finishedRide();
    // The 1-seat passenger got in; the 2-seat one was never marked on board.
    await t.database.db
      .update(bookings)
      .set({ boardingStatus: 'boarded' })
      .where(eq(bookings.id, people[0]!.booking.id));
    const other = await createTestApp({}, { database: t.database });
    const earnings = () =>
      t.database.db
        .select()
        .from(accountStatements)
        .where(eq(accountStatements.relatedRideId, ride.id))
        .then((rows) => rows.filter((e) => e.transactionType === 'earning'));
    const balance = async () =>
      (await t.database.db.select().from(users).where(eq(users.id, ride.driverId)))[0]
        ?.accountBalance;
    try {
      const [a, b] = await Promise.all([
        t.app.jobs.completeRides(),
        other.app.jobs.completeRides(),
      ]);
      expect(a + b).toBeGreaterThanOrEqual(1);
      await Promise.all([t.app.jobs.completeRides(), other.app.jobs.completeRides()]);
      const [after] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
      expect(after?.status).toBe('completed');
      const rows = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.rideId, ride.id))
        .orderBy(bookings.numberOfSeats);
      expect(rows.map((b) => [b.status, b.heldUntil === null])).toEqual([
        ['completed', true],
        ['completed', false],
      ]);
      expect(await earnings()).toEqual([
        expect.objectContaining({
          userId: ride.driverId,
          amount: 200,
          reference: `ride:${ride.id}`,
        }),
      ]);
      expect(await balance()).toBe(200);
      // A day later, unreported: the held booking is credited, once, whoever runs the job.
      advanceClock(24 * 60 + 1);
      await Promise.all([t.app.jobs.settleHeldBookings(), other.app.jobs.settleHeldBookings()]);
      await Promise.all([t.app.jobs.settleHeldBookings(), other.app.jobs.settleHeldBookings()]);
    } finally {
      await other.close();
      resetClock(); // the other tests here count in real time
    }
    expect((await earnings()).map((e) => [e.amount, e.reference])).toEqual([
      [200, `ride:${ride.id}`],
      [400, `booking:${people[1]!.booking.id}`],
    ]);
    expect(await balance()).toBe(600);
  });

  it('leaves a ride that is still under way', async () => {
    const ride = await createRide(t.database.db, {
      departureTime: new Date(Date.now() - 30 * 60_000),
    });
    await t.app.jobs.completeRides();
    const [after] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(after?.status).toBe('active');
  });
});

describe('rating a trip', () => {
  it('lets passenger and driver rate each other once after completion, and keeps the averages', async () => {
    const { ride, people } = await finishedRide();
    const [first, second] = people;
    const rate = (cookie: string, bookingId: string, score: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ratings',
        ...json({ bookingId, score, comment: 'Safe and on time' }, { cookie }),
      });
    const early = await rate(first!.cookie, first!.booking.id, 5);
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'You can rate a trip once it is completed.',
    ]);
    await t.app.jobs.completeRides();
    // A known average (the factory's is random, and could land on a half cent that float and
    // numeric round apart): 4 ratings of 4.0, then a 5, is 4.2.
    await t.database.db
      .update(users)
      .set({ rating: 4, totalRatings: 4 })
      .where(eq(users.id, ride.driverId));
    const res = await rate(first!.cookie, first!.booking.id, 5);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rateeId: ride.driverId, rating: 4.2, totalRatings: 5 });
    const twice = await rate(first!.cookie, first!.booking.id, 1);
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      'You have already rated this trip.',
    ]);
    // Not their booking: as if it did not exist.
    expect((await rate(first!.cookie, second!.booking.id, 1)).statusCode).toBe(404);
    const driver = await t.signIn(ride.driverId);
    const back = await rate(driver.cookie, second!.booking.id, 4);
    expect(back.json()).toEqual({ rateeId: second!.user.id, rating: 4, totalRatings: 1 });
    const outOfRange = await rate(driver.cookie, first!.booking.id, 6);
    expect(outOfRange.statusCode).toBe(400);
  });
});
