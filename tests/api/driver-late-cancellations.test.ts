import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { rides, users } from '../../src/server/db/schema.ts';
import { nairobiDateOf } from '../../src/server/features/series/series-dates.ts';
import { API_VERSION, API_VERSION_HEADER } from '../../src/shared/constants.ts';
import { atNairobiTime } from '../../src/shared/geo.ts';
import { createDriver, createRide, createUser, type Ride, type User } from '../factories/index.ts';
import { call, createSeries, departuresOf, fundedPassenger } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance, bookingRow, statusAndCode, textsTo } from '../helpers/trips.ts';
import { clockToNairobiMorning, dial, USSD_SECRET } from '../helpers/ussd.ts';

// Drivers who cancel late (docs/product-rules.md "Cost sharing and reliability"): cancelling a
// ride with at least one booking less than 12 hours before it leaves is a late cancellation,
// however the driver does it (the ride, or a date of their series); 3 in 30 days stop them
// publishing rides for 7 days, by the server's clock, with an SMS saying why; agents see it.

const AGENT_PHONE = '+254712000990';
let t: TestApp;
let agentCookie: string;
beforeAll(async () => {
  t = await createTestApp({
    API_RATE_LIMIT_PER_MINUTE: '0',
    AGENT_PHONES: AGENT_PHONE,
    USSD_CALLBACK_SECRET: USSD_SECRET,
  });
  const agent = await createUser(t.database.db, { phoneNumber: AGENT_PHONE });
  agentCookie = (await t.signIn(agent.id)).cookie;
});
afterAll(() => t.close());
afterEach(() => resetClock());

const db = () => t.database.db;
const HOUR = 60;

/** A ride of `driver` leaving in `minutes`, with one passenger booked through the API (or none). */
async function rideOf(driver: User, minutes: number, passengers = 1): Promise<Ride> {
  const ride = await createRide(db(), {
    driverId: driver.id,
    departureTime: new Date(now().getTime() + minutes * 60_000),
    pricePerSeat: 150,
  });
  for (let i = 0; i < passengers; i++) {
    const passenger = await fundedPassenger(t, 1000);
    const res = await call(t, passenger.cookie, 'POST', '/api/Commute/SavePassengerBooking', {
      scheduledCommuteId: ride.id,
      numberOfSeats: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return ride;
}

const cancelRide = (cookie: string, ride: Ride) =>
  call(t, cookie, 'DELETE', `/api/Commute/CancelDriverTrip?tripId=${ride.id}`);

async function isLate(ride: Ride) {
  const [row] = await db().select().from(rides).where(eq(rides.id, ride.id));
  return row?.lateCancellation;
}

/** A ride offered through the API two days from now, as the driver's ride form sends it. */
const publish = (cookie: string, vehicleId: string) =>
  call(t, cookie, 'POST', '/api/Commute/SaveCommuteDetails', {
    pickupLocation: { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town' },
    destination: { latitude: -1.285817, longitude: 36.824544, address: 'Kencom, CBD' },
    departureTime: atNairobiTime(now(), 2, 7, 30).toISOString(),
    availableSeats: 3,
    pricePerSeat: 100,
    vehicleId,
  });

const deleteAccount = (cookie: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/Auth/DeleteAccountDetails',
    headers: { cookie, [API_VERSION_HEADER]: API_VERSION },
  });

async function driverWithCookie() {
  const driver = await createDriver(db(), { automaticPayouts: false });
  return { driver, cookie: (await t.signIn(driver.id)).cookie };
}

describe('a late cancellation', () => {
  it('is a cancellation less than 12 hours ahead of a ride with a booking, and only that', async () => {
    const { driver, cookie } = await driverWithCookie();
    const inTime = await rideOf(driver, 12 * HOUR + 5);
    const nobodyBooked = await rideOf(driver, 2 * HOUR, 0);
    const late = await rideOf(driver, 11 * HOUR + 55);
    for (const ride of [inTime, nobodyBooked, late]) {
      expect((await cancelRide(cookie, ride)).statusCode).toBe(200);
    }
    expect([await isLate(inTime), await isLate(nobodyBooked), await isLate(late)]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('is the third in 30 days that stops publishing for 7 days, told by SMS, seen by agents', async () => {
    const { driver, cookie } = await driverWithCookie();
    const first = await rideOf(driver, 3 * HOUR);
    const vehicleId = first.vehicleId;
    expect((await cancelRide(cookie, first)).statusCode).toBe(200);
    expect((await cancelRide(cookie, await rideOf(driver, 5 * HOUR, 2))).statusCode).toBe(200);
    expect((await publish(cookie, vehicleId)).statusCode).toBe(200);
    await advance(t, 24 * HOUR);
    expect((await cancelRide(cookie, await rideOf(driver, 2 * HOUR))).statusCode).toBe(200);

    const until = new Date(now().getTime() + 7 * 24 * HOUR * 60_000);
    const refused = await publish(cookie, vehicleId);
    expect(statusAndCode(refused)).toEqual([403, 'driver_suspended_cancellations']);
    expect(Date.parse(refused.json().until)).toBeCloseTo(until.getTime(), -4);
    expect(refused.json().message).toMatch(
      /^You cancelled 3 rides with passengers less than 12 hours before departure within 30 days, so you cannot offer rides until \w{3} \d+ \w{3}, \d+:\d\d [ap]m\.$/,
    );
    const [text] = await textsTo(t, driver.phoneNumber);
    expect(text).toMatch(
      /^Pamoja: you cancelled 3 rides with booked passengers less than 12 hours before departure within 30 days, so you cannot offer new rides until .+\. The rides you already offer stay on\.$/,
    );

    const seen = await call(t, agentCookie, 'GET', '/api/admin/suspended-drivers');
    expect(seen.statusCode).toBe(200);
    const mine = seen.json().find((d: { driverId: string }) => d.driverId === driver.id);
    expect(mine).toMatchObject({ phoneNumber: driver.phoneNumber });
    expect(mine.lateCancellations.map((c: { passengers: number }) => c.passengers)).toEqual([
      1, 2, 1,
    ]);
    const record = await call(t, cookie, 'GET', '/api/driver/record');
    expect(record.json()).toMatchObject({ lateCancellations: 3, recentLateCancellations: 3 });
    expect(record.json().publishingSuspendedUntil).not.toBeNull();

    // Lifted by the clock alone.
    await advance(t, 7 * 24 * HOUR - 2);
    expect(statusAndCode(await publish(cookie, vehicleId))).toEqual([
      403,
      'driver_suspended_cancellations',
    ]);
    await advance(t, 3);
    expect((await publish(cookie, vehicleId)).statusCode).toBe(200);
    const after = await call(t, agentCookie, 'GET', '/api/admin/suspended-drivers');
    expect(after.json().map((d: { driverId: string }) => d.driverId)).not.toContain(driver.id);
  });

  it('is said on USSD before the driver confirms it', async () => {
    clockToNairobiMorning();
    const { driver } = await driverWithCookie();
    const ride = await rideOf(driver, 2 * HOUR);
    const session = dial(t, driver.phoneNumber);
    await session.send();
    expect(await session.send('5')).toContain('Your rides today:');
    expect(await session.send('1')).toContain('1 Cancel ride');
    expect(await session.send('1')).toBe(
      'CON Cancel this ride? Passengers get their tokens back and an SMS. Less than 12 hours to go: a late cancellation, which passengers see.\n1 Yes, cancel\n0 Back 00 Menu',
    );
    expect(await session.send('1')).toContain('END Ride cancelled. 1 passenger refunded');
    expect(await isLate(ride)).toBe(true);
  });

  it('does not suspend for late cancellations more than 30 days apart', async () => {
    const { driver, cookie } = await driverWithCookie();
    for (let i = 0; i < 2; i++) {
      const ride = await rideOf(driver, 2 * HOUR);
      expect((await cancelRide(cookie, ride)).statusCode).toBe(200);
      expect(await isLate(ride)).toBe(true);
    }
    for (let week = 0; week < 4; week++) await advance(t, 7 * 24 * HOUR);
    await advance(t, 3 * 24 * HOUR);
    // A session ends after 30 days unused.
    const again = (await t.signIn(driver.id)).cookie;
    const third = await rideOf(driver, 2 * HOUR);
    expect((await cancelRide(again, third)).statusCode).toBe(200);
    expect(await isLate(third)).toBe(true);
    const [row] = await db().select().from(users).where(eq(users.id, driver.id));
    expect(row?.publishingSuspendedUntil).toBeNull();
    expect((await publish(again, third.vehicleId)).statusCode).toBe(200);
  });

  it('counts cancellations racing each other one after the other: the third suspends', async () => {
    const { driver, cookie } = await driverWithCookie();
    await cancelRide(cookie, await rideOf(driver, 2 * HOUR));
    const [second, third] = [await rideOf(driver, 3 * HOUR), await rideOf(driver, 4 * HOUR)];
    const both = await Promise.all([cancelRide(cookie, second), cancelRide(cookie, third)]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    const [row] = await db().select().from(users).where(eq(users.id, driver.id));
    expect(row?.publishingSuspendedUntil?.getTime()).toBeGreaterThan(now().getTime());
    expect(await textsTo(t, driver.phoneNumber)).toHaveLength(
      // 4 bookings, 1 suspension: the second late cancellation never suspends.
      3 + 1,
    );
  });

  it("is the driver's when they skip or end their series within 12 hours, never an account deletion", async () => {
    const series = await createSeries(t, { price: 150 });
    const [tomorrow, dayAfter] = series.rideIds;
    for (const rideId of [tomorrow, dayAfter]) {
      const passenger = await fundedPassenger(t, 1000);
      const res = await call(t, passenger.cookie, 'POST', '/api/Commute/SavePassengerBooking', {
        scheduledCommuteId: rideId,
        numberOfSeats: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // 06:00 tomorrow in Nairobi: tomorrow's 07:30 is an hour and a half away.
    advanceClock((atNairobiTime(now(), 1, 6, 0).getTime() - now().getTime()) / 60_000);
    const date = nairobiDateOf(now());
    const skip = await call(
      t,
      series.driverCookie,
      'POST',
      `/api/rides/series/${series.seriesId}/skip`,
      {
        date,
      },
    );
    expect(skip.statusCode, skip.body).toBe(200);
    const departures = await departuresOf(t, series.seriesId);
    const byId = new Map(departures.map((ride) => [ride.id, ride]));
    expect(byId.get(tomorrow as string)?.lateCancellation).toBe(true);

    // Deleting the account cancels the day after tomorrow's, more than 12 hours away anyway,
    // and a deletion never counts: a closed account publishes nothing.
    const soon = await rideOf(series.driver, 3 * HOUR);
    const res = await deleteAccount(series.driverCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await isLate(soon)).toBe(false);
    const [booking] = await db().select().from(rides).where(eq(rides.id, soon.id));
    expect(booking?.status).toBe('cancelled');
  });
});

describe('a suspended driver', () => {
  it('gets no new departures of their series until the suspension ends', async () => {
    const series = await createSeries(t, { price: 150 });
    const before = (await departuresOf(t, series.seriesId)).length;
    await db()
      .update(users)
      .set({ publishingSuspendedUntil: new Date(now().getTime() + 3 * 24 * HOUR * 60_000) })
      .where(eq(users.id, series.driver.id));
    await advance(t, 2 * 24 * HOUR); // the extension job runs with every move of the clock
    expect(await departuresOf(t, series.seriesId)).toHaveLength(before);
    await advance(t, 24 * HOUR + 1);
    expect((await departuresOf(t, series.seriesId)).length).toBeGreaterThan(before);
  });

  it('who deletes their account cancels their passengers as the deletion, not as themselves', async () => {
    const { driver, cookie } = await driverWithCookie();
    const ride = await rideOf(driver, 3 * HOUR);
    const [booked] = await call(
      t,
      cookie,
      'GET',
      `/api/Booking/GetAllBookingsForDriverTrips?tripId=${ride.id}`,
    ).then((res) => res.json() as { id: string }[]);
    expect((await deleteAccount(cookie)).statusCode).toBe(200);
    expect(await bookingRow(t, booked?.id as string)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'account_deleted',
    });
  });
});
