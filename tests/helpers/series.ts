import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { rides } from '../../src/server/db/schema.ts';
import { nairobiDateOf } from '../../src/server/features/series/series-dates.ts';
import { atNairobiTime } from '../../src/shared/geo.ts';
import { createDriver, createPassenger, createVehicle, type User } from '../factories/index.ts';
import { json } from './sign-in.ts';
import type { TestApp } from './test-app.ts';
import { fund } from './wallet.ts';

// The daily commute's series: a driver's recurring ride created through the API, and passengers
// with tokens, for tests/api/series*.test.ts.

export interface CreatedSeries {
  seriesId: string;
  driver: User;
  driverCookie: string;
  /** The departures as the creation answered them, earliest first. */
  rideIds: string[];
}

/**
 * A recurring ride from tomorrow 07:30 Nairobi time (the server's clock), on `weekdays` (every
 * day unless given), 150 a seat (under the cost-sharing ceiling of 3 seats over its 27.9 km,
 * KSh 186), `seats` seats.
 */
export async function createSeries(
  t: TestApp,
  options: { weekdays?: number[]; seats?: number; price?: number; approvalRequired?: boolean } = {},
): Promise<CreatedSeries> {
  const driver = await createDriver(t.database.db, { automaticPayouts: false });
  const vehicle = await createVehicle(t.database.db, { ownerId: driver.id, seatingCapacity: 5 });
  const { cookie } = await t.signIn(driver.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Commute/SaveCommuteDetails',
    ...json(
      {
        pickupLocation: { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town' },
        destination: { latitude: -1.285817, longitude: 36.824544, address: 'Kencom, CBD' },
        departureTime: atNairobiTime(now(), 1, 7, 30).toISOString(),
        availableSeats: options.seats ?? 3,
        pricePerSeat: options.price ?? 150,
        vehicleId: vehicle.id,
        isRecurring: true,
        recurringDays: options.weekdays ?? [0, 1, 2, 3, 4, 5, 6],
        approvalRequired: options.approvalRequired ?? false,
      },
      { cookie },
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json().rides as { id: string; seriesId: string | null }[];
  const seriesId = created[0]?.seriesId;
  expect(seriesId).toEqual(expect.any(String));
  return {
    seriesId: seriesId as string,
    driver,
    driverCookie: cookie,
    rideIds: created.map((r) => r.id),
  };
}

/** A passenger with `tokens` tokens and their session. */
export async function fundedPassenger(t: TestApp, tokens = 10_000) {
  const user = await createPassenger(t.database.db);
  if (tokens > 0) await fund(t.database.db, user.id, tokens);
  return { user, cookie: (await t.signIn(user.id)).cookie };
}

/** Every departure of a series (any status), earliest first. */
export function departuresOf(t: TestApp, seriesId: string) {
  return t.database.db
    .select()
    .from(rides)
    .where(eq(rides.seriesId, seriesId))
    .orderBy(asc(rides.departureTime), asc(rides.createdAt));
}

/** The live (active) departures of a series on a Nairobi date. */
export async function liveOn(t: TestApp, seriesId: string, date: string) {
  return (
    await t.database.db
      .select()
      .from(rides)
      .where(and(eq(rides.seriesId, seriesId), eq(rides.status, 'active')))
  ).filter((ride) => nairobiDateOf(ride.departureTime) === date);
}

/** A JSON request as the person with `cookie`. */
export function call(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return t.app.inject(
    body === undefined
      ? { method, url, headers: { cookie } }
      : { method, url, ...json(body, { cookie }) },
  );
}
