import { ApiError } from '../../lib/api-error';

/**
 * What My Vehicles says, word for word as specification document 2 §8 writes it, plus the
 * lines it leaves to us (the descriptions under the titles).
 */
export const VEHICLE_MESSAGES = {
  added: 'Vehicle Added Successfully!',
  updated: 'Vehicle Updated Successfully!',
  deleted: 'Vehicle Deleted',
  addFailed: 'Failed to add vehicle. Please try again.',
  updateFailed: 'Failed to update vehicle. Please try again.',
  deleteFailed: 'Failed to delete vehicle. Please try again.',
} as const;

/**
 * The server's own words when it refused for a reason a person can act on (a 4xx with a
 * message: the plate is taken, the vehicle has upcoming rides); otherwise the fallback.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}

/** 'Toyota Fielder'. */
export function vehicleName(vehicle: { make: string; model: string }): string {
  return `${vehicle.make} ${vehicle.model}`;
}

/** The delete confirmation, exactly as the specification words it. */
export function deleteQuestion(vehicle: {
  make: string;
  model: string;
  licensePlate: string;
}): string {
  return `Are you sure you want to delete ${vehicle.make} ${vehicle.model} (${vehicle.licensePlate})?`;
}

/** The line under a toggle's toast: what the new state means for rides. */
export function activeChangeText(
  vehicle: { make: string; model: string; licensePlate: string },
  isActive: boolean,
): string {
  const name = `${vehicleName(vehicle)} ${vehicle.licensePlate}`;
  return isActive
    ? `${name} is active: you can offer rides in it.`
    : `${name} is inactive: it cannot be chosen for new rides.`;
}
