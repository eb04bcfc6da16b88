import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, resetClock } from '../../src/server/clock.ts';
import { rideSeries, users } from '../../src/server/db/schema.ts';
import { nairobiDateOf } from '../../src/server/features/series/series-dates.ts';
import { createRide } from '../factories/index.ts';
import { call, createSeries, departuresOf, liveOn } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance, statusAndCode } from '../helpers/trips.ts';

// Lifting a series' holiday makes its departures again (docs/product-rules.md, "Cost sharing and
// reliability"): that is publishing, so a driver suspended for late cancellations is refused, and
// a day on which the driver already offers the most departures a day keeps what it has.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(async () => {
  await t.close();
  resetClock();
});

/** A daily series paused on its 3rd to 5th departures' dates; answers them and the dates. */
async function pausedSeries() {
  const s = await createSeries(t);
  const departures = await departuresOf(t, s.seriesId);
  const dateOf = (i: number) => nairobiDateOf(departures[i]?.departureTime as Date);
  const paused = await call(t, s.driverCookie, 'POST', `/api/rides/series/${s.seriesId}/pause`, {
    from: dateOf(2),
    until: dateOf(4),
  });
  expect(paused.statusCode, paused.body).toBe(200);
  for (const i of [2, 3, 4]) expect(await liveOn(t, s.seriesId, dateOf(i))).toEqual([]);
  return { s, departures, dateOf };
}
const resume = (s: { seriesId: string; driverCookie: string }) =>
  call(t, s.driverCookie, 'POST', `/api/rides/series/${s.seriesId}/resume`);

describe('resuming a paused series', () => {
  it('leaves out a day the driver has since filled with other rides', async () => {
    const { s, departures, dateOf } = await pausedSeries();
    // Meanwhile the driver offers 4 other rides on the middle day of the holiday.
    const middle = departures[3]?.departureTime as Date;
    for (const hours of [2, 3, 4, 5]) {
      await createRide(t.database.db, {
        driverId: s.driver.id,
        departureTime: new Date(middle.getTime() + hours * 3_600_000),
      });
    }
    const res = await resume(s);
    expect(res.statusCode, res.body).toBe(200);
    expect(await liveOn(t, s.seriesId, dateOf(2))).toHaveLength(1);
    expect(await liveOn(t, s.seriesId, dateOf(3))).toEqual([]);
    expect(await liveOn(t, s.seriesId, dateOf(4))).toHaveLength(1);
  });

  it('is refused while the driver is suspended for late cancellations, and works after', async () => {
    const { s, dateOf } = await pausedSeries();
    // Suspended for an hour (how a suspension comes about: tests/api/driver-late-cancellations).
    await t.database.db
      .update(users)
      .set({ publishingSuspendedUntil: new Date(now().getTime() + 60 * 60_000) })
      .where(eq(users.id, s.driver.id));
    const refused = await resume(s);
    expect(statusAndCode(refused)).toEqual([403, 'driver_suspended_cancellations']);
    const [series] = await t.database.db
      .select()
      .from(rideSeries)
      .where(eq(rideSeries.id, s.seriesId));
    expect(series).toMatchObject({ pausedFrom: dateOf(2), pausedUntil: dateOf(4) });
    for (const i of [2, 3, 4]) expect(await liveOn(t, s.seriesId, dateOf(i))).toEqual([]);

    await advance(t, 61);
    const resumed = await resume(s);
    expect(resumed.statusCode, resumed.body).toBe(200);
    for (const i of [2, 3, 4]) expect(await liveOn(t, s.seriesId, dateOf(i))).toHaveLength(1);
  });
});
