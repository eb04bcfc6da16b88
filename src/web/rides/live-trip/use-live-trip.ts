import { useEffect, useRef, useState } from 'react';
import {
  isFinalStatus,
  type LivePosition,
  type LiveStatus,
  liveStreamUrl,
  parsePositionEvent,
  parseStatusEvent,
  reconnectDelayMs,
} from './live-events';

export type LiveConnection = 'off' | 'connecting' | 'live' | 'reconnecting' | 'ended';

export interface LiveTrip {
  /** The newest position the stream sent; null until the first. */
  position: LivePosition | null;
  connection: LiveConnection;
}

/**
 * Follows a trip's live stream while `enabled`: the driver's positions (the last one first on
 * connecting) and status changes, which go to `onStatus` (the screen reads the trip again). A
 * dropped connection is retried by EventSource itself; a refused one is opened again after a
 * growing pause. The stream is closed when the trip ends.
 */
export function useLiveTrip(
  rideId: string,
  {
    enabled,
    shareToken,
    onStatus,
  }: { enabled: boolean; shareToken?: string; onStatus?(status: LiveStatus): void },
): LiveTrip {
  const [position, setPosition] = useState<LivePosition | null>(null);
  const [connection, setConnection] = useState<LiveConnection>('off');
  const statusListener = useRef(onStatus);
  statusListener.current = onStatus;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') {
      setConnection('off');
      return;
    }
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const open = () => {
      setConnection(attempt === 0 ? 'connecting' : 'reconnecting');
      const stream = new EventSource(liveStreamUrl(rideId, shareToken));
      source = stream;
      stream.onopen = () => {
        attempt = 0;
        setConnection('live');
      };
      stream.addEventListener('position', (event) => {
        const next = parsePositionEvent((event as MessageEvent<string>).data);
        if (next) setPosition(next);
      });
      stream.addEventListener('status', (event) => {
        const status = parseStatusEvent((event as MessageEvent<string>).data);
        if (!status) return;
        statusListener.current?.(status);
        if (isFinalStatus(status)) {
          stopped = true;
          stream.close();
          setConnection('ended');
        }
      });
      stream.onerror = () => {
        if (stopped) return;
        if (stream.readyState === EventSource.CONNECTING) {
          setConnection('reconnecting');
          return;
        }
        // Closed for good (refused, not a stream): open it again after a pause.
        stream.close();
        setConnection('reconnecting');
        retry = setTimeout(open, reconnectDelayMs(attempt));
        attempt += 1;
      };
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [rideId, shareToken, enabled]);

  return { position, connection };
}
