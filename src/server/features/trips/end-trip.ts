import { completeRide } from '../rides/complete-rides.ts';
import { assertInProgress, findDriverRide } from './driver-ride.ts';
import { publishAfterCommit, type TripDeps } from './trip-deps.ts';

/**
 * The driver ends the trip: the ride completes now, with the same money rules as the automatic
 * completion (completeRide). The ride's row is locked first, so the completion job (which skips
 * locked rows) and a second end cannot complete it again.
 */
export async function endTrip(deps: TripDeps, driverId: string, rideId: string) {
  const ride = await deps.db.transaction(async (tx) => {
    const ride = await findDriverRide(tx, rideId, driverId, { lock: true });
    assertInProgress(ride);
    await completeRide(tx, ride);
    return ride;
  });
  await publishAfterCommit(deps, { rideId, type: 'status', status: 'completed' });
  return { status: 'completed' as const, startedAt: ride.startedAt };
}
