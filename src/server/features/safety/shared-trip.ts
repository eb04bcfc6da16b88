import { eq, sql } from 'drizzle-orm';
import { etaMinutes } from '../../../shared/geo.ts';
import type { SharedTrip } from '../../../shared/schemas/trips.ts';
import type { Database } from '../../db/client.ts';
import { users, vehicles } from '../../db/schema.ts';
import { bookingPickupOf, destinationOf, driverFirstName, pickupOf } from '../rides/ride-views.ts';
import { lastPosition } from '../trips/last-position.ts';
import { findLiveShare } from './share-token.ts';

/**
 * What the holder of a share link sees without signing in: the trip's status and times, the
 * driver's first name and rating, the vehicle, the sharer's pickup and the destination, and,
 * only while the trip is in progress, the driver's last position with the time to the pickup
 * for a passenger not yet on board.
 */
export async function readSharedTrip(db: Database, token: string): Promise<SharedTrip> {
  const { ride, booking, expiresAt } = await findLiveShare(db, token);
  // The ride's driver and vehicle always exist (foreign keys); deleted vehicles keep their row.
  const [people] = await db
    .select({
      driverName: sql<string | null>`coalesce(${users.verifiedFullName}, ${users.fullName})`,
      rating: users.rating,
      ratingCount: users.totalRatings,
      vehicle: {
        make: vehicles.make,
        model: vehicles.model,
        color: vehicles.color,
        licensePlate: vehicles.licensePlate,
      },
    })
    .from(users)
    .innerJoin(vehicles, eq(vehicles.id, ride.vehicleId))
    .where(eq(users.id, ride.driverId));
  if (!people) throw new Error(`ride ${ride.id} has no driver or vehicle`);
  const position = ride.status === 'in_progress' ? await lastPosition(db, ride.id) : null;
  const pickupLocation = booking ? bookingPickupOf(booking, ride).pickupLocation : pickupOf(ride);
  const waiting = booking?.boardingStatus === 'waiting';
  return {
    rideId: ride.id,
    status: ride.status,
    departureTime: ride.departureTime,
    startedAt: ride.startedAt,
    completedAt: ride.completedAt,
    driver: {
      firstName: driverFirstName(people.driverName),
      rating: people.rating,
      ratingCount: people.ratingCount,
    },
    vehicle: people.vehicle,
    pickupLocation,
    destination: destinationOf(ride),
    position,
    etaMinutes: position && waiting ? etaMinutes(position, pickupLocation) : null,
    expiresAt,
  };
}
