import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock } from '../../src/server/clock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  advance,
  type BookedTrip,
  bookedTrip,
  bookingRow,
  startTrip,
  statusAndCode,
  textsTo,
  tripCall,
} from '../helpers/trips.ts';

// Boarding on trip day (decisions.md "Trip day"): the driver types the code the passenger tells
// them, and may mark a passenger who never came from 10 minutes after departure. Time moves with
// the development clock, never by waiting.

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

/** A trip whose driver has started it (departing in 20 minutes). */
async function startedTrip(options: Parameters<typeof bookedTrip>[1] = {}) {
  const trip = await bookedTrip(t, { departInMinutes: 20, ...options });
  expect((await start(trip)).statusCode).toBe(200);
  return trip;
}

describe('boarding with the code', () => {
  it('boards the passenger who tells the right code, once', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20 });
    const [passenger] = trip.passengers;
    const board = (code: string) =>
      call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/board`, {
        bookingId: passenger!.booking.id,
        code,
      });
    expect(answer(await board(passenger!.booking.boardingCode))).toEqual([409, 'trip_not_started']);
    expect((await start(trip)).statusCode).toBe(200);
    expect(answer(await board('12a4'))).toEqual([400, 'invalid_request']);
    const boarded = await board(passenger!.booking.boardingCode);
    expect(boarded.statusCode).toBe(200);
    expect(boarded.json()).toEqual({ bookingId: passenger!.booking.id, boardingStatus: 'boarded' });
    const twice = await board(passenger!.booking.boardingCode);
    expect(answer(twice)).toEqual([409, 'already_boarded']);
    // The passenger cannot board themselves.
    const self = await call(passenger!.cookie, 'POST', `/api/trips/${trip.ride.id}/board`, {
      bookingId: passenger!.booking.id,
      code: passenger!.booking.boardingCode,
    });
    expect(answer(self)).toEqual([404, 'trip_not_found']);
  });

  it('counts wrong codes: 5 tries, then even the right code is refused', async () => {
    const trip = await startedTrip();
    const [passenger] = trip.passengers;
    const right = passenger!.booking.boardingCode;
    const wrong = right === '0000' ? '1111' : '0000';
    const board = (code: string) =>
      call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/board`, {
        bookingId: passenger!.booking.id,
        code,
      });
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push((await board(wrong)).json());
    expect(tries.map((r) => [r.code, r.triesLeft])).toEqual([
      ['wrong_boarding_code', 4],
      ['wrong_boarding_code', 3],
      ['wrong_boarding_code', 2],
      ['wrong_boarding_code', 1],
      ['wrong_boarding_code', 0],
    ]);
    expect(tries[0].message).toBe('That boarding code is not right. 4 tries are left.');
    expect(tries[4].message).toBe('That boarding code is not right. No tries are left.');
    const locked = await board(right);
    expect(answer(locked)).toEqual([429, 'boarding_code_locked']);
    expect((await bookingRow(t, passenger!.booking.id))?.boardingStatus).toBe('waiting');
    const view = (await call(trip.driverCookie, 'GET', `/api/trips/${trip.ride.id}`)).json();
    expect(view.passengers[0]).toMatchObject({ boardingStatus: 'waiting', boardingTriesLeft: 0 });
  });

  it('never counts more than 5 wrong codes, however many arrive at once', async () => {
    const trip = await startedTrip();
    const [passenger] = trip.passengers;
    const wrong = passenger!.booking.boardingCode === '0000' ? '1111' : '0000';
    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/board`, {
          bookingId: passenger!.booking.id,
          code: wrong,
        }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([
      422, 422, 422, 422, 422, 429, 429, 429,
    ]);
  });

  it('refuses a booking of another ride or a cancelled one as not found', async () => {
    const trip = await startedTrip({ passengers: 2 });
    const elsewhere = await bookedTrip(t, { passengers: 1 });
    const [, leaving] = trip.passengers;
    const board = (booking: { id: string; boardingCode: string }) =>
      call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/board`, {
        bookingId: booking.id,
        code: booking.boardingCode,
      });
    expect(answer(await board(elsewhere.passengers[0]!.booking))).toEqual([
      404,
      'booking_not_found',
    ]);
    expect(answer(await board({ id: randomUUID(), boardingCode: '1234' }))).toEqual([
      404,
      'booking_not_found',
    ]);
    // Still before departure: the passenger may cancel.
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${leaving!.booking.id}`,
      headers: { cookie: leaving!.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect(answer(await board(leaving!.booking))).toEqual([404, 'booking_not_found']);
  });
});

describe('marking a passenger who never came', () => {
  it('is possible from 10 minutes after departure, while the trip is under way, and texts them', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20 });
    const [absent, present] = trip.passengers;
    const noShow = (bookingId: string) =>
      call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/no-show`, { bookingId });
    expect((await start(trip)).statusCode).toBe(200);
    const early = await noShow(absent!.booking.id);
    expect(answer(early)).toEqual([409, 'no_show_too_early']);
    expect(early.json().opensAt).toBe(
      new Date(trip.ride.departureTime.getTime() + 10 * MINUTE).toISOString(),
    );
    await advance(t, 29);
    expect(answer(await noShow(absent!.booking.id))).toEqual([409, 'no_show_too_early']);
    await advance(t, 1);
    const marked = await noShow(absent!.booking.id);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ bookingId: absent!.booking.id, boardingStatus: 'no_show' });
    const [sms] = await textsTo(t, absent!.user.phoneNumber);
    expect(sms).toMatch(
      /^Pamoja: your driver marked you as not showing up for the ride from Ruiru Town, .+\. If the driver never came, report it in My Trips within 24 hours after the trip ends\.$/,
    );
    // Marking again changes nothing and does not text them again.
    expect((await noShow(absent!.booking.id)).statusCode).toBe(200);
    const told = (await textsTo(t, absent!.user.phoneNumber)).filter((sms) =>
      sms.includes('not showing up'),
    );
    expect(told).toHaveLength(1);
    // A passenger on board is not absent; a late one still boards with their code.
    await call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/board`, {
      bookingId: present!.booking.id,
      code: present!.booking.boardingCode,
    });
    expect(answer(await noShow(present!.booking.id))).toEqual([409, 'already_boarded']);
    const late = await call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/board`, {
      bookingId: absent!.booking.id,
      code: absent!.booking.boardingCode,
    });
    expect(late.json()).toEqual({ bookingId: absent!.booking.id, boardingStatus: 'boarded' });
  });

  it('needs a started trip: a driver who never pressed start cannot mark anyone', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 5, passengers: 1 });
    await advance(t, 20);
    const res = await call(trip.driverCookie, 'POST', `/api/trips/${trip.ride.id}/no-show`, {
      bookingId: trip.passengers[0]!.booking.id,
    });
    expect(answer(res)).toEqual([409, 'trip_not_started']);
  });
});
