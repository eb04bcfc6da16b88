import { useEffect, useRef, useState } from 'react';
import { readPublicConfig } from '../../lib/public-config';
import { choosePlaceProvider, ownPlaceProvider, type PlaceProvider } from './place-search';

function mapsEnabled(): boolean {
  try {
    return readPublicConfig().mapsEnabled;
  } catch {
    // No server-written settings (a bare build): the product's own place search it is.
    return false;
  }
}

/**
 * The deployment's place provider (see place-search.ts: Google plugs in there): the maps
 * provider when one loads, otherwise the product's own place search. `onUnavailable` hears of a
 * maps provider that failed to load; without it the fallback is silent.
 */
export function usePlaceProvider(onUnavailable?: () => void): PlaceProvider {
  const [provider, setProvider] = useState<PlaceProvider>(ownPlaceProvider);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;
  useEffect(() => {
    let live = true;
    void choosePlaceProvider(mapsEnabled(), undefined, () => unavailable.current?.()).then(
      (chosen) => {
        if (live) setProvider(chosen);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return provider;
}
