import { describe, expect, it } from 'vitest';
import * as rides from '../../../shared/schemas/rides';
import type { PlaceProvider } from './place-search';
import { resolveSearch } from './resolve-search';
import type { SearchFormValues } from './search-form-values';

const kencom = { latitude: -1.28549, longitude: 36.82528 };
const ruiru = { latitude: -1.147565, longitude: 36.959228 };

/** A place provider that knows only what it is given, and counts what it was asked. */
function knownPlaces(places: Record<string, typeof ruiru>) {
  const asked: string[] = [];
  const provider: PlaceProvider = {
    suggest: async () => [],
    locate: async (suggestion) => suggestion.point,
    geocode: async (text) => {
      asked.push(text);
      const point = places[text.trim().toLowerCase()];
      return point ? { address: text.trim(), ...point } : null;
    },
  };
  return { provider, asked };
}

const form: SearchFormValues = {
  pickup: { text: 'Ruiru', point: ruiru },
  destination: { text: 'cbd', point: null },
  date: '2026-11-23',
  time: '07:00',
};

describe('resolving a search', () => {
  it('uses picked points as they are and geocodes typed addresses', async () => {
    const { provider, asked } = knownPlaces({ cbd: kencom });
    const resolved = await resolveSearch(form, provider);
    expect(asked).toEqual(['cbd']);
    expect(resolved).toEqual({
      ok: true,
      pickup: { address: 'Ruiru', ...ruiru },
      destination: { address: 'cbd', ...kencom },
      request: {
        pickupLatitude: ruiru.latitude,
        pickupLongitude: ruiru.longitude,
        destinationLatitude: kencom.latitude,
        destinationLongitude: kencom.longitude,
        departureDate: '2026-11-23T07:00:00+03:00',
        maxDistance: 5,
        maxResults: 20,
      },
    });
    if (resolved.ok) expect(rides.searchRequest.safeParse(resolved.request).success).toBe(true);
  });

  it('says which address could not be found', async () => {
    const { provider } = knownPlaces({ cbd: kencom });
    expect(
      await resolveSearch({ ...form, pickup: { text: 'Nowhere Village', point: null } }, provider),
    ).toEqual({
      ok: false,
      message: {
        title: 'Invalid Pickup Location',
        description: 'Could not find the pickup address. Please try a more specific location.',
      },
    });
    expect(
      await resolveSearch({ ...form, destination: { text: 'Atlantis', point: null } }, provider),
    ).toEqual({
      ok: false,
      message: {
        title: 'Invalid Destination',
        description: 'Could not find the destination address. Please try a more specific location.',
      },
    });
  });
});
