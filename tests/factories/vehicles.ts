import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client.ts';
import { vehicles } from '../../src/server/db/schema.ts';
import { onlyRow, pick } from './insert-one.ts';
import { uniqueLicensePlate } from './unique.ts';
import { createDriver } from './users.ts';

export type Vehicle = typeof vehicles.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;

/** Cars common on Nairobi's roads, with their seats including the driver's. */
export const commonVehicleModels = [
  { make: 'Toyota', model: 'Fielder', seatingCapacity: 5 },
  { make: 'Toyota', model: 'Axio', seatingCapacity: 5 },
  { make: 'Toyota', model: 'Premio', seatingCapacity: 5 },
  { make: 'Toyota', model: 'Probox', seatingCapacity: 5 },
  { make: 'Toyota', model: 'Noah', seatingCapacity: 8 },
  { make: 'Toyota', model: 'Voxy', seatingCapacity: 8 },
  { make: 'Toyota', model: 'Sienta', seatingCapacity: 7 },
  { make: 'Mazda', model: 'Demio', seatingCapacity: 5 },
  { make: 'Mazda', model: 'CX-5', seatingCapacity: 5 },
  { make: 'Nissan', model: 'Note', seatingCapacity: 5 },
  { make: 'Nissan', model: 'X-Trail', seatingCapacity: 7 },
  { make: 'Honda', model: 'Fit', seatingCapacity: 5 },
  { make: 'Subaru', model: 'Forester', seatingCapacity: 5 },
  { make: 'Volkswagen', model: 'Polo', seatingCapacity: 5 },
  { make: 'Suzuki', model: 'Swift', seatingCapacity: 5 },
] as const;

export const commonVehicleColours = [
  'Silver',
  'White',
  'Pearl White',
  'Black',
  'Grey',
  'Dark Blue',
  'Wine Red',
  'Champagne Gold',
] as const;

type VehicleOverrides = Partial<NewVehicle> & { ownerId: string };

/** The values of a believable vehicle for an owner; nothing is written. */
export function buildVehicle(overrides: VehicleOverrides): NewVehicle & { id: string } {
  // A named model keeps its real seat count unless that is overridden too.
  const model =
    commonVehicleModels.find((m) => m.model === overrides.model) ?? pick(commonVehicleModels);
  return {
    id: randomUUID(),
    make: model.make,
    model: model.model,
    seatingCapacity: model.seatingCapacity,
    year: 2010 + Math.floor(Math.random() * 10),
    color: pick(commonVehicleColours),
    licensePlate: uniqueLicensePlate(),
    isActive: true,
    ...overrides,
  };
}

/** A vehicle, owned by a new driver unless `ownerId` is given. */
export async function createVehicle(
  db: Database,
  overrides: Partial<NewVehicle> = {},
): Promise<Vehicle> {
  const ownerId = overrides.ownerId ?? (await createDriver(db)).id;
  return onlyRow(
    await db
      .insert(vehicles)
      .values(buildVehicle({ ...overrides, ownerId }))
      .returning(),
    'a vehicle',
  );
}
