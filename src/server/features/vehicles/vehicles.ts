import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { VEHICLE_CATALOGUE } from '../../../shared/vehicle-catalogue.ts';
import { sqlNow } from '../../clock.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { rides, vehicles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { photoUrl } from '../../photo-links.ts';

export type VehicleRow = typeof vehicles.$inferSelect;
type VehicleFields = Pick<
  VehicleRow,
  'make' | 'model' | 'year' | 'color' | 'licensePlate' | 'seatingCapacity'
> & {
  isActive?: boolean;
};

/** A vehicle as its owner reads it; its photo as a link that expires (photo-links.ts). */
export const vehicleView = (v: VehicleRow) => ({
  id: v.id,
  make: v.make,
  model: v.model,
  year: v.year,
  color: v.color,
  licensePlate: v.licensePlate,
  seatingCapacity: v.seatingCapacity,
  isActive: v.isActive,
  photoUrl: photoUrl(v.photoUrl),
  createdAt: v.createdAt,
});

export async function listOwnVehicles(db: Database, ownerId: string): Promise<VehicleRow[]> {
  return db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.ownerId, ownerId), isNull(vehicles.deletedAt)))
    .orderBy(asc(vehicles.createdAt));
}

export async function addVehicle(
  db: Database,
  ownerId: string,
  input: VehicleFields,
): Promise<VehicleRow> {
  try {
    const [row] = await db
      .insert(vehicles)
      .values({ ...input, ownerId })
      .returning();
    if (!row) throw new Error('vehicle not written');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('plate_taken');
    throw error;
  }
}

/** The owner's vehicle, or 404: another person's vehicle is as absent as a missing one. */
export async function ownVehicle(db: Database, ownerId: string, id: string): Promise<VehicleRow> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), isNull(vehicles.deletedAt)));
  if (!row || row.ownerId !== ownerId) throw new AppError('vehicle_not_found');
  return row;
}

/** Upcoming rides in a vehicle, and how many of them have passengers. */
async function upcomingUse(db: Database, vehicleId: string) {
  const [use] = await db
    .select({
      rides: count(),
      withPassengers: sql<number>`count(*) filter (where ${rides.bookedSeats} > 0)::int`,
    })
    .from(rides)
    .where(
      and(
        eq(rides.vehicleId, vehicleId),
        eq(rides.status, 'active'),
        gt(rides.departureTime, sqlNow()),
      ),
    );
  return { rides: use?.rides ?? 0, withPassengers: use?.withPassengers ?? 0 };
}

/** Says why a vehicle in use cannot be taken off the road yet. */
async function refuseIfInUse(db: Database, vehicleId: string, action: 'deactivate' | 'delete') {
  const use = await upcomingUse(db, vehicleId);
  if (use.rides === 0) return;
  throw new AppError('vehicle_in_use', { ...use, action });
}

export async function updateVehicle(
  db: Database,
  ownerId: string,
  id: string,
  changes: Partial<VehicleFields>,
): Promise<VehicleRow> {
  const current = await ownVehicle(db, ownerId, id);
  const make = changes.make ?? current.make;
  const model = changes.model ?? current.model;
  if (!(VEHICLE_CATALOGUE[make] ?? []).includes(model)) throw new AppError('model_not_of_make');
  if (changes.isActive === false && current.isActive) await refuseIfInUse(db, id, 'deactivate');
  if (changes.seatingCapacity !== undefined && changes.seatingCapacity < current.seatingCapacity) {
    const [tooFull] = await db
      .select({ n: count() })
      .from(rides)
      .where(
        and(
          eq(rides.vehicleId, id),
          eq(rides.status, 'active'),
          gt(rides.departureTime, sqlNow()),
          sql`${rides.availableSeats} + ${rides.bookedSeats} > ${changes.seatingCapacity - 1}`,
        ),
      );
    if ((tooFull?.n ?? 0) > 0) {
      throw new AppError('vehicle_seats_in_use');
    }
  }
  try {
    const [row] = await db
      .update(vehicles)
      .set({ ...changes, updatedAt: sqlNow() })
      .where(eq(vehicles.id, id))
      .returning();
    if (!row) throw new Error('vehicle not updated');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('plate_taken');
    throw error;
  }
}

/**
 * Deletes a vehicle with no upcoming rides; one that past rides name is retired instead, without
 * its photo. Answers the key of the photo whose file is now to be removed.
 */
export async function deleteVehicle(
  db: Database,
  ownerId: string,
  id: string,
): Promise<string | null> {
  const vehicle = await ownVehicle(db, ownerId, id);
  await refuseIfInUse(db, id, 'delete');
  const [used] = await db.select({ n: count() }).from(rides).where(eq(rides.vehicleId, id));
  if ((used?.n ?? 0) > 0) {
    await db
      .update(vehicles)
      .set({ isActive: false, photoUrl: null, deletedAt: sqlNow(), updatedAt: sqlNow() })
      .where(eq(vehicles.id, id));
  } else {
    await db.delete(vehicles).where(eq(vehicles.id, id));
  }
  return vehicle.photoUrl;
}
