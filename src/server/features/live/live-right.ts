import { eq, sql } from 'drizzle-orm';
import type { BoardingStatus, RideStatus } from '../../../shared/schemas/trips.ts';
import type { Database } from '../../db/client.ts';
import { bookings, incidents, rides, tripShares } from '../../db/schema.ts';
import type { Viewer } from './live-viewer.ts';

export interface ViewerRight {
  /** The ride's status now. */
  status: RideStatus;
  /** Whether the viewer may still watch, the clock aside (the stream checks `until` itself). */
  holds: boolean;
  /** The boarding of the viewer's booking now; null without one. */
  boardingStatus: BoardingStatus | null;
}

/**
 * What gave this viewer the stream, read again in one query: a passenger's booking not
 * cancelled; a link not revoked, nor its sharer's booking cancelled; for an agent, an SOS on the
 * ride not resolved; the driver always. With the ride's status and the viewer's boarding.
 */
export async function readViewerRight(db: Database, viewer: Viewer): Promise<ViewerRight> {
  const unresolvedSos =
    viewer.role === 'agent'
      ? sql<boolean>`exists (select 1 from ${incidents} where ${incidents.rideId} = ${rides.id} and ${incidents.status} <> 'resolved')`
      : sql<boolean>`true`;
  const [row] = await db
    .select({
      status: rides.status,
      bookingStatus: bookings.status,
      boardingStatus: bookings.boardingStatus,
      shareRevokedAt: tripShares.revokedAt,
      unresolvedSos,
    })
    .from(rides)
    .leftJoin(bookings, viewer.booking ? eq(bookings.id, viewer.booking.id) : sql`false`)
    .leftJoin(tripShares, viewer.shareId ? eq(tripShares.id, viewer.shareId) : sql`false`)
    .where(eq(rides.id, viewer.ride.id));
  if (!row) return { status: 'cancelled', holds: false, boardingStatus: null };
  const bookingLive =
    viewer.booking === null || (row.bookingStatus !== null && row.bookingStatus !== 'cancelled');
  const linkLive = viewer.shareId === null || row.shareRevokedAt === null;
  return {
    status: row.status,
    holds: bookingLive && linkLive && row.unresolvedSos === true,
    boardingStatus: row.boardingStatus,
  };
}
