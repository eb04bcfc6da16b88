import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatKsh } from '../../../shared/format-money.ts';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';
import { countBookings } from '../../plugins/metrics.ts';
import { noticeText, placeIn } from '../notifications/notice-text.ts';
import { type NotificationInput, notify } from '../notifications/notify.ts';
import { countRouteSeats } from '../popular-routes/route-statistics.ts';
import { creditAccount } from '../wallet/ledger.ts';
import type { Ride } from './ride-views.ts';

/**
 * Cancels a ride inside the caller's transaction: every live booking is cancelled and refunded
 * in full (once: the refund's ledger reference is unique), the seats go back, and each passenger
 * is notified (written here). Answers the notification ids, to deliver after the commit, and how
 * many bookings were cancelled and how many of them refunded.
 */
export async function cancelRideWithRefunds(tx: Database, ride: Ride) {
  const cancelled = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: sqlNow(),
      updatedAt: sqlNow(),
      paymentStatus: sql`case when ${bookings.paymentStatus} = 'paid' then 'refunded' else ${bookings.paymentStatus} end`,
    })
    .where(and(eq(bookings.rideId, ride.id), inArray(bookings.status, ['pending', 'booked'])))
    .returning();
  await tx
    .update(rides)
    .set({
      status: 'cancelled',
      cancelledAt: sqlNow(),
      updatedAt: sqlNow(),
      availableSeats: sql`${rides.availableSeats} + ${rides.bookedSeats}`,
      bookedSeats: 0,
    })
    .where(eq(rides.id, ride.id));
  countBookings('cancelled', cancelled.length);
  const notices: NotificationInput[] = [];
  for (const booking of cancelled) {
    const refund = booking.paymentStatus === 'refunded' ? booking.totalAmount : 0;
    if (refund > 0) {
      await creditAccount(tx, {
        userId: booking.passengerId,
        amount: refund,
        transactionType: 'refund',
        description: `Refund: ride ${ride.pickupAddress} to ${ride.destinationAddress} cancelled by the driver`,
        reference: `booking:${booking.id}`,
        relatedBookingId: booking.id,
        relatedRideId: ride.id,
      });
    }
    await countRouteSeats(tx, ride, -booking.numberOfSeats);
    notices.push({
      userId: booking.passengerId,
      kind: 'booking',
      link: '/trips',
      text: (language) =>
        noticeText(language, 'rideCancelled', {
          from: placeIn(language, ride.pickupAddress),
          to: placeIn(language, ride.destinationAddress, 'yourDestination'),
          when: formatNairobiDateTime(ride.departureTime, language),
          refund,
          amount: formatKsh(refund),
        }),
    });
  }
  return {
    notificationIds: await notify(tx, notices),
    cancelledBookings: cancelled.length,
    refundedBookings: cancelled.filter((booking) => booking.paymentStatus === 'refunded').length,
  };
}
