import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock } from '../../src/server/clock.ts';
import { accountStatements, bookings, rides } from '../../src/server/db/schema.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import {
  createBooking,
  createPassenger,
  createRide,
  uniquePhoneNumber,
} from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The development clock: every rule reads the server's one clock, so moving it forward makes
// what happens later happen now, with no waiting.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  resetClock();
});

const json = { 'content-type': 'application/json' };
const advance = (advanceMinutes: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/dev/clock',
    headers: json,
    payload: { advanceMinutes },
    remoteAddress,
  });
const clockNow = async () =>
  Date.parse((await t.app.inject({ url: '/api/dev/clock' })).json().now as string);

describe('the development clock', () => {
  it('answers the time, and moves forward by whole minutes from 1 to a week, cumulatively', async () => {
    const start = await clockNow();
    expect(Math.abs(start - Date.now())).toBeLessThan(5_000);
    for (const wrong of [0, 10_081, 1.5, '5', null]) {
      const res = await advance(wrong);
      expect(res.statusCode, String(wrong)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    expect((await advance(30)).statusCode).toBe(200);
    expect((await advance(30)).statusCode).toBe(200);
    const moved = await clockNow();
    expect(moved - start).toBeGreaterThanOrEqual(60 * 60_000);
    expect(moved - start).toBeLessThan(60 * 60_000 + 5_000);
  });

  it('is not there for anyone on another machine', async () => {
    const res = await advance(5, '203.0.113.7');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'route_not_found' });
    const read = await t.app.inject({ url: '/api/dev/clock', remoteAddress: '203.0.113.7' });
    expect(read.statusCode).toBe(404);
  });

  it('runs the jobs that become due: a ride that has left is completed with its bookings, whose money is held a day', async () => {
    const departure = new Date((await clockNow()) + 2 * 3_600_000);
    const ride = await createRide(t.database.db, { departureTime: departure });
    const booking = await createBooking(t.database.db, { rideId: ride.id });
    const res = await advance(24 * 60);
    expect(res.statusCode).toBe(200);
    expect(res.json().ridesCompleted).toBeGreaterThanOrEqual(1);
    const [after] = await t.database.db
      .select({ status: rides.status })
      .from(rides)
      .where(eq(rides.id, ride.id));
    expect(after?.status).toBe('completed');
    const [booked] = await t.database.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(booked?.status).toBe('completed');
    // Nobody marked the passenger on board: the driver is paid once the day has passed unreported.
    const earned = () =>
      t.database.db
        .select()
        .from(accountStatements)
        .where(
          and(
            eq(accountStatements.userId, ride.driverId),
            eq(accountStatements.transactionType, 'earning'),
          ),
        );
    expect(await earned()).toEqual([]);
    const later = await advance(24 * 60);
    expect(later.json().heldBookingsSettled).toBeGreaterThanOrEqual(1);
    expect((await earned()).map((e) => [e.transactionType, e.amount, e.reference])).toEqual([
      ['earning', booking.totalAmount, `booking:${booking.id}`],
    ]);
  });

  it('moves a trip from upcoming to past, in statements prepared before the clock moved', async () => {
    const passenger = await createPassenger(t.database.db);
    const { cookie } = await t.signIn(passenger.id);
    const ride = await createRide(t.database.db, {
      departureTime: new Date((await clockNow()) + 2 * 3_600_000),
    });
    await createBooking(t.database.db, { rideId: ride.id, passengerId: passenger.id });
    const ids = async (url: string) =>
      (await t.app.inject({ url, headers: { cookie } }))
        .json()
        .map((trip: { id: string }) => trip.id);
    const upcoming = '/api/trips/passenger/upcoming';
    const past = '/api/Commute/GetPastTrips';
    expect(await ids(upcoming)).toHaveLength(1);
    expect(await ids(past)).toEqual([]);
    expect((await advance(3 * 60)).statusCode).toBe(200);
    expect(await ids(upcoming)).toEqual([]);
    expect(await ids(past)).toHaveLength(1);
  });

  it('expires a sign-in code 5 minutes later by the clock', async () => {
    const phone = uniquePhoneNumber();
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      headers: json,
      payload: { phoneNumber: phone },
    });
    expect(send.statusCode).toBe(200);
    const [sms] = await readOutbox(t.database.db, phone);
    const otp = /\b(\d{5})\b/.exec(sms?.message ?? '')?.[1];
    expect((await advance(6)).statusCode).toBe(200);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      headers: json,
      payload: { phoneNumber: phone, otp },
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().code).toBe('otp_expired');
  });
});
