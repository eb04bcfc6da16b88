import type { Location } from '../../../shared/schemas/rides';
import { GPS_FALLBACK } from './built-in-places';
import { type MapLabel, nameForPoint } from './mock-map';

/** A phone with no fix after this long is treated as one without GPS. */
export const POSITION_TIMEOUT_MS = 10_000;

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

/**
 * Where the device is, named after the nearest neighbourhood; when the device cannot or will
 * not say (no GPS, permission denied, no fix in time), the CBD as the specification's fallback.
 */
export function currentLocation(
  geolocation: Geolocation | undefined,
  labels: readonly MapLabel[],
): Promise<{ location: Location; fromDevice: boolean }> {
  // Its address read now, in the language on screen.
  const fallback = { location: { ...GPS_FALLBACK }, fromDevice: false };
  if (!geolocation) return Promise.resolve(fallback);
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const point = {
            latitude: Math.round(coords.latitude * 1e6) / 1e6,
            longitude: Math.round(coords.longitude * 1e6) / 1e6,
          };
          resolve({
            location: { ...point, address: nameForPoint(point, 'current', labels) },
            fromDevice: true,
          });
        },
        () => resolve(fallback),
        { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000 },
      );
    } catch {
      resolve(fallback);
    }
  });
}
