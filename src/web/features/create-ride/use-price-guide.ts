import { useQuery } from '@tanstack/react-query';
import { type PriceGuide, seatPrices } from '../../../shared/rules/cost-sharing';
import type { PriceGuideAnswer } from '../../../shared/schemas/cost-sharing';
import type { Location } from '../../../shared/schemas/rides';
import { apiRequest } from '../../lib/api-client';
import { ApiError, errorCodeOf } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';

/** Why a route has no guide: shorter than the shortest ride (`ride_too_short`). */
export interface TooShort {
  minKm: number;
  distanceKm: number;
}

function tooShortOf(error: unknown): TooShort | null {
  if (errorCodeOf(error) !== 'ride_too_short' || !(error instanceof ApiError)) return null;
  const data = error.data as { minKm?: unknown; distanceKm?: unknown };
  return typeof data.minKm === 'number' && typeof data.distanceKm === 'number'
    ? { minKm: data.minKm, distanceKm: data.distanceKm }
    : null;
}

/**
 * The price guide of the ride form (docs/product-rules.md, "Cost sharing and reliability"), live
 * as the driver picks places and seats: the server measures the road and the car's cost once per
 * route; the prices for the seats come from the same shared arithmetic the server checks with, so
 * changing the seats asks nothing. Without seats the guide is for one.
 */
export function usePriceGuide(
  pickup: Location | null,
  destination: Location | null,
  seats: number | null,
): { guide: PriceGuide | null; tooShort: TooShort | null; isLoading: boolean } {
  const route =
    pickup && destination
      ? [pickup.latitude, pickup.longitude, destination.latitude, destination.longitude]
      : null;
  const query = useQuery({
    queryKey: queryKeys.priceGuide(route ?? []),
    queryFn: () => {
      const [pickupLatitude, pickupLongitude, destinationLatitude, destinationLongitude] =
        route ?? [];
      const search = new URLSearchParams({
        pickupLatitude: String(pickupLatitude),
        pickupLongitude: String(pickupLongitude),
        destinationLatitude: String(destinationLatitude),
        destinationLongitude: String(destinationLongitude),
        seats: '1',
      });
      return apiRequest<PriceGuideAnswer>('GET', `/api/rides/price-guide?${search}`);
    },
    enabled: route !== null,
    staleTime: 60 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const answer = route ? query.data : undefined;
  return {
    guide: answer ? seatPrices(answer.distanceKm, answer.carCostKsh, seats ?? 1) : null,
    tooShort: route && query.isError ? tooShortOf(query.error) : null,
    isLoading: route !== null && query.isLoading,
  };
}
