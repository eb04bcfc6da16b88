import { t } from '@lingui/core/macro';
import { MAX_RIDE_SEATS } from '../../../shared/rules/rides';
import type { VehicleRecord } from '../vehicles';

/**
 * The hints under the ride form's trip fields, for the chosen vehicle and its seat limit, in the
 * language on screen (the form's component calls useLingui()).
 */
export function rideFieldHints(
  isRecurring: boolean,
  vehicle: VehicleRecord | undefined,
  limit: number,
) {
  const maxSeats = MAX_RIDE_SEATS;
  const vehicleName = vehicle ? `${vehicle.make} ${vehicle.model}` : '';
  const capacity = vehicle?.seatingCapacity ?? 0;
  return {
    departure: isRecurring
      ? t`Nairobi time. The first ride; it repeats at the same time.`
      : t`Nairobi time. From 1 hour to 90 days from now.`,
    seats: vehicle
      ? t`Up to ${limit}: your ${vehicleName} seats ${capacity}, including you.`
      : t`From 1 to ${maxSeats}.`,
    price: t`What each passenger pays for a seat. 0 offers it free.`,
    notes: t`Optional. Passengers read it when they book.`,
  };
}
