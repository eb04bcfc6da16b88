import { eq } from 'drizzle-orm';
import type { LatLng } from '../../../shared/geo.ts';
import type { BoardingStatus } from '../../../shared/schemas/trips.ts';
import type { Database } from '../../db/client.ts';
import { rides } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { bookingPickupOf, type Ride } from '../rides/ride-views.ts';
import { hasUnresolvedIncident } from '../safety/incidents.ts';
import { findLiveShare } from '../safety/share-token.ts';
import { findTripAccess } from '../trips/trip-access.ts';

/** Who watches a ride's stream, and to which pickup their ETA is counted. */
export interface Viewer {
  ride: Ride;
  role: 'driver' | 'passenger' | 'share' | 'agent';
  /**
   * The booking whose pickup the ETA is counted to (the passenger's own, or the one of the share
   * link); null for the driver, an agent and a link the driver shared.
   */
  booking: { id: string; pickup: LatLng; boardingStatus: BoardingStatus } | null;
  /** The share link a holder came with, checked again while the stream lasts. */
  shareId: string | null;
  /** Who holds the places this stream takes: the signed-in person, or the link's sharer. */
  watcher: { kind: 'person'; userId: string } | { kind: 'link'; sharedBy: string };
  /** When the right to watch ends by the clock (a link's expiry); null when no time ends it. */
  until: Date | null;
}

/**
 * Who may open the live stream of a ride: the holder of a working share link for it (an ended or
 * revoked one: 410), its driver, a passenger whose booking is not cancelled, or an agent while
 * someone on it has an SOS that is not resolved. Anyone else gets 404, as if the ride did not
 * exist.
 */
export async function findViewer(
  db: Database,
  rideId: string,
  caller: { user: SessionUser | null; isAgent: boolean; shareToken: string | undefined },
): Promise<Viewer> {
  if (caller.shareToken !== undefined) {
    const { share, ride, booking, expiresAt } = await findLiveShare(db, caller.shareToken);
    if (ride.id !== rideId) throw new AppError('share_not_found');
    return {
      ride,
      role: 'share',
      booking: booking
        ? {
            id: booking.id,
            pickup: bookingPickupOf(booking, ride).pickupLocation,
            boardingStatus: booking.boardingStatus,
          }
        : null,
      shareId: share.id,
      watcher: { kind: 'link', sharedBy: share.sharedBy },
      until: expiresAt,
    };
  }
  if (!caller.user) throw new AppError('trip_not_found');
  try {
    const access = await findTripAccess(db, rideId, caller.user.id);
    const { ride, booking } = access;
    return {
      ride,
      role: access.role,
      booking: booking
        ? {
            id: booking.id,
            pickup: bookingPickupOf(booking, ride).pickupLocation,
            boardingStatus: booking.boardingStatus,
          }
        : null,
      shareId: null,
      watcher: { kind: 'person', userId: caller.user.id },
      until: null,
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'trip_not_found' || !caller.isAgent) {
      throw error;
    }
    const [ride] = await db.select().from(rides).where(eq(rides.id, rideId));
    if (!ride || !(await hasUnresolvedIncident(db, rideId))) throw error;
    return {
      ride,
      role: 'agent',
      booking: null,
      shareId: null,
      watcher: { kind: 'person', userId: caller.user.id },
      until: null,
    };
  }
}
