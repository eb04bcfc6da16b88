import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorCodeOf } from '../../lib/api-error';
import type { MapPoint } from '../../rides/trip-map/map-points';
import { createPositionSender, toPositionRequest } from './position-sender';
import { afterTripChange, sendPosition } from './trip-day-api';

export type SharingState =
  /** Not in progress, or the screen is closed. */
  | { kind: 'off' }
  /** Waiting for the phone's first position (and, the first time, the person's permission). */
  | { kind: 'asking' }
  | { kind: 'sharing' }
  | { kind: 'denied' }
  /** No position to be had: no GPS, or a browser without geolocation. */
  | { kind: 'unavailable' };

/** The trip is not (or no longer) in progress: positions would all be refused. */
const FINAL = new Set(['trip_not_started', 'trip_already_ended', 'trip_cancelled']);

/**
 * While `active` (the driver's trip in progress, the screen open), watches the phone's position
 * and sends it to the server at most once per 2 s. Says how it goes, and where the phone is, so
 * the driver's own map moves at once.
 */
export function useLocationSharing(
  rideId: string,
  active: boolean,
): { state: SharingState; position: MapPoint | null } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SharingState>({ kind: 'off' });
  const [position, setPosition] = useState<MapPoint | null>(null);

  useEffect(() => {
    if (!active) {
      setState({ kind: 'off' });
      return;
    }
    if (!('geolocation' in navigator)) {
      setState({ kind: 'unavailable' });
      return;
    }
    setState({ kind: 'asking' });
    const sender = createPositionSender({
      send: (request) => sendPosition(rideId, request),
      isFinalRefusal: (error) => FINAL.has(errorCodeOf(error) ?? ''),
      onRefused: () => afterTripChange(queryClient),
    });
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        setState({ kind: 'sharing' });
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
        sender.offer(toPositionRequest(coords));
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setState({ kind: 'denied' });
        else if (error.code === error.POSITION_UNAVAILABLE) setState({ kind: 'unavailable' });
        // A timeout only means no fix yet: the watch goes on.
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      sender.stop();
    };
  }, [rideId, active, queryClient]);

  return { state, position };
}
