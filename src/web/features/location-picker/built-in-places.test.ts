import { describe, expect, it } from 'vitest';
import { landmarks } from '../../../server/features/places/landmarks';
import { placeLabel } from '../search';
import { BUILT_IN_PLACES, GPS_FALLBACK } from './built-in-places';

describe('the built-in places', () => {
  it('are the six of the specification', () => {
    expect(BUILT_IN_PLACES.map((p) => p.name)).toEqual([
      'Nairobi CBD',
      'JKIA',
      'Westlands',
      'Karen',
      'Gigiri',
      'Kasarani',
    ]);
  });

  it('carry the names and points the place search answers, so searches find their rides', () => {
    for (const place of BUILT_IN_PLACES) {
      const landmark = landmarks.find((l) => placeLabel(l) === place.address);
      expect(landmark, place.address).toBeDefined();
      expect(place.latitude).toBe(landmark?.latitude);
      expect(place.longitude).toBe(landmark?.longitude);
    }
  });

  it('fall back to the CBD centre when the device has no position', () => {
    expect(GPS_FALLBACK).toEqual({
      address: 'Nairobi CBD, Kenya (GPS not available)',
      latitude: -1.286389,
      longitude: 36.817223,
    });
  });
});
