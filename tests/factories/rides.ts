import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { rides, vehicles } from '../../src/server/db/schema.ts';
import {
  carCostKsh,
  DEFAULT_CAR_COST_PER_KM_KSH,
  typicalPricePerSeat,
} from '../../src/shared/rules/cost-sharing.ts';
import { atNairobiTime, tripEstimate } from './geo.ts';
import { onlyRow } from './insert-one.ts';
import { createDriver } from './users.ts';
import { createVehicle, type Vehicle } from './vehicles.ts';

/** A ride is a row of scheduled_commutes. */
export type Ride = typeof rides.$inferSelect;
export type NewRide = typeof rides.$inferInsert;

// Real stops (Digital Matatus): the default ride is the morning run from Ruiru to the CBD.
const ruiru = { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town, Kiambu' };
const kencom = {
  latitude: -1.285817,
  longitude: 36.824544,
  address: 'Kencom, Moi Avenue, Nairobi CBD',
};

type RideVehicle = Pick<Vehicle, 'id' | 'ownerId' | 'seatingCapacity'>;

/**
 * The values of a ride in `vehicle`, driven by its owner; nothing is written. Distance, duration,
 * the car's cost and the price (the price guide's suggestion for its seats, under the cost-sharing
 * ceiling) follow from the two points unless overridden. Refuses more seats than the vehicle
 * holds besides its driver, or a driver who does not own the vehicle.
 */
export function buildRide(
  vehicle: RideVehicle,
  overrides: Partial<NewRide> = {},
): NewRide & { id: string } {
  const driverId = overrides.driverId ?? vehicle.ownerId;
  if (driverId !== vehicle.ownerId) {
    throw new Error('factory: a ride needs a vehicle its driver owns');
  }
  const pickup = {
    latitude: overrides.pickupLatitude ?? ruiru.latitude,
    longitude: overrides.pickupLongitude ?? ruiru.longitude,
  };
  const destination = {
    latitude: overrides.destinationLatitude ?? kencom.latitude,
    longitude: overrides.destinationLongitude ?? kencom.longitude,
  };
  const seatsForPassengers = vehicle.seatingCapacity - 1;
  const availableSeats = overrides.availableSeats ?? Math.min(3, seatsForPassengers);
  const trip = tripEstimate(pickup, destination);
  const distance = overrides.totalDistance ?? trip.totalDistance;
  const offered = Math.max(1, availableSeats + (overrides.bookedSeats ?? 0));
  const ride = {
    id: randomUUID(),
    driverId,
    vehicleId: vehicle.id,
    pickupLatitude: pickup.latitude,
    pickupLongitude: pickup.longitude,
    pickupAddress: ruiru.address,
    destinationLatitude: destination.latitude,
    destinationLongitude: destination.longitude,
    destinationAddress: kencom.address,
    departureTime: atNairobiTime(new Date(), 1, 7, 0),
    availableSeats,
    bookedSeats: 0,
    status: 'active' as const,
    ...trip,
    pricePerSeat: typicalPricePerSeat(distance, offered),
    carCostKsh: carCostKsh(distance, DEFAULT_CAR_COST_PER_KM_KSH),
    ...overrides,
  };
  if (ride.availableSeats + ride.bookedSeats > seatsForPassengers) {
    throw new Error(
      `factory: ${ride.availableSeats + ride.bookedSeats} seats offered in a vehicle with ${vehicle.seatingCapacity} seats including the driver`,
    );
  }
  return ride;
}

/**
 * A ride tomorrow at 07:00 Nairobi time from Ruiru to the CBD. Without `vehicleId` it uses the
 * driver's first active vehicle (or a new one); without `driverId` a new verified driver.
 */
export async function createRide(db: Database, overrides: Partial<NewRide> = {}): Promise<Ride> {
  const vehicle = await vehicleFor(db, overrides);
  return onlyRow(
    await db.insert(rides).values(buildRide(vehicle, overrides)).returning(),
    'a ride',
  );
}

async function vehicleFor(db: Database, overrides: Partial<NewRide>): Promise<RideVehicle> {
  if (overrides.vehicleId) {
    const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, overrides.vehicleId));
    if (!vehicle) throw new Error(`factory: no vehicle ${overrides.vehicleId}`);
    return vehicle;
  }
  const ownerId = overrides.driverId ?? (await createDriver(db)).id;
  const [owned] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.ownerId, ownerId), eq(vehicles.isActive, true)))
    .orderBy(asc(vehicles.createdAt))
    .limit(1);
  return owned ?? createVehicle(db, { ownerId });
}
