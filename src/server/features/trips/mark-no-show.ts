import { and, eq, inArray } from 'drizzle-orm';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import { noShowOpensAt } from '../../../shared/rules/trips.ts';
import { now } from '../../clock.ts';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { noticeText, placeIn } from '../notifications/notice-text.ts';
import { notify } from '../notifications/notify.ts';
import { assertInProgress, findDriverRide } from './driver-ride.ts';
import type { TripDeps } from './trip-deps.ts';

/**
 * The driver marks a passenger who never came, from 10 minutes after departure, while the trip
 * is in progress. Only then: a no-show is paid at completion without the 24-hour hold, so it
 * needs a trip that really started (its passengers were texted that the driver was on the way,
 * and its positions say where the car was); a driver who never pressed start cannot take a
 * waiting passenger's money that way. The passenger is told how to say the driver never came, in
 * the transaction of the mark.
 */
export async function markNoShow(
  deps: TripDeps,
  driverId: string,
  rideId: string,
  bookingId: string,
) {
  const ride = await findDriverRide(deps.db, rideId, driverId);
  assertInProgress(ride);
  const opensAt = noShowOpensAt(ride.departureTime);
  if (now().getTime() < opensAt.getTime()) throw new AppError('no_show_too_early', { opensAt });
  const { marked, notificationIds } = await deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(bookings)
      .set({ boardingStatus: 'no_show', updatedAt: now() })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.rideId, rideId),
          inArray(bookings.status, ['pending', 'booked']),
          eq(bookings.boardingStatus, 'waiting'),
        ),
      )
      .returning();
    if (!marked) return { marked: undefined, notificationIds: [] };
    const notificationIds = await notify(tx, [
      {
        userId: marked.passengerId,
        kind: 'trip',
        link: '/trips',
        text: (language) =>
          noticeText(language, 'markedNoShow', {
            from: placeIn(language, marked.customPickupAddress ?? ride.pickupAddress),
            when: formatNairobiDateTime(ride.departureTime, language),
          }),
      },
    ]);
    return { marked, notificationIds };
  });
  if (!marked) {
    const [booking] = await deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.rideId, rideId)));
    if (!booking || !['pending', 'booked'].includes(booking.status)) {
      throw new AppError('booking_not_found');
    }
    if (booking.boardingStatus === 'boarded') throw new AppError('already_boarded');
    // Already marked: the same answer again, and no second SMS.
    return { bookingId, boardingStatus: 'no_show' as const };
  }
  await deps.notifier.deliver(notificationIds);
  return { bookingId, boardingStatus: 'no_show' as const };
}
