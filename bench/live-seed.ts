import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../src/server/db/client.ts';
import { bookings, rides, sessions, users, vehicles } from '../src/server/db/schema.ts';
import { buildDriver, buildRide, buildUser, buildVehicle } from '../tests/factories/index.ts';

export interface LiveRide {
  id: string;
  /** The driver's session cookie. */
  driver: string;
  /** The session cookies of its passengers, one stream each. */
  passengers: string[];
}

const BATCH = 500;

/** Inserts rows in batches of 500 (a statement's parameters are limited). */
async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += BATCH) await insert(rows.slice(at, at + BATCH));
}

/** A session row and its cookie, as sign-in makes them (only the hash is stored). */
function session(userId: string) {
  const token = randomBytes(32).toString('base64url');
  return {
    row: {
      userId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    },
    cookie: `pamoja_session=${token}`,
  };
}

/**
 * `count` rides in progress (started now, leaving in 10 minutes, long enough that no completion
 * job ends them during the run), each with its driver and `passengersEach` passengers booked
 * on it, and a session for everyone. Written straight to the database, in batches.
 */
export async function seedLiveRides(
  db: Database,
  count: number,
  passengersEach: number,
): Promise<LiveRide[]> {
  const drivers = Array.from({ length: count }, () => buildDriver());
  const cars = drivers.map((driver) =>
    buildVehicle({ ownerId: driver.id, make: 'Toyota', model: 'Noah', seatingCapacity: 8 }),
  );
  const departure = new Date(Date.now() + 10 * 60_000);
  const trips = cars.map((car) =>
    buildRide(car, {
      departureTime: departure,
      estimatedDuration: 600,
      status: 'in_progress',
      startedAt: new Date(),
      availableSeats: 7 - passengersEach,
      bookedSeats: passengersEach,
    }),
  );
  const passengers = trips.flatMap(() =>
    Array.from({ length: passengersEach }, () => buildUser({ isDriver: false })),
  );
  const seats = passengers.map((passenger, i) => ({
    rideId: (trips[Math.floor(i / passengersEach)] as { id: string }).id,
    passengerId: passenger.id,
    numberOfSeats: 1,
    totalAmount: 0,
    status: 'booked' as const,
    paymentStatus: 'not_required' as const,
  }));
  await insertAll([...drivers, ...passengers], (batch) => db.insert(users).values(batch));
  await insertAll(cars, (batch) => db.insert(vehicles).values(batch));
  await insertAll(trips, (batch) => db.insert(rides).values(batch));
  await insertAll(seats, (batch) => db.insert(bookings).values(batch));
  const driverSessions = drivers.map((driver) => session(driver.id));
  const passengerSessions = passengers.map((passenger) => session(passenger.id));
  await insertAll([...driverSessions, ...passengerSessions], (batch) =>
    db.insert(sessions).values(batch.map((s) => s.row)),
  );
  return trips.map((trip, i) => ({
    id: trip.id,
    driver: (driverSessions[i] as { cookie: string }).cookie,
    passengers: passengerSessions
      .slice(i * passengersEach, (i + 1) * passengersEach)
      .map((s) => s.cookie),
  }));
}
