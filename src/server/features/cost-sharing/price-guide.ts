import type { LatLng } from '../../../shared/geo.ts';
import { type PriceGuide, priceGuide, roundKm } from '../../../shared/rules/cost-sharing.ts';
import { AppError } from '../../errors.ts';
import type { PlaceAsker } from '../places/find-places.ts';
import type { PricingDeps } from './cost-sharing-deps.ts';
import { roadDistanceKm } from './road-distance.ts';

/**
 * The price guide of a ride (docs/product-rules.md, "Cost sharing and reliability"): its road
 * distance, the car's running cost for it, the ceiling per seat for the offered seats and the
 * suggested price. A ride shorter than MIN_RIDE_KM is refused (`ride_too_short`), as its
 * publication would be.
 */
export async function ridePriceGuide(
  deps: PricingDeps,
  asker: PlaceAsker,
  ride: { from: LatLng; to: LatLng; seats: number },
): Promise<PriceGuide> {
  const distanceKm = roundKm(await roadDistanceKm(deps, asker, ride.from, ride.to));
  const minKm = deps.settings.minRideKm;
  if (distanceKm < minKm) throw new AppError('ride_too_short', { minKm, distanceKm });
  return priceGuide(distanceKm, ride.seats, deps.settings.carCostPerKm);
}

/** Refuses a price per seat above the guide's ceiling (`price_above_cost_share`). */
export function checkCostShare(guide: PriceGuide, pricePerSeat: number): void {
  if (pricePerSeat > guide.maxPricePerSeat)
    throw new AppError('price_above_cost_share', {
      maxPricePerSeat: guide.maxPricePerSeat,
      distanceKm: guide.distanceKm,
    });
}
