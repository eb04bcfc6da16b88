import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  chordSquared,
  EARTH_RADIUS_METRES,
  unitVector,
} from '../../src/server/features/rides/search-box.ts';

/** earth_distance's great circle on earthdistance's sphere, in metres. */
function greatCircle(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const inside = (box: ReturnType<typeof boundingBox>, p: { latitude: number; longitude: number }) =>
  p.latitude >= box.minLatitude &&
  p.latitude <= box.maxLatitude &&
  p.longitude >= box.minLongitude &&
  p.longitude <= box.maxLongitude;

describe('the search box around a point', () => {
  it('spans twice the angular radius in latitude, a little more in longitude, near Nairobi', () => {
    const box = boundingBox({ latitude: -1.2864, longitude: 36.8172 }, 5000);
    expect(box.maxLatitude - box.minLatitude).toBeCloseTo(
      (2 * 5000 * 180) / (Math.PI * EARTH_RADIUS_METRES),
      6,
    );
    expect(box.maxLongitude - box.minLongitude).toBeGreaterThan(box.maxLatitude - box.minLatitude);
    expect(box.maxLongitude - box.minLongitude).toBeLessThan(0.0901);
  });

  it('holds every point within the radius, anywhere on Earth', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(
        point,
        point,
        fc.double({ min: 100, max: 50_000, noNaN: true }),
        (centre, other, metres) => {
          if (greatCircle(centre, other) <= metres)
            expect(inside(boundingBox(centre, metres), other)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('holds points on the circle itself, near Nairobi, at the poles and across the antimeridian', () => {
    const centres = [
      { latitude: -1.2864, longitude: 36.8172 },
      { latitude: 89.99, longitude: 10 },
      { latitude: -89.99, longitude: -10 },
      { latitude: 0, longitude: 179.99 },
      { latitude: 60, longitude: -179.99 },
    ];
    for (const centre of centres) {
      for (const metres of [100, 5000, 50_000]) {
        const box = boundingBox(centre, metres);
        // Walk the circle: each bearing's point at exactly `metres` lies in the box.
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const d = metres / EARTH_RADIUS_METRES;
          const rad = Math.PI / 180;
          const lat1 = centre.latitude * rad;
          const b = bearing * rad;
          const lat2 = Math.asin(
            Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b),
          );
          let lng2 =
            centre.longitude * rad +
            Math.atan2(
              Math.sin(b) * Math.sin(d) * Math.cos(lat1),
              Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
            );
          lng2 = ((lng2 / rad + 540) % 360) - 180;
          expect(inside(box, { latitude: lat2 / rad, longitude: lng2 })).toBe(true);
        }
      }
    }
  });
});

describe('the exact distance test of the search', () => {
  const chord2 = (a: { latitude: number; longitude: number }, b: typeof a) => {
    const u = unitVector(a);
    const v = unitVector(b);
    return (u.x - v.x) ** 2 + (u.y - v.y) ** 2 + (u.z - v.z) ** 2;
  };
  const point = fc.record({
    latitude: fc.double({ min: -90, max: 90, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it('agrees with the great circle anywhere on Earth, except within a millimetre of the radius', () => {
    fc.assert(
      fc.property(
        point,
        point,
        fc.double({ min: 100, max: 50_000, noNaN: true }),
        (a, b, metres) => {
          const distance = greatCircle(a, b);
          if (Math.abs(distance - metres) < 0.001) return;
          expect(chord2(a, b) <= chordSquared(metres)).toBe(distance <= metres);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('tells 4,999 m from 5,001 m near Nairobi, and 99.9 m from 100.1 m', () => {
    const centre = { latitude: -1.2864, longitude: 36.8172 };
    const north = (metres: number) => ({
      latitude: centre.latitude + (metres / EARTH_RADIUS_METRES) * (180 / Math.PI),
      longitude: centre.longitude,
    });
    expect(chord2(centre, north(4999)) <= chordSquared(5000)).toBe(true);
    expect(chord2(centre, north(5001)) <= chordSquared(5000)).toBe(false);
    expect(chord2(centre, north(99.9)) <= chordSquared(100)).toBe(true);
    expect(chord2(centre, north(100.1)) <= chordSquared(100)).toBe(false);
  });
});
