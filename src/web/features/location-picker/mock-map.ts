import { t } from '@lingui/core/macro';
import { NAIROBI_CBD } from '../../../shared/constants';
import { straightLineKm } from '../../../shared/geo';
import type { Location } from '../../../shared/schemas/rides';

// The drawn map that stands in for a maps service (specification §2, §9): it covers about
// ±0.05° of latitude and ±0.1° of longitude around the CBD, which at Nairobi's latitude is a
// 22 km by 11 km rectangle, so a 400 by 200 drawing keeps true proportions (2000 units a degree).

export const MAP_SPAN = { latitude: 0.05, longitude: 0.1 } as const;
export const MAP_SIZE = { width: 400, height: 200 } as const;
const UNITS_PER_DEGREE = MAP_SIZE.width / (2 * MAP_SPAN.longitude);

const north = NAIROBI_CBD.latitude + MAP_SPAN.latitude;
const west = NAIROBI_CBD.longitude - MAP_SPAN.longitude;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A point on the drawing (0..400, 0..200) for a place; may fall outside for places off the map. */
export function toMapPoint(point: LatLng): { x: number; y: number } {
  return {
    x: (point.longitude - west) * UNITS_PER_DEGREE,
    y: (north - point.latitude) * UNITS_PER_DEGREE,
  };
}

export function isOnMap(point: LatLng): boolean {
  const { x, y } = toMapPoint(point);
  return x >= 0 && x <= MAP_SIZE.width && y >= 0 && y <= MAP_SIZE.height;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * The place under a click: `fx` and `fy` are the click's position across and down the map, 0 to
 * 1. The middle is the CBD; the edges are ±0.1° of longitude and ±0.05° of latitude from it.
 */
export function pointAt(fx: number, fy: number): LatLng {
  return {
    latitude: round6(NAIROBI_CBD.latitude + (0.5 - clamp01(fy)) * 2 * MAP_SPAN.latitude),
    longitude: round6(NAIROBI_CBD.longitude + (clamp01(fx) - 0.5) * 2 * MAP_SPAN.longitude),
  };
}

/** One keyboard step moves the pin a twentieth of the map, about 1.1 km. */
export const KEY_STEP = { latitude: MAP_SPAN.latitude / 10, longitude: MAP_SPAN.longitude / 10 };

/** The pin after an arrow key: moved one step, kept on the map. */
export function nudge(point: LatLng, key: string): LatLng | null {
  const moves: Record<string, [number, number]> = {
    ArrowUp: [1, 0],
    ArrowDown: [-1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  };
  const move = moves[key];
  if (!move) return null;
  const latitude = point.latitude + move[0] * KEY_STEP.latitude;
  const longitude = point.longitude + move[1] * KEY_STEP.longitude;
  return {
    latitude: round6(Math.min(north, Math.max(NAIROBI_CBD.latitude - MAP_SPAN.latitude, latitude))),
    longitude: round6(
      Math.min(NAIROBI_CBD.longitude + MAP_SPAN.longitude, Math.max(west, longitude)),
    ),
  };
}

/** A neighbourhood the drawing names, used to name a pinned point. */
export interface MapLabel extends LatLng {
  name: string;
}

/** A pin counts as "near" a named place up to this far away. */
export const NEAR_KM = 2.5;

/**
 * What to call a point chosen on the map ('pinned') or by the device ('current'), in the language
 * on screen: 'Pinned location near Westlands' when a named neighbourhood is close, otherwise the
 * bare kind with its coordinates, so the address a passenger reads always says something.
 */
export function nameForPoint(
  point: LatLng,
  kind: 'pinned' | 'current',
  labels: readonly MapLabel[],
): string {
  let best: { label: MapLabel; km: number } | null = null;
  for (const label of labels) {
    const km = straightLineKm(point, label);
    if (!best || km < best.km) best = { label, km };
  }
  if (best && best.km <= NEAR_KM) {
    const place = best.label.name;
    return kind === 'pinned' ? t`Pinned location near ${place}` : t`Current location near ${place}`;
  }
  const latitude = point.latitude.toFixed(4);
  const longitude = point.longitude.toFixed(4);
  return kind === 'pinned'
    ? t`Pinned location (${latitude}, ${longitude})`
    : t`Current location (${latitude}, ${longitude})`;
}

/** Latitude and longitude as the selected-address card shows them: 6 decimals. */
export function formatCoordinates(location: LatLng): { latitude: string; longitude: string } {
  return { latitude: location.latitude.toFixed(6), longitude: location.longitude.toFixed(6) };
}

/** Two choices are the same place when they have the same point and address. */
export function samePlace(a: Location | null, b: Location | null): boolean {
  if (!a || !b) return a === b;
  return a.address === b.address && a.latitude === b.latitude && a.longitude === b.longitude;
}
