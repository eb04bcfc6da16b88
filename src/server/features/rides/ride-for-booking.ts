import { eq } from 'drizzle-orm';
import type { ScheduledTrip } from '../../../shared/schemas/rides.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rides } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { reliabilityOf } from './driver-reliability.ts';
import { selectRides, toScheduledTrip } from './ride-views.ts';

/**
 * One ride as search shows it, for the booking screen a person comes back to after buying tokens
 * (issue 17). Only a ride search could show: active and not yet departed (what search shows to
 * every signed-in person); anything else is unavailable, so past and cancelled rides stay private.
 */
export async function rideForBooking(db: Database, rideId: string): Promise<ScheduledTrip> {
  const [row] = await selectRides(db).where(eq(rides.id, rideId));
  if (!row) throw new AppError('ride_not_found');
  if (row.ride.status !== 'active' || row.ride.departureTime.getTime() <= now().getTime()) {
    throw new AppError('ride_unavailable');
  }
  const reliability = await reliabilityOf(db, [row.ride.driverId]);
  return toScheduledTrip(row, reliability(row.ride.driverId));
}
