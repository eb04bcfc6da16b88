import { and, eq, ne } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { rides } from '../../src/server/db/schema.ts';
import { nairobiDateOf } from '../../src/server/features/series/series-dates.ts';
import { atNairobiTime } from '../../src/shared/geo.ts';
import { createDriver, createVehicle } from '../factories/index.ts';
import { call } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance } from '../helpers/trips.ts';

// Carpooling is a commute shared, not taxi work: a driver offers at most 4 departures a Nairobi
// day, single rides, recurring rides and their series' departures alike.

const DAY_MINUTES = 24 * 60;
const ruiru = { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town' };
const kencom = { latitude: -1.285817, longitude: 36.824544, address: 'Kencom, CBD' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
// Noon in Nairobi: every departure below is on a whole day ahead.
beforeEach(() => {
  advanceClock((atNairobiTime(now(), 1, 12, 0).getTime() - now().getTime()) / 60_000);
});
afterEach(() => resetClock());
afterAll(() => t.close());

async function driver(app = t) {
  const user = await createDriver(app.database.db);
  const vehicle = await createVehicle(app.database.db, { ownerId: user.id, seatingCapacity: 5 });
  const { cookie } = await app.signIn(user.id);
  /** Publishes a ride `days` Nairobi days ahead at hh:mm, once or on `recurringDays`. */
  const publish = (days: number, hours: number, minutes = 0, recurringDays: number[] = []) =>
    call(app, cookie, 'POST', '/api/Commute/SaveCommuteDetails', {
      pickupLocation: ruiru,
      destination: kencom,
      departureTime: atNairobiTime(now(), days, hours, minutes).toISOString(),
      availableSeats: 3,
      pricePerSeat: 150,
      vehicleId: vehicle.id,
      isRecurring: recurringDays.length > 0,
      recurringDays,
    });
  return { user, publish };
}

const dateIn = (days: number) => nairobiDateOf(atNairobiTime(now(), days, 12, 0));
const liveOn = async (driverId: string, date: string) =>
  (
    await t.database.db
      .select({ departureTime: rides.departureTime })
      .from(rides)
      .where(and(eq(rides.driverId, driverId), ne(rides.status, 'cancelled')))
  ).filter((r) => nairobiDateOf(r.departureTime) === date).length;
const ok = (res: { statusCode: number; body: string }) =>
  expect(res.statusCode, res.body).toBe(200);

describe('four departures a day', () => {
  it('refuses the fifth ride of a day, names the day, and counts only live rides', async () => {
    const { user, publish } = await driver();
    for (const hour of [6, 8, 17, 19]) ok(await publish(1, hour));
    const fifth = await publish(1, 20);
    expect(fifth.statusCode).toBe(422);
    const day = atNairobiTime(now(), 1, 12, 0);
    const words = new Intl.DateTimeFormat('en-KE', {
      timeZone: 'Africa/Nairobi',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }).formatToParts(day);
    const part = (type: string) => words.find((p) => p.type === type)?.value;
    expect(fifth.json()).toEqual({
      code: 'too_many_rides_today',
      message: `You can offer at most 4 rides a day: this would be more on ${part('weekday')} ${part('day')} ${part('month')}.`,
      limit: 4,
      dates: [dateIn(1)],
    });
    expect(await liveOn(user.id, dateIn(1))).toBe(4);
    // Another day, and another driver's day, have room.
    ok(await publish(2, 20));
    ok(await (await driver()).publish(1, 20));

    // A ride the driver cancelled is not offered: the day has room again.
    const [one] = await t.database.db
      .select({ id: rides.id })
      .from(rides)
      .where(eq(rides.driverId, user.id))
      .limit(1);
    await t.database.db
      .update(rides)
      .set({ status: 'cancelled', cancelledAt: now() })
      .where(eq(rides.id, one?.id as string));
    ok(await publish(1, 20));
    expect(await liveOn(user.id, dateIn(1))).toBe(4);
  });

  it("counts a recurring ride's departure on the day", async () => {
    const { user, publish } = await driver();
    ok(await publish(1, 7, 30, [0, 1, 2, 3, 4, 5, 6]));
    for (const hour of [9, 17, 19]) ok(await publish(1, hour));
    const fifth = await publish(1, 21);
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json()).toMatchObject({ code: 'too_many_rides_today', dates: [dateIn(1)] });
    expect(await liveOn(user.id, dateIn(1))).toBe(4);
  });

  it('refuses a recurring ride whose weekly departures would push days past 4, with the dates', async () => {
    const { user, publish } = await driver();
    for (const hour of [6, 8, 17, 19]) {
      ok(await publish(8, hour));
      ok(await publish(15, hour));
    }
    const before = await t.database.db.select().from(rides).where(eq(rides.driverId, user.id));
    const weekly = await publish(1, 7, 30, [0, 1, 2, 3, 4, 5, 6]);
    expect(weekly.statusCode).toBe(422);
    expect(weekly.json()).toMatchObject({
      code: 'too_many_rides_today',
      limit: 4,
      dates: [dateIn(8), dateIn(15)],
    });
    expect(weekly.json().message).toMatch(
      /^You can offer at most 4 rides a day: this would be more on \w{3} \d+ \w{3}, \w{3} \d+ \w{3}\.$/,
    );
    // All or nothing: no departure of the refused ride was written.
    expect(
      await t.database.db.select().from(rides).where(eq(rides.driverId, user.id)),
    ).toHaveLength(before.length);
  });

  it('lets the series job skip a day that is full, and fill the others', async () => {
    const { user, publish } = await driver();
    ok(await publish(1, 7, 30, [0, 1, 2, 3, 4, 5, 6]));
    // Beyond the 4 weeks the series has: a day the driver fills with single rides.
    const [before, full, after] = [dateIn(29), dateIn(30), dateIn(31)];
    for (const hour of [6, 9, 17, 19]) ok(await publish(30, hour));
    expect(await liveOn(user.id, before)).toBe(0);
    await advance(t, 3 * DAY_MINUTES);
    expect(await liveOn(user.id, full)).toBe(4);
    expect(await liveOn(user.id, before)).toBe(1);
    expect(await liveOn(user.id, after)).toBe(1);
  });

  it('never lets two rides published at once pass the limit together', async () => {
    const { user, publish } = await driver();
    for (const hour of [6, 8, 17]) ok(await publish(1, hour));
    const answers = await Promise.all([publish(1, 19), publish(1, 20), publish(1, 21)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await liveOn(user.id, dateIn(1))).toBe(4);
  });

  it('follows MAX_RIDES_PER_DRIVER_PER_DAY', async () => {
    const strict = await createTestApp(
      { API_RATE_LIMIT_PER_MINUTE: '0', MAX_RIDES_PER_DRIVER_PER_DAY: '2' },
      { database: t.database },
    );
    try {
      const { publish } = await driver(strict);
      ok(await publish(1, 7));
      ok(await publish(1, 17));
      expect((await publish(1, 19)).json()).toMatchObject({
        code: 'too_many_rides_today',
        limit: 2,
      });
    } finally {
      await strict.close();
    }
  });
});
