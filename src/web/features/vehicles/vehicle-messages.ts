import { t } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-error';

// Words read in the language on screen when they are shown (global `t`); the components that
// show them call useLingui(), so they re-render in a new language.

/**
 * What My Vehicles says, word for word as specification document 2 §8 writes it, plus the
 * lines it leaves to us (the descriptions under the titles).
 */
export const VEHICLE_MESSAGES = {
  get added() {
    return t`Vehicle Added Successfully!`;
  },
  get updated() {
    return t`Vehicle Updated Successfully!`;
  },
  get deleted() {
    return t`Vehicle Deleted`;
  },
  get addFailed() {
    return t`Failed to add vehicle. Please try again.`;
  },
  get updateFailed() {
    return t`Failed to update vehicle. Please try again.`;
  },
  get deleteFailed() {
    return t`Failed to delete vehicle. Please try again.`;
  },
};

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
  const { make, model, licensePlate: plate } = vehicle;
  return t`Are you sure you want to delete ${make} ${model} (${plate})?`;
}

/** The line under a toggle's toast: what the new state means for rides. */
export function activeChangeText(
  vehicle: { make: string; model: string; licensePlate: string },
  isActive: boolean,
): string {
  const name = `${vehicleName(vehicle)} ${vehicle.licensePlate}`;
  return isActive
    ? t`${name} is active: you can offer rides in it.`
    : t`${name} is inactive: it cannot be chosen for new rides.`;
}

/** The line under Vehicle Deleted. */
export function deletedText(vehicle: { make: string; model: string; licensePlate: string }) {
  const name = `${vehicleName(vehicle)} ${vehicle.licensePlate}`;
  return t`${name} has been removed.`;
}
