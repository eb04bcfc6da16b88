import { type MapsProvider, MapsUnavailableError } from './maps-provider.ts';

export interface GoogleMapsOptions {
  apiKey: string;
  /** Overrides the API address (tests point it at a local server). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface GoogleAnswer {
  status?: string;
  error_message?: string;
}
interface AutocompleteAnswer extends GoogleAnswer {
  predictions?: {
    place_id?: string;
    description?: string;
    structured_formatting?: { main_text?: string; secondary_text?: string };
  }[];
}
interface GeometryResult {
  name?: string;
  formatted_address?: string;
  geometry?: { location?: { lat?: number; lng?: number } };
}
interface DetailsAnswer extends GoogleAnswer {
  result?: GeometryResult;
}
interface GeocodeAnswer extends GoogleAnswer {
  results?: GeometryResult[];
}
interface DirectionsAnswer extends GoogleAnswer {
  routes?: { legs?: { distance?: { value?: number } }[] }[];
}

/** Addresses are looked up in Kenya only (specification document 2 §5). */
export const KENYA_COMPONENT = 'country:ke';

/** A typed address with ', Kenya' after it, once. */
export function inKenya(address: string): string {
  const text = address.trim();
  return /,\s*kenya$/i.test(text) ? text : `${text}, Kenya`;
}

/** Google's `sessiontoken` parameter, when the picking session has a token. */
const session = (token: string | undefined): Record<string, string> =>
  token ? { sessiontoken: token } : {};

/** ', Kenya' says nothing in a Kenya-only product: 'Westlands, Nairobi' is enough. */
function withoutCountry(text: string | undefined): string | null {
  const trimmed = text?.replace(/,?\s*Kenya$/i, '').trim();
  return trimmed ? trimmed : null;
}

/**
 * Google Maps Platform web services: Places Autocomplete restricted to Kenya, Place Details for
 * a suggestion's point (both with the picking session's token, when there is one), Geocoding
 * of a typed address with ', Kenya' appended, and Directions for a ride's road distance (driving,
 * Google's first route, which is the one it recommends). The key travels
 * only in the request address, which is never logged; failures and timeouts are
 * `MapsUnavailableError` with a reason that never holds it.
 */
export function createGoogleMaps(options: GoogleMapsOptions): MapsProvider {
  const base = (options.baseUrl ?? 'https://maps.googleapis.com').replace(/\/+$/, '');
  const get = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const hide = (text: string) => text.split(options.apiKey).join('[key]');

  async function call<T extends GoogleAnswer>(
    service: string,
    path: string,
    params: Record<string, string>,
  ): Promise<T | null> {
    const query = new URLSearchParams({ ...params, language: 'en', key: options.apiKey });
    let response: Response;
    try {
      response = await get(`${base}${path}?${query}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const why =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : 'unreachable';
      throw new MapsUnavailableError(`Google ${service}: ${why}`);
    }
    if (!response.ok) {
      throw new MapsUnavailableError(`Google ${service} answered HTTP ${response.status}`);
    }
    let body: T;
    try {
      body = (await response.json()) as T;
    } catch {
      throw new MapsUnavailableError(`Google ${service} answered no JSON`);
    }
    if (body.status === 'ZERO_RESULTS' || body.status === 'NOT_FOUND') return null;
    if (body.status !== 'OK') {
      const detail = body.error_message ? ` (${hide(body.error_message).slice(0, 200)})` : '';
      throw new MapsUnavailableError(`Google ${service}: ${body.status ?? 'no status'}${detail}`);
    }
    return body;
  }

  const toPlace = (result: GeometryResult | undefined, fallbackAddress: string) => {
    const location = result?.geometry?.location;
    if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') return null;
    return {
      address: withoutCountry(result?.formatted_address) ?? fallbackAddress,
      latitude: location.lat,
      longitude: location.lng,
    };
  };

  return {
    name: 'google',
    async suggest(text, sessionToken) {
      const body = await call<AutocompleteAnswer>(
        'Places Autocomplete',
        '/maps/api/place/autocomplete/json',
        { input: text.trim(), components: KENYA_COMPONENT, ...session(sessionToken) },
      );
      return (body?.predictions ?? []).flatMap((p) => {
        const name = p.structured_formatting?.main_text ?? withoutCountry(p.description);
        return p.place_id && name
          ? [
              {
                placeId: p.place_id,
                name,
                detail: withoutCountry(p.structured_formatting?.secondary_text),
              },
            ]
          : [];
      });
    },
    async details(placeId, sessionToken) {
      const body = await call<DetailsAnswer>('Place Details', '/maps/api/place/details/json', {
        place_id: placeId,
        fields: 'name,formatted_address,geometry/location',
        ...session(sessionToken),
      });
      const name = body?.result?.name;
      const place = toPlace(body?.result, name ?? '');
      if (!place) return null;
      // 'Sarit Centre, Westlands, Nairobi' rather than the bare street address of a building.
      if (name && !place.address.toLowerCase().startsWith(name.toLowerCase()))
        place.address = `${name}, ${place.address}`;
      return place.address ? place : null;
    },
    async geocode(address) {
      const body = await call<GeocodeAnswer>('Geocoding', '/maps/api/geocode/json', {
        address: inKenya(address),
        components: KENYA_COMPONENT,
      });
      return toPlace(body?.results?.[0], address.trim());
    },
    async directions(from, to) {
      const point = (p: { latitude: number; longitude: number }) => `${p.latitude},${p.longitude}`;
      const body = await call<DirectionsAnswer>('Directions', '/maps/api/directions/json', {
        origin: point(from),
        destination: point(to),
        mode: 'driving',
        region: 'ke',
      });
      const legs = body?.routes?.[0]?.legs ?? [];
      const metres = legs.reduce((sum, leg) => sum + (leg.distance?.value ?? Number.NaN), 0);
      return legs.length > 0 && Number.isFinite(metres) ? { distanceKm: metres / 1000 } : null;
    },
  };
}
