import { apiRequest } from '../api-client';
import { POSITION_TIMEOUT_MS } from './sign-in-timings';

/**
 * Sends the device's position once, if the browser can give one and the person has not refused
 * it: a coarse fix within 10 seconds is enough. Any failure is ignored (specification §4).
 */
export async function sendLastKnownPosition(): Promise<void> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return;
  try {
    const permission = await navigator.permissions?.query({ name: 'geolocation' });
    if (permission?.state === 'denied') return;
  } catch {
    // Browsers without the Permissions API for geolocation simply ask.
  }
  try {
    const position = await new Promise<GeolocationPosition>((resolve, reject) => {
      navigator.geolocation.getCurrentPosition(resolve, reject, {
        enableHighAccuracy: false,
        timeout: POSITION_TIMEOUT_MS,
        maximumAge: 5 * 60_000,
      });
    });
    await apiRequest('POST', '/api/Auth/UpdateUserLastKnownLocation', {
      latitude: position.coords.latitude,
      longitude: position.coords.longitude,
    });
  } catch {
    // No position, or the server did not take it: nothing the person needs to hear about.
  }
}
