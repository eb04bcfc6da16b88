import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rides } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Ride } from '../rides/ride-views.ts';

/**
 * The caller's own ride, for the driver's actions of trip day (start, positions, boarding,
 * no-shows, end). Anyone else's ride, its passengers' included, is 404 `trip_not_found`, as if it
 * did not exist. With `lock`, the row stays locked until the transaction ends.
 */
export async function findDriverRide(
  db: Database,
  rideId: string,
  driverId: string,
  options: { lock?: boolean } = {},
): Promise<Ride> {
  const query = db
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), eq(rides.driverId, driverId)));
  const [ride] = options.lock ? await query.for('update') : await query;
  if (!ride) throw new AppError('trip_not_found');
  return ride;
}

/** Refuses, with the reason, an action that needs the trip under way. */
export function assertInProgress(ride: Pick<Ride, 'status'>): void {
  if (ride.status === 'active') throw new AppError('trip_not_started');
  if (ride.status === 'completed') throw new AppError('trip_already_ended');
  if (ride.status === 'cancelled') throw new AppError('trip_cancelled');
}
