import { SEARCH_RADIUS_KM, SEARCH_RESULTS } from '../../../shared/rules/rides';
import type { SearchRequest } from '../../../shared/schemas/rides';
import { departureIso } from '../../rides/departure-time';
import type { GeocodedPlace, PlaceProvider } from './place-search';
import type { PlaceValue, SearchFormValues } from './search-form-values';
import { type Message, SEARCH_MESSAGES } from './search-messages';

export type ResolvedSearch =
  | { ok: true; pickup: GeocodedPlace; destination: GeocodedPlace; request: SearchRequest }
  | { ok: false; message: Message };

async function locate(place: PlaceValue, provider: PlaceProvider): Promise<GeocodedPlace | null> {
  if (place.point) return { address: place.text.trim(), ...place.point };
  return provider.geocode(place.text);
}

/**
 * The search request for a checked form. A place picked from the suggestions already has its
 * point; a typed one is geocoded, and one that cannot be found is 'Invalid Pickup Location' or
 * 'Invalid Destination'. The departure is sent in Nairobi time ('+03:00').
 */
export async function resolveSearch(
  form: SearchFormValues,
  provider: PlaceProvider,
): Promise<ResolvedSearch> {
  const departureDate = departureIso(form.date, form.time);
  if (!departureDate) return { ok: false, message: SEARCH_MESSAGES.invalidDeparture };
  const [pickup, destination] = await Promise.all([
    locate(form.pickup, provider),
    locate(form.destination, provider),
  ]);
  if (!pickup) return { ok: false, message: SEARCH_MESSAGES.invalidPickup };
  if (!destination) return { ok: false, message: SEARCH_MESSAGES.invalidDestination };
  return {
    ok: true,
    pickup,
    destination,
    request: {
      pickupLatitude: pickup.latitude,
      pickupLongitude: pickup.longitude,
      destinationLatitude: destination.latitude,
      destinationLongitude: destination.longitude,
      departureDate,
      maxDistance: SEARCH_RADIUS_KM.default,
      maxResults: SEARCH_RESULTS.default,
    },
  };
}
