import { and, asc, count, desc, eq, gt, inArray, or, sql, sum } from 'drizzle-orm';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { accountStatements, bookings, rides, vehicles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { sendLatePayouts } from '../payouts/pay-after-deletion.ts';
import type { BookingDeps } from './book-seats.ts';
import { cancelRideWithRefunds } from './cancel-ride.ts';
import { selectBookings, selectRides, toDriverTrip, toPassengerBooking } from './ride-views.ts';

export async function upcomingDriverTrips(db: Database, driverId: string) {
  const rows = await selectRides(db)
    .where(
      and(
        eq(rides.driverId, driverId),
        // A trip under way stays on the list until it ends.
        or(
          and(eq(rides.status, 'active'), gt(rides.departureTime, sqlNow())),
          eq(rides.status, 'in_progress'),
        ),
      ),
    )
    .orderBy(asc(rides.departureTime));
  return rows.map(toDriverTrip);
}

/**
 * The driver cancels their ride before it leaves: passengers are refunded and told, with the
 * best alternative to rebook; less than 12 hours ahead with passengers it is a late cancellation.
 */
export async function cancelDriverTrip(deps: BookingDeps, driver: SessionUser, rideId: string) {
  const { notificationIds, cancelledBookings, latePayouts } = await deps.db.transaction(
    async (tx) => {
      const [ride] = await tx.select().from(rides).where(eq(rides.id, rideId)).for('update');
      if (!ride || ride.driverId !== driver.id) throw new AppError('ride_not_found');
      if (ride.status === 'cancelled') throw new AppError('ride_already_cancelled');
      if (ride.status !== 'active' || ride.departureTime.getTime() <= now().getTime()) {
        throw new AppError('ride_departed');
      }
      return cancelRideWithRefunds(tx, ride, { by: 'driver', publicUrl: deps.publicUrl });
    },
  );
  await deps.notifier.deliver(notificationIds);
  await sendLatePayouts(deps.payouts, latePayouts);
  return { passengersRefunded: cancelledBookings };
}

export async function driverStats(db: Database, driver: SessionUser) {
  const [[completed], [earned], [active]] = await Promise.all([
    db
      .select({ n: count() })
      .from(rides)
      .where(and(eq(rides.driverId, driver.id), eq(rides.status, 'completed'))),
    db
      .select({ total: sum(accountStatements.amount) })
      .from(accountStatements)
      .where(
        and(
          eq(accountStatements.userId, driver.id),
          // Less what agents took back after a passenger's upheld report (negative amounts).
          inArray(accountStatements.transactionType, ['earning', 'earning_reversal']),
        ),
      ),
    db
      .select({ n: count() })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.ownerId, driver.id),
          eq(vehicles.isActive, true),
          sql`${vehicles.deletedAt} is null`,
        ),
      ),
  ]);
  return {
    totalRides: completed?.n ?? 0,
    totalEarnings: Number(earned?.total ?? 0),
    averageRating: driver.rating,
    activeVehicles: active?.n ?? 0,
  };
}

/**
 * Everything a person has done on Pamoja, as passenger and as driver, newest first, optionally
 * only what is completed: the home screen's "Recent Activity".
 */
export async function tripHistory(
  db: Database,
  userId: string,
  query: { completed?: 'true' | 'false'; limit: number; offset: number },
) {
  const onlyCompleted = query.completed === 'true';
  const take = query.offset + query.limit;
  const [asPassenger, asDriver] = await Promise.all([
    selectBookings(db)
      .where(
        and(
          eq(bookings.passengerId, userId),
          onlyCompleted ? eq(bookings.status, 'completed') : undefined,
        ),
      )
      .orderBy(desc(rides.departureTime))
      .limit(take),
    selectRides(db)
      .where(
        and(
          eq(rides.driverId, userId),
          onlyCompleted
            ? eq(rides.status, 'completed')
            : inArray(rides.status, ['active', 'in_progress', 'completed', 'cancelled']),
        ),
      )
      .orderBy(desc(rides.departureTime))
      .limit(take),
  ]);
  const items = [
    ...asPassenger.map((row) => {
      const b = toPassengerBooking(row);
      return {
        id: b.id,
        type: 'passenger' as const,
        status: b.status === 'pending' ? ('booked' as const) : b.status,
        pickupLocation: b.pickupLocation,
        destination: b.destination,
        departureTime: b.departureTime,
        numberOfSeats: b.numberOfSeats,
        totalAmount: b.totalAmount,
        pricePerSeat: b.pricePerSeat,
      };
    }),
    ...asDriver.map((row) => {
      const r = toDriverTrip(row);
      return {
        id: r.id,
        type: 'driver' as const,
        status: r.status,
        pickupLocation: r.pickupLocation,
        destination: r.destination,
        departureTime: r.departureTime,
        numberOfSeats: r.bookedSeats,
        totalAmount: r.bookedSeats * r.pricePerSeat,
        pricePerSeat: r.pricePerSeat,
      };
    }),
  ];
  return items
    .sort((a, b) => b.departureTime.getTime() - a.departureTime.getTime())
    .slice(query.offset, take);
}
