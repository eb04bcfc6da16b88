import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { atNairobiTime } from '../../src/shared/geo.ts';
import { createDriver, createRide, type User } from '../factories/index.ts';
import { call, fundedPassenger } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// What passengers see of a driver's reliability (docs/product-rules.md "Cost sharing and
// reliability"): on every ride of the search results and on the booking screen, the rides the
// driver completed and the rides they cancelled late over the last 90 days; the driver sees the
// same of themselves on their profile.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const DAY = 86_400_000;
// A road of this file's own, far from the factories' default one.
const way = {
  pickupLatitude: -0.42,
  pickupLongitude: 36.95,
  destinationLatitude: -0.55,
  destinationLongitude: 36.9,
};
const ago = (days: number) => new Date(now().getTime() - days * DAY);

/** A ride of `driver` on the road, in any state, at any time. */
const rideOf = (driver: User, values: Parameters<typeof createRide>[1]) =>
  createRide(db(), { ...way, driverId: driver.id, ...values });

describe("a driver's reliability", () => {
  it('shows on every search result and the booking screen, over the last 90 days', async () => {
    const steady = await createDriver(db());
    for (const days of [10, 40, 100]) {
      await rideOf(steady, {
        departureTime: ago(days),
        status: 'completed',
        completedAt: ago(days),
      });
    }
    for (const days of [20, 95]) {
      await rideOf(steady, {
        departureTime: ago(days),
        status: 'cancelled',
        cancelledAt: ago(days),
        lateCancellation: true,
      });
    }
    await rideOf(steady, { departureTime: ago(5), status: 'cancelled', cancelledAt: ago(6) });
    const tomorrow = atNairobiTime(now(), 1, 7, 0);
    const hers = await rideOf(steady, { departureTime: tomorrow });
    const newcomer = await createDriver(db());
    const his = await rideOf(newcomer, { departureTime: new Date(tomorrow.getTime() + 60_000) });

    const passenger = await fundedPassenger(t, 0);
    const res = await call(t, passenger.cookie, 'POST', '/api/Commute/GetUpcomingTripsByLocation', {
      pickupLatitude: way.pickupLatitude,
      pickupLongitude: way.pickupLongitude,
      destinationLatitude: way.destinationLatitude,
      destinationLongitude: way.destinationLongitude,
      departureDate: tomorrow.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: hers.id, driverCompletedRides: 2, driverLateCancellations: 1 }),
      expect.objectContaining({ id: his.id, driverCompletedRides: 0, driverLateCancellations: 0 }),
    ]);

    const screen = await call(t, passenger.cookie, 'GET', `/api/rides/${hers.id}`);
    expect(screen.json()).toMatchObject({ driverCompletedRides: 2, driverLateCancellations: 1 });

    const own = await call(t, (await t.signIn(steady.id)).cookie, 'GET', '/api/driver/record');
    expect(own.json()).toEqual({
      completedRides: 2,
      lateCancellations: 1,
      recentLateCancellations: 1,
      publishingSuspendedUntil: null,
    });
    const none = await call(t, passenger.cookie, 'GET', '/api/driver/record');
    expect(none.json()).toMatchObject({ completedRides: 0, lateCancellations: 0 });
  });
});
