import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock } from '../../src/server/clock.ts';
import { bookings, rides, seriesBookings } from '../../src/server/db/schema.ts';
import { nairobiWeekday } from '../../src/shared/geo.ts';
import { formatNairobiDay } from '../../src/shared/nairobi-time.ts';
import { createRide } from '../factories/index.ts';
import { call, createSeries, departuresOf, fundedPassenger } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance, balanceOf, ledgerOf, statusAndCode, textsTo } from '../helpers/trips.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterEach(() => resetClock());
afterAll(() => t.close());

const WEEKDAYS = [1, 3, 5];

function bookSeries(cookie: string, rideId: string, weekdays = WEEKDAYS, numberOfSeats = 1) {
  return call(t, cookie, 'POST', '/api/bookings/series', { rideId, weekdays, numberOfSeats });
}

/** The departures of a series a regular booking on `weekdays` takes: active, on those days. */
async function onDays(seriesId: string, weekdays = WEEKDAYS) {
  return (await departuresOf(t, seriesId)).filter(
    (r) => r.status === 'active' && weekdays.includes(nairobiWeekday(r.departureTime)),
  );
}

async function seats(seriesId: string) {
  return (await departuresOf(t, seriesId)).map((r) => [r.availableSeats, r.bookedSeats]);
}

describe('booking a series', () => {
  it('books every remaining departure on the chosen weekdays, paid through the ledger', async () => {
    const s = await createSeries(t);
    const passenger = await fundedPassenger(t, 10_000);
    const taken = await onDays(s.seriesId);
    const res = await bookSeries(passenger.cookie, s.rideIds[5] as string, WEEKDAYS, 2);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({
      seriesId: s.seriesId,
      weekdays: WEEKDAYS,
      numberOfSeats: 2,
      status: 'active',
      totalAmount: taken.length * 300,
      accountBalance: 10_000 - taken.length * 300,
    });
    expect(
      answer.bookings.map((b: { scheduledCommuteId: string }) => b.scheduledCommuteId),
    ).toEqual(taken.map((r) => r.id));
    for (const booking of answer.bookings) {
      expect(booking).toMatchObject({
        seriesId: s.seriesId,
        seriesBookingId: answer.id,
        status: 'booked',
        paymentStatus: 'paid',
        numberOfSeats: 2,
        boardingCode: expect.stringMatching(/^\d{4}$/),
      });
    }
    expect(await balanceOf(t, passenger.user.id)).toBe(10_000 - taken.length * 300);
    const payments = (await ledgerOf(t, passenger.user.id)).filter(
      ([type]) => type === 'booking_payment',
    );
    expect(payments).toEqual(
      answer.bookings.map((b: { id: string }) => ['booking_payment', -300, `booking:${b.id}`]),
    );
    for (const ride of await onDays(s.seriesId))
      expect([ride.availableSeats, ride.bookedSeats]).toEqual([1, 2]);
    // One message each for the whole series, not one per date.
    const toPassenger = await textsTo(t, passenger.user.phoneNumber);
    expect(toPassenger).toHaveLength(1);
    expect(toPassenger[0]).toMatch(
      new RegExp(
        `^Pamoja: booked 2 seats on ${taken.length} rides from Ruiru Town to Kencom, Mon, Wed, Fri at 07:30, \\w{3} \\d+ \\w{3} to \\w{3} \\d+ \\w{3}\\. KSh [\\d,]+ paid from your tokens\\. Your boarding codes are in My Trips\\.$`,
      ),
    );
    expect(await textsTo(t, s.driver.phoneNumber)).toHaveLength(1);

    // The passenger's list shows it, grouped; single-trip listings show the series id too.
    const list = (await call(t, passenger.cookie, 'GET', '/api/bookings/series')).json();
    expect(list.map((b: { id: string }) => b.id)).toEqual([answer.id]);
    expect(list[0].bookings).toHaveLength(taken.length);
    const upcoming = (
      await call(t, passenger.cookie, 'GET', '/api/trips/passenger/upcoming')
    ).json();
    expect(new Set(upcoming.map((b: { seriesBookingId: string }) => b.seriesBookingId))).toEqual(
      new Set([answer.id]),
    );
    const stranger = await fundedPassenger(t, 0);
    expect((await call(t, stranger.cookie, 'GET', '/api/bookings/series')).json()).toEqual([]);
  });

  it('books nothing when one departure lacks the seats, naming its date', async () => {
    const s = await createSeries(t, { seats: 2 });
    const taken = await onDays(s.seriesId);
    const full = taken[2];
    if (!full) throw new Error('no third departure');
    const other = await fundedPassenger(t, 1000);
    const single = await call(t, other.cookie, 'POST', '/api/Commute/SavePassengerBooking', {
      scheduledCommuteId: full.id,
      numberOfSeats: 2,
    });
    expect(single.statusCode).toBe(200);
    const passenger = await fundedPassenger(t, 10_000);
    const before = await seats(s.seriesId);
    const res = await bookSeries(passenger.cookie, s.rideIds[0] as string);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'series_insufficient_seats',
      count: 1,
      dates: formatNairobiDay(full.departureTime),
      message: `Sorry, insufficient seats on this date: ${formatNairobiDay(full.departureTime)}. Choose other days or fewer seats.`,
    });
    expect(res.json().dates).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2}$/);
    expect(await seats(s.seriesId)).toEqual(before);
    expect(await balanceOf(t, passenger.user.id)).toBe(10_000);
    expect(
      await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.passengerId, passenger.user.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(seriesBookings)
        .where(eq(seriesBookings.passengerId, passenger.user.id)),
    ).toEqual([]);
    // Other days, or fewer seats where there are some, still work.
    const days = WEEKDAYS.filter((d) => d !== nairobiWeekday(full.departureTime));
    expect((await bookSeries(passenger.cookie, s.rideIds[0] as string, days)).statusCode).toBe(201);
  });

  it('refuses what cannot be booked as a series', async () => {
    const s = await createSeries(t, { weekdays: [1, 2] });
    const passenger = await fundedPassenger(t, 10_000);
    const plain = await createRide(t.database.db);
    expect(statusAndCode(await bookSeries(passenger.cookie, plain.id))).toEqual([
      409,
      'ride_not_in_series',
    ]);
    expect(statusAndCode(await bookSeries(s.driverCookie, s.rideIds[0] as string))).toEqual([
      400,
      'own_ride',
    ]);
    expect(statusAndCode(await bookSeries(passenger.cookie, crypto.randomUUID()))).toEqual([
      404,
      'ride_not_found',
    ]);
    // Days the series does not run (the first departure's own day aside).
    const firstDay = nairobiWeekday((await departuresOf(t, s.seriesId))[0]?.departureTime as Date);
    const noDays = [0, 3, 4, 5, 6].filter((d) => d !== firstDay);
    expect(
      statusAndCode(await bookSeries(passenger.cookie, s.rideIds[0] as string, noDays)),
    ).toEqual([409, 'series_no_departures']);
    const poor = await fundedPassenger(t, 300);
    const short = await bookSeries(poor.cookie, s.rideIds[0] as string, [1, 2]);
    const total = (await onDays(s.seriesId, [1, 2])).length * 150;
    expect(statusAndCode(short)).toEqual([402, 'insufficient_tokens']);
    expect(short.json().message).toContain(`KSh ${total.toLocaleString('en-KE')}`);
    expect(await balanceOf(t, poor.user.id)).toBe(300);

    expect((await bookSeries(passenger.cookie, s.rideIds[0] as string, [1])).statusCode).toBe(201);
    const again = await bookSeries(passenger.cookie, s.rideIds[0] as string, [1, 2]);
    expect(statusAndCode(again)).toEqual([409, 'series_already_booked']);
    expect(again.json().dates).toContain(
      formatNairobiDay((await onDays(s.seriesId, [1]))[0]!.departureTime),
    );

    const ended = await call(t, s.driverCookie, 'POST', `/api/rides/series/${s.seriesId}/end`);
    expect(ended.statusCode).toBe(200);
    expect(statusAndCode(await bookSeries(passenger.cookie, s.rideIds[0] as string))).toEqual([
      409,
      'series_ended',
    ]);
  });

  it('never oversells when passengers race for the last seats, each booking all or nothing', async () => {
    const s = await createSeries(t, { seats: 2 });
    const racers = await Promise.all([1, 2, 3].map(() => fundedPassenger(t, 20_000)));
    const answers = await Promise.all(
      racers.map((racer, i) =>
        bookSeries(racer.cookie, s.rideIds[i] as string, [0, 1, 2, 3, 4, 5, 6]),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().code).toBe('series_insufficient_seats');
    }
    for (const ride of await departuresOf(t, s.seriesId)) {
      expect([ride.availableSeats, ride.bookedSeats]).toEqual([0, 2]);
    }
    for (const [i, racer] of racers.entries()) {
      const mine = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.passengerId, racer.user.id));
      const won = answers[i]?.statusCode === 201;
      expect(mine).toHaveLength(won ? 28 : 0);
      expect(await balanceOf(t, racer.user.id)).toBe(won ? 20_000 - 28 * 150 : 20_000);
    }
  });

  it('cancels one day as a single booking, then the rest of the series with full refunds', async () => {
    const s = await createSeries(t);
    const passenger = await fundedPassenger(t, 10_000);
    const booked = (await bookSeries(passenger.cookie, s.rideIds[0] as string)).json();
    const [first, ...rest] = booked.bookings as { id: string; scheduledCommuteId: string }[];
    if (!first) throw new Error('no bookings');
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${first.id}`,
      headers: { cookie: passenger.cookie },
    });
    expect(one.json()).toMatchObject({ success: true, refundedAmount: 150 });
    expect(await balanceOf(t, passenger.user.id)).toBe(10_000 - rest.length * 150);

    const stranger = await fundedPassenger(t, 0);
    const del = (cookie: string) => call(t, cookie, 'DELETE', `/api/bookings/series/${booked.id}`);
    expect(statusAndCode(await del(stranger.cookie))).toEqual([404, 'series_booking_not_found']);
    const before = (await textsTo(t, passenger.user.phoneNumber)).length;
    const all = await del(passenger.cookie);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({
      cancelledBookings: rest.length,
      refundedAmount: rest.length * 150,
      keptAmount: 0,
      accountBalance: 10_000,
    });
    expect(await balanceOf(t, passenger.user.id)).toBe(10_000);
    const refunds = (await ledgerOf(t, passenger.user.id)).filter(([type]) => type === 'refund');
    expect(refunds.map(([, , reference]) => reference).sort()).toEqual(
      booked.bookings.map((b: { id: string }) => `booking:${b.id}`).sort(),
    );
    // One message for the whole cancellation.
    expect((await textsTo(t, passenger.user.phoneNumber)).length).toBe(before + 1);
    const seatsBack = await t.database.db
      .select()
      .from(rides)
      .where(
        inArray(
          rides.id,
          booked.bookings.map((b: { scheduledCommuteId: string }) => b.scheduledCommuteId),
        ),
      );
    for (const ride of seatsBack) expect([ride.availableSeats, ride.bookedSeats]).toEqual([3, 0]);
    expect(statusAndCode(await del(passenger.cookie))).toEqual([409, 'series_booking_cancelled']);
    expect((await call(t, passenger.cookie, 'GET', '/api/bookings/series')).json()).toEqual([]);
  });

  it('is not extended with the series: new departures are never paid for unasked', async () => {
    const s = await createSeries(t);
    const passenger = await fundedPassenger(t, 10_000);
    const booked = (await bookSeries(passenger.cookie, s.rideIds[0] as string)).json();
    const balance = await balanceOf(t, passenger.user.id);
    await advance(t, 7 * 24 * 60);
    const mine = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.passengerId, passenger.user.id), isNotNull(bookings.seriesBookingId)));
    expect(mine).toHaveLength(booked.bookings.length);
    expect(await balanceOf(t, passenger.user.id)).toBe(balance);
  });
});
