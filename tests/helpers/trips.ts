import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { accountStatements, bookings, users } from '../../src/server/db/schema.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import {
  createDriver,
  createPassenger,
  createRide,
  createVehicle,
  type Ride,
  type User,
} from '../factories/index.ts';
import { json } from './sign-in.ts';
import type { TestApp } from './test-app.ts';
import { fund } from './wallet.ts';

// Trip day's common ground for its API tests: a ride with passengers who booked through the API
// (so their money is in the ledger), each side's calls, and what a person notices afterwards.

const MINUTE = 60_000;

export interface TripPassenger {
  user: User;
  cookie: string;
  /** The booking as the booking answer gave it (with its boarding code). */
  booking: { id: string; boardingCode: string; totalAmount: number };
}

export interface BookedTrip {
  ride: Ride;
  driver: User;
  driverCookie: string;
  passengers: TripPassenger[];
}

/**
 * A ride leaving `departInMinutes` after the server's clock, priced 200 a seat (or
 * `pricePerSeat`), and `passengers` passengers with a seat each, booked through the API. The
 * driver's automatic payouts are off so that moving the clock past a daily payout run leaves
 * their balance to these tests.
 */
export async function bookedTrip(
  t: TestApp,
  options: {
    departInMinutes?: number;
    passengers?: number;
    estimatedDuration?: number;
    pricePerSeat?: number;
  } = {},
): Promise<BookedTrip> {
  const db = t.database.db;
  const driver = await createDriver(db, {
    fullName: 'Peter Kamau Otieno',
    automaticPayouts: false,
  });
  const vehicle = await createVehicle(db, { ownerId: driver.id, model: 'Noah' });
  const ride = await createRide(db, {
    vehicleId: vehicle.id,
    departureTime: new Date(now().getTime() + (options.departInMinutes ?? 60) * MINUTE),
    estimatedDuration: options.estimatedDuration ?? 60,
    pricePerSeat: options.pricePerSeat ?? 200,
    availableSeats: 5,
  });
  const passengers: TripPassenger[] = [];
  for (let i = 0; i < (options.passengers ?? 2); i++) {
    const user = await createPassenger(db);
    await fund(db, user.id, 1000);
    const { cookie } = await t.signIn(user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/SavePassengerBooking',
      ...json({ scheduledCommuteId: ride.id, numberOfSeats: 1 }, { cookie }),
    });
    expect(res.statusCode, res.body).toBe(200);
    passengers.push({ user, cookie, booking: res.json() });
  }
  return { ride, driver, driverCookie: (await t.signIn(driver.id)).cookie, passengers };
}

/** A request to trip day's API as the person with `cookie` (none: a visitor). */
export function tripCall(
  t: TestApp,
  cookie: string | undefined,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  return t.app.inject(
    body === undefined ? { method, url, headers } : { method, url, ...json(body, headers) },
  );
}

/** Moves the development clock forward, running the jobs then due, as a person would. */
/** The driver (or, to test refusals, someone else) starts the trip. */
export function startTrip(t: TestApp, trip: BookedTrip, cookie = trip.driverCookie) {
  return tripCall(t, cookie, 'POST', `/api/trips/${trip.ride.id}/start`);
}

/** An answer as [status, error code], to compare refusals in one line. */
export const statusAndCode = (res: { statusCode: number; json(): { code?: string } }) => [
  res.statusCode,
  res.json().code,
];

export async function advance(t: TestApp, minutes: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/clock',
    ...json({ advanceMinutes: minutes }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function balanceOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row?.accountBalance ?? 0;
}

/** The ledger entries of a person, as `[type, amount, reference]`. */
export async function ledgerOf(t: TestApp, userId: string) {
  const rows = await t.database.db
    .select()
    .from(accountStatements)
    .where(eq(accountStatements.userId, userId))
    .orderBy(accountStatements.transactionDate);
  return rows.map((r) => [r.transactionType, r.amount, r.reference]);
}

export async function bookingRow(t: TestApp, bookingId: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

/** Every SMS texted to a phone, newest first. */
export async function textsTo(t: TestApp, phone: string): Promise<string[]> {
  return (await readOutbox(t.database.db, phone)).map((sms) => sms.message);
}
