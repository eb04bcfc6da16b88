import { describe, expect, it } from 'vitest';
import {
  choosePlaceProvider,
  geocodeQueries,
  ownPlaceProvider,
  type PlaceProvider,
  placeLabel,
  placeQuery,
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

describe('choosing the place provider', () => {
  const google: PlaceProvider = {
    suggest: async () => [],
    geocode: async () => null,
  };

  it('uses the product place search without a maps key or adapter', async () => {
    expect(await choosePlaceProvider(false, async () => google)).toBe(ownPlaceProvider);
    expect(await choosePlaceProvider(true)).toBe(ownPlaceProvider);
  });

  it('uses the maps adapter when there is one, and falls back when it fails', async () => {
    expect(await choosePlaceProvider(true, async () => google)).toBe(google);
    let told = false;
    const provider = await choosePlaceProvider(
      true,
      () => Promise.reject(new Error('script blocked')),
      () => {
        told = true;
      },
    );
    expect(provider).toBe(ownPlaceProvider);
    expect(told).toBe(true);
  });
});
