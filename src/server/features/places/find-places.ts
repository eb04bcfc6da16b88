import { geocodeQueries } from '../../../shared/rules/places.ts';
import type { GeocodedPlace, Place } from '../../../shared/schemas/rides.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type MapsProvider, MapsUnavailableError } from '../../providers/maps/maps-provider.ts';
import { searchPlaces } from './search-places.ts';

export interface PlaceDeps {
  db: Database;
  /** Google Maps when a key is set; null: the product's own places. */
  maps: MapsProvider | null;
}

type Log = { warn(obj: object, msg: string): void };

/** A maps failure is logged by its reason (never the key) and answered as the specification's. */
async function fromMaps<T>(log: Log, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof MapsUnavailableError)) throw error;
    log.warn({ reason: error.message }, 'maps service unavailable');
    throw new AppError('location_services_unavailable');
  }
}

/** Suggestions for what a person is typing: Google's in Kenya with a key, our own places without. */
export async function suggestPlaces(
  deps: PlaceDeps,
  log: Log,
  text: string,
  limit: number,
): Promise<Place[]> {
  const { maps } = deps;
  if (!maps) return searchPlaces(deps.db, text, limit);
  const found = await fromMaps(log, () => maps.suggest(text, limit));
  return found.map((s) => ({
    name: s.name,
    kind: 'address' as const,
    area: s.detail,
    latitude: null,
    longitude: null,
    placeId: s.placeId,
  }));
}

/** The point of a Google suggestion; without a maps service no place has a place id. */
export async function placeDetails(deps: PlaceDeps, log: Log, placeId: string) {
  const { maps } = deps;
  const found = maps ? await fromMaps(log, () => maps.details(placeId)) : null;
  if (!found) throw new AppError('place_not_found');
  return found;
}

/**
 * The point of a typed address: Google's geocoding (', Kenya' appended) with a key. Our own
 * places answer without one, and also when Google fails, so that typing an address by hand
 * still works while location services are unavailable.
 */
export async function geocodeAddress(
  deps: PlaceDeps,
  log: Log,
  address: string,
): Promise<GeocodedPlace> {
  const { maps } = deps;
  if (maps) {
    try {
      const found = await fromMaps(log, () => maps.geocode(address));
      if (found) return found;
      throw new AppError('place_not_found');
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'location_services_unavailable'))
        throw error;
    }
  }
  for (const q of geocodeQueries(address)) {
    const [best] = await searchPlaces(deps.db, q, 1);
    if (best?.latitude != null && best.longitude != null)
      return { address: address.trim(), latitude: best.latitude, longitude: best.longitude };
  }
  throw new AppError('place_not_found');
}
