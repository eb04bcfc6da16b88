import { eq } from 'drizzle-orm';
import { ALTERNATIVES_SHOWN } from '../../../shared/rules/cancellations.ts';
import type { ScheduledTrip } from '../../../shared/schemas/rides.ts';
import type { Database } from '../../db/client.ts';
import { rides } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { type BookingDeps, bookSeats } from './book-seats.ts';
import { rebookableBooking } from './rebookable-booking.ts';
import { alternativesTo } from './ride-alternatives.ts';

/**
 * `GET /api/bookings/:id/alternatives`: up to 3 rides to take instead of the one the driver
 * cancelled (ride-alternatives.ts: around its pickup, destination and departure, up to 90
 * minutes later, with the booking's seats free), earliest first.
 */
export async function bookingAlternatives(
  db: Database,
  passengerId: string,
  bookingId: string,
): Promise<ScheduledTrip[]> {
  const booking = await rebookableBooking(db, passengerId, bookingId);
  const [ride] = await db.select().from(rides).where(eq(rides.id, booking.rideId));
  if (!ride) throw new AppError('booking_not_found');
  const found = await alternativesTo(db, ride, {
    seats: booking.numberOfSeats,
    passengerId,
    limit: ALTERNATIVES_SHOWN,
  });
  return found.map((alternative) => alternative.trip);
}

/**
 * `POST /api/bookings/:id/rebook {rideId}`: books the cancelled booking's seats on another ride
 * with the passenger's tokens (the refund is already in them), by the normal booking path and
 * its rules and errors, and records the new booking on the cancelled one in the same
 * transaction: once per cancelled booking (book-seats.ts locks it, rebookable-booking.ts).
 */
export async function rebookBooking(
  deps: BookingDeps,
  passenger: SessionUser,
  bookingId: string,
  rideId: string,
) {
  // Refused at once, without a transaction, when it cannot be rebooked; re-checked under lock.
  const cancelled = await rebookableBooking(deps.db, passenger.id, bookingId);
  return bookSeats(deps, passenger, {
    rideId,
    numberOfSeats: cancelled.numberOfSeats,
    rebookOf: cancelled.id,
  });
}
