import { apiRequest } from '../../lib/api-client';
import { readPublicConfig } from '../../lib/public-config';
import { createMapsLoader, type GoogleMapsApi, MAPS_LOAD_TIMEOUT_MS } from './google-maps-loader';

type MapsWindow = Window & {
  google?: GoogleMapsApi;
  __pamojaMapsReady?: () => void;
  gm_authFailure?: () => void;
};

/**
 * The page's one Google Maps loader: the picker's map calls it, nothing else does. It loads with
 * the deployment's browser key (referrer-restricted), never the server's.
 */
export const googleMaps = createMapsLoader({
  mapsEnabled() {
    try {
      return readPublicConfig().mapsEnabled;
    } catch {
      return false; // a bare build without server-written settings: the drawn map
    }
  },
  fetchKey: () => apiRequest('GET', '/api/Auth/GetGoogleApiKey'),
  addScript(src, ready, failed) {
    const w = window as MapsWindow;
    w.__pamojaMapsReady = ready;
    // Google calls this when it refuses the key (wrong key, wrong domain, no billing).
    w.gm_authFailure = failed;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onerror = failed;
    document.head.append(script);
  },
  api: () => (window as MapsWindow).google,
  timeoutMs: MAPS_LOAD_TIMEOUT_MS,
});
