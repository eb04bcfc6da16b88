import type { RideStatus } from '../../../shared/schemas/trips.ts';

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
