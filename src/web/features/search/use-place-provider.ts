import { useMemo, useRef } from 'react';
import { apiPlaceProvider, type PlaceProvider, reportingUnavailable } from './place-search';

/**
 * The place search for a screen (see place-search.ts: the server asks Google when the
 * deployment has a maps key). `onUnavailable` hears when Google fails, once a failed request.
 */
export function usePlaceProvider(onUnavailable?: () => void): PlaceProvider {
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;
  return useMemo(() => reportingUnavailable(apiPlaceProvider, () => unavailable.current?.()), []);
}
