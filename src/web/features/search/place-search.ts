import { PLACE_QUERY_LENGTH } from '../../../shared/rules/rides';
import type { Place } from '../../../shared/schemas/rides';
import { apiRequest } from '../../lib/api-client';
import type { LatLng } from './search-form-values';

/** One suggestion under a place field. */
export interface PlaceSuggestion {
  id: string;
  /** What the field holds once it is picked. */
  label: string;
  /** The main line and the smaller line beneath it. */
  name: string;
  detail: string | null;
  /** Null when the provider only knows it after a further look-up; the search geocodes it then. */
  point: LatLng | null;
}

export interface GeocodedPlace extends LatLng {
  address: string;
}

/**
 * Where addresses come from. The product's own place search (`/api/places/search`) is the one
 * adapter today; it serves every deployment, including those with `GOOGLE_MAPS_API_KEY`
 * (`mapsEnabled`), until a Google Places adapter is written. That adapter plugs in through
 * `choosePlaceProvider` and follows specification §5: autocomplete restricted to Kenya
 * (country 'ke'), place types establishment and geocode, and ', Kenya' appended when geocoding
 * a typed address. If it fails to load, the app says 'Location Services Unavailable' and
 * falls back to the product's own place search.
 */
export interface PlaceProvider {
  suggest(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]>;
  /** The best match for a typed address, or null when nothing matches. */
  geocode(text: string, signal?: AbortSignal): Promise<GeocodedPlace | null>;
}

const kindLabels: Record<Place['kind'], string> = {
  landmark: 'Landmark',
  stop: 'Stop',
  town: 'Town',
};

/** 'Ruiru, Kiambu' for the town; just 'Ruiru' for the stop whose area is Ruiru itself. */
export function placeLabel(place: Pick<Place, 'name' | 'area'>): string {
  const area = place.area?.trim();
  if (!area || place.name.toLowerCase().includes(area.toLowerCase())) return place.name;
  return `${place.name}, ${area}`;
}

export function toSuggestion(place: Place): PlaceSuggestion {
  const area = place.area?.trim();
  return {
    id: `${place.kind}:${place.name}:${place.latitude}:${place.longitude}`,
    label: placeLabel(place),
    name: place.name,
    detail: area ? `${kindLabels[place.kind]} · ${area}` : kindLabels[place.kind],
    point: { latitude: place.latitude, longitude: place.longitude },
  };
}

/** The text the place search is asked for, or null when it is too short to ask. */
export function placeQuery(text: string): string | null {
  const q = text.trim().replace(/\s+/g, ' ').slice(0, PLACE_QUERY_LENGTH.max).trim();
  return q.length >= PLACE_QUERY_LENGTH.min ? q : null;
}

/**
 * What to look up for a typed address, best first: the whole text, then its first part
 * ('Ruiru Town, Kiambu' -> 'Ruiru Town'), since the place names are short and addresses are not.
 */
export function geocodeQueries(text: string): string[] {
  const whole = placeQuery(text);
  const first = placeQuery(text.split(',')[0] ?? '');
  return [...new Set([whole, first].filter((q): q is string => q !== null))];
}

async function searchPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  const query = new URLSearchParams({ q });
  return apiRequest<Place[]>('GET', `/api/places/search?${query}`, undefined, { signal });
}

/** The product's own place search: Nairobi-area landmarks, matatu stops and towns. */
export const ownPlaceProvider: PlaceProvider = {
  async suggest(text, signal) {
    const q = placeQuery(text);
    return q ? (await searchPlaces(q, signal)).map(toSuggestion) : [];
  },
  async geocode(text, signal) {
    for (const q of geocodeQueries(text)) {
      const [best] = await searchPlaces(q, signal);
      if (best) return { address: text.trim(), latitude: best.latitude, longitude: best.longitude };
    }
    return null;
  },
};

/**
 * The provider for this deployment. `loadGoogle` is the seam for a Google Places adapter (none
 * is shipped yet, so callers pass nothing and get the product's own place search).
 */
export async function choosePlaceProvider(
  mapsEnabled: boolean,
  loadGoogle?: () => Promise<PlaceProvider>,
  onUnavailable?: () => void,
): Promise<PlaceProvider> {
  if (!mapsEnabled || !loadGoogle) return ownPlaceProvider;
  try {
    return await loadGoogle();
  } catch {
    onUnavailable?.();
    return ownPlaceProvider;
  }
}
