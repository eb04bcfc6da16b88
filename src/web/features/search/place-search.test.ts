import { afterEach, describe, expect, it, vi } from 'vitest';
import { geocodeQueries } from '../../../shared/rules/places';
import {
  apiPlaceProvider,
  newPlaceSession,
  type PlaceProvider,
  placeLabel,
  placeQuery,
  reportingUnavailable,
  toSuggestion,
} from './place-search';

describe('place suggestions', () => {
  it('label a place by name and area, without repeating the area', () => {
    expect(placeLabel({ name: 'Ruiru', area: 'Kiambu' })).toBe('Ruiru, Kiambu');
    expect(placeLabel({ name: 'Ruiru', area: 'Ruiru' })).toBe('Ruiru');
    expect(placeLabel({ name: 'Nairobi CBD (Kencom)', area: 'Nairobi' })).toBe(
      'Nairobi CBD (Kencom)',
    );
    expect(placeLabel({ name: 'Kencom', area: null })).toBe('Kencom');
  });

  it('carry the point and a line saying what kind of place it is', () => {
    const suggestion = toSuggestion({
      name: 'Ruiru',
      kind: 'town',
      area: 'Kiambu',
      latitude: -1.14665,
      longitude: 36.96087,
    });
    expect(suggestion).toMatchObject({
      label: 'Ruiru, Kiambu',
      name: 'Ruiru',
      detail: 'Town · Kiambu',
      point: { latitude: -1.14665, longitude: 36.96087 },
    });
  });

  it('ask the place search only from 2 characters, and at most 80', () => {
    expect(placeQuery(' r ')).toBeNull();
    expect(placeQuery('  ru   iru ')).toBe('ru iru');
    expect(placeQuery('x'.repeat(100))).toHaveLength(80);
  });

  it('geocode a typed address by the whole text, then its first part', () => {
    expect(geocodeQueries('Ruiru Town, Kiambu')).toEqual(['Ruiru Town, Kiambu', 'Ruiru Town']);
    expect(geocodeQueries('Westlands')).toEqual(['Westlands']);
    expect(geocodeQueries('x')).toEqual([]);
  });
});

describe('Google suggestions', () => {
  const westgate = {
    name: 'Westgate Shopping Mall',
    kind: 'address' as const,
    area: 'Mwanzi Road, Nairobi',
    latitude: null,
    longitude: null,
    placeId: 'ChIJwestgate',
  };
  const answers: { url: string; status: number; body: unknown }[] = [];
  function serve(status: number, body: unknown) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        answers.push({ url, status, body });
        return new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    answers.length = 0;
  });

  it("show Google's second line and carry the place id instead of a point", () => {
    expect(toSuggestion(westgate)).toEqual({
      id: 'google:ChIJwestgate',
      label: 'Westgate Shopping Mall, Mwanzi Road, Nairobi',
      name: 'Westgate Shopping Mall',
      detail: 'Mwanzi Road, Nairobi',
      point: null,
      placeId: 'ChIJwestgate',
    });
  });

  it('are located through the place details once picked', async () => {
    serve(200, {
      address: 'Westgate Shopping Mall, Nairobi',
      latitude: -1.2574,
      longitude: 36.8032,
    });
    expect(await apiPlaceProvider.locate(toSuggestion(westgate))).toEqual({
      latitude: -1.2574,
      longitude: 36.8032,
    });
    expect(answers.map((a) => a.url)).toEqual(['/api/places/details?placeId=ChIJwestgate']);
  });

  it("carry the picking session's token to the search and to the chosen place's details", async () => {
    const session = newPlaceSession();
    serve(200, [westgate]);
    const [found] = await apiPlaceProvider.suggest('Westgate', undefined, session);
    serve(200, { address: 'Westgate Shopping Mall', latitude: -1.2574, longitude: 36.8032 });
    await apiPlaceProvider.locate(found!, undefined, session);
    expect(answers.map((a) => a.url)).toEqual([
      `/api/places/search?q=Westgate&sessionToken=${session}`,
      `/api/places/details?placeId=ChIJwestgate&sessionToken=${session}`,
    ]);
  });

  it('make a new random version 4 UUID for each picking session', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newPlaceSession()));
    expect(tokens.size).toBe(50);
    for (const token of tokens)
      expect(token).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
  });

  it('geocode a typed address through the server, and nothing found is null', async () => {
    serve(404, { code: 'place_not_found', message: 'This place was not found.' });
    expect(await apiPlaceProvider.geocode('  Kimbo   stage ')).toBeNull();
    expect(answers.map((a) => a.url)).toEqual(['/api/places/geocode?address=Kimbo+stage']);
  });

  it("say 'Location Services Unavailable' when Google fails, and suggest nothing", async () => {
    serve(503, {
      code: 'location_services_unavailable',
      message: 'Location Services Unavailable.',
    });
    let told = 0;
    const provider = reportingUnavailable(apiPlaceProvider, () => {
      told += 1;
    });
    expect(await provider.suggest('westg')).toEqual([]);
    expect(told).toBe(1);
  });

  it('let other failures through', async () => {
    serve(500, { code: 'internal_error', message: 'Something went wrong.' });
    const provider: PlaceProvider = reportingUnavailable(apiPlaceProvider, () => {});
    await expect(provider.suggest('westg')).rejects.toMatchObject({ status: 500 });
  });
});
