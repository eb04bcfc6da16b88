import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { nowPlaceholder, nowValue } from '../../clock.ts';
import { type Database, preparedOnce } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  selectBookings,
  selectRides,
  toDriverBooking,
  toDriverTrip,
  toPassengerBooking,
} from './ride-views.ts';

/** Bookings still to travel: a request waiting for its driver is one too (My Trips shows it). */
const LIVE = ['pending', 'requested', 'booked'] as const;

const upcomingBookingsStatement = preparedOnce((db) =>
  selectBookings(db)
    .where(
      and(
        eq(bookings.passengerId, sql.placeholder('passengerId')),
        inArray(bookings.status, LIVE),
        // A trip under way is still ahead of its passenger until it ends.
        or(
          and(eq(rides.status, 'active'), gt(rides.departureTime, nowPlaceholder)),
          eq(rides.status, 'in_progress'),
        ),
      ),
    )
    .orderBy(asc(rides.departureTime))
    .prepare('upcoming_bookings'),
);

/** The passenger's live bookings on rides still to come or under way, soonest first. */
export async function upcomingBookings(db: Database, passengerId: string) {
  const rows = await upcomingBookingsStatement(db).execute({ passengerId, now: nowValue() });
  return rows.map(toPassengerBooking);
}

const pastBookingsStatement = preparedOnce((db) =>
  selectBookings(db)
    .where(
      and(
        eq(bookings.passengerId, sql.placeholder('userId')),
        or(
          inArray(bookings.status, ['completed', 'cancelled']),
          and(lte(rides.departureTime, nowPlaceholder), ne(rides.status, 'in_progress')),
          inArray(rides.status, ['completed', 'cancelled']),
        ),
      ),
    )
    .orderBy(desc(rides.departureTime))
    .limit(sql.placeholder('limit'))
    .prepare('past_bookings'),
);

const pastRidesStatement = preparedOnce((db) =>
  selectRides(db)
    .where(
      and(
        eq(rides.driverId, sql.placeholder('userId')),
        or(
          inArray(rides.status, ['completed', 'cancelled']),
          and(eq(rides.status, 'active'), lte(rides.departureTime, nowPlaceholder)),
        ),
      ),
    )
    .orderBy(desc(rides.departureTime))
    .limit(sql.placeholder('limit'))
    .prepare('past_rides'),
);

/**
 * Past trips as both passenger and driver, newest first: bookings that are completed or
 * cancelled or whose ride has left, and the person's own rides that are done, cancelled or gone.
 * A trip in progress is not past yet (it is upcoming until it ends).
 */
export async function pastTrips(db: Database, userId: string, limit = 50) {
  const [asPassenger, asDriver] = await Promise.all([
    pastBookingsStatement(db).execute({ userId, limit, now: nowValue() }),
    pastRidesStatement(db).execute({ userId, limit, now: nowValue() }),
  ]);
  return [...asPassenger.map(toPassengerBooking), ...asDriver.map(toDriverTrip)]
    .sort((a, b) => b.departureTime.getTime() - a.departureTime.getTime())
    .slice(0, limit);
}

/**
 * Every booking of a ride, for its driver only: requests waiting for their answer first
 * (docs/product-rules.md "Drivers who confirm each passenger"), then in the order they were made.
 */
export async function bookingsOfRide(db: Database, driverId: string, rideId: string) {
  const [ride] = await db
    .select({ driverId: rides.driverId })
    .from(rides)
    .where(eq(rides.id, rideId));
  if (!ride) throw new AppError('ride_not_found');
  if (ride.driverId !== driverId) throw new AppError('ride_bookings_driver_only');
  const rows = await selectBookings(db)
    .where(eq(bookings.rideId, rideId))
    .orderBy(desc(sql`${bookings.status} = 'requested'`), asc(bookings.bookingDate));
  return driverBookings(db, rows);
}

/** One booking as its ride's driver sees it (the answer to approving or declining it). */
export async function driverBookingView(db: Database, bookingId: string) {
  const rows = await selectBookings(db).where(eq(bookings.id, bookingId));
  const [view] = await driverBookings(db, rows);
  if (!view) throw new AppError('booking_not_found');
  return view;
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

/** The rows as the driver sees them, each with the trips its passenger completed on Pamoja. */
async function driverBookings(db: Database, rows: BookingRow[]) {
  const passengerIds = [...new Set(rows.map((row) => row.booking.passengerId))];
  const completed =
    passengerIds.length === 0
      ? []
      : await db
          .select({ passengerId: bookings.passengerId, trips: count() })
          .from(bookings)
          .where(and(inArray(bookings.passengerId, passengerIds), eq(bookings.status, 'completed')))
          .groupBy(bookings.passengerId);
  const trips = new Map(completed.map((row) => [row.passengerId, row.trips]));
  return rows.map((row) => toDriverBooking(row, trips.get(row.booking.passengerId) ?? 0));
}
