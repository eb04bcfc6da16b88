import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { loadDemoData } from '../../src/server/db/demo-data.ts';
import { type Place, readPlaces } from '../../src/server/db/places/read-places.ts';
import {
  popularRoutes,
  registrationDocuments,
  rides,
  users,
  vehicles,
} from '../../src/server/db/schema.ts';
import {
  createBooking,
  createDriver,
  createPassenger,
  createRide,
  createVehicle,
  type LatLng,
  straightLineKm,
} from '../factories/index.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const DAY_MS = 86_400_000;
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

// Greater Nairobi: Thika in the north-east, Kitengela and Kiserian in the south, Limuru in the west.
const greaterNairobi = { south: -1.6, north: -0.95, west: 36.55, east: 37.15 };
const inGreaterNairobi = (p: LatLng) =>
  p.latitude > greaterNairobi.south &&
  p.latitude < greaterNairobi.north &&
  p.longitude > greaterNairobi.west &&
  p.longitude < greaterNairobi.east;

function place(name: string, kind: Place['kind']): Place {
  const found = readPlaces().find((p) => p.kind === kind && p.name === name);
  if (!found) throw new Error(`test: no ${kind} ${name}`);
  return found;
}

/** Nairobi wall-clock minutes after midnight and weekday (0 Sunday) of an instant. */
function nairobiClock(at: Date) {
  const local = new Date(at.getTime() + NAIROBI_OFFSET_MS);
  return { minutes: local.getUTCHours() * 60 + local.getUTCMinutes(), weekday: local.getUTCDay() };
}

describe('readPlaces', () => {
  it('reads every stop and town of the places data', () => {
    const places = readPlaces();
    expect(places.filter((p) => p.kind === 'stop')).toHaveLength(2470);
    expect(places.filter((p) => p.kind === 'town')).toHaveLength(334);
    expect(places.every((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude))).toBe(
      true,
    );
  });

  it('answers a known stop with its coordinates and towns with their county', () => {
    expect(place('Nakumatt Prestige', 'stop')).toEqual({
      name: 'Nakumatt Prestige',
      latitude: -1.299708,
      longitude: 36.787362,
      kind: 'stop',
    });
    expect(place('Ruiru', 'town')).toMatchObject({ latitude: -1.14665, county: 'Kiambu' });
    // GeoNames files Thika under Nairobi; it is in Kiambu.
    expect(place('Thika', 'town').county).toBe('Kiambu');
    expect(place('Sololo', 'town').county).toBeUndefined();
  });
});

// The calculator's routes, checked by coordinates against the places data itself.
const hubs = {
  cbd: place('Nairobi', 'town'),
  westlands: place('Westlands Stage', 'stop'),
};
const calculatorRoutes: [string, LatLng, LatLng][] = [
  ['ruiru-westlands', place('Ruiru', 'town'), hubs.westlands],
  ['ruiru-cbd', place('Ruiru', 'town'), hubs.cbd],
  ['kiambu-westlands', place('Kiambu', 'town'), hubs.westlands],
  ['thika-cbd', place('Thika', 'town'), hubs.cbd],
  ['ngong-cbd', place('Ngong', 'town'), hubs.cbd],
  ['karen-westlands', place('Karen', 'stop'), hubs.westlands],
  ['kikuyu-cbd', place('Kikuyu', 'town'), hubs.cbd],
];

// A Wednesday at noon in Nairobi, and a Sunday evening when the weekend's rides are gone.
describe.each([
  ['a Wednesday at noon', new Date('2025-03-05T09:00:00Z')],
  ['a Sunday evening', new Date('2025-03-09T17:30:00Z')],
])('loadDemoData on an empty database, %s', (_when, now) => {
  let handle: DatabaseHandle;
  let result: Awaited<ReturnType<typeof loadDemoData>>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    result = await loadDemoData(handle.db, { now });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const ridesWithVehicles = () =>
    handle.db
      .select({ ride: rides, vehicle: vehicles })
      .from(rides)
      .innerJoin(vehicles, eq(vehicles.id, rides.vehicleId));

  // How long it takes is measured by bench/demo-data.ts, not asserted here.
  it('loads drivers, vehicles, rides and popular routes', async () => {
    expect(result.loaded).toBe(true);
    expect(result.counts).toEqual(await tableCounts());
    const counts = result.counts;
    expect(counts?.drivers).toBeGreaterThanOrEqual(12);
    expect(counts?.drivers).toBeLessThanOrEqual(16);
    expect(counts?.vehicles).toBe(counts?.drivers);
    expect(counts?.documents).toBe(counts?.drivers);
    expect(counts?.rides).toBeGreaterThan(100);
    expect(counts?.rides).toBeLessThanOrEqual(400);
    expect(counts?.popularRoutes).toBeGreaterThanOrEqual(8);
  });

  it('makes every driver verified, well rated and without money outside the ledger', async () => {
    const drivers = await handle.db.select().from(users);
    const documents = await handle.db.select().from(registrationDocuments);
    for (const driver of drivers) {
      expect(driver).toMatchObject({ isDriver: true, isVerified: true, accountBalance: 0 });
      expect(driver.phoneNumber).toMatch(/^\+2547\d{8}$/);
      expect(driver.rating).toBeGreaterThanOrEqual(4.2);
      expect(driver.rating).toBeLessThanOrEqual(4.9);
      expect(driver.totalRatings).toBeGreaterThan(0);
      expect(documents.filter((d) => d.userId === driver.id)).toEqual([
        expect.objectContaining({ documentType: 'National ID', verificationStatus: 'approved' }),
      ]);
    }
    const plates = (await handle.db.select().from(vehicles)).map((v) => v.licensePlate);
    for (const plate of plates) expect(plate).toMatch(/^K[A-D][A-Z] \d{3}[A-Z]$/);
  });

  it('schedules every ride in the next 7 days, within its vehicle, priced to share costs and in Nairobi', async () => {
    for (const { ride, vehicle } of await ridesWithVehicles()) {
      expect(ride.departureTime.getTime()).toBeGreaterThan(now.getTime());
      expect(ride.departureTime.getTime()).toBeLessThan(now.getTime() + 7 * DAY_MS);
      expect(vehicle.ownerId).toBe(ride.driverId);
      expect(ride.availableSeats).toBeGreaterThanOrEqual(2);
      expect(ride.availableSeats).toBeLessThanOrEqual(Math.min(6, vehicle.seatingCapacity - 1));
      expect(ride.bookedSeats).toBe(0);
      expect(ride.status).toBe('active');
      expect(Number.isInteger(ride.pricePerSeat)).toBe(true);
      expect(ride.pricePerSeat).toBeGreaterThan(0);
      expect(ride.totalDistance).toBeGreaterThan(0);
      expect(ride.estimatedDuration).toBeGreaterThan(0);
      const pickup = { latitude: ride.pickupLatitude, longitude: ride.pickupLongitude };
      const destination = {
        latitude: ride.destinationLatitude,
        longitude: ride.destinationLongitude,
      };
      expect(inGreaterNairobi(pickup), ride.pickupAddress).toBe(true);
      expect(inGreaterNairobi(destination), ride.destinationAddress).toBe(true);
      // The car's cost for the road (1.3 times the straight line) at KSh 20 a km, kept with the
      // ride; the seats together never pay more than it, and a little less is what is asked.
      const roadKm = straightLineKm(pickup, destination) * 1.3;
      expect(ride.totalDistance).toBeCloseTo(roadKm, 0);
      expect(ride.carCostKsh).toBe(Math.round((ride.totalDistance ?? 0) * 20));
      expect(ride.pricePerSeat * ride.availableSeats).toBeLessThanOrEqual(ride.carCostKsh ?? 0);
      expect(ride.pricePerSeat * ride.availableSeats).toBeGreaterThan(0.5 * (ride.carCostKsh ?? 0));
    }
  });

  it('gives no driver more than 4 rides a Nairobi day', async () => {
    const perDay = new Map<string, number>();
    for (const { ride } of await ridesWithVehicles()) {
      const day = new Date(ride.departureTime.getTime() + NAIROBI_OFFSET_MS).toISOString();
      const key = `${ride.driverId} ${day.slice(0, 10)}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(4);
  });

  it('runs weekday rides in the morning and evening peaks, and some at the weekend', async () => {
    const all = await ridesWithVehicles();
    const clocks = all.map(({ ride }) => nairobiClock(ride.departureTime));
    const weekday = clocks.filter((c) => c.weekday >= 1 && c.weekday <= 5);
    for (const { minutes } of weekday) {
      const morning = minutes >= 6 * 60 + 15 && minutes <= 8 * 60;
      const evening = minutes >= 16 * 60 + 45 && minutes <= 19 * 60;
      expect(morning || evening, `${Math.floor(minutes / 60)}:${minutes % 60}`).toBe(true);
    }
    expect(weekday.length).toBeGreaterThan(all.length / 2);
    expect(clocks.filter((c) => c.weekday === 0 || c.weekday === 6).length).toBeGreaterThan(0);
  });

  it.each(['Thika Road', 'Mombasa Road', 'Ngong Road', 'Waiyaki Way'])(
    'has rides both ways on %s',
    async (road) => {
      const all = (await ridesWithVehicles()).map(({ ride }) => ride);
      expect(all.filter((r) => r.pickupAddress.includes(road)).length).toBeGreaterThan(0);
      expect(all.filter((r) => r.destinationAddress.includes(road)).length).toBeGreaterThan(0);
    },
  );

  it.each(calculatorRoutes)('has rides both ways on the calculator route %s', async (_, a, b) => {
    const all = (await ridesWithVehicles()).map(({ ride }) => ride);
    const near = (p: LatLng, lat: number, lng: number) =>
      straightLineKm(p, { latitude: lat, longitude: lng }) < 3;
    const between = (from: LatLng, to: LatLng) =>
      all.filter(
        (r) =>
          near(from, r.pickupLatitude, r.pickupLongitude) &&
          near(to, r.destinationLatitude, r.destinationLongitude),
      );
    expect(between(a, b).length).toBeGreaterThan(0);
    expect(between(b, a).length).toBeGreaterThan(0);
  });

  it('lists popular routes with names, places, prices and counts', async () => {
    const routes = await handle.db.select().from(popularRoutes);
    expect(routes.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Ruiru → CBD', 'Thika → CBD', 'Kiambu → Westlands']),
    );
    for (const route of routes) {
      expect(route.name).toMatch(/^[\w' ]+ → (CBD|Westlands|JKIA)$/);
      expect(route.averagePrice).toBeGreaterThanOrEqual(50);
      expect(route.popularity).toBeGreaterThan(0);
      expect(route.estimatedDuration).toBeGreaterThan(0);
      expect(
        inGreaterNairobi({ latitude: route.fromLatitude, longitude: route.fromLongitude }),
      ).toBe(true);
      expect(inGreaterNairobi({ latitude: route.toLatitude, longitude: route.toLongitude })).toBe(
        true,
      );
    }
  });

  it('loads nothing the second time', async () => {
    const before = await tableCounts();
    expect(await loadDemoData(handle.db, { now })).toEqual({ loaded: false });
    expect(await tableCounts()).toEqual(before);
  });

  async function tableCounts() {
    const rows = async (table: PgTable) =>
      (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      drivers: await rows(users),
      vehicles: await rows(vehicles),
      documents: await rows(registrationDocuments),
      rides: await rows(rides),
      popularRoutes: await rows(popularRoutes),
    };
  }
});

describe('loadDemoData on a database with users, and the factories it uses', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('leaves a database that has any user alone', async () => {
    await createPassenger(handle.db);
    expect(await loadDemoData(handle.db)).toEqual({ loaded: false });
    expect(await handle.db.select().from(rides)).toEqual([]);
  });

  it('gives every user a new phone number and every vehicle a new plate', async () => {
    const made = await Promise.all(Array.from({ length: 30 }, () => createVehicle(handle.db)));
    expect(new Set(made.map((v) => v.licensePlate)).size).toBe(30);
    const phones = (await handle.db.select().from(users)).map((u) => u.phoneNumber);
    expect(new Set(phones).size).toBe(phones.length);
  });

  it('refuses a ride with more seats than the vehicle holds besides its driver', async () => {
    const driver = await createDriver(handle.db);
    const vehicle = await createVehicle(handle.db, { ownerId: driver.id, model: 'Axio' });
    await expect(
      createRide(handle.db, { vehicleId: vehicle.id, availableSeats: 5 }),
    ).rejects.toThrow(/seats/);
    const other = await createDriver(handle.db);
    await expect(
      createRide(handle.db, { vehicleId: vehicle.id, driverId: other.id }),
    ).rejects.toThrow(/owns/);
    const ride = await createRide(handle.db, { vehicleId: vehicle.id, availableSeats: 4 });
    expect(ride).toMatchObject({ driverId: driver.id, availableSeats: 4, bookedSeats: 0 });
  });

  it('books seats by moving them from available to booked, paid at the ride price', async () => {
    const ride = await createRide(handle.db, { availableSeats: 3, pricePerSeat: 250 });
    const booking = await createBooking(handle.db, {
      rideId: ride.id,
      numberOfSeats: 2,
    });
    expect(booking).toMatchObject({ totalAmount: 500, status: 'booked', paymentStatus: 'paid' });
    const [after] = await handle.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(after).toMatchObject({ availableSeats: 1, bookedSeats: 2 });
    await expect(createBooking(handle.db, { rideId: ride.id, numberOfSeats: 2 })).rejects.toThrow(
      /seats/,
    );
  });
});
