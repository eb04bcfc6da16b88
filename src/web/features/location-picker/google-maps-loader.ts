import type { LatLng } from './mock-map';

/** The little of the Maps JavaScript API the picker uses. */
export interface GoogleMapsApi {
  maps: {
    Map: new (
      element: HTMLElement,
      options: Record<string, unknown>,
    ) => {
      addListener(
        event: 'click',
        handler: (event: { latLng?: { lat(): number; lng(): number } | null }) => void,
      ): { remove(): void };
      panTo(point: { lat: number; lng: number }): void;
    };
    Marker: new (
      options: Record<string, unknown>,
    ) => {
      setPosition(point: { lat: number; lng: number } | null): void;
      setMap(map: unknown): void;
    };
  };
}

/**
 * The key in the maps key answer, which may hold googleApiKey directly, inside a data object,
 * as key, or be the string itself (specification document 1, the maps key response).
 */
export function mapsKeyFrom(answer: unknown): string | null {
  if (typeof answer === 'string') return answer.trim() || null;
  if (!answer || typeof answer !== 'object') return null;
  const body = answer as { googleApiKey?: unknown; key?: unknown; data?: unknown };
  for (const candidate of [body.googleApiKey, body.key]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim();
  }
  return body.data === undefined ? null : mapsKeyFrom(body.data);
}

/**
 * The Maps JavaScript address for Kenya, in English: the map alone. Places are searched through
 * the server, so the browser key needs the Maps JavaScript API only.
 */
export function mapsScriptUrl(key: string, callback: string): string {
  const query = new URLSearchParams({
    key,
    region: 'KE',
    language: 'en',
    loading: 'async',
    callback,
  });
  return `https://maps.googleapis.com/maps/api/js?${query}`;
}

export const MAPS_LOAD_TIMEOUT_MS = 10_000;

export interface MapsLoaderDeps {
  /** The deployment has a browser maps key (public config `mapsEnabled`). */
  mapsEnabled(): boolean;
  /** The browser maps key answer (`GET /api/Auth/GetGoogleApiKey`), null without one. */
  fetchKey(): Promise<unknown>;
  /**
   * Adds the script; calls `ready` with the API once Google calls back, `failed` when the script
   * cannot load or Google refuses the key.
   */
  addScript(src: string, ready: () => void, failed: () => void): void;
  /** The API once the script called back. */
  api(): GoogleMapsApi | undefined;
  timeoutMs: number;
}

export interface MapsLoader {
  /**
   * The Maps JavaScript API, loaded once and only for a deployment with a browser key: null
   * without one (the drawn map, silently; the place search still goes through the server); a
   * rejection when Google fails ('Location Services Unavailable').
   */
  load(): Promise<GoogleMapsApi | null>;
  /** Hears when Google refuses the key after the script loaded; returns the unsubscribe. */
  onFailure(listener: () => void): () => void;
}

export function createMapsLoader(deps: MapsLoaderDeps): MapsLoader {
  let loading: Promise<GoogleMapsApi | null> | null = null;
  const listeners = new Set<() => void>();
  const load = () => {
    if (!deps.mapsEnabled()) return Promise.resolve(null);
    loading ??= (async () => {
      const key = mapsKeyFrom(await deps.fetchKey());
      if (!key) return null;
      return new Promise<GoogleMapsApi>((resolve, reject) => {
        let settled = false;
        const timer = setTimeout(() => {
          settled = true;
          reject(new Error('Google Maps did not load in time'));
        }, deps.timeoutMs);
        deps.addScript(
          mapsScriptUrl(key, CALLBACK),
          () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            const api = deps.api();
            if (api) resolve(api);
            else reject(new Error('Google Maps loaded without its API'));
          },
          () => {
            clearTimeout(timer);
            if (!settled) reject(new Error('Google Maps failed to load'));
            else {
              loading = null;
              for (const listener of listeners) listener();
            }
            settled = true;
          },
        );
      });
    })();
    // A failed load may be tried again the next time the picker opens.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    load,
    onFailure(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const CALLBACK = '__pamojaMapsReady';

export const toLatLng = (point: { lat(): number; lng(): number }): LatLng => ({
  latitude: Math.round(point.lat() * 1e6) / 1e6,
  longitude: Math.round(point.lng() * 1e6) / 1e6,
});
