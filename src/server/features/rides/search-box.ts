import type { LatLng } from '../../../shared/geo.ts';

/** The sphere of PostgreSQL's earthdistance (`earth()`), whose earth_distance decides a match. */
export const EARTH_RADIUS_METRES = 6_378_168;
/** Float slack so that a point exactly on the circle is never cut by rounding. */
const SLACK_DEGREES = 1e-9;
const DEGREES = 180 / Math.PI;

export interface DegreeBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * The smallest latitude/longitude box holding every point within `metres` (great-circle) of
 * `centre`: latitude ± the angular radius; longitude ± asin(sin θ / cos φ), the widest a
 * spherical cap gets. A cap that reaches a pole, or a box that crosses the antimeridian, takes
 * every longitude: a looser box, never a missed ride.
 */
export function boundingBox(centre: LatLng, metres: number): DegreeBox {
  const angle = metres / EARTH_RADIUS_METRES;
  const spread = angle * DEGREES + SLACK_DEGREES;
  const minLatitude = centre.latitude - spread;
  const maxLatitude = centre.latitude + spread;
  const cosLatitude = Math.cos(centre.latitude / DEGREES);
  const everyLongitude = { minLongitude: -180, maxLongitude: 180 };
  if (minLatitude <= -90 || maxLatitude >= 90 || Math.sin(angle) >= cosLatitude) {
    return {
      minLatitude: Math.max(minLatitude, -90),
      maxLatitude: Math.min(maxLatitude, 90),
      ...everyLongitude,
    };
  }
  const halfWidth = Math.asin(Math.sin(angle) / cosLatitude) * DEGREES + SLACK_DEGREES;
  const minLongitude = centre.longitude - halfWidth;
  const maxLongitude = centre.longitude + halfWidth;
  if (minLongitude < -180 || maxLongitude > 180)
    return { minLatitude, maxLatitude, ...everyLongitude };
  return { minLatitude, maxLatitude, minLongitude, maxLongitude };
}

/** A point on the unit sphere, as earthdistance's ll_to_earth places it (divided by the radius). */
export function unitVector(point: LatLng): { x: number; y: number; z: number } {
  const latitude = point.latitude / DEGREES;
  const longitude = point.longitude / DEGREES;
  return {
    x: Math.cos(latitude) * Math.cos(longitude),
    y: Math.cos(latitude) * Math.sin(longitude),
    z: Math.sin(latitude),
  };
}

/**
 * The squared straight-line (chord) distance on the unit sphere of two points `metres` apart
 * along the great circle. A chord grows with its arc, so `chord² <= chordSquared(r)` says
 * exactly what `earth_distance <= r` says, with plain arithmetic instead of building cubes.
 */
export function chordSquared(metres: number): number {
  const angle = Math.min(metres / EARTH_RADIUS_METRES, Math.PI);
  return (2 * Math.sin(angle / 2)) ** 2;
}
