import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { POSITION_INTERVAL_SECONDS } from '../../../shared/rules/trips.ts';
import type { PositionRequest } from '../../../shared/schemas/trips.ts';
import { now } from '../../clock.ts';
import { rides, tripPositions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertInProgress, findDriverRide } from './driver-ride.ts';
import { publishAfterCommit, type TripDeps } from './trip-deps.ts';

/**
 * The driver's phone reports where the car is, while the trip is in progress. One conditional
 * update of the ride's `last_position_at` admits at most one position per 2 seconds by the
 * server's clock, however many requests race (the loser waits for the row, then finds the time
 * already taken: 429). The position is stored in the same transaction, then published.
 */
export async function recordPosition(
  deps: TripDeps,
  driverId: string,
  rideId: string,
  input: PositionRequest,
): Promise<void> {
  const at = now();
  const atSql = sql`${at.toISOString()}::timestamptz`;
  const accepted = await deps.db.transaction(async (tx) => {
    const [ride] = await tx
      .update(rides)
      .set({ lastPositionAt: at })
      .where(
        and(
          eq(rides.id, rideId),
          eq(rides.driverId, driverId),
          eq(rides.status, 'in_progress'),
          or(
            isNull(rides.lastPositionAt),
            lte(
              rides.lastPositionAt,
              sql`${atSql} - make_interval(secs => ${POSITION_INTERVAL_SECONDS})`,
            ),
          ),
        ),
      )
      .returning({ id: rides.id });
    if (!ride) return false;
    await tx.insert(tripPositions).values({
      rideId,
      latitude: input.latitude,
      longitude: input.longitude,
      accuracy: input.accuracy ?? null,
      heading: input.heading ?? null,
      speed: input.speed ?? null,
      recordedAt: at,
    });
    return true;
  });
  if (!accepted) {
    const ride = await findDriverRide(deps.db, rideId, driverId);
    assertInProgress(ride);
    throw new AppError('position_too_frequent');
  }
  await publishAfterCommit(deps, {
    rideId,
    type: 'position',
    latitude: input.latitude,
    longitude: input.longitude,
    recordedAt: at.toISOString(),
  });
}
