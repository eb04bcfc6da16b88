import { type LatLng, ROAD_FACTOR, straightLineKm } from '../../../shared/geo.ts';
import { AppError } from '../../errors.ts';
import { type MapsProvider, MapsUnavailableError } from '../../providers/maps/maps-provider.ts';
import type { PlaceAsker } from '../places/find-places.ts';
import { type MapsAnswers, mapsAnswerKey } from '../places/maps-answers.ts';

export interface RoadDistanceDeps {
  /** Google Maps when a key is set; null: the straight line times the road factor. */
  maps: MapsProvider | null;
  /** Google's answers, kept for every process. */
  answers: MapsAnswers;
}

/** Five decimals (about a metre): the same stage picked twice is one question to Google. */
const point = (p: LatLng) => ({
  latitude: Math.round(p.latitude * 1e5) / 1e5,
  longitude: Math.round(p.longitude * 1e5) / 1e5,
});

/**
 * A ride's road distance in kilometres (docs/product-rules.md, "Cost sharing and reliability"):
 * Google's driving route when a maps key is set, kept a day for every process like the place
 * answers, so the price guide the form showed and the ride published from it measure the same;
 * otherwise the straight line times the road factor. A look-up counts against the person's Google
 * look-ups. When Google fails, finds no road, or the person is past their look-ups, the
 * straight-line estimate answers: a driver can always publish, and the estimate is what rides were
 * always measured by.
 */
export async function roadDistanceKm(
  deps: RoadDistanceDeps,
  asker: PlaceAsker,
  from: LatLng,
  to: LatLng,
): Promise<number> {
  const estimate = straightLineKm(from, to) * ROAD_FACTOR;
  const { maps } = deps;
  if (!maps) return estimate;
  const [a, b] = [point(from), point(to)];
  const key = mapsAnswerKey(
    'directions',
    `${a.latitude},${a.longitude};${b.latitude},${b.longitude}`,
  );
  try {
    const route = await deps.answers.answer(key, async () => {
      await asker.spend();
      return maps.directions(a, b);
    });
    return route?.distanceKm ?? estimate;
  } catch (error) {
    if (error instanceof MapsUnavailableError) {
      asker.log.warn({ reason: error.message }, 'maps service unavailable');
      return estimate;
    }
    if (error instanceof AppError && error.code === 'place_lookups_limited') return estimate;
    throw error;
  }
}
