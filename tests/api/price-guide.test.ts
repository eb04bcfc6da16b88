import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { rides } from '../../src/server/db/schema.ts';
import { atNairobiTime } from '../../src/shared/geo.ts';
import { createDriver, createVehicle } from '../factories/index.ts';
import { startGoogleMapsStandIn } from '../helpers/google-maps-stand-in.ts';
import { call } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The price guide of the ride form: the road distance, the car's running cost for it, and the
// highest price per seat at which the offered seats never pay more than that cost.

const ruiru = { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town' };
const kencom = { latitude: -1.285817, longitude: 36.824544, address: 'Kencom, CBD' };
/** 1.1 km of straight line from Kencom: 1.5 km of road. */
const railways = { latitude: -1.2912, longitude: 36.8335, address: 'Railways' };

const guideUrl = (from: typeof ruiru, to: typeof ruiru, seats: number | string) =>
  `/api/rides/price-guide?pickupLatitude=${from.latitude}&pickupLongitude=${from.longitude}` +
  `&destinationLatitude=${to.latitude}&destinationLongitude=${to.longitude}&seats=${seats}`;

async function driverCookie(t: TestApp) {
  const driver = await createDriver(t.database.db);
  const vehicle = await createVehicle(t.database.db, { ownerId: driver.id, seatingCapacity: 15 });
  return { ...(await t.signIn(driver.id)), vehicle };
}

describe('without a maps key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(() => t.close());

  it('answers the road distance, the car cost and the prices for the seats', async () => {
    const { cookie } = await driverCookie(t);
    const res = await call(t, cookie, 'GET', guideUrl(ruiru, kencom, 3));
    expect(res.statusCode, res.body).toBe(200);
    // 21.5 km of straight line times the road factor 1.3 is 27.9 km; at KSh 20 a km, KSh 558.
    expect(res.json()).toEqual({
      distanceKm: 27.9,
      carCostKsh: 558,
      maxPricePerSeat: 186,
      suggestedPricePerSeat: 160,
    });
  });

  it('never lets the offered seats together pay more than the car costs', async () => {
    const { cookie } = await driverCookie(t);
    for (let seats = 1; seats <= 14; seats++) {
      const guide = (await call(t, cookie, 'GET', guideUrl(kencom, ruiru, seats))).json();
      expect(guide.carCostKsh).toBe(558);
      expect(guide.maxPricePerSeat * seats).toBeLessThanOrEqual(guide.carCostKsh);
      // The largest whole shilling that does: one more would cover more than the car's cost.
      expect((guide.maxPricePerSeat + 1) * seats).toBeGreaterThan(guide.carCostKsh);
      expect(guide.suggestedPricePerSeat).toBeLessThanOrEqual(guide.maxPricePerSeat);
      expect(guide.suggestedPricePerSeat).toBeGreaterThan(0);
    }
  });

  it('refuses a ride shorter than 2 km, and checks what it is asked', async () => {
    const { cookie } = await driverCookie(t);
    const short = await call(t, cookie, 'GET', guideUrl(kencom, railways, 2));
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'ride_too_short', minKm: 2, distanceKm: 1.5 });
    expect(short.json().message).toBe(
      'A ride must be at least 2 km long to be shared: this one is 1.5 km.',
    );
    const noSeats = await call(t, cookie, 'GET', guideUrl(ruiru, kencom, 0));
    expect(noSeats.statusCode).toBe(400);
    const visitor = await t.app.inject({ url: guideUrl(ruiru, kencom, 3) });
    expect(visitor.statusCode).toBe(401);
  });

  it('follows CAR_COST_PER_KM_KSH and MIN_RIDE_KM', async () => {
    const dearer = await createTestApp(
      { API_RATE_LIMIT_PER_MINUTE: '0', CAR_COST_PER_KM_KSH: '25', MIN_RIDE_KM: '1' },
      { database: t.database },
    );
    try {
      const { cookie } = await driverCookie(dearer);
      const guide = await call(dearer, cookie, 'GET', guideUrl(ruiru, kencom, 4));
      expect(guide.json()).toEqual({
        distanceKm: 27.9,
        carCostKsh: 698,
        maxPricePerSeat: 174,
        suggestedPricePerSeat: 150,
      });
      const short = await call(dearer, cookie, 'GET', guideUrl(kencom, railways, 1));
      expect(short.json()).toMatchObject({ distanceKm: 1.5, carCostKsh: 38, maxPricePerSeat: 38 });
    } finally {
      await dearer.close();
    }
  });
});

describe('with a maps key: Google Directions measures the road', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startGoogleMapsStandIn>>;
  beforeAll(async () => {
    google = await startGoogleMapsStandIn();
    t = await createTestApp({
      API_RATE_LIMIT_PER_MINUTE: '0',
      GOOGLE_MAPS_API_KEY: 'AIzaSyPamojaTestKey-directions',
      GOOGLE_MAPS_API_URL: google.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });
  const directionsCalls = () => google.requests.filter((r) => r.path.includes('directions'));

  it('prices the road Google measured, asks once, and publishes the ride on the same figures', async () => {
    const { cookie, vehicle } = await driverCookie(t);
    google.requests.length = 0;
    const guide = await call(t, cookie, 'GET', guideUrl(ruiru, kencom, 3));
    // The stand-in's road is 1.5 times the straight line: 32.2 km, not the estimate's 27.9.
    expect(guide.json()).toEqual({
      distanceKm: 32.2,
      carCostKsh: 644,
      maxPricePerSeat: 214,
      suggestedPricePerSeat: 190,
    });
    expect(directionsCalls()).toHaveLength(1);
    expect(directionsCalls()[0]?.query).toMatchObject({
      origin: '-1.14756,36.95923',
      destination: '-1.28582,36.82454',
      mode: 'driving',
    });

    // Other seats, and the ride itself: the kept answer, no second call.
    expect((await call(t, cookie, 'GET', guideUrl(ruiru, kencom, 4))).json().maxPricePerSeat).toBe(
      161,
    );
    const created = await call(t, cookie, 'POST', '/api/Commute/SaveCommuteDetails', {
      pickupLocation: ruiru,
      destination: kencom,
      departureTime: atNairobiTime(now(), 1, 7, 0).toISOString(),
      availableSeats: 3,
      pricePerSeat: 214,
      vehicleId: vehicle.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(directionsCalls()).toHaveLength(1);
    const [ride] = await t.database.db
      .select()
      .from(rides)
      .where(eq(rides.id, created.json().rides[0].id));
    expect(ride).toMatchObject({ totalDistance: 32.2, carCostKsh: 644, pricePerSeat: 214 });
  });

  it('falls back to the straight-line estimate when Google fails, and keeps no failure', async () => {
    const { cookie } = await driverCookie(t);
    const across = { latitude: -1.2574, longitude: 36.8032, address: 'Westgate' };
    google.setMode('http-500');
    try {
      const guide = await call(t, cookie, 'GET', guideUrl(across, ruiru, 2));
      expect(guide.statusCode).toBe(200);
      expect(guide.json().distanceKm).toBe(27.6);
    } finally {
      google.setMode('ok');
    }
    const again = await call(t, cookie, 'GET', guideUrl(across, ruiru, 2));
    expect(again.json().distanceKm).toBe(31.8);
  });

  it("counts against the person's Google look-ups, and past them prices the estimate", async () => {
    const sparing = await createTestApp(
      {
        API_RATE_LIMIT_PER_MINUTE: '0',
        GOOGLE_MAPS_API_KEY: 'AIzaSyPamojaTestKey-directions',
        GOOGLE_MAPS_API_URL: google.url,
        GOOGLE_MAPS_LOOKUPS_PER_PERSON_PER_HOUR: '1',
      },
      { database: t.database },
    );
    try {
      const { cookie } = await driverCookie(sparing);
      const karen = { latitude: -1.3197, longitude: 36.7076, address: 'Karen' };
      const thika = { latitude: -1.0333, longitude: 37.0693, address: 'Thika' };
      google.requests.length = 0;
      const first = await call(sparing, cookie, 'GET', guideUrl(karen, kencom, 3));
      const second = await call(sparing, cookie, 'GET', guideUrl(thika, kencom, 3));
      expect(directionsCalls()).toHaveLength(1);
      expect(first.json().distanceKm).toBe(20.3);
      expect(second.statusCode).toBe(200);
      expect(second.json().distanceKm).toBe(50.8);
    } finally {
      await sparing.close();
    }
  });
});
