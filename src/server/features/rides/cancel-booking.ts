import { eq, sql } from 'drizzle-orm';
import { formatKsh } from '../../../shared/format-money.ts';
import type { Language } from '../../../shared/language.ts';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import { cancellationSplit, freeCancellationUntil } from '../../../shared/rules/cancellations.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { countBookings } from '../../plugins/metrics.ts';
import { matchRideAlerts } from '../alerts/match-ride-alerts.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { noticeText, placeIn } from '../notifications/notice-text.ts';
import { type NotificationInput, notify } from '../notifications/notify.ts';
import { countRouteSeats } from '../popular-routes/route-statistics.ts';
import { creditAccount } from '../wallet/ledger.ts';
import type { BookingDeps } from './book-seats.ts';
import type { Booking, Ride } from './ride-views.ts';

/** What a cancellation gave back now, and kept for the driver until the ride completes. */
export interface CancellationMoney {
  refunded: number;
  kept: number;
}

/**
 * What the passenger's own cancellation of `booking` would give back and keep now
 * (docs/product-rules.md "Cost sharing and reliability"): the tier of shared/rules/cancellations.ts
 * applied to what they paid. A request the driver has not answered gives everything back
 * (docs/product-rules.md "Drivers who confirm each passenger": nothing was confirmed).
 */
export function passengerCancellationSplit(
  booking: Pick<Booking, 'status' | 'paymentStatus' | 'totalAmount' | 'bookingDate'>,
  ride: Pick<Ride, 'departureTime'>,
  at = now(),
): CancellationMoney {
  const paid = booking.paymentStatus === 'paid' ? booking.totalAmount : 0;
  if (booking.status === 'requested') return { refunded: paid, kept: 0 };
  return cancellationSplit(
    paid,
    freeCancellationUntil(booking.bookingDate, ride.departureTime),
    at,
  );
}

/**
 * A passenger cancels their own booking before departure: the seats go back to the ride, the
 * tokens back to the passenger (all of them, or half when it is late: the other half is the
 * driver's when the ride completes), and both passenger and driver are notified.
 */
export async function cancelPassengerBooking(
  deps: BookingDeps,
  passenger: SessionUser,
  bookingId: string,
): Promise<CancellationMoney> {
  const { money, notificationIds } = await deps.db.transaction(async (tx) => {
    // The ride's row first, then the booking's: the order a driver's cancellation, a decline and
    // the expiry of a request take them, so none of them waits on the other in a circle.
    const [seen] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    // Someone else's booking is as absent as one that does not exist.
    if (!seen || seen.passengerId !== passenger.id) throw new AppError('booking_not_found');
    const [ride] = await tx.select().from(rides).where(eq(rides.id, seen.rideId)).for('update');
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) throw new AppError('booking_not_found');
    if (booking.status === 'cancelled') throw new AppError('booking_already_cancelled');
    if (
      !ride ||
      booking.status === 'completed' ||
      ride.departureTime.getTime() <= now().getTime()
    ) {
      throw new AppError('booking_departed');
    }
    const { kept } = passengerCancellationSplit(booking, ride);
    const cancelled = await cancelOneBooking(tx, booking, ride, { by: 'passenger', kept });
    // A full ride has seats again: the alerts that would find it hear of it now.
    const alertIds =
      ride.availableSeats === 0
        ? await matchRideAlerts(tx, [{ ...ride, availableSeats: booking.numberOfSeats }], {
            publicUrl: deps.publicUrl,
            freedSeats: { by: passenger.id },
          })
        : [];
    return {
      money: { refunded: cancelled.refund, kept: cancelled.kept },
      notificationIds: [...cancelled.notificationIds, ...alertIds],
    };
  });
  await deps.notifier.deliver(notificationIds);
  return money;
}

/**
 * Cancels one live booking inside the caller's transaction: the seats go back to the ride, what
 * was paid goes back to the passenger less `kept` (a late cancellation's half, kept on the
 * booking for the driver: completeRide pays it, a driver's cancellation gives it back), and
 * passenger (unless `tellPassenger` is false: they are leaving, or told once of several) and
 * driver (unless `tellDriver` is false) are notified; answers the notification ids to deliver
 * after the commit.
 */
export async function cancelOneBooking(
  tx: Database,
  booking: Booking,
  ride: Ride,
  {
    by,
    kept = 0,
    tellPassenger = true,
    tellDriver = true,
  }: {
    /** Who cancels: the passenger themselves, or the deletion of their account. */
    by: 'passenger' | 'account_deleted';
    kept?: number;
    tellPassenger?: boolean;
    /** False when the caller tells the driver once about several cancellations. */
    tellDriver?: boolean;
  },
) {
  const paid = booking.paymentStatus === 'paid' ? booking.totalAmount : 0;
  const refund = paid - kept;
  await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      paymentStatus: paid > 0 ? 'refunded' : booking.paymentStatus,
      cancelledAt: sqlNow(),
      cancelledBy: by,
      keptAmount: kept,
      updatedAt: sqlNow(),
    })
    .where(eq(bookings.id, booking.id));
  const [freed] = await tx
    .update(rides)
    .set({
      availableSeats: sql`${rides.availableSeats} + ${booking.numberOfSeats}`,
      bookedSeats: sql`${rides.bookedSeats} - ${booking.numberOfSeats}`,
      updatedAt: sqlNow(),
    })
    .where(eq(rides.id, ride.id))
    .returning();
  if (refund > 0) {
    await creditAccount(tx, {
      userId: booking.passengerId,
      amount: refund,
      transactionType: 'refund',
      description: `Refund: cancelled ride ${ride.pickupAddress} to ${ride.destinationAddress}`,
      reference: `booking:${booking.id}`,
      relatedBookingId: booking.id,
      relatedRideId: ride.id,
    });
  }
  await countRouteSeats(tx, ride, -booking.numberOfSeats);
  countBookings('cancelled');
  const where = (language: Language) => ({
    from: placeIn(language, ride.pickupAddress),
    when: formatNairobiDateTime(ride.departureTime, language),
    kept,
    keptAmount: formatKsh(kept),
  });
  const notices: NotificationInput[] = [];
  if (tellPassenger) {
    notices.push({
      userId: booking.passengerId,
      kind: 'booking',
      link: '/trips',
      text: (language) =>
        noticeText(language, 'bookingCancelled', {
          ...where(language),
          to: placeIn(language, ride.destinationAddress, 'yourDestination'),
          refund,
          amount: formatKsh(refund),
        }),
    });
  }
  if (tellDriver) {
    notices.push({
      userId: ride.driverId,
      kind: 'booking',
      link: '/trips',
      // A request withdrawn asks nothing of the driver: inbox and push, no SMS.
      text: (language) =>
        noticeText(
          language,
          booking.status === 'requested' ? 'requestWithdrawn' : 'passengerCancelled',
          { ...where(language), seats: booking.numberOfSeats, free: freed?.availableSeats ?? 0 },
        ),
    });
  }
  return { refund, kept, notificationIds: await notify(tx, notices) };
}
