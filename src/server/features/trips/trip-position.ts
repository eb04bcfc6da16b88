import type { Position } from '../../../shared/schemas/trips.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { lastPosition } from './last-position.ts';
import { findTripAccess } from './trip-access.ts';

/**
 * The driver's last position, for the driver and for passengers with a live booking (not a
 * cancelled or finished one); null unless the trip is in progress: passengers see where the car
 * is only from start to end.
 */
export async function tripPosition(
  db: Database,
  rideId: string,
  userId: string,
): Promise<Position | null> {
  const access = await findTripAccess(db, rideId, userId);
  if (access.role === 'passenger' && !['pending', 'booked'].includes(access.booking.status)) {
    throw new AppError('trip_not_found');
  }
  if (access.ride.status !== 'in_progress') return null;
  return lastPosition(db, rideId);
}
