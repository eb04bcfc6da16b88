import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { tripPositions } from '../../src/server/db/schema.ts';
import { createPassenger } from '../factories/index.ts';
import { eventually } from '../helpers/eventually.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  advance,
  type BookedTrip,
  bookedTrip,
  startTrip,
  statusAndCode,
  textsTo,
  tripCall,
} from '../helpers/trips.ts';

// Trip day on the road (decisions.md "Trip day"): the driver starts the trip, sends positions
// and ends it (boarding: trip-boarding.test.ts). Time moves with the development clock, never by
// waiting.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(async () => {
  await t.close();
  resetClock();
});

const MINUTE = 60_000;
const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string, body?: unknown) =>
  tripCall(t, cookie, method, url, body);
const start = (trip: BookedTrip, cookie = trip.driverCookie) => startTrip(t, trip, cookie);
const answer = statusAndCode;
/** Past the 2-second limit between positions, by the server's clock. */
const afterTwoSeconds = () => advanceClock(3 / 60);
const here = { latitude: -1.2195, longitude: 36.8869 };

describe('starting a trip', () => {
  it('opens 30 minutes before departure, not a minute sooner, and texts every passenger the link', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 40 });
    const early = await start(trip);
    expect(answer(early)).toEqual([409, 'trip_start_too_early']);
    const opensAt = new Date(trip.ride.departureTime.getTime() - 30 * MINUTE).toISOString();
    expect(early.json()).toMatchObject({
      opensAt,
      message: 'You can start this trip from 30 minutes before departure.',
    });
    await advance(t, 9);
    expect(answer(await start(trip))).toEqual([409, 'trip_start_too_early']);
    await advance(t, 1);
    const started = await start(trip);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ status: 'in_progress', startedAt: expect.any(String) });
    for (const passenger of trip.passengers) {
      const [sms] = await textsTo(t, passenger.user.phoneNumber);
      expect(sms).toMatch(
        /^Pamoja: Peter is on the way to Ruiru Town in a Toyota Noah K[A-Z]{2} \d{3}[A-Z]\. Follow the trip: http:\/\/127\.0\.0\.1:\d+\/trip\/[0-9a-f-]{36}$/,
      );
      expect(sms).toContain(`/trip/${trip.ride.id}`);
    }
    const again = await start(trip);
    expect(answer(again)).toEqual([409, 'trip_already_started']);
    expect(again.json().message).toBe('This trip has already started.');
  });

  it("is someone else's ride to anyone but its driver: 404, as if it did not exist", async () => {
    const trip = await bookedTrip(t, { departInMinutes: 10 });
    const other = await bookedTrip(t, { departInMinutes: 10, passengers: 0 });
    expect(answer(await start(trip, other.driverCookie))).toEqual([404, 'trip_not_found']);
    expect(answer(await start(trip, trip.passengers[0]?.cookie))).toEqual([404, 'trip_not_found']);
    expect((await start(trip, '')).statusCode).toBe(401);
    const unknown = await call(trip.driverCookie, 'POST', `/api/trips/${randomUUID()}/start`);
    expect(answer(unknown)).toEqual([404, 'trip_not_found']);
    expect((await call(trip.driverCookie, 'POST', '/api/trips/not-a-ride/start')).statusCode).toBe(
      400,
    );
    // Nothing started meanwhile.
    expect((await start(trip)).statusCode).toBe(200);
  });

  it('refuses a cancelled ride, and one whose time is over, saying why', async () => {
    const cancelled = await bookedTrip(t, { departInMinutes: 10 });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/Commute/CancelDriverTrip?tripId=${cancelled.ride.id}`,
      headers: { cookie: cancelled.driverCookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect(answer(await start(cancelled))).toEqual([409, 'trip_cancelled']);

    // Automatic completion: departure + 60 minutes' duration + 60 minutes.
    const inTime = await bookedTrip(t, { departInMinutes: 10, estimatedDuration: 60 });
    const late = await bookedTrip(t, { departInMinutes: 10, estimatedDuration: 60 });
    await advance(t, 129);
    expect((await start(inTime)).statusCode).toBe(200);
    advanceClock(2); // past completion, before the job has run
    const tooLate = await start(late);
    expect(answer(tooLate)).toEqual([409, 'trip_start_too_late']);
    expect(tooLate.json().message).toBe('This trip can no longer be started: its time is over.');
    await advance(t, 1); // the job completes both
    expect(answer(await start(late))).toEqual([409, 'trip_already_ended']);
    expect(answer(await start(inTime))).toEqual([409, 'trip_already_ended']);
  });

  it('lets only one of two starts at once win', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 5, passengers: 1 });
    const both = await Promise.all([start(trip), start(trip)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().code).toBe('trip_already_started');
    // One SMS to the passenger, from the one start that won.
    const texts = await textsTo(t, trip.passengers[0]!.user.phoneNumber);
    expect(texts.filter((sms) => sms.includes('is on the way'))).toHaveLength(1);
  });
});

describe("the driver's position", () => {
  it('is taken only while the trip is in progress, validated, and at most once per 2 seconds', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20 });
    const post = (body: unknown, cookie = trip.driverCookie) =>
      call(cookie, 'POST', `/api/trips/${trip.ride.id}/location`, body);
    expect(answer(await post(here))).toEqual([409, 'trip_not_started']);
    expect((await start(trip)).statusCode).toBe(200);
    for (const wrong of [
      { latitude: 91, longitude: 36.8 },
      { latitude: -1.2, longitude: 181 },
      { latitude: -1.2 },
      { ...here, heading: 400 },
      { ...here, accuracy: -1 },
      { latitude: '-1.2', longitude: 36.8 },
    ]) {
      expect(answer(await post(wrong)), JSON.stringify(wrong)).toEqual([400, 'invalid_request']);
    }
    const first = await post({ ...here, accuracy: 12, heading: 90, speed: 8.5 });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(answer(await post(here))).toEqual([429, 'position_too_frequent']);
    afterTwoSeconds();
    expect((await post({ latitude: -1.23, longitude: 36.88 })).statusCode).toBe(204);
    // A passenger's phone never sends positions.
    expect(answer(await post(here, trip.passengers[0]!.cookie))).toEqual([404, 'trip_not_found']);
    afterTwoSeconds();
    const racing = await Promise.all([1, 2, 3, 4, 5].map(() => post(here)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([204, 429, 429, 429, 429]);
    await call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/end`);
    afterTwoSeconds();
    expect(answer(await post(here))).toEqual([409, 'trip_already_ended']);
  });

  it('is seen by the driver and passengers with a live booking, and only while in progress', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20 });
    const [rider, leaver] = trip.passengers;
    const url = `/api/trips/${trip.ride.id}/position`;
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${leaver!.booking.id}`,
      headers: { cookie: leaver!.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const stranger = (await t.signIn((await createPassenger(t.database.db)).id)).cookie;
    expect((await call(rider!.cookie, 'GET', url)).json()).toBeNull();
    expect((await start(trip)).statusCode).toBe(200);
    expect((await call(trip.driverCookie, 'GET', url)).json()).toBeNull();
    await call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/location`, here);
    for (const cookie of [trip.driverCookie, rider!.cookie]) {
      const seen = await call(cookie, 'GET', url);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toEqual({ ...here, recordedAt: expect.any(String) });
    }
    for (const cookie of [leaver!.cookie, stranger, (await bookedTrip(t)).driverCookie]) {
      expect(answer(await call(cookie, 'GET', url))).toEqual([404, 'trip_not_found']);
    }
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    await call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/end`);
    expect((await call(trip.driverCookie, 'GET', url)).json()).toBeNull();
  });
});

describe('the live streams', () => {
  it('hear of the start, each position, each boarding and the end', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20, passengers: 1 });
    const [rider] = trip.passengers;
    const heard: unknown[] = [];
    const stop = t.app.live.subscribe(trip.ride.id, (event) => heard.push(event));
    try {
      const url = (action: string) => `/api/trips/${trip.ride.id}/${action}`;
      expect((await start(trip)).statusCode).toBe(200);
      await call(trip.driverCookie, 'POST', url('location'), here);
      await call(trip.driverCookie, 'POST', url('board'), {
        bookingId: rider!.booking.id,
        code: rider!.booking.boardingCode,
      });
      await call(trip.driverCookie, 'POST', url('end'));
      const rideId = trip.ride.id;
      await eventually(() =>
        expect(heard).toEqual([
          { rideId, type: 'status', status: 'in_progress' },
          { rideId, type: 'position', ...here, recordedAt: expect.any(String) },
          { rideId, type: 'status', status: 'boarded', bookingId: rider!.booking.id },
          { rideId, type: 'status', status: 'completed' },
        ]),
      );
    } finally {
      stop();
    }
  });

  it('hear of a completion by the job when the driver never ends the trip', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20, passengers: 1 });
    expect((await start(trip)).statusCode).toBe(200);
    const heard: unknown[] = [];
    const stop = t.app.live.subscribe(trip.ride.id, (event) => heard.push(event));
    try {
      await advance(t, 20 + 120 + 1);
      await eventually(() =>
        expect(heard).toEqual([{ rideId: trip.ride.id, type: 'status', status: 'completed' }]),
      );
    } finally {
      stop();
    }
  });
});

describe('privacy', () => {
  it("deletes the driver's positions 24 hours after the trip ends, not sooner", async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20, passengers: 1 });
    expect((await start(trip)).statusCode).toBe(200);
    await call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/location`, here);
    afterTwoSeconds();
    await call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/location`, here);
    expect(
      (await call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/end`)).statusCode,
    ).toBe(200);
    const kept = () =>
      t.database.db.select().from(tripPositions).where(eq(tripPositions.rideId, trip.ride.id));
    expect(await kept()).toHaveLength(2);
    await advance(t, 24 * 60 - 1);
    expect(await kept()).toHaveLength(2);
    const moved = await advance(t, 2);
    expect(moved.positionsDeleted).toBeGreaterThanOrEqual(2);
    expect(await kept()).toEqual([]);
  });
});

describe('ending a trip', () => {
  it('completes the ride now, for its driver only, once', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20 });
    const end = (cookie = trip.driverCookie) =>
      call(cookie, 'POST', `/api/trips/${trip.ride.id}/end`);
    expect(answer(await end())).toEqual([409, 'trip_not_started']);
    expect((await start(trip)).statusCode).toBe(200);
    expect(answer(await end(trip.passengers[0]!.cookie))).toEqual([404, 'trip_not_found']);
    const ended = await end();
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ status: 'completed', startedAt: expect.any(String) });
    expect(answer(await end())).toEqual([409, 'trip_already_ended']);
    const view = (
      await call(trip.passengers[0]!.cookie, 'GET', `/api/trips/${trip.ride.id}`)
    ).json();
    expect(view).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect(view.booking.status).toBe('completed');
  });
});
