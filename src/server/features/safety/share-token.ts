import { hash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  automaticCompletionTime,
  SHARE_LINK_AFTER_END_MINUTES,
} from '../../../shared/rules/trips.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides, tripShares } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** 128 random bits, URL-safe: 22 characters. Only its hash is stored. */
export const newShareToken = () => randomBytes(16).toString('base64url');

export const hashShareToken = (token: string) => hash('sha256', token);

type RideEnd = Pick<
  typeof rides.$inferSelect,
  'departureTime' | 'estimatedDuration' | 'completedAt' | 'cancelledAt'
>;

/**
 * When a ride's share links stop working: 1 hour after it actually ended (completed or
 * cancelled), or, while it has not, 1 hour after its automatic completion.
 */
export function shareExpiresAt(ride: RideEnd): Date {
  const end =
    ride.completedAt ??
    ride.cancelledAt ??
    automaticCompletionTime(ride.departureTime, ride.estimatedDuration);
  return new Date(end.getTime() + SHARE_LINK_AFTER_END_MINUTES * 60_000);
}

/**
 * The share link of a token with its ride and the sharer's booking (null when the driver shared):
 * 404 `share_not_found` for a token nobody was given, 410 `share_expired` once revoked, past its
 * time or its booking cancelled.
 */
export async function findLiveShare(db: Database, token: string) {
  const [found] = await db
    .select({ share: tripShares, ride: rides, booking: bookings })
    .from(tripShares)
    .innerJoin(rides, eq(rides.id, tripShares.rideId))
    .leftJoin(bookings, eq(bookings.id, tripShares.bookingId))
    .where(eq(tripShares.tokenHash, hashShareToken(token)));
  if (!found) throw new AppError('share_not_found');
  const expiresAt = shareExpiresAt(found.ride);
  // A passenger who cancelled their booking is no longer on the trip they shared.
  const cancelled = found.booking?.status === 'cancelled';
  if (found.share.revokedAt || cancelled || now() >= expiresAt) {
    throw new AppError('share_expired');
  }
  return { ...found, expiresAt };
}
