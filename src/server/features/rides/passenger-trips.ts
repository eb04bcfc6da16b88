import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, scheduledCommutes } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  selectBookings,
  selectRides,
  toDriverBooking,
  toDriverTrip,
  toPassengerBooking,
} from './ride-views.ts';

const LIVE = ['pending', 'booked'] as const;

/** The passenger's live bookings on rides still to come, soonest first. */
export async function upcomingBookings(db: Database, passengerId: string) {
  const rows = await selectBookings(db)
    .where(
      and(
        eq(bookings.passengerId, passengerId),
        inArray(bookings.status, LIVE),
        eq(scheduledCommutes.status, 'active'),
        gt(scheduledCommutes.departureTime, sql`now()`),
      ),
    )
    .orderBy(asc(scheduledCommutes.departureTime));
  return rows.map(toPassengerBooking);
}

/**
 * Past trips as both passenger and driver, newest first: bookings that are completed or
 * cancelled or whose ride has left, and the person's own rides that are done, cancelled or gone.
 */
export async function pastTrips(db: Database, userId: string, limit = 50) {
  const past = or(
    inArray(bookings.status, ['completed', 'cancelled']),
    lte(scheduledCommutes.departureTime, sql`now()`),
    inArray(scheduledCommutes.status, ['completed', 'cancelled']),
  );
  const [asPassenger, asDriver] = await Promise.all([
    selectBookings(db)
      .where(and(eq(bookings.passengerId, userId), past))
      .orderBy(desc(scheduledCommutes.departureTime))
      .limit(limit),
    selectRides(db)
      .where(
        and(
          eq(scheduledCommutes.driverId, userId),
          or(
            inArray(scheduledCommutes.status, ['completed', 'cancelled']),
            lte(scheduledCommutes.departureTime, sql`now()`),
          ),
        ),
      )
      .orderBy(desc(scheduledCommutes.departureTime))
      .limit(limit),
  ]);
  return [...asPassenger.map(toPassengerBooking), ...asDriver.map(toDriverTrip)]
    .sort((a, b) => b.departureTime.getTime() - a.departureTime.getTime())
    .slice(0, limit);
}

/** Every booking of a ride, for its driver only. */
export async function bookingsOfRide(db: Database, driverId: string, rideId: string) {
  const [ride] = await db
    .select({ driverId: scheduledCommutes.driverId })
    .from(scheduledCommutes)
    .where(eq(scheduledCommutes.id, rideId));
  if (!ride) throw new AppError(404, 'This ride does not exist.');
  if (ride.driverId !== driverId)
    throw new AppError(403, 'Only the driver of this ride can see its bookings.');
  const rows = await selectBookings(db)
    .where(eq(bookings.scheduledCommuteId, rideId))
    .orderBy(asc(bookings.bookingDate));
  return rows.map(toDriverBooking);
}
