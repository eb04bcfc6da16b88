import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { API_VERSION, API_VERSION_HEADER } from '../../src/shared/constants.ts';
import { formatNairobiTime } from '../../src/shared/nairobi-time.ts';
import { createDriver, createRide, type Ride } from '../factories/index.ts';
import { call, fundedPassenger } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { balanceOf, bookingRow, statusAndCode, textsTo } from '../helpers/trips.ts';

// Rebooking in one tap (docs/product-rules.md "Cost sharing and reliability"): when a driver
// cancels, each passenger hears of the best alternative (the search rule around the same pickup,
// destination and time, up to 90 minutes later, with their seats free), may list up to 3, and
// rebooks one with the refunded tokens by the normal booking rules, once per cancelled booking.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const MINUTE = 60_000;
const PUBLIC_URL = 'http://127.0.0.1:5000';

/** Each test's rides on a road of their own, ~40 km from the last, so none sees another's. */
let roads = 0;
function road() {
  const shift = 0.4 * ++roads;
  return {
    pickupLatitude: -1.147565 + shift,
    pickupLongitude: 36.959228,
    destinationLatitude: -1.285817 + shift,
    destinationLongitude: 36.824544,
  };
}

/** A ride on `way` of a new driver leaving `minutes` from now. */
async function rideOn(
  way: ReturnType<typeof road>,
  minutes: number,
  extra: { pricePerSeat?: number; availableSeats?: number } = {},
): Promise<Ride> {
  const driver = await createDriver(db());
  return createRide(db(), {
    ...way,
    driverId: driver.id,
    departureTime: new Date(now().getTime() + minutes * MINUTE),
    pricePerSeat: extra.pricePerSeat ?? 200,
    availableSeats: extra.availableSeats ?? 3,
  });
}

const book = (cookie: string, rideId: string, seats: number) =>
  call(t, cookie, 'POST', '/api/Commute/SavePassengerBooking', {
    scheduledCommuteId: rideId,
    numberOfSeats: seats,
  });
const alternatives = (cookie: string, bookingId: string) =>
  call(t, cookie, 'GET', `/api/bookings/${bookingId}/alternatives`);
const rebook = (cookie: string, bookingId: string, rideId: string) =>
  call(t, cookie, 'POST', `/api/bookings/${bookingId}/rebook`, { rideId });

/**
 * A passenger with 2 seats (400 tokens of their `tokens`) on a ride leaving in 3 hours, which its
 * driver then cancels; the rides around it are made first, by `around`.
 */
async function cancelledByDriver(
  around: (way: ReturnType<typeof road>) => Promise<void> = async () => {},
  tokens = 1000,
) {
  const way = road();
  const ride = await rideOn(way, 180);
  await around(way);
  const passenger = await fundedPassenger(t, tokens);
  const booked = await book(passenger.cookie, ride.id, 2);
  expect(booked.statusCode, booked.body).toBe(200);
  const driverCookie = (await t.signIn(ride.driverId)).cookie;
  const res = await call(
    t,
    driverCookie,
    'DELETE',
    `/api/Commute/CancelDriverTrip?tripId=${ride.id}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { way, ride, passenger, bookingId: booked.json().id as string };
}

describe('a booking its driver cancelled', () => {
  it('names the best alternative by SMS and lists up to 3, earliest first', async () => {
    const found: Record<string, Ride> = {};
    const { passenger, bookingId } = await cancelledByDriver(async (way) => {
      found.before = await rideOn(way, 170); // leaves before the cancelled ride
      found.a20 = await rideOn(way, 200, { pricePerSeat: 150 });
      found.full = await rideOn(way, 190, { availableSeats: 1 }); // 1 seat, 2 needed
      found.a60 = await rideOn(way, 240);
      found.a85 = await rideOn(way, 265);
      found.a95 = await rideOn(way, 275); // more than 90 minutes later
      found.a89 = await rideOn(way, 269); // a fourth: only 3 are listed
    });
    const [text] = await textsTo(t, passenger.user.phoneNumber);
    expect(text).toContain('was cancelled by the driver. KSh 400 is back in your tokens.');
    expect(text).toContain(
      `Another ride leaves at ${formatNairobiTime(found.a20!.departureTime)}: rebook in one tap at ${PUBLIC_URL}/trips`,
    );
    const res = await alternatives(passenger.cookie, bookingId);
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json() as { id: string; driverCompletedRides: number }[];
    expect(listed.map((ride) => ride.id)).toEqual([found.a20!.id, found.a60!.id, found.a85!.id]);
    expect(listed[0]).toMatchObject({ driverCompletedRides: 0, driverLateCancellations: 0 });
    // My Trips shows it cancelled by the driver, not yet rebooked.
    const past = await call(t, passenger.cookie, 'GET', '/api/Commute/GetPastTrips');
    expect(past.json().find((trip: { id: string }) => trip.id === bookingId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'driver',
      keptAmount: 0,
      rebookedAsId: null,
    });
  });

  it('says where to find another ride when there is none', async () => {
    const { passenger, bookingId } = await cancelledByDriver();
    const [text] = await textsTo(t, passenger.user.phoneNumber);
    expect(text).toMatch(
      /KSh 400 is back in your tokens\. Find another ride at http:\/\/127\.0\.0\.1:5000\/search$/,
    );
    expect((await alternatives(passenger.cookie, bookingId)).json()).toEqual([]);
  });

  it('is rebooked with the same seats and the refunded tokens, once', async () => {
    let alternative: Ride | undefined;
    const { passenger, bookingId } = await cancelledByDriver(async (way) => {
      alternative = await rideOn(way, 220, { pricePerSeat: 180 });
    });
    const ride = alternative as Ride;
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
    const res = await rebook(passenger.cookie, bookingId, ride.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      scheduledCommuteId: ride.id,
      numberOfSeats: 2,
      totalAmount: 360,
      status: 'booked',
      accountBalance: 640,
    });
    expect((await bookingRow(t, bookingId))?.rebookedAsId).toBe(res.json().id);
    const [toDriver] = await textsTo(
      t,
      (await t.database.db.query.users.findFirst({
        where: (u, { eq }) => eq(u.id, ride.driverId),
      }))!.phoneNumber,
    );
    expect(toDriver).toContain('booked 2 seats on your ride');

    expect(statusAndCode(await rebook(passenger.cookie, bookingId, ride.id))).toEqual([
      409,
      'booking_already_rebooked',
    ]);
    expect(statusAndCode(await alternatives(passenger.cookie, bookingId))).toEqual([
      409,
      'booking_already_rebooked',
    ]);
    expect(await balanceOf(t, passenger.user.id)).toBe(640);
  });

  it('is rebooked by the normal booking rules, and stays rebookable after a refusal', async () => {
    const rides: Record<string, Ride> = {};
    const { passenger, bookingId } = await cancelledByDriver(async (way) => {
      rides.dear = await rideOn(way, 200, { pricePerSeat: 300 });
      rides.small = await rideOn(way, 210, { availableSeats: 1 });
      rides.fine = await rideOn(way, 230, { pricePerSeat: 150 });
    }, 400);
    expect(statusAndCode(await rebook(passenger.cookie, bookingId, rides.dear!.id))).toEqual([
      402,
      'insufficient_tokens',
    ]);
    expect(statusAndCode(await rebook(passenger.cookie, bookingId, rides.small!.id))).toEqual([
      409,
      'insufficient_seats',
    ]);
    expect((await bookingRow(t, bookingId))?.rebookedAsId).toBeNull();
    expect(await balanceOf(t, passenger.user.id)).toBe(400);
    expect((await rebook(passenger.cookie, bookingId, rides.fine!.id)).statusCode).toBe(200);
    expect(await balanceOf(t, passenger.user.id)).toBe(100);
  });

  it('is rebooked once when two rebookings race', async () => {
    const rides: Ride[] = [];
    const { passenger, bookingId } = await cancelledByDriver(async (way) => {
      rides.push(await rideOn(way, 200), await rideOn(way, 210));
    });
    const answers = await Promise.all(
      rides.map((ride) => rebook(passenger.cookie, bookingId, ride.id)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().code).toBe('booking_already_rebooked');
    const made = answers.find((res) => res.statusCode === 200)?.json();
    expect((await bookingRow(t, bookingId))?.rebookedAsId).toBe(made.id);
    expect(await balanceOf(t, passenger.user.id)).toBe(600);
    const upcoming = await call(t, passenger.cookie, 'GET', '/api/trips/passenger/upcoming');
    expect(upcoming.json()).toHaveLength(1);
  });
});

describe('rebooking is refused', () => {
  it('for a booking its driver did not cancel, and for anyone else', async () => {
    const way = road();
    const ride = await rideOn(way, 180);
    const passenger = await fundedPassenger(t, 1000);
    const live = (await book(passenger.cookie, ride.id, 1)).json().id as string;
    const other = await rideOn(way, 200);
    expect(statusAndCode(await rebook(passenger.cookie, live, other.id))).toEqual([
      409,
      'booking_not_rebookable',
    ]);
    const res = await call(
      t,
      passenger.cookie,
      'DELETE',
      `/api/Booking/CancelPassengerBooking?bookingId=${live}`,
    );
    expect(res.statusCode).toBe(200);
    expect(statusAndCode(await alternatives(passenger.cookie, live))).toEqual([
      409,
      'booking_not_rebookable',
    ]);
    expect(statusAndCode(await rebook(passenger.cookie, live, other.id))).toEqual([
      409,
      'booking_not_rebookable',
    ]);

    const { bookingId } = await cancelledByDriver();
    const stranger = await fundedPassenger(t, 1000);
    expect(statusAndCode(await alternatives(stranger.cookie, bookingId))).toEqual([
      404,
      'booking_not_found',
    ]);
    expect(statusAndCode(await rebook(stranger.cookie, bookingId, other.id))).toEqual([
      404,
      'booking_not_found',
    ]);
  });
});

describe('a passenger of a driver who deleted their account', () => {
  it('may rebook too', async () => {
    const way = road();
    const ride = await rideOn(way, 180);
    const next = await rideOn(way, 200);
    const passenger = await fundedPassenger(t, 1000);
    const bookingId = (await book(passenger.cookie, ride.id, 2)).json().id as string;
    const deleted = await t.app.inject({
      method: 'GET',
      url: '/api/Auth/DeleteAccountDetails',
      headers: {
        cookie: (await t.signIn(ride.driverId)).cookie,
        [API_VERSION_HEADER]: API_VERSION,
      },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await bookingRow(t, bookingId))?.cancelledBy).toBe('account_deleted');
    const listed = await alternatives(passenger.cookie, bookingId);
    expect(listed.json().map((r: { id: string }) => r.id)).toEqual([next.id]);
    expect((await rebook(passenger.cookie, bookingId, next.id)).statusCode).toBe(200);
  });
});
