import { and, eq } from 'drizzle-orm';
import type { DriverBooking } from '../../../shared/schemas/rides.ts';
import { now, sqlNow } from '../../clock.ts';
import { bookings, rides } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { notify } from '../notifications/notify.ts';
import type { BookingDeps } from './book-seats.ts';
import { requestApprovedNotice } from './booking-notices.ts';
import { endRequest } from './end-request.ts';
import { driverBookingView } from './passenger-trips.ts';
import type { Booking } from './ride-views.ts';

/**
 * `POST /api/bookings/:id/approve`: the ride's driver accepts a request (docs/product-rules.md
 * "Drivers who confirm each passenger"). Nothing moves but the status: the passenger paid and the
 * seats were held when they asked. Only the booking's row is locked, so an approval never waits
 * on the ride's row (a decline, an expiry or the driver cancelling the ride lock it first, then
 * the booking). The passenger is told, with their boarding code. Answers the booking as the
 * driver sees it.
 */
export async function approveRequest(
  deps: BookingDeps,
  driver: SessionUser,
  bookingId: string,
): Promise<DriverBooking> {
  const notificationIds = await deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    const [ride] = booking ? await tx.select().from(rides).where(eq(rides.id, booking.rideId)) : [];
    if (!booking || ride?.driverId !== driver.id) throw new AppError('booking_not_found');
    assertWaiting(booking);
    await tx
      .update(bookings)
      .set({ status: 'booked', updatedAt: sqlNow() })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'requested')));
    return notify(tx, [
      requestApprovedNotice(ride, booking, {
        driverName: driver.verifiedFullName ?? driver.fullName,
        pickup: booking.customPickupAddress ?? ride.pickupAddress,
      }),
    ]);
  });
  await deps.notifier.deliver(notificationIds);
  return driverBookingView(deps.db, bookingId);
}

/**
 * `POST /api/bookings/:id/decline {reason?}`: the ride's driver turns a request down. It ends as
 * end-request.ts says: cancelled, its seats free again, everything paid back to the passenger,
 * who is told (the reason in the app only, never by SMS). The ride's row is locked before the
 * booking's, in the order the driver's cancellation and the expiry job take them.
 */
export async function declineRequest(
  deps: BookingDeps,
  driver: SessionUser,
  bookingId: string,
  reason: string | undefined,
): Promise<DriverBooking> {
  const notificationIds = await deps.db.transaction(async (tx) => {
    const [seen] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    const [ride] = seen
      ? await tx.select().from(rides).where(eq(rides.id, seen.rideId)).for('update')
      : [];
    if (!seen || ride?.driverId !== driver.id) throw new AppError('booking_not_found');
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) throw new AppError('booking_not_found');
    assertWaiting(booking);
    const ended = await endRequest(tx, booking, ride, {
      by: 'declined',
      reason: reason ?? null,
      publicUrl: deps.publicUrl,
    });
    return ended?.notificationIds ?? [];
  });
  await deps.notifier.deliver(notificationIds);
  return driverBookingView(deps.db, bookingId);
}

/**
 * A request the driver may still answer, else why not (409): already approved or declined; past
 * its time (the expiry job refunds it within the minute, if it has not yet); or cancelled by its
 * passenger, the driver's cancellation of the ride, or a deletion.
 */
function assertWaiting(booking: Booking): void {
  if (booking.status === 'requested') {
    if (booking.requestExpiresAt && booking.requestExpiresAt.getTime() <= now().getTime()) {
      throw new AppError('request_expired');
    }
    return;
  }
  if (booking.status !== 'cancelled' || booking.cancelledBy === 'declined') {
    throw new AppError('request_already_answered');
  }
  if (booking.cancelledBy === 'expired') throw new AppError('request_expired');
  throw new AppError('request_cancelled');
}
