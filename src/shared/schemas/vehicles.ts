import { z } from 'zod';
import { userFacing } from '../user-facing.ts';
import {
  newestVehicleYear,
  normalizeKenyanPlate,
  OLDEST_VEHICLE_YEAR,
  SEATING_CAPACITIES,
  VEHICLE_CATALOGUE,
} from '../vehicle-catalogue.ts';

export const PLATE_MESSAGE = userFacing('Enter a Kenyan number plate such as KAA 123B.');
export const YEAR_MESSAGE = userFacing(
  `Enter a year from ${OLDEST_VEHICLE_YEAR} to ${newestVehicleYear()}.`,
);
export const SEATS_MESSAGE = userFacing(
  `Choose the seats from the list: ${SEATING_CAPACITIES.join(', ')}.`,
);
export const MAKE_MESSAGE = userFacing('Choose the make from the list.');
export const MODEL_MESSAGE = userFacing('Choose a model of this make from the list.');
export const COLOUR_MESSAGE = userFacing('Enter the colour of the vehicle.');

const fields = {
  make: z
    .string({ error: MAKE_MESSAGE })
    .trim()
    .refine((make) => make in VEHICLE_CATALOGUE, MAKE_MESSAGE),
  model: z.string({ error: MODEL_MESSAGE }).trim().min(1, MODEL_MESSAGE).max(60),
  year: z
    .number({ error: YEAR_MESSAGE })
    .int(YEAR_MESSAGE)
    .min(OLDEST_VEHICLE_YEAR, YEAR_MESSAGE)
    .refine((y) => y <= newestVehicleYear(), YEAR_MESSAGE),
  color: z.string({ error: COLOUR_MESSAGE }).trim().min(1, COLOUR_MESSAGE).max(40, COLOUR_MESSAGE),
  licensePlate: z
    .string({ error: PLATE_MESSAGE })
    .max(20, PLATE_MESSAGE)
    .transform((plate, ctx) => {
      const normal = normalizeKenyanPlate(plate);
      if (!normal) {
        ctx.addIssue({ code: 'custom', message: PLATE_MESSAGE });
        return z.NEVER;
      }
      return normal;
    }),
  seatingCapacity: z
    .number({ error: SEATS_MESSAGE })
    .refine((n) => (SEATING_CAPACITIES as readonly number[]).includes(n), SEATS_MESSAGE),
  isActive: z.boolean().optional(),
};

const modelOfMake = (v: { make?: string; model?: string }) =>
  v.make === undefined ||
  v.model === undefined ||
  (VEHICLE_CATALOGUE[v.make] ?? []).includes(v.model);

export const vehicleInput = z
  .object(fields)
  .refine(modelOfMake, { message: MODEL_MESSAGE, path: ['model'] });
export const vehicleUpdate = z
  .object(fields)
  .partial()
  .refine(modelOfMake, { message: MODEL_MESSAGE, path: ['model'] });

export const vehicle = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  color: z.string(),
  licensePlate: z.string(),
  seatingCapacity: z.number().int(),
  isActive: z.boolean(),
  /** A link to its photo that works for 1 to 2 hours, or null (PUT /api/vehicles/:id/photo). */
  photoUrl: z.string().nullable(),
  createdAt: z.date(),
});
export type Vehicle = z.infer<typeof vehicle>;
/** What the add form sends (the server normalises the plate). */
export type VehicleInput = z.input<typeof vehicleInput>;
/** What the edit form and the active switch send. */
export type VehicleUpdate = z.input<typeof vehicleUpdate>;

export const modelsQuery = z.object({ make: z.string().trim().min(1).max(40) });
