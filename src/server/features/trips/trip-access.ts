import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Booking, Ride } from '../rides/ride-views.ts';

export type TripAccess =
  | { role: 'driver'; ride: Ride; booking: null }
  | { role: 'passenger'; ride: Ride; booking: Booking };

/**
 * Who the caller is on a ride: its driver, or a passenger with a booking on it that is not
 * cancelled. Anyone else gets 404 `trip_not_found`, as if the ride did not exist. Each route then
 * checks what that role may do (live bookings only, the driver only, time windows). A request
 * the driver has not accepted is not on the trip (docs/product-rules.md "Drivers who confirm each
 * passenger"): no positions, SOS, sharing or live stream; only the trip screen (`requests`) shows
 * its passenger the trip they are waiting for.
 */
export async function findTripAccess(
  db: Database,
  rideId: string,
  userId: string,
  { requests = false }: { requests?: boolean } = {},
): Promise<TripAccess> {
  const [ride] = await db.select().from(rides).where(eq(rides.id, rideId));
  if (!ride) throw new AppError('trip_not_found');
  if (ride.driverId === userId) return { role: 'driver', ride, booking: null };
  const [booking] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.rideId, rideId),
        eq(bookings.passengerId, userId),
        requests
          ? ne(bookings.status, 'cancelled')
          : notInArray(bookings.status, ['cancelled', 'requested']),
      ),
    )
    .limit(1);
  if (!booking) throw new AppError('trip_not_found');
  return { role: 'passenger', ride, booking };
}
