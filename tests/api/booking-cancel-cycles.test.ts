import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { now, resetClock } from '../../src/server/clock.ts';
import { bookings } from '../../src/server/db/schema.ts';
import { ensurePlaces } from '../../src/server/features/places/load-places.ts';
import {
  createBooking,
  createDriver,
  createPassenger,
  createRide,
  type Ride,
} from '../factories/index.ts';
import { call, createSeries, fundedPassenger } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { balanceOf, statusAndCode, textsTo } from '../helpers/trips.ts';
import { clockToNairobiMorning, dial, USSD_SECRET } from '../helpers/ussd.ts';
import { fund } from '../helpers/wallet.ts';

// Booking and cancelling a ride, again and again: each booking and each cancellation tells the
// driver, by SMS when push does not reach them, and a cancellation soon after booking refunds in
// full, so the cycles cost the passenger nothing. After two of their own cancellations a
// passenger may not book that ride again, on every way of booking it; a booking ended by anyone
// else (its driver, a declined or expired request) never counts against them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', USSD_CALLBACK_SECRET: USSD_SECRET });
  await ensurePlaces(t.database.db);
});
afterAll(() => t.close());
afterEach(() => resetClock());

const db = () => t.database.db;

/** A ride from Ruiru to Kencom leaving in an hour, 200 a seat, and its driver. */
async function rideSoon(): Promise<{ ride: Ride; driverPhone: string }> {
  const driver = await createDriver(db());
  const ride = await createRide(db(), {
    driverId: driver.id,
    departureTime: new Date(now().getTime() + 60 * 60_000),
    pricePerSeat: 200,
  });
  return { ride, driverPhone: driver.phoneNumber };
}

const book = (cookie: string, rideId: string) =>
  call(t, cookie, 'POST', '/api/Commute/SavePassengerBooking', {
    scheduledCommuteId: rideId,
    numberOfSeats: 1,
  });
const cancel = (cookie: string, bookingId: string) =>
  call(t, cookie, 'DELETE', `/api/Booking/CancelPassengerBooking?bookingId=${bookingId}`);

/** Books and cancels the ride `times` times through the API. */
async function cycle(cookie: string, rideId: string, times: number) {
  for (let i = 0; i < times; i++) {
    const booked = await book(cookie, rideId);
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await cancel(cookie, booked.json().id)).statusCode).toBe(200);
  }
}

describe('booking a ride again after cancelling it', () => {
  // First in the file: the USSD list then holds this ride alone.
  it('is refused on USSD too after two cancellations', async () => {
    clockToNairobiMorning();
    const { ride } = await rideSoon();
    const passenger = await createPassenger(db());
    await fund(db(), passenger.id, 1000);
    await cycle((await t.signIn(passenger.id)).cookie, ride.id, 2);
    const session = dial(t, passenger.phoneNumber);
    await session.send();
    await session.send('1');
    await session.send('Ruiru');
    await session.send('1');
    await session.send('Kencom');
    await session.send('1');
    expect(await session.send('1')).toMatch(/^CON Rides:\n1 /);
    await session.send('1');
    await session.send('1');
    expect(await session.send('1')).toContain('1 Confirm');
    expect(await session.send('1')).toBe(
      'END You have already cancelled 2 bookings on this ride, so you cannot book it again.',
    );
    expect(await balanceOf(t, passenger.id)).toBe(1000);
  });

  it('is refused after two cancellations, and the driver hears of no more', async () => {
    const { ride, driverPhone } = await rideSoon();
    const passenger = await fundedPassenger(t, 1000);
    await cycle(passenger.cookie, ride.id, 2);
    expect(await textsTo(t, driverPhone)).toHaveLength(4); // two bookings, two cancellations

    const third = await book(passenger.cookie, ride.id);
    expect(statusAndCode(third)).toEqual([409, 'ride_cancelled_too_often']);
    expect(third.json()).toMatchObject({
      limit: 2,
      message: 'You have already cancelled 2 bookings on this ride, so you cannot book it again.',
    });
    expect(await textsTo(t, driverPhone)).toHaveLength(4);
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
    // Another ride is theirs to book; and someone else may book this one.
    expect((await book(passenger.cookie, (await rideSoon()).ride.id)).statusCode).toBe(200);
    const other = await fundedPassenger(t, 1000);
    expect((await book(other.cookie, ride.id)).statusCode).toBe(200);
  });

  it('is refused for a regular booking whose departures were cancelled twice', async () => {
    const series = await createSeries(t, { price: 150 });
    const passenger = await fundedPassenger(t, 100_000);
    const rideId = series.rideIds[2] as string;
    for (let i = 0; i < 2; i++) {
      const booked = await call(t, passenger.cookie, 'POST', '/api/bookings/series', {
        rideId,
        weekdays: [1, 3, 5],
        numberOfSeats: 1,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const del = await call(
        t,
        passenger.cookie,
        'DELETE',
        `/api/bookings/series/${booked.json().id}`,
      );
      expect(del.statusCode, del.body).toBe(200);
    }
    const third = await call(t, passenger.cookie, 'POST', '/api/bookings/series', {
      rideId,
      weekdays: [1, 3, 5],
      numberOfSeats: 1,
    });
    expect(statusAndCode(third)).toEqual([409, 'ride_cancelled_too_often']);
    expect(await balanceOf(t, passenger.user.id)).toBe(100_000);
  });

  it("counts only the passenger's own cancellations, and those from before they were recorded", async () => {
    const { ride } = await rideSoon();
    const passenger = await fundedPassenger(t, 1000);
    // (A declined request is not counted either, but it bars the ride by itself: the driver said
    // no, tests/api/booking-requests.test.ts.)
    for (const cancelledBy of ['driver', 'expired'] as const) {
      await createBooking(db(), {
        rideId: ride.id,
        passengerId: passenger.user.id,
        status: 'cancelled',
        cancelledBy,
      });
    }
    const booked = await book(passenger.cookie, ride.id);
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await cancel(passenger.cookie, booked.json().id)).statusCode).toBe(200);
    // One of theirs, and one cancelled before `cancelled_by` was recorded: that is two.
    await createBooking(db(), {
      rideId: ride.id,
      passengerId: passenger.user.id,
      status: 'cancelled',
    });
    expect(statusAndCode(await book(passenger.cookie, ride.id))).toEqual([
      409,
      'ride_cancelled_too_often',
    ]);
  });

  it('cannot be passed by cycles racing each other', async () => {
    const { ride, driverPhone } = await rideSoon();
    const passenger = await fundedPassenger(t, 10_000);
    const outcomes = { booked: 0, cancelled: 0 };
    const worker = async () => {
      for (let i = 0; i < 3; i++) {
        const booked = await book(passenger.cookie, ride.id);
        if (booked.statusCode !== 200) continue;
        outcomes.booked += 1;
        if ((await cancel(passenger.cookie, booked.json().id)).statusCode === 200) {
          outcomes.cancelled += 1;
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const rows = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.rideId, ride.id), eq(bookings.passengerId, passenger.user.id)));
    expect(rows.filter((row) => row.status === 'cancelled').length).toBeLessThanOrEqual(2);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(outcomes.booked).toBe(rows.length);
    expect(outcomes.cancelled).toBeLessThanOrEqual(2);
    expect((await textsTo(t, driverPhone)).length).toBeLessThanOrEqual(5);
    const live = rows.filter((row) => row.status === 'booked').length;
    expect(await balanceOf(t, passenger.user.id)).toBe(10_000 - live * 200);
  });
});
