import { plural, t } from '@lingui/core/macro';
import { formatKsh } from '../../../shared/format-money';
import type { PriceGuide } from '../../../shared/rules/cost-sharing';
import { MAX_RIDE_SEATS } from '../../../shared/rules/rides';
import type { VehicleRecord } from '../vehicles';

/**
 * The hints under the ride form's trip fields, for the chosen vehicle and its seat limit, and the
 * price guide's ceiling for the seats offered, in the language on screen (the form's component
 * calls useLingui()).
 */
export function rideFieldHints(
  isRecurring: boolean,
  vehicle: VehicleRecord | undefined,
  limit: number,
  ceiling: { guide: PriceGuide | null; seats: number | null } = { guide: null, seats: null },
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
    price: priceHint(ceiling.guide, ceiling.seats),
    notes: t`Optional. Passengers read it when they book.`,
  };
}

/** What a seat may cost: with the guide and seats, the ceiling and the car's cost it shares. */
function priceHint(guide: PriceGuide | null, seats: number | null): string {
  if (!guide || !seats) return t`What each passenger pays for a seat. 0 offers it free.`;
  const max = formatKsh(guide.maxPricePerSeat);
  const cost = formatKsh(guide.carCostKsh);
  return t`At most ${max} a seat with ${plural(seats, { one: '# seat', other: '# seats' })}: together no more than the car's running cost, ${cost}.`;
}
