import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { bookings, users } from '../../src/server/db/schema.ts';
import { createPassenger, createRide } from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

// A passenger's own pickup point along the ride's way (issue 17): within 2 km of the ride's
// pickup or of the straight line from its pickup to its destination.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(async () => {
  await t.close();
  resetClock();
});

const V = { 'x-api-version': '3.0.0' };
const KM_PER_DEGREE = (6371 * Math.PI) / 180;
// A ride due south, from Parklands to Upper Hill's latitude, 10 km long.
const from = { latitude: -1.2, longitude: 36.82 };
const to = { latitude: -1.2 - 10 / KM_PER_DEGREE, longitude: 36.82 };
const middle = { latitude: (from.latitude + to.latitude) / 2, longitude: 36.82 };
/** A point `km` east of another (at right angles to the ride's line). */
const east = (p: { latitude: number; longitude: number }, km: number) => ({
  latitude: p.latitude,
  longitude: p.longitude + km / KM_PER_DEGREE / Math.cos((p.latitude * Math.PI) / 180),
});
/** A point `km` north of another (behind the ride's pickup). */
const north = (p: { latitude: number; longitude: number }, km: number) => ({
  latitude: p.latitude + km / KM_PER_DEGREE,
  longitude: p.longitude,
});

async function setUp() {
  const ride = await createRide(t.database.db, {
    pickupLatitude: from.latitude,
    pickupLongitude: from.longitude,
    pickupAddress: 'Parklands, Nairobi',
    destinationLatitude: to.latitude,
    destinationLongitude: to.longitude,
    destinationAddress: 'Upper Hill, Nairobi',
    pricePerSeat: 100,
  });
  const passenger = await createPassenger(t.database.db);
  await fund(t.database.db, passenger.id, 1000);
  const { cookie } = await t.signIn(passenger.id);
  return { ride, passenger, cookie };
}

const book = (cookie: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Commute/SavePassengerBooking',
    ...json({ numberOfSeats: 1, ...body }, { cookie, ...V }),
  });
const custom = (point: { latitude: number; longitude: number }, address: string) => ({
  customPickupLatitude: point.latitude,
  customPickupLongitude: point.longitude,
  customPickupAddress: address,
});
const balanceOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.accountBalance;
const outbox = (phone: string) =>
  t.app
    .inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` })
    .then((r) => r.json() as { message: string }[]);

describe('the custom pickup distance rule', () => {
  it('accepts a point within 2 km of the line between pickup and destination', async () => {
    const { ride, cookie } = await setUp();
    const point = east(middle, 1.9);
    const res = await book(cookie, {
      scheduledCommuteId: ride.id,
      ...custom(point, 'Museum Hill'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pickupLocation: { address: 'Museum Hill', ...point },
      customPickupLatitude: point.latitude,
      customPickupLongitude: point.longitude,
      customPickupAddress: 'Museum Hill',
      destination: { address: 'Upper Hill, Nairobi' },
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.rideId, ride.id));
    expect(row).toMatchObject({
      customPickupLatitude: point.latitude,
      customPickupLongitude: point.longitude,
      customPickupAddress: 'Museum Hill',
    });
  });

  it("accepts a point within 2 km of the ride's pickup, behind it", async () => {
    const { ride, cookie } = await setUp();
    const res = await book(cookie, {
      scheduledCommuteId: ride.id,
      ...custom(north(from, 1.9), 'Westlands Stage'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().customPickupAddress).toBe('Westlands Stage');
  });

  it('refuses a point farther, with the code and the distance, and changes nothing', async () => {
    const { ride, passenger, cookie } = await setUp();
    const beside = await book(cookie, {
      scheduledCommuteId: ride.id,
      ...custom(east(middle, 2.45), 'Kileleshwa'),
    });
    expect(beside.statusCode).toBe(400);
    expect(beside.json()).toEqual({
      code: 'pickup_too_far',
      message: "Choose a pickup point within 2 km of the ride's route: this one is 2.5 km away.",
      distanceKm: 2.5,
      maxDistanceKm: 2,
    });
    const behind = await book(cookie, {
      scheduledCommuteId: ride.id,
      ...custom(north(from, 2.25), 'Spring Valley'),
    });
    expect([behind.statusCode, behind.json().code, behind.json().distanceKm]).toEqual([
      400,
      'pickup_too_far',
      2.3,
    ]);
    // Beyond the destination is not on the way either.
    const past = await book(cookie, {
      scheduledCommuteId: ride.id,
      ...custom(
        { latitude: to.latitude - 3 / KM_PER_DEGREE, longitude: to.longitude },
        'Ngong Road',
      ),
    });
    expect([past.statusCode, past.json().distanceKm]).toEqual([400, 3]);
    expect(await balanceOf(passenger.id)).toBe(1000);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.rideId, ride.id))).toEqual(
      [],
    );
  });

  it('validates the coordinates and wants all three fields or none', async () => {
    const { ride, cookie } = await setUp();
    const refused = async (body: Record<string, unknown>) => {
      const res = await book(cookie, { scheduledCommuteId: ride.id, ...body });
      return [res.statusCode, res.json().message];
    };
    expect(await refused(custom({ latitude: 91, longitude: 36.8 }, 'Nowhere'))).toEqual([
      400,
      'customPickupLatitude: Too big: expected number to be <=90',
    ]);
    expect(await refused(custom({ latitude: -1.2, longitude: -181 }, 'Nowhere'))).toEqual([
      400,
      'customPickupLongitude: Too small: expected number to be >=-180',
    ]);
    expect(await refused(custom(from, '   '))).toEqual([
      400,
      'customPickupAddress: must not be empty',
    ]);
    expect(await refused({ customPickupLatitude: '-1.2', customPickupLongitude: 36.8 })).toEqual([
      400,
      'customPickupLatitude: Invalid input: expected number, received string',
    ]);
    expect(await refused({ customPickupLatitude: from.latitude })).toEqual([
      400,
      'customPickupLongitude: a custom pickup needs its latitude, longitude and address',
    ]);
  });
});

describe('where the custom pickup is seen', () => {
  it("shows it in the driver's booking list, the passenger's trips and both SMS", async () => {
    const { ride, passenger, cookie } = await setUp();
    const point = east(middle, 0.5);
    // People's text never reaches an SMS as typed: the label drops the phone number.
    const address = 'Museum Hill Stage 0712 345 678, Nairobi';
    expect(
      (await book(cookie, { scheduledCommuteId: ride.id, ...custom(point, address) })).statusCode,
    ).toBe(200);
    const pickup = {
      pickupLocation: { address, ...point },
      customPickupLatitude: point.latitude,
      customPickupLongitude: point.longitude,
      customPickupAddress: address,
    };

    const driver = await t.signIn(ride.driverId);
    const list = await t.app.inject({
      url: `/api/Commute/GetAllBookingsForScheduledCommute?ScheduledCommuteId=${ride.id}`,
      headers: { cookie: driver.cookie },
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ passengerId: passenger.id, ...pickup }),
    ]);

    const upcoming = await t.app.inject({
      url: '/api/Commute/GetPassengerUpcomingTrips',
      headers: { cookie },
    });
    expect(upcoming.json()).toEqual([
      expect.objectContaining({ scheduledCommuteId: ride.id, ...pickup }),
    ]);

    const [driverRow] = await t.database.db.select().from(users).where(eq(users.id, ride.driverId));
    const [toDriver] = await outbox(driverRow!.phoneNumber);
    expect(toDriver?.message).toMatch(/ Pickup: Museum Hill Stage\. \d+ left\.$/);
    const [toPassenger] = await outbox(passenger.phoneNumber);
    expect(toPassenger?.message).toMatch(
      /^Pamoja: booked 1 seat from Museum Hill Stage to Upper Hill,/,
    );
  });

  it("keeps the ride's pickup, and nulls, for a booking without one", async () => {
    const { ride, cookie } = await setUp();
    const res = await book(cookie, { scheduledCommuteId: ride.id });
    expect(res.json()).toMatchObject({
      pickupLocation: { address: 'Parklands, Nairobi', ...from },
      customPickupLatitude: null,
      customPickupLongitude: null,
      customPickupAddress: null,
    });
  });
});

describe('one ride for the booking screen', () => {
  it('answers an active ride as search does, and refuses others', async () => {
    const { ride, cookie } = await setUp();
    const get = (id: string) => t.app.inject({ url: `/api/rides/${id}`, headers: { cookie } });
    const res = await get(ride.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ride.id,
      pickupLocation: { address: 'Parklands, Nairobi', ...from },
      destination: { address: 'Upper Hill, Nairobi', ...to },
      pricePerSeat: 100,
      availableSeats: ride.availableSeats,
    });
    expect((await get('00000000-0000-4000-8000-000000000000')).json().code).toBe('ride_not_found');
    expect((await get('not-a-ride')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/rides/${ride.id}` })).statusCode).toBe(401);
    const cancelled = await createRide(t.database.db, { status: 'cancelled' });
    expect([(await get(cancelled.id)).statusCode, (await get(cancelled.id)).json().code]).toEqual([
      409,
      'ride_unavailable',
    ]);
    advanceClock(3 * 24 * 60);
    expect((await get(ride.id)).json().code).toBe('ride_unavailable');
  });
});
