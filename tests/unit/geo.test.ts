import { describe, expect, it } from 'vitest';
import { distanceToSegmentKm, straightLineKm } from '../../src/shared/geo.ts';

// The custom pickup rule's geometry: distance from a point to the straight pickup→destination
// segment, on an equirectangular projection (city scale).

const ruiru = { latitude: -1.147565, longitude: 36.959228 };
const kencom = { latitude: -1.285817, longitude: 36.824544 };
/** One kilometre in degrees of latitude. */
const KM = 1 / 111.195;

describe('distanceToSegmentKm', () => {
  it('is 0 at either end and on the line between them', () => {
    expect(distanceToSegmentKm(ruiru, ruiru, kencom)).toBe(0);
    expect(distanceToSegmentKm(kencom, ruiru, kencom)).toBeCloseTo(0, 9);
    const middle = {
      latitude: (ruiru.latitude + kencom.latitude) / 2,
      longitude: (ruiru.longitude + kencom.longitude) / 2,
    };
    expect(distanceToSegmentKm(middle, ruiru, kencom)).toBeCloseTo(0, 6);
  });

  it('measures beyond an end to that end, as the great circle does', () => {
    // Due north of Ruiru, away from Kencom (which lies south-west): the nearest point is Ruiru.
    const north = { latitude: ruiru.latitude + 3 * KM, longitude: ruiru.longitude };
    expect(distanceToSegmentKm(north, ruiru, kencom)).toBeCloseTo(straightLineKm(north, ruiru), 3);
    expect(distanceToSegmentKm(north, ruiru, kencom)).toBeCloseTo(3, 2);
  });

  it('measures beside the line at right angles to it', () => {
    // A point 1.5 km off the middle of a north-south segment, to the east.
    const from = { latitude: -1.2, longitude: 36.8 };
    const to = { latitude: -1.3, longitude: 36.8 };
    const eastKm = 1.5;
    const east = {
      latitude: -1.25,
      longitude: 36.8 + (eastKm * KM) / Math.cos((-1.25 * Math.PI) / 180),
    };
    expect(distanceToSegmentKm(east, from, to)).toBeCloseTo(1.5, 3);
  });

  it('treats a segment of one point as that point', () => {
    const near = { latitude: kencom.latitude + KM, longitude: kencom.longitude + KM };
    expect(distanceToSegmentKm(near, kencom, kencom)).toBeCloseTo(straightLineKm(near, kencom), 3);
  });
});
