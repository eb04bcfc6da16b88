import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { rideSeries, rides } from '../../src/server/db/schema.ts';
import { atNairobiTime } from '../../src/shared/geo.ts';
import { createDriver, createVehicle } from '../factories/index.ts';
import { call } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance } from '../helpers/trips.ts';

// A ride's price shares the car's running cost and is never a fare: its price per seat times its
// seats is at most the car's cost for the road distance, for a single ride, a recurring one and
// the series a recurring one becomes. Rides published before the ceiling keep their price.

const ruiru = { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town' };
const kencom = { latitude: -1.285817, longitude: 36.824544, address: 'Kencom, CBD' };
/** 1.5 km of road from Kencom. */
const railways = { latitude: -1.2912, longitude: 36.8335, address: 'Railways' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
beforeEach(() => {
  advanceClock((atNairobiTime(now(), 1, 12, 0).getTime() - now().getTime()) / 60_000);
});
afterEach(() => resetClock());
afterAll(() => t.close());

async function driver(language: 'en' | 'sw' = 'en') {
  const user = await createDriver(t.database.db, { language });
  const vehicle = await createVehicle(t.database.db, { ownerId: user.id, seatingCapacity: 5 });
  return { user, vehicle, cookie: (await t.signIn(user.id)).cookie };
}

/** Ruiru to Kencom (27.9 km of road, KSh 558 of car cost) tomorrow at 07:00. */
const ride = (vehicleId: string, changes: Record<string, unknown> = {}) => ({
  pickupLocation: ruiru,
  destination: kencom,
  departureTime: atNairobiTime(now(), 1, 7, 0).toISOString(),
  availableSeats: 3,
  pricePerSeat: 186,
  vehicleId,
  ...changes,
});

const ridesOf = (driverId: string) =>
  t.database.db
    .select()
    .from(rides)
    .where(eq(rides.driverId, driverId))
    .orderBy(asc(rides.departureTime));

describe('the ceiling', () => {
  it('publishes a single ride at the ceiling with its car cost, and refuses a shilling more', async () => {
    const { user, vehicle, cookie } = await driver();
    const post = (body: unknown) =>
      call(t, cookie, 'POST', '/api/Commute/SaveCommuteDetails', body);

    const above = await post(ride(vehicle.id, { pricePerSeat: 187 }));
    expect(above.statusCode).toBe(422);
    expect(above.json()).toEqual({
      code: 'price_above_cost_share',
      message:
        "Passengers share the car's cost, they do not pay a fare: for 27.9 km and these seats the price can be at most KSh 186 a seat.",
      maxPricePerSeat: 186,
      distanceKm: 27.9,
    });
    // Fewer seats, a higher ceiling: the same price fits 2 seats (KSh 279 each at most).
    const twoSeats = await post(ride(vehicle.id, { pricePerSeat: 279, availableSeats: 2 }));
    expect(twoSeats.statusCode, twoSeats.body).toBe(200);
    const atCeiling = await post(
      ride(vehicle.id, { departureTime: atNairobiTime(now(), 2, 7, 0).toISOString() }),
    );
    expect(atCeiling.statusCode, atCeiling.body).toBe(200);
    expect(
      (await ridesOf(user.id)).map((r) => [r.pricePerSeat, r.carCostKsh, r.totalDistance]),
    ).toEqual([
      [279, 558, 27.9],
      [186, 558, 27.9],
    ]);
  });

  it('says it in Kiswahili to a driver who reads Kiswahili', async () => {
    const { vehicle, cookie } = await driver('sw');
    const post = (body: unknown) =>
      call(t, cookie, 'POST', '/api/Commute/SaveCommuteDetails', body);
    const res = await post(ride(vehicle.id, { pricePerSeat: 250 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Abiria wanagawana gharama ya gari, si malipo ya teksi: kwa km 27.9 na viti hivi, nauli kwa kiti isizidi KSh 186.',
    );
  });

  it('refuses a recurring ride above it, writing no series and no departure', async () => {
    const { user, vehicle, cookie } = await driver();
    const recurring = { isRecurring: true, recurringDays: [1, 2, 3, 4, 5] };
    const above = await call(t, cookie, 'POST', '/api/Commute/SaveCommuteDetails', {
      ...ride(vehicle.id, { pricePerSeat: 200 }),
      ...recurring,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({ code: 'price_above_cost_share', maxPricePerSeat: 186 });
    expect(await ridesOf(user.id)).toEqual([]);
    expect(
      await t.database.db.select().from(rideSeries).where(eq(rideSeries.driverId, user.id)),
    ).toEqual([]);

    const fits = await call(t, cookie, 'POST', '/api/Commute/SaveCommuteDetails', {
      ...ride(vehicle.id, { pricePerSeat: 160 }),
      ...recurring,
    });
    expect(fits.statusCode, fits.body).toBe(200);
    const [series] = await t.database.db
      .select()
      .from(rideSeries)
      .where(eq(rideSeries.driverId, user.id));
    expect(series).toMatchObject({ pricePerSeat: 160, carCostKsh: 558, totalDistance: 27.9 });
    const departures = await ridesOf(user.id);
    expect(departures.length).toBeGreaterThan(10);
    expect(new Set(departures.map((r) => r.carCostKsh))).toEqual(new Set([558]));

    // Weeks later the job adds departures at the price the series was published at.
    const before = departures.length;
    await advance(t, 7 * 24 * 60);
    const later = await ridesOf(user.id);
    expect(later.length).toBeGreaterThan(before);
    expect(new Set(later.map((r) => `${r.pricePerSeat}/${r.carCostKsh}`))).toEqual(
      new Set(['160/558']),
    );
  });

  it('refuses a ride shorter than 2 km', async () => {
    const { user, vehicle, cookie } = await driver();
    const res = await call(
      t,
      cookie,
      'POST',
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, { pickupLocation: kencom, destination: railways, pricePerSeat: 10 }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ride_too_short', minKm: 2, distanceKm: 1.5 });
    expect(await ridesOf(user.id)).toEqual([]);
  });
});

describe('a series published above the ceiling before it existed', () => {
  it('keeps its price as the job extends it, each new departure with its car cost', async () => {
    const { user, vehicle } = await driver();
    const [series] = await t.database.db
      .insert(rideSeries)
      .values({
        driverId: user.id,
        vehicleId: vehicle.id,
        pickupLatitude: ruiru.latitude,
        pickupLongitude: ruiru.longitude,
        pickupAddress: ruiru.address,
        destinationLatitude: kencom.latitude,
        destinationLongitude: kencom.longitude,
        destinationAddress: kencom.address,
        departureMinutes: 7 * 60,
        weekdays: [1, 2, 3, 4, 5],
        availableSeats: 3,
        pricePerSeat: 300,
        totalDistance: 27.9,
        estimatedDuration: 67,
      })
      .returning();
    expect(series?.carCostKsh).toBeNull();
    const created = await t.app.jobs.extendSeries();
    expect(created).toBeGreaterThanOrEqual(15);
    const departures = await ridesOf(user.id);
    expect(departures).toHaveLength(created);
    for (const departure of departures) {
      expect(departure).toMatchObject({ seriesId: series?.id, pricePerSeat: 300, carCostKsh: 558 });
    }
  });
});
