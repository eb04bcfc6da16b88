import { vehicleInput } from '../../../shared/schemas/vehicles';
import {
  newestVehicleYear,
  normalizeKenyanPlate,
  OLDEST_VEHICLE_YEAR,
} from '../../../shared/vehicle-catalogue';
import type { VehiclePayload, VehicleRecord } from './vehicles-api';

/** The add and edit form as the fields hold it: selects and text boxes hold strings. */
export interface VehicleFormValues {
  make: string;
  model: string;
  year: string;
  color: string;
  licensePlate: string;
  seatingCapacity: string;
}

export type VehicleField = keyof VehicleFormValues;
export type VehicleFormErrors = Partial<Record<VehicleField, string>>;

export const FIELD_ORDER: readonly VehicleField[] = [
  'make',
  'model',
  'year',
  'color',
  'licensePlate',
  'seatingCapacity',
];

export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  make: '',
  model: '',
  year: '',
  color: '',
  licensePlate: '',
  seatingCapacity: '',
};

export function formFromVehicle(vehicle: VehicleRecord): VehicleFormValues {
  return {
    make: vehicle.make,
    model: vehicle.model,
    year: String(vehicle.year),
    color: vehicle.color,
    licensePlate: vehicle.licensePlate,
    seatingCapacity: String(vehicle.seatingCapacity),
  };
}

/** The years the year menu offers, newest first. */
export function yearChoices(now = new Date()): number[] {
  const newest = newestVehicleYear(now);
  return Array.from({ length: newest - OLDEST_VEHICLE_YEAR + 1 }, (_, i) => newest - i);
}

/** A different make empties the model: the old one belongs to another make's list. */
export function withMake(values: VehicleFormValues, make: string): VehicleFormValues {
  return make === values.make ? values : { ...values, make, model: '' };
}

/** The plate in its usual written form once it reads as one ('kda123b' -> 'KDA 123B'). */
export function tidyPlate(plate: string): string {
  return normalizeKenyanPlate(plate) ?? plate;
}

const asNumber = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/**
 * Checks the form with the server's own schema, so the messages under the fields are the ones
 * the server would answer with. The first problem of each field is kept.
 */
export function checkVehicleForm(
  values: VehicleFormValues,
): { ok: true; payload: VehiclePayload } | { ok: false; errors: VehicleFormErrors } {
  const parsed = vehicleInput.safeParse({
    make: values.make,
    model: values.model,
    year: asNumber(values.year),
    color: values.color,
    licensePlate: values.licensePlate,
    seatingCapacity: asNumber(values.seatingCapacity),
  });
  if (parsed.success) {
    const { make, model, year, color, licensePlate, seatingCapacity } = parsed.data;
    return { ok: true, payload: { make, model, year, color, licensePlate, seatingCapacity } };
  }
  const errors: VehicleFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in EMPTY_VEHICLE_FORM && !errors[field as VehicleField])
      errors[field as VehicleField] = issue.message;
  }
  return { ok: false, errors };
}
