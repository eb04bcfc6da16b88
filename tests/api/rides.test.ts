import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStatements, bookings, rides, users } from '../../src/server/db/schema.ts';
import { createDriver, createPassenger, createRide } from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const V = { 'x-api-version': '3.0.0' };
const KM_PER_DEGREE_LATITUDE = 111.195;
/** A point `km` due north of another. */
const north = (p: { latitude: number; longitude: number }, km: number) => ({
  latitude: p.latitude + km / KM_PER_DEGREE_LATITUDE,
  longitude: p.longitude,
});

async function passenger(tokens = 0) {
  const user = await createPassenger(t.database.db);
  if (tokens > 0) await fund(t.database.db, user.id, tokens);
  const { cookie } = await t.signIn(user.id);
  return { user, cookie };
}
const balanceOf = async (userId: string) =>
  (
    await t.database.db.select({ b: users.accountBalance }).from(users).where(eq(users.id, userId))
  )[0]!.b;
const rideRow = async (id: string) =>
  (await t.database.db.select().from(rides).where(eq(rides.id, id)))[0]!;
const book = (cookie: string, scheduledCommuteId: string, numberOfSeats = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Commute/SavePassengerBooking',
    ...json({ scheduledCommuteId, numberOfSeats, notes: 'Pick up at the stage' }, { cookie, ...V }),
  });

describe('searching for rides', () => {
  // A corridor of its own, far from the other tests' rides: Kitengela to Upper Hill.
  const home = { latitude: -1.4736, longitude: 36.9621 };
  const work = { latitude: -1.2985, longitude: 36.8133 };
  const asked = new Date(Date.now() + 2 * 86_400_000);
  const minutes = (m: number) => new Date(asked.getTime() + m * 60_000);
  const search = (
    cookie: string,
    overrides: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Commute/GetUpcomingTripsByLocation',
      ...json(
        {
          pickupLatitude: home.latitude,
          pickupLongitude: home.longitude,
          destinationLatitude: work.latitude,
          destinationLongitude: work.longitude,
          departureDate: asked.toISOString(),
          ...overrides,
        },
        { cookie, ...V, ...headers },
      ),
    });
  const rideAt = (
    pickup: { latitude: number; longitude: number },
    departureTime: Date,
    extra: Record<string, unknown> = {},
  ) =>
    createRide(t.database.db, {
      pickupLatitude: pickup.latitude,
      pickupLongitude: pickup.longitude,
      pickupAddress: 'Kitengela',
      destinationLatitude: work.latitude,
      destinationLongitude: work.longitude,
      destinationAddress: 'Upper Hill',
      departureTime,
      ...extra,
    });

  it('matches both ends within the radius and the window from 30 minutes before to 3 hours after', async () => {
    const { user, cookie } = await passenger();
    const inside = await rideAt(north(home, 4.9), minutes(0));
    const beyond = await rideAt(north(home, 5.1), minutes(0));
    const earliest = await rideAt(home, minutes(-30));
    const tooEarly = await rideAt(home, minutes(-31));
    const latest = await rideAt(home, minutes(180));
    const tooLate = await rideAt(home, minutes(181));
    const full = await rideAt(home, minutes(10), { availableSeats: 0, bookedSeats: 3 });
    const cancelled = await rideAt(home, minutes(20), { status: 'cancelled' });
    const own = await createRide(t.database.db, {
      driverId: (await createDriver(t.database.db)).id,
      pickupLatitude: home.latitude,
      pickupLongitude: home.longitude,
      destinationLatitude: work.latitude,
      destinationLongitude: work.longitude,
      departureTime: minutes(5),
    });
    await t.database.db
      .update(rides)
      .set({ driverId: user.id })
      .where(eq(rides.id, own.id))
      .catch(() => {});
    const res = await search(cookie);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((r: { id: string }) => r.id);
    expect([...ids].sort()).toEqual([earliest.id, inside.id, full.id, latest.id].sort());
    expect(ids).toContain(inside.id);
    expect(ids).toContain(earliest.id);
    expect(ids).toContain(latest.id);
    expect(ids).toContain(full.id);
    for (const id of [beyond.id, tooEarly.id, tooLate.id, cancelled.id])
      expect(ids).not.toContain(id);
    // Earliest first, and the shape of the first document §3.
    const times = res.json().map((r: { departureTime: string }) => r.departureTime);
    expect([...times].sort()).toEqual(times);
    expect(res.json().find((r: { id: string }) => r.id === full.id)).toMatchObject({
      availableSeats: 0,
      bookedSeats: 3,
      driverName: expect.any(String),
      vehicleDetails: {
        make: expect.any(String),
        model: expect.any(String),
        color: expect.any(String),
      },
      pickupLocation: { address: 'Kitengela', latitude: home.latitude, longitude: home.longitude },
      destination: { address: 'Upper Hill' },
      pricePerSeat: expect.any(Number),
      estimatedDuration: expect.any(Number),
    });
    // A wider radius reaches the ride 5.1 km away; maxResults caps the list.
    const wider = (await search(cookie, { maxDistance: 5.2 }))
      .json()
      .map((r: { id: string }) => r.id);
    expect(wider).toContain(beyond.id);
    expect((await search(cookie, { maxResults: 2 })).json()).toHaveLength(2);
  });

  it('compresses a long list in one piece, with its length, as zstd, brotli or gzip', async () => {
    const { cookie } = await passenger();
    for (let i = 0; i < 30; i++) await rideAt(home, minutes(100 + i));
    const plain = await search(cookie, { maxResults: 50 });
    expect(plain.body.length).toBeGreaterThan(8192); // past @fastify/compress's own sync limit
    for (const [encoding, decode] of [
      ['zstd', zstdDecompressSync],
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await search(cookie, { maxResults: 50 }, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it("leaves out a driver's own rides", async () => {
    const driver = await createDriver(t.database.db);
    const ride = await rideAt(home, minutes(60));
    await t.database.db
      .update(rides)
      .set({ driverId: driver.id, vehicleId: ride.vehicleId })
      .where(eq(rides.id, ride.id));
    const { cookie } = await t.signIn(driver.id);
    const ids = (await search(cookie)).json().map((r: { id: string }) => r.id);
    expect(ids).not.toContain(ride.id);
  });

  it('never shows rides that have already left', async () => {
    const { cookie } = await passenger();
    const soon = new Date(Date.now() + 10 * 60_000);
    const left = await rideAt(home, new Date(Date.now() - 60_000));
    const leaving = await rideAt(home, soon);
    const ids = (await search(cookie, { departureDate: new Date().toISOString() }))
      .json()
      .map((r: { id: string }) => r.id);
    expect(ids).toContain(leaving.id);
    expect(ids).not.toContain(left.id);
  });

  it.each([
    [{ maxDistance: 0.05 }, /^maxDistance: /],
    [{ maxDistance: 51 }, /^maxDistance: /],
    [{ maxResults: 0 }, /^maxResults: /],
    [{ maxResults: 51 }, /^maxResults: /],
    [{ maxResults: 2.5 }, /^maxResults: /],
    [{ pickupLatitude: 91 }, /^pickupLatitude: /],
    [{ destinationLongitude: -181 }, /^destinationLongitude: /],
    [{ departureDate: 'tomorrow morning' }, /^departureDate: must be an ISO date-time/],
    [{ pickupLatitude: '-1.2' }, /^pickupLatitude: /],
  ])('answers 400 naming the field for %j', async (overrides, message) => {
    const { cookie } = await passenger();
    const res = await search(cookie, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('needs sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/GetUpcomingTripsByLocation',
      ...json({}),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('booking seats', () => {
  it('takes the seats, debits the tokens, records the booking and texts both people', async () => {
    const ride = await createRide(t.database.db, { pricePerSeat: 250, availableSeats: 3 });
    const { user, cookie } = await passenger(1000);
    const res = await book(cookie, ride.id, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      scheduledCommuteId: ride.id,
      status: 'booked',
      paymentStatus: 'paid',
      numberOfSeats: 2,
      totalAmount: 500,
      accountBalance: 500,
      notes: 'Pick up at the stage',
      destination: { address: ride.destinationAddress },
    });
    expect(await rideRow(ride.id)).toMatchObject({ availableSeats: 1, bookedSeats: 2 });
    expect(await balanceOf(user.id)).toBe(500);
    const ledger = await t.database.db
      .select()
      .from(accountStatements)
      .where(eq(accountStatements.userId, user.id));
    expect(ledger.map((e) => [e.transactionType, e.amount, e.runningBalance])).toEqual(
      expect.arrayContaining([['booking_payment', -500, 500]]),
    );
    const outbox = (phone: string) =>
      t.app
        .inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` })
        .then((r) => r.json());
    const texted = (await outbox(user.phoneNumber))[0].message;
    expect(texted).toMatch(
      /^Pamoja: booked 2 seats from .* KSh 500 paid from your tokens\. Your boarding code is \d{4}: tell it to the driver when you get in\.$/,
    );
    // The code texted is the booking's own, also in the passenger's answer.
    expect(res.json().boardingCode).toMatch(/^\d{4}$/);
    expect(texted).toContain(`code is ${res.json().boardingCode}:`);
    const [driver] = await t.database.db.select().from(users).where(eq(users.id, ride.driverId));
    expect((await outbox(driver!.phoneNumber))[0].message).not.toContain('boarding code');
    expect((await outbox(driver!.phoneNumber))[0].message).toContain('booked 2 seats on your ride');
  });

  it('books a free ride without payment', async () => {
    const ride = await createRide(t.database.db, { pricePerSeat: 0 });
    const { cookie } = await passenger();
    const res = await book(cookie, ride.id);
    expect(res.json()).toMatchObject({ paymentStatus: 'not_required', totalAmount: 0 });
  });

  it('refuses with the exact messages', async () => {
    const { user, cookie } = await passenger(5000);
    const ownRide = await createRide(t.database.db, {
      driverId: (await createDriver(t.database.db)).id,
    });
    const asDriver = await t.signIn(ownRide.driverId);
    await fund(t.database.db, ownRide.driverId, 1000);
    const own = await book(asDriver.cookie, ownRide.id);
    expect([own.statusCode, own.json().message]).toEqual([400, 'You cannot book your own ride.']);

    const unknown = await book(cookie, '00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'This ride does not exist.',
    ]);

    const gone = await createRide(t.database.db, { departureTime: new Date(Date.now() - 60_000) });
    const departed = await book(cookie, gone.id);
    expect([departed.statusCode, departed.json().message]).toEqual([
      409,
      'This ride is no longer available',
    ]);
    const off = await createRide(t.database.db, { status: 'cancelled' });
    expect((await book(cookie, off.id)).json().message).toBe('This ride is no longer available');

    const ride = await createRide(t.database.db, { pricePerSeat: 100, availableSeats: 3 });
    expect((await book(cookie, ride.id)).statusCode).toBe(200);
    const twice = await book(cookie, ride.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'already_booked',
      message: 'You have already booked this ride.',
    });

    const other = await passenger(5000);
    const tooMany = await book(other.cookie, ride.id, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      code: 'insufficient_seats',
      message: 'Sorry, insufficient seats: only 2 seats are left on this ride.',
      availableSeats: 2,
    });

    const poor = await passenger(150);
    const broke = await book(poor.cookie, ride.id, 2);
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toEqual({
      code: 'insufficient_tokens',
      message:
        'Not enough tokens: payment of KSh 200 is required. Please buy tokens and try again.',
      total: 200,
    });
    expect(await rideRow(ride.id)).toMatchObject({ availableSeats: 2, bookedSeats: 1 });
    expect(await balanceOf(poor.user.id)).toBe(150);

    const five = await book(other.cookie, ride.id, 5);
    expect(five.statusCode).toBe(400);
    expect(five.json().message).toBe('numberOfSeats: at most 4 seats per booking');
    void user;
  });

  it('sells exactly 4 seats to 100 concurrent bookings on a 4-seat ride, and debits only those', async () => {
    const ride = await createRide(t.database.db, { pricePerSeat: 200, availableSeats: 4 });
    const people = await Promise.all(Array.from({ length: 100 }, () => passenger(1000)));
    const answers = await Promise.all(people.map((p) => book(p.cookie, ride.id, 1)));
    const booked = answers.filter((a) => a.statusCode === 200);
    expect(booked).toHaveLength(4);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toContain('insufficient seats');
    }
    expect(await rideRow(ride.id)).toMatchObject({ availableSeats: 0, bookedSeats: 4 });
    const balances = await Promise.all(people.map((p) => balanceOf(p.user.id)));
    expect(balances.filter((b) => b === 800)).toHaveLength(4);
    expect(balances.filter((b) => b === 1000)).toHaveLength(96);
    const [paid] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.rideId, ride.id));
    expect(paid?.n).toBe(4);
  }, 120_000);
});

describe('cancelling a booking', () => {
  it('gives the seats back and refunds in full, by either path, owner only', async () => {
    const ride = await createRide(t.database.db, { pricePerSeat: 300, availableSeats: 3 });
    const { user, cookie } = await passenger(1000);
    const booking = (await book(cookie, ride.id, 2)).json();
    const stranger = await passenger();
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${booking.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({
      code: 'booking_not_found',
      message: 'This booking does not exist.',
    });
    const upcomingOfStranger = (
      await t.app.inject({
        url: '/api/Commute/GetPassengerUpcomingTrips',
        headers: { cookie: stranger.cookie },
      })
    ).json();
    expect(upcomingOfStranger.map((b: { id: string }) => b.id)).not.toContain(booking.id);

    const withoutHeader = await t.app.inject({
      url: `/api/Commute/CancelPassengerBooking?BookingId=${booking.id}`,
      headers: { cookie },
    });
    expect(withoutHeader.statusCode).toBe(403);
    const res = await t.app.inject({
      url: `/api/Commute/CancelPassengerBooking?BookingId=${booking.id}`,
      headers: { cookie, ...V },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your booking has been cancelled successfully.',
      refundedAmount: 600,
      refunded: 600,
      kept: 0,
    });
    expect(await rideRow(ride.id)).toMatchObject({ availableSeats: 3, bookedSeats: 0 });
    expect(await balanceOf(user.id)).toBe(1000);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${booking.id}`,
      headers: { cookie },
    });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This booking is already cancelled.',
    ]);
    const refunds = await t.database.db
      .select()
      .from(accountStatements)
      .where(eq(accountStatements.relatedBookingId, booking.id));
    expect(refunds.map((e) => e.amount).sort()).toEqual([-600, 600]);

    const second = (await book(cookie, ride.id, 1)).json();
    const viaDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${second.id}`,
      headers: { cookie },
    });
    expect(viaDelete.json()).toMatchObject({ success: true, refundedAmount: 300 });
  });

  it('cannot happen after departure', async () => {
    const ride = await createRide(t.database.db, { pricePerSeat: 100 });
    const { cookie } = await passenger(500);
    const booking = (await book(cookie, ride.id)).json();
    await t.database.db
      .update(rides)
      .set({ departureTime: new Date(Date.now() - 60_000) })
      .where(eq(rides.id, ride.id));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${booking.id}`,
      headers: { cookie },
    });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'This ride has already left, so the booking can no longer be cancelled.',
    ]);
  });
});

describe('the passenger and driver lists', () => {
  it('shows upcoming bookings with their real destination and time, and past trips of both roles', async () => {
    const ride = await createRide(t.database.db, { pricePerSeat: 100 });
    const { user, cookie } = await passenger(500);
    const booking = (await book(cookie, ride.id)).json();
    for (const path of [
      '/api/Commute/GetPassengerUpcomingTrips',
      '/api/Booking/GetUpcomingBookingsForPassenger',
      '/api/trips/passenger/upcoming',
    ]) {
      const list = (await t.app.inject({ url: path, headers: { cookie } })).json();
      expect(list).toEqual([
        expect.objectContaining({
          id: booking.id,
          passengerId: user.id,
          destination: expect.objectContaining({ address: ride.destinationAddress }),
          departureTime: ride.departureTime.toISOString(),
          driverPhone: expect.stringMatching(/^\+254/),
        }),
      ]);
    }
    await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${booking.id}`,
      headers: { cookie },
    });
    const past = (
      await t.app.inject({ url: '/api/Commute/GetPastTrips', headers: { cookie } })
    ).json();
    expect(past).toEqual([
      expect.objectContaining({
        id: booking.id,
        status: 'cancelled',
        passengerId: user.id,
        driverPhone: null,
      }),
    ]);

    const driverView = await t.signIn(ride.driverId);
    await t.database.db.update(rides).set({ status: 'completed' }).where(eq(rides.id, ride.id));
    const driverPast = (
      await t.app.inject({
        url: '/api/Commute/GetPastTrips',
        headers: { cookie: driverView.cookie },
      })
    ).json();
    expect(driverPast).toEqual([expect.objectContaining({ id: ride.id, status: 'completed' })]);
  });

  it("shows a ride's bookings to its driver only", async () => {
    const ride = await createRide(t.database.db, { pricePerSeat: 100 });
    const { user, cookie } = await passenger(500);
    await book(cookie, ride.id, 2);
    const url = `/api/Commute/GetAllBookingsForScheduledCommute?ScheduledCommuteId=${ride.id}`;
    const asPassenger = await t.app.inject({ url, headers: { cookie } });
    expect(asPassenger.statusCode).toBe(403);
    const driver = await t.signIn(ride.driverId);
    const list = (await t.app.inject({ url, headers: { cookie: driver.cookie } })).json();
    expect(list).toEqual([
      expect.objectContaining({
        passengerId: user.id,
        passengerName: user.fullName,
        passengerPhone: user.phoneNumber,
        numberOfSeats: 2,
        totalAmount: 200,
      }),
    ]);
  });
});
