import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleMaps, inKenya } from '../../src/server/providers/maps/google-maps.ts';
import { MapsUnavailableError } from '../../src/server/providers/maps/maps-provider.ts';
import { type GoogleMode, startGoogleMapsStandIn } from '../helpers/google-maps-stand-in.ts';

const KEY = 'AIzaTestKey-unit-0123456789';
let google: Awaited<ReturnType<typeof startGoogleMapsStandIn>>;
beforeAll(async () => {
  google = await startGoogleMapsStandIn();
});
afterEach(() => {
  google.setMode('ok');
  google.requests.length = 0;
});
afterAll(() => google.close());

const maps = () => createGoogleMaps({ apiKey: KEY, baseUrl: google.url, timeoutMs: 300 });

describe('the Google Maps adapter', () => {
  it('asks Places Autocomplete restricted to Kenya, and keeps the country out of the lines', async () => {
    expect(await maps().suggest('Westgate')).toEqual([
      { placeId: 'ChIJwestgate', name: 'Westgate Shopping Mall', detail: 'Mwanzi Road, Nairobi' },
    ]);
    expect(google.requests).toEqual([
      {
        path: '/maps/api/place/autocomplete/json',
        query: { input: 'Westgate', components: 'country:ke', language: 'en', key: KEY },
      },
    ]);
  });

  it("hands Google the picking session's token with Autocomplete and Place Details", async () => {
    const token = '2f0c1d9e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
    await maps().suggest('Westgate', token);
    await maps().details('ChIJwestgate', token);
    expect(google.requests.map((r) => [r.path, r.query.sessiontoken])).toEqual([
      ['/maps/api/place/autocomplete/json', token],
      ['/maps/api/place/details/json', token],
    ]);
  });

  it('answers no suggestions for ZERO_RESULTS', async () => {
    expect(await maps().suggest('Nowhere at all')).toEqual([]);
  });

  it("finds a suggestion's point with Place Details", async () => {
    expect(await maps().details('ChIJwestgate')).toEqual({
      address: 'Westgate Shopping Mall, Mwanzi Rd, Nairobi',
      latitude: -1.2574,
      longitude: 36.8032,
    });
    expect(google.requests).toEqual([
      {
        path: '/maps/api/place/details/json',
        query: {
          place_id: 'ChIJwestgate',
          fields: 'name,formatted_address,geometry/location',
          language: 'en',
          key: KEY,
        },
      },
    ]);
    expect(await maps().details('ChIJunknown')).toBeNull();
  });

  it("geocodes a typed address with ', Kenya' appended", async () => {
    expect(await maps().geocode(' Kimbo stage ')).toEqual({
      address: 'Kimbo, Ruiru',
      latitude: -1.1363,
      longitude: 36.9522,
    });
    expect(google.requests).toEqual([
      {
        path: '/maps/api/geocode/json',
        query: {
          address: 'Kimbo stage, Kenya',
          components: 'country:ke',
          language: 'en',
          key: KEY,
        },
      },
    ]);
    expect(await maps().geocode('Atlantis')).toBeNull();
  });

  it("measures a ride's road with Directions: driving, Google's first route", async () => {
    const ruiru = { latitude: -1.147565, longitude: 36.959228 };
    const kencom = { latitude: -1.285817, longitude: 36.824544 };
    // The stand-in's road is 1.5 times the straight line of 21.46 km.
    const route = await maps().directions(ruiru, kencom);
    expect(route?.distanceKm).toBeCloseTo(32.2, 1);
    expect(google.requests).toEqual([
      {
        path: '/maps/api/directions/json',
        query: {
          origin: '-1.147565,36.959228',
          destination: '-1.285817,36.824544',
          mode: 'driving',
          region: 'ke',
          language: 'en',
          key: KEY,
        },
      },
    ]);
    // No road at all: no distance, and the caller estimates one.
    expect(await maps().directions(ruiru, ruiru)).toBeNull();
    google.setMode('http-500');
    await expect(maps().directions(ruiru, kencom)).rejects.toThrow(
      new MapsUnavailableError('Google Directions answered HTTP 500'),
    );
  });

  it("appends ', Kenya' once", () => {
    expect(inKenya('Ruiru')).toBe('Ruiru, Kenya');
    expect(inKenya('Ruiru, kenya ')).toBe('Ruiru, kenya');
  });

  it.each<[GoogleMode, string]>([
    [
      'denied',
      'Google Places Autocomplete: REQUEST_DENIED (The provided API key is invalid: [key])',
    ],
    ['http-500', 'Google Places Autocomplete answered HTTP 500'],
    ['not-json', 'Google Places Autocomplete answered no JSON'],
    ['silent', 'Google Places Autocomplete: no answer within 300 ms'],
  ])('fails as unavailable when Google is %s, never naming the key', async (mode, reason) => {
    google.setMode(mode);
    const error = await maps()
      .suggest('Westgate')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapsUnavailableError);
    expect((error as Error).message).toBe(reason);
    expect((error as Error).message).not.toContain(KEY);
  });

  it('fails as unavailable when Google cannot be reached', async () => {
    const unreachable = createGoogleMaps({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1' });
    await expect(unreachable.geocode('Ruiru')).rejects.toThrow(
      new MapsUnavailableError('Google Geocoding: unreachable'),
    );
  });

  it('talks to Google itself when no address is given', async () => {
    const urls: string[] = [];
    const recording = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ status: 'ZERO_RESULTS' }), { status: 200 });
    }) as unknown as typeof fetch;
    await createGoogleMaps({ apiKey: 'k', fetch: recording }).suggest('Ruiru');
    expect(urls).toEqual([
      'https://maps.googleapis.com/maps/api/place/autocomplete/json?input=Ruiru&components=country%3Ake&language=en&key=k',
    ]);
  });
});
