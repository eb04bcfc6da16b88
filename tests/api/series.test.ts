import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { rideSeries, rides, users, vehicles } from '../../src/server/db/schema.ts';
import { insertDepartures } from '../../src/server/features/series/insert-departures.ts';
import { nairobiDateOf } from '../../src/server/features/series/series-dates.ts';
import { atNairobiTime } from '../../src/shared/geo.ts';
import { createRide } from '../factories/index.ts';
import { call, createSeries, departuresOf, fundedPassenger, liveOn } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance, balanceOf, ledgerOf, statusAndCode, textsTo } from '../helpers/trips.ts';

const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
// Every test starts at noon in Nairobi tomorrow: how many 07:30 departures lie within the 4 weeks a
// series keeps ahead depends on the hour, and around Nairobi's midnight a count would move by one.
beforeEach(() => {
  advanceClock((atNairobiTime(now(), 1, 12, 0).getTime() - now().getTime()) / 60_000);
});
afterEach(() => resetClock());
afterAll(() => t.close());

/** A passenger books one departure through the ordinary booking route. */
async function bookOne(rideId: string, seats = 1) {
  const passenger = await fundedPassenger(t, 1000);
  const res = await call(t, passenger.cookie, 'POST', '/api/Commute/SavePassengerBooking', {
    scheduledCommuteId: rideId,
    numberOfSeats: seats,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...passenger, booking: res.json() as { id: string; seriesId: string | null } };
}

/** The live departures' times of a series: never two at the same time. */
async function expectNoDuplicates(seriesId: string) {
  const live = (await departuresOf(t, seriesId)).filter((r) => r.status !== 'cancelled');
  const times = live.map((r) => r.departureTime.getTime());
  expect(new Set(times).size).toBe(times.length);
  return live;
}

describe('a recurring ride becomes a series', () => {
  it('writes the series and shows its id on every departure, to driver and passenger', async () => {
    const s = await createSeries(t, { weekdays: [1, 3, 5] });
    const [series] = await t.database.db
      .select()
      .from(rideSeries)
      .where(eq(rideSeries.id, s.seriesId));
    expect(series).toMatchObject({
      driverId: s.driver.id,
      departureMinutes: 7 * 60 + 30,
      weekdays: [1, 3, 5],
      availableSeats: 3,
      pricePerSeat: 150,
      status: 'active',
    });
    const upcoming = (await call(t, s.driverCookie, 'GET', '/api/trips/driver/upcoming')).json();
    expect(upcoming.map((r: { seriesId: string }) => r.seriesId)).toEqual(
      s.rideIds.map(() => s.seriesId),
    );
    const { booking } = await bookOne(s.rideIds[0] as string);
    expect(booking.seriesId).toBe(s.seriesId);

    const view = await call(t, s.driverCookie, 'GET', `/api/rides/series/${s.seriesId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      id: s.seriesId,
      status: 'active',
      departureTime: '07:30',
      weekdays: [1, 3, 5],
      skippedDates: [],
    });
    expect(view.json().departures.map((d: { rideId: string }) => d.rideId)).toEqual(s.rideIds);

    // Someone else's series, and a plain ride, are not found.
    const other = await createSeries(t);
    expect(
      statusAndCode(await call(t, other.driverCookie, 'GET', `/api/rides/series/${s.seriesId}`)),
    ).toEqual([404, 'series_not_found']);
    const plain = await createRide(t.database.db);
    expect(plain.seriesId).toBeNull();
  });
});

describe('the extension job', () => {
  it('keeps a series 4 weeks ahead as the clock moves, never on skipped or paused dates', async () => {
    const s = await createSeries(t);
    expect(s.rideIds).toHaveLength(28);
    const first = (await departuresOf(t, s.seriesId))[0]?.departureTime as Date;
    const dayAt = (n: number) => nairobiDateOf(new Date(first.getTime() + n * DAY_MS));
    // Beyond today's 4 weeks: a skipped date and a two-day holiday the job must leave empty.
    expect(
      (
        await call(t, s.driverCookie, 'POST', `/api/rides/series/${s.seriesId}/skip`, {
          date: dayAt(29),
        })
      ).statusCode,
    ).toBe(200);
    const paused = await call(t, s.driverCookie, 'POST', `/api/rides/series/${s.seriesId}/pause`, {
      from: dayAt(31),
      until: dayAt(32),
    });
    expect(paused.statusCode, paused.body).toBe(200);

    const moved = await advance(t, 7 * DAY_MINUTES);
    expect(moved.seriesDeparturesCreated).toBeGreaterThanOrEqual(4);
    const live = await expectNoDuplicates(s.seriesId);
    const dates = new Set(live.map((r) => nairobiDateOf(r.departureTime)));
    for (const n of [28, 30, 33]) expect(dates.has(dayAt(n)), `day ${n}`).toBe(true);
    for (const n of [29, 31, 32]) expect(dates.has(dayAt(n)), `day ${n}`).toBe(false);
    // 4 weeks ahead of the moved clock, and no further.
    const latest = Math.max(...live.map((r) => r.departureTime.getTime()));
    expect(latest).toBeLessThanOrEqual(now().getTime() + 28 * DAY_MS);
    expect(latest).toBeGreaterThan(now().getTime() + 27 * DAY_MS);
    // Running it again changes nothing.
    expect(await t.app.jobs.extendSeries()).toBe(0);
  });

  it('does not bring back a departure the driver cancelled', async () => {
    const s = await createSeries(t);
    const last = s.rideIds.at(-1) as string;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Commute/CancelDriverTrip?tripId=${last}`,
      headers: { cookie: s.driverCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    await advance(t, 2 * DAY_MINUTES);
    const all = await departuresOf(t, s.seriesId);
    const [cancelled] = all.filter((r) => r.id === last);
    expect(
      all.filter((r) => r.departureTime.getTime() === cancelled?.departureTime.getTime()),
    ).toHaveLength(1);
    expect(cancelled?.status).toBe('cancelled');
  });

  it('leaves a series alone while its vehicle is inactive or its driver unverified', async () => {
    const s = await createSeries(t);
    const [ride] = await departuresOf(t, s.seriesId);
    await t.database.db
      .update(vehicles)
      .set({ isActive: false })
      .where(eq(vehicles.id, ride?.vehicleId as string));
    await advance(t, 3 * DAY_MINUTES);
    expect(await departuresOf(t, s.seriesId)).toHaveLength(28);
    await t.database.db
      .update(vehicles)
      .set({ isActive: true })
      .where(eq(vehicles.id, ride?.vehicleId as string));
    await t.database.db.update(users).set({ isVerified: false }).where(eq(users.id, s.driver.id));
    await advance(t, 1);
    expect(await departuresOf(t, s.seriesId)).toHaveLength(28);
    await t.database.db.update(users).set({ isVerified: true }).where(eq(users.id, s.driver.id));
    await advance(t, 1);
    expect(await departuresOf(t, s.seriesId)).toHaveLength(31);
  });

  it('makes each departure once when two app instances on one database run it at once', async () => {
    const second = await createTestApp(
      { API_RATE_LIMIT_PER_MINUTE: '0' },
      { database: t.database },
    );
    try {
      const all = [await createSeries(t), await createSeries(t), await createSeries(t)];
      // Both instances' clocks are this process's: move it without running the jobs.
      const { advanceClock } = await import('../../src/server/clock.ts');
      advanceClock(5 * DAY_MINUTES);
      const seriesRides = async () =>
        (await t.database.db.select({ id: rides.id }).from(rides).where(isNotNull(rides.seriesId)))
          .length;
      const before = await seriesRides();
      let created = 0;
      for (let round = 0; round < 3; round++) {
        const counts = await Promise.all([
          t.app.jobs.extendSeries(),
          second.app.jobs.extendSeries(),
        ]);
        created += counts[0] + counts[1];
      }
      for (const s of all) {
        const live = await expectNoDuplicates(s.seriesId);
        expect(live).toHaveLength(33);
      }
      // What the two instances said they made is what the database holds: nothing twice.
      expect(created).toBe((await seriesRides()) - before);
      expect(created).toBeGreaterThanOrEqual(3 * 5);
    } finally {
      await second.close();
    }
  });
  it('refuses a second live departure at the same time, whoever writes it', async () => {
    const s = await createSeries(t);
    const [series] = await t.database.db
      .select()
      .from(rideSeries)
      .where(eq(rideSeries.id, s.seriesId));
    if (!series) throw new Error('no series');
    const at = new Date(now().getTime() + 40 * DAY_MS);
    const written = await Promise.all(
      [1, 2, 3].map(() => t.database.db.transaction((tx) => insertDepartures(tx, series, [at]))),
    );
    expect(written.map((rows) => rows.length).sort()).toEqual([0, 0, 1]);
    expect(
      (await departuresOf(t, s.seriesId)).filter((r) => r.departureTime.getTime() === at.getTime()),
    ).toHaveLength(1);
  });
});

describe("the driver's changes", () => {
  it('skips a date: its bookings cancelled and refunded once, passengers texted', async () => {
    const s = await createSeries(t);
    const rideId = s.rideIds[2] as string;
    const [ride] = (await departuresOf(t, s.seriesId)).filter((r) => r.id === rideId);
    const date = nairobiDateOf(ride?.departureTime as Date);
    const a = await bookOne(rideId, 2);
    const b = await bookOne(rideId);
    // Two skip requests at once: one refund per booking.
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(t, s.driverCookie, 'POST', `/api/rides/series/${s.seriesId}/skip`, { date }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().refundedBookings).sort()).toEqual([0, 2]);
    expect(answers.map((r) => r.json().cancelledRides).sort()).toEqual([0, 1]);
    expect(answers[0]?.json().series.skippedDates).toEqual([date]);
    expect(await balanceOf(t, a.user.id)).toBe(1000);
    expect(await balanceOf(t, b.user.id)).toBe(1000);
    expect((await ledgerOf(t, a.user.id)).filter(([type]) => type === 'refund')).toEqual([
      ['refund', 300, `booking:${a.booking.id}`],
    ]);
    expect((await textsTo(t, a.user.phoneNumber))[0]).toMatch(
      /was cancelled by the driver\. KSh 300 is back in your tokens\./,
    );
    expect(await liveOn(t, s.seriesId, date)).toEqual([]);
    await advance(t, DAY_MINUTES);
    expect(await liveOn(t, s.seriesId, date)).toEqual([]);
  });

  it('refuses a date the series does not run on, a past date, and strangers', async () => {
    const s = await createSeries(t, { weekdays: [1, 2, 3, 4, 5] });
    const departures = await departuresOf(t, s.seriesId);
    const dates = new Set(departures.map((r) => nairobiDateOf(r.departureTime)));
    let sunday = '';
    for (let n = 2; n < 14 && !sunday; n++) {
      const date = nairobiDateOf(new Date(now().getTime() + n * DAY_MS));
      if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0 && !dates.has(date)) sunday = date;
    }
    const skip = (cookie: string, date: string) =>
      call(t, cookie, 'POST', `/api/rides/series/${s.seriesId}/skip`, { date });
    expect(statusAndCode(await skip(s.driverCookie, sunday))).toEqual([
      404,
      'series_date_not_found',
    ]);
    const yesterday = nairobiDateOf(new Date(now().getTime() - DAY_MS));
    expect(statusAndCode(await skip(s.driverCookie, yesterday))).toEqual([
      404,
      'series_date_not_found',
    ]);
    const stranger = await fundedPassenger(t, 0);
    const someDate = nairobiDateOf(departures[0]?.departureTime as Date);
    expect(statusAndCode(await skip(stranger.cookie, someDate))).toEqual([404, 'series_not_found']);
    for (const path of ['pause', 'resume', 'end']) {
      const res = await call(
        t,
        stranger.cookie,
        'POST',
        `/api/rides/series/${s.seriesId}/${path}`,
        {
          from: someDate,
          until: someDate,
        },
      );
      expect(statusAndCode(res), path).toEqual([404, 'series_not_found']);
    }
  });

  it('pauses for a holiday with refunds, makes nothing inside it, and resumes', async () => {
    const s = await createSeries(t);
    const departures = await departuresOf(t, s.seriesId);
    const dateOf = (i: number) => nairobiDateOf(departures[i]?.departureTime as Date);
    const booked = await bookOne(departures[3]?.id as string);
    const pause = (from: string, until: string) =>
      call(t, s.driverCookie, 'POST', `/api/rides/series/${s.seriesId}/pause`, { from, until });
    const yesterday = nairobiDateOf(new Date(now().getTime() - DAY_MS));
    expect(statusAndCode(await pause(yesterday, dateOf(3)))).toEqual([400, 'series_pause_invalid']);
    const tooLong = nairobiDateOf(new Date(departures[2]!.departureTime.getTime() + 90 * DAY_MS));
    expect(statusAndCode(await pause(dateOf(2), tooLong))).toEqual([400, 'series_pause_invalid']);
    expect(statusAndCode(await pause(dateOf(4), dateOf(2)))).toEqual([400, 'series_pause_invalid']);

    const res = await pause(dateOf(2), dateOf(4));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelledRides: 3, refundedBookings: 1 });
    expect(res.json().series).toMatchObject({ pausedFrom: dateOf(2), pausedUntil: dateOf(4) });
    expect(await balanceOf(t, booked.user.id)).toBe(1000);
    expect((await textsTo(t, booked.user.phoneNumber))[0]).toMatch(/cancelled by the driver/);
    await advance(t, 60);
    for (const i of [2, 3, 4]) expect(await liveOn(t, s.seriesId, dateOf(i))).toEqual([]);

    const resumed = await call(t, s.driverCookie, 'POST', `/api/rides/series/${s.seriesId}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().series).toMatchObject({ status: 'active', pausedFrom: null });
    for (const i of [2, 3, 4]) expect(await liveOn(t, s.seriesId, dateOf(i))).toHaveLength(1);
    await expectNoDuplicates(s.seriesId);
    // The refund was not undone or repeated.
    expect(await balanceOf(t, booked.user.id)).toBe(1000);
    expect((await ledgerOf(t, booked.user.id)).filter(([type]) => type === 'refund')).toHaveLength(
      1,
    );
  });

  it('shows a series as paused while today lies in its holiday', async () => {
    const s = await createSeries(t);
    const today = nairobiDateOf(now());
    const tomorrow = nairobiDateOf(new Date(now().getTime() + DAY_MS));
    const res = await call(t, s.driverCookie, 'POST', `/api/rides/series/${s.seriesId}/pause`, {
      from: today,
      until: tomorrow,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelledRides: 1, refundedBookings: 0 });
    expect(res.json().series.status).toBe('paused');
    const view = await call(t, s.driverCookie, 'GET', `/api/rides/series/${s.seriesId}`);
    expect(view.json().status).toBe('paused');
  });

  it('ends the series: every coming departure cancelled and refunded, nothing new made', async () => {
    const s = await createSeries(t);
    const first = await bookOne(s.rideIds[0] as string);
    const later = await bookOne(s.rideIds[10] as string, 3);
    const ends = await Promise.all(
      [1, 2].map(() => call(t, s.driverCookie, 'POST', `/api/rides/series/${s.seriesId}/end`)),
    );
    expect(ends.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ended = ends.find((r) => r.statusCode === 200)?.json();
    expect(ended).toMatchObject({ cancelledRides: 28, refundedBookings: 2 });
    expect(ended.series.status).toBe('ended');
    expect(ends.find((r) => r.statusCode === 409)?.json().code).toBe('series_ended');
    expect(await balanceOf(t, first.user.id)).toBe(1000);
    expect(await balanceOf(t, later.user.id)).toBe(1000);
    expect((await ledgerOf(t, later.user.id)).filter(([type]) => type === 'refund')).toEqual([
      ['refund', 450, `booking:${later.booking.id}`],
    ]);
    await advance(t, 2 * DAY_MINUTES);
    expect((await departuresOf(t, s.seriesId)).filter((r) => r.status !== 'cancelled')).toEqual([]);
    const date = nairobiDateOf(new Date(now().getTime() + 3 * DAY_MS));
    expect(
      statusAndCode(
        await call(t, s.driverCookie, 'POST', `/api/rides/series/${s.seriesId}/skip`, { date }),
      ),
    ).toEqual([409, 'series_ended']);
  });
});
