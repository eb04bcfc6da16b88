import type { RideStatus } from '../../../shared/schemas/trips.ts';
import type { DatabaseHandle } from '../../db/client.ts';

/** What the live streams of a ride carry: the driver's positions and the trip's changes. */
export type LiveEvent =
  | {
      rideId: string;
      type: 'position';
      latitude: number;
      longitude: number;
      /** ISO time of the server's clock. */
      recordedAt: string;
    }
  | {
      rideId: string;
      type: 'status';
      /** The ride's new status, or `boarded` when one passenger (`bookingId`) got on board. */
      status: RideStatus | 'boarded';
      bookingId?: string;
    };

/**
 * Carries live events from the process that recorded them to every process with a stream open
 * on that ride. Publish after the change has committed.
 */
export interface LiveHub {
  publish(event: LiveEvent): Promise<void>;
  /** Calls `listener` with every event of the ride until the returned function is called. */
  subscribe(rideId: string, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** Within one process: the embedded database has only one. */
export function createInProcessHub(): LiveHub {
  const listeners = new Map<string, Set<(event: LiveEvent) => void>>();
  return {
    async publish(event) {
      for (const listener of listeners.get(event.rideId) ?? []) listener(event);
    },
    subscribe(rideId, listener) {
      let set = listeners.get(rideId);
      if (!set) {
        set = new Set();
        listeners.set(rideId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(rideId);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}

/** The hub for this database: in-process on PGlite (one process by design). */
export function createLiveHub(_database: DatabaseHandle): LiveHub {
  return createInProcessHub();
}
