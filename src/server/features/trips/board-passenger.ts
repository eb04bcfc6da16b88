import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { BOARDING_CODE_TRIES } from '../../../shared/rules/trips.ts';
import { now } from '../../clock.ts';
import { bookings, rides } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertInProgress, findDriverRide } from './driver-ride.ts';
import { publishAfterCommit, type TripDeps } from './trip-deps.ts';

/**
 * The driver types the code the passenger tells them: the right one marks the booking boarded;
 * a wrong one counts against the booking's 5 tries (422 with the tries left), and once they are
 * used up every try is refused (429), even with the right code. The check and the count are one
 * conditional update, so racing tries can neither skip the count nor go past 5. A passenger the
 * driver marked as never showing up who turns up late still boards with their code.
 */
export async function boardPassenger(
  deps: TripDeps,
  driverId: string,
  rideId: string,
  input: { bookingId: string; code: string },
) {
  const ride = await findDriverRide(deps.db, rideId, driverId);
  assertInProgress(ride);
  const right = sql`${bookings.boardingCode} = ${input.code}`;
  const at = now();
  const [tried] = await deps.db
    .update(bookings)
    .set({
      boardingStatus: sql`case when ${right} then 'boarded' else ${bookings.boardingStatus} end`,
      boardedAt: sql`case when ${right} then ${at.toISOString()}::timestamptz else ${bookings.boardedAt} end`,
      boardingFailedAttempts: sql`case when ${right} then ${bookings.boardingFailedAttempts} else ${bookings.boardingFailedAttempts} + 1 end`,
      updatedAt: at,
    })
    .where(
      and(
        eq(bookings.id, input.bookingId),
        eq(bookings.rideId, rideId),
        inArray(bookings.status, ['pending', 'booked']),
        ne(bookings.boardingStatus, 'boarded'),
        lt(bookings.boardingFailedAttempts, BOARDING_CODE_TRIES),
        // Only while the trip is under way, also if it ended since the check above.
        sql`exists (select 1 from ${rides} where ${rides.id} = ${rideId} and ${rides.status} = 'in_progress')`,
      ),
    )
    .returning();
  if (!tried) throw await whyNot(deps, rideId, driverId, input.bookingId);
  if (tried.boardingStatus !== 'boarded') {
    throw new AppError('wrong_boarding_code', {
      triesLeft: BOARDING_CODE_TRIES - tried.boardingFailedAttempts,
    });
  }
  await publishAfterCommit(deps, {
    rideId,
    type: 'status',
    status: 'boarded',
    bookingId: tried.id,
  });
  return { bookingId: tried.id, boardingStatus: 'boarded' as const };
}

async function whyNot(deps: TripDeps, rideId: string, driverId: string, bookingId: string) {
  assertInProgress(await findDriverRide(deps.db, rideId, driverId));
  const [booking] = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.rideId, rideId)));
  if (!booking || !['pending', 'booked'].includes(booking.status)) {
    return new AppError('booking_not_found');
  }
  if (booking.boardingStatus === 'boarded') return new AppError('already_boarded');
  return new AppError('boarding_code_locked');
}
