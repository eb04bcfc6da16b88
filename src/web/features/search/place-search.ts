import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { placeQuery } from '../../../shared/rules/places';
import type { GeocodedPlace, Place } from '../../../shared/schemas/rides';
import { apiRequest } from '../../lib/api-client';
import { errorCodeOf } from '../../lib/api-error';
import type { LatLng } from './search-form-values';

/** One suggestion under a place field. */
export interface PlaceSuggestion {
  id: string;
  /** What the field holds once it is picked. */
  label: string;
  /** The main line and the smaller line beneath it. */
  name: string;
  detail: string | null;
  /** Null for a Google suggestion: `PlaceProvider.locate` looks its point up when it is picked. */
  point: LatLng | null;
  /** Google's id for the place, when the suggestion is Google's. */
  placeId: string | null;
}

export type { GeocodedPlace };

/**
 * Where addresses come from: the product's API, which asks Google Maps when the deployment has
 * `GOOGLE_MAPS_API_KEY` (suggestions restricted to Kenya, ', Kenya' appended when geocoding a
 * typed address) and its own Nairobi-area places otherwise, and for the names it knows. When
 * Google fails, suggestions answer `location_services_unavailable` and geocoding falls back to
 * the product's own places, so typing an address by hand still works; past a person's hourly
 * Google look-ups the suggestions are its own places and details answer `place_lookups_limited`.
 */
export interface PlaceProvider {
  /** `session`: the picking session's token (`newPlaceSession`), also given to `locate`. */
  suggest(text: string, signal?: AbortSignal, session?: string): Promise<PlaceSuggestion[]>;
  /** The best match for a typed address, or null when nothing matches. */
  geocode(text: string, signal?: AbortSignal): Promise<GeocodedPlace | null>;
  /** The point of a picked suggestion (Google's come without one), or null when unknown. */
  locate(
    suggestion: PlaceSuggestion,
    signal?: AbortSignal,
    session?: string,
  ): Promise<LatLng | null>;
}

/**
 * A new picking session's token, a random UUID: one for typing in a place field until a
 * suggestion is chosen. The server hands it to Google with the searches and the chosen place's
 * details, which Google then bills as one session instead of one charge per search. Made from
 * getRandomValues, which, unlike randomUUID, also works on a plain-http address.
 */
export function newPlaceSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // the RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The query fields of a picking session, when there is one. */
const sessionField = (session: string | undefined): Record<string, string> =>
  session ? { sessionToken: session } : {};

const kindLabels: Record<Place['kind'], MessageDescriptor> = {
  landmark: msg`Landmark`,
  stop: msg`Stop`,
  town: msg`Town`,
  address: msg`Place`,
};

/** 'Ruiru, Kiambu' for the town; just 'Ruiru' for the stop whose area is Ruiru itself. */
export function placeLabel(place: Pick<Place, 'name' | 'area'>): string {
  const area = place.area?.trim();
  if (!area || place.name.toLowerCase().includes(area.toLowerCase())) return place.name;
  return `${place.name}, ${area}`;
}

export function toSuggestion(place: Place): PlaceSuggestion {
  const area = place.area?.trim();
  const point =
    place.latitude !== null && place.longitude !== null
      ? { latitude: place.latitude, longitude: place.longitude }
      : null;
  return {
    id: place.placeId
      ? `google:${place.placeId}`
      : `${place.kind}:${place.name}:${place.latitude}:${place.longitude}`,
    label: placeLabel(place),
    name: place.name,
    // Google's own second line ('Westlands, Nairobi') says more than 'Place'.
    detail:
      place.kind === 'address'
        ? (area ?? null)
        : area
          ? `${i18n._(kindLabels[place.kind])} · ${area}`
          : i18n._(kindLabels[place.kind]),
    point,
    placeId: place.placeId ?? null,
  };
}

export { placeQuery };

async function searchPlaces(q: string, signal?: AbortSignal, session?: string): Promise<Place[]> {
  const query = new URLSearchParams({ q, ...sessionField(session) });
  return apiRequest<Place[]>('GET', `/api/places/search?${query}`, undefined, { signal });
}

/** A 404 `place_not_found` is an answer (nothing matches), not a failure. */
async function orNull<T>(ask: Promise<T>): Promise<T | null> {
  try {
    return await ask;
  } catch (error) {
    if (errorCodeOf(error) === 'place_not_found') return null;
    throw error;
  }
}

/** The product's place search (`/api/places/...`): Google's places or its own, as set up. */
export const apiPlaceProvider: PlaceProvider = {
  async suggest(text, signal, session) {
    const q = placeQuery(text);
    return q ? (await searchPlaces(q, signal, session)).map(toSuggestion) : [];
  },
  async geocode(text, signal) {
    const q = placeQuery(text);
    if (!q) return null;
    const query = new URLSearchParams({ address: q });
    return orNull(
      apiRequest<GeocodedPlace>('GET', `/api/places/geocode?${query}`, undefined, { signal }),
    );
  },
  async locate(suggestion, signal, session) {
    if (suggestion.point) return suggestion.point;
    if (!suggestion.placeId) return null;
    const query = new URLSearchParams({ placeId: suggestion.placeId, ...sessionField(session) });
    const found = await orNull(
      apiRequest<GeocodedPlace>('GET', `/api/places/details?${query}`, undefined, { signal }),
    );
    return found && { latitude: found.latitude, longitude: found.longitude };
  },
};

/**
 * The place search, telling `onUnavailable` when Google fails ('Location Services
 * Unavailable'); suggestions are then empty and typed addresses are still geocoded.
 */
export function reportingUnavailable(
  provider: PlaceProvider,
  onUnavailable: () => void,
): PlaceProvider {
  return {
    ...provider,
    async suggest(text, signal, session) {
      try {
        return await provider.suggest(text, signal, session);
      } catch (error) {
        if (errorCodeOf(error) !== 'location_services_unavailable') throw error;
        onUnavailable();
        return [];
      }
    },
  };
}
