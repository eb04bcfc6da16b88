import { geocodeQueries } from '../../../shared/rules/places.ts';
import type { GeocodedPlace, Place } from '../../../shared/schemas/rides.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type MapsProvider, MapsUnavailableError } from '../../providers/maps/maps-provider.ts';
import { type MapsAnswers, mapsAnswerKey } from './maps-answers.ts';
import { findOwnPlaces, searchPlaces } from './search-places.ts';

export interface PlaceDeps {
  db: Database;
  /** Google Maps when a key is set; null: the product's own places. */
  maps: MapsProvider | null;
  /** Google's answers, kept for every process. */
  answers: MapsAnswers;
}

/** One request's asker: its log, and the count of its Google look-ups (past the limit: 429). */
export interface PlaceAsker {
  log: { warn(obj: object, msg: string): void };
  spend(): Promise<void>;
}

/**
 * Google's answer to a question, from the kept answers when any process has one; otherwise the
 * asker's look-up is counted, then Google asked (whoever asks the same meanwhile in this process
 * waits for that answer, or its refusal). A maps failure is logged by its reason (never the key)
 * and answered as the specification's.
 */
function fromGoogle<T>(
  deps: PlaceDeps,
  asker: PlaceAsker,
  key: string,
  ask: () => Promise<T>,
): Promise<T> {
  return deps.answers.answer(key, async () => {
    await asker.spend();
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof MapsUnavailableError)) throw error;
      asker.log.warn({ reason: error.message }, 'maps service unavailable');
      throw new AppError('location_services_unavailable');
    }
  });
}

const isCode = (error: unknown, code: string) => error instanceof AppError && error.code === code;

/**
 * Suggestions for what a person is typing (docs/product-rules.md, "Maps and place search"):
 * Pamoja's own places when one of their names starts with the text, or when there is no maps
 * key, or when the asker is past their Google look-ups (then `limited`); Google's in Kenya
 * otherwise.
 */
export async function suggestPlaces(
  deps: PlaceDeps,
  asker: PlaceAsker,
  query: { q: string; limit: number; sessionToken?: string | undefined },
): Promise<{ found: Place[]; limited: boolean }> {
  const { maps } = deps;
  const own = await findOwnPlaces(deps.db, query.q, query.limit);
  if (!maps || own.known) return { found: own.places, limited: false };
  const text = query.q.trim().replace(/\s+/g, ' ');
  try {
    const suggestions = await fromGoogle(deps, asker, mapsAnswerKey('autocomplete', text), () =>
      maps.suggest(text, query.sessionToken),
    );
    const found = suggestions.slice(0, query.limit).map((s) => ({
      name: s.name,
      kind: 'address' as const,
      area: s.detail,
      latitude: null,
      longitude: null,
      placeId: s.placeId,
    }));
    return { found, limited: false };
  } catch (error) {
    if (isCode(error, 'place_lookups_limited')) return { found: own.places, limited: true };
    throw error;
  }
}

/** The point of a Google suggestion; without a maps service no place has a place id. */
export async function placeDetails(
  deps: PlaceDeps,
  asker: PlaceAsker,
  query: { placeId: string; sessionToken?: string | undefined },
) {
  const { maps } = deps;
  const found = maps
    ? await fromGoogle(deps, asker, mapsAnswerKey('details', query.placeId), () =>
        maps.details(query.placeId, query.sessionToken),
      )
    : null;
  if (!found) throw new AppError('place_not_found');
  return found;
}

/**
 * The point of a typed address: one of our own places when the address is its whole name,
 * else Google's geocoding (', Kenya' appended) with a key. Our own places answer without one,
 * and also when Google fails or the asker is past their Google look-ups, so that typing an
 * address by hand still works; past the look-ups with no such place, 429.
 */
export async function geocodeAddress(
  deps: PlaceDeps,
  asker: PlaceAsker,
  address: string,
): Promise<GeocodedPlace> {
  const { maps } = deps;
  let refusal: AppError | null = null;
  if (maps) {
    const own = await findOwnPlaces(deps.db, address, 1);
    const [best] = own.places;
    if (own.exact && best?.latitude != null && best.longitude != null)
      return { address: address.trim(), latitude: best.latitude, longitude: best.longitude };
    try {
      const found = await fromGoogle(deps, asker, mapsAnswerKey('geocode', address), () =>
        maps.geocode(address),
      );
      if (found) return found;
      throw new AppError('place_not_found');
    } catch (error) {
      if (isCode(error, 'place_lookups_limited')) refusal = error as AppError;
      else if (!isCode(error, 'location_services_unavailable')) throw error;
    }
  }
  for (const q of geocodeQueries(address)) {
    const [best] = await searchPlaces(deps.db, q, 1);
    if (best?.latitude != null && best.longitude != null)
      return { address: address.trim(), latitude: best.latitude, longitude: best.longitude };
  }
  throw refusal ?? new AppError('place_not_found');
}
