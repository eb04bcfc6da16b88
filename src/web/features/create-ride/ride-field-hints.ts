import { MAX_RIDE_SEATS } from '../../../shared/rules/rides';
import type { VehicleRecord } from '../vehicles';

/** The hints under the ride form's trip fields, for the chosen vehicle and its seat limit. */
export function rideFieldHints(
  isRecurring: boolean,
  vehicle: VehicleRecord | undefined,
  limit: number,
) {
  return {
    departure: isRecurring
      ? 'Nairobi time. The first ride; it repeats at the same time.'
      : 'Nairobi time. From 1 hour to 90 days from now.',
    seats: vehicle
      ? `Up to ${limit}: your ${vehicle.make} ${vehicle.model} seats ${vehicle.seatingCapacity}, including you.`
      : `From 1 to ${MAX_RIDE_SEATS}.`,
    price: 'What each passenger pays for a seat. 0 offers it free.',
    notes: 'Optional. Passengers read it when they book.',
  };
}
