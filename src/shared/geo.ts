/** A point in WGS84 degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
/**
 * Roads wind: across Nairobi a trip is about 1.3 times the straight line (the road distance when
 * no map service measured it: the price guide and the ride's stored distance).
 */
export const ROAD_FACTOR = 1.3;
/** Average speed at peak hour, door to door. */
export const PEAK_SPEED_KMH = 25;

/** Straight-line (great-circle) distance in kilometres. */
export function straightLineKm(from: LatLng, to: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLng = (to.longitude - from.longitude) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/**
 * Shortest distance in kilometres from `point` to the straight segment `from`→`to` (its ends
 * included). At city scale the Earth is flat enough: the three points are projected
 * equirectangularly around `point`'s latitude (x = longitude × cos(latitude), y = latitude), where
 * the error over a few tens of kilometres near the equator is far below a metre per kilometre.
 */
export function distanceToSegmentKm(point: LatLng, from: LatLng, to: LatLng): number {
  const rad = Math.PI / 180;
  const scale = Math.cos(point.latitude * rad);
  const project = (p: LatLng) => ({
    x: (p.longitude - point.longitude) * rad * scale * EARTH_RADIUS_KM,
    y: (p.latitude - point.latitude) * rad * EARTH_RADIUS_KM,
  });
  const a = project(from);
  const b = project(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  // The point (the origin) seen along the segment: 0 at `from`, 1 at `to`, clamped to the ends.
  const t =
    lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(a.x * dx + a.y * dy) / lengthSquared));
  return Math.hypot(a.x + t * dx, a.y + t * dy);
}

/** What a ride between two points looks like, by the straight line: road km (one decimal), minutes. */
export function tripEstimate(from: LatLng, to: LatLng) {
  return tripOver(straightLineKm(from, to) * ROAD_FACTOR);
}

/** A ride over `roadKm` of road: its distance (one decimal) and minutes at Nairobi's peak speed. */
export function tripOver(roadKm: number) {
  return {
    totalDistance: Math.round(roadKm * 10) / 10,
    estimatedDuration: Math.max(5, Math.round((roadKm / PEAK_SPEED_KMH) * 60)),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000; // UTC+3 all year

/** The instant at a Nairobi wall-clock time, `days` Nairobi calendar days after `from`'s day. */
export function atNairobiTime(from: Date, days: number, hours: number, minutes: number): Date {
  const nairobiMidnight = Math.floor((from.getTime() + NAIROBI_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(
    nairobiMidnight - NAIROBI_OFFSET_MS + days * DAY_MS + (hours * 60 + minutes) * 60_000,
  );
}

/** The start (midnight, UTC+3) of the Nairobi calendar day that `at` falls in, as an instant. */
export function nairobiDayStart(at: Date): Date {
  return atNairobiTime(at, 0, 0, 0);
}

/** Day of the week in Nairobi, 0 (Sunday) to 6. */
export function nairobiWeekday(at: Date): number {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS).getUTCDay();
}

/** Minutes to drive from one point to another at Nairobi's peak speed, at least 1. */
export function etaMinutes(from: LatLng, to: LatLng): number {
  const roadKm = straightLineKm(from, to) * ROAD_FACTOR;
  return Math.max(1, Math.round((roadKm / PEAK_SPEED_KMH) * 60));
}

/** Minutes after Nairobi midnight of an instant (07:30 is 450). */
export function nairobiMinutesOf(at: Date): number {
  const local = new Date(at.getTime() + NAIROBI_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}
