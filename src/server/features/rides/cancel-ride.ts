import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatKsh } from '../../../shared/format-money.ts';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';
import { countBookings } from '../../plugins/metrics.ts';
import { type NotificationInput, notify } from '../notifications/notify.ts';
import { placeLabel } from '../notifications/sms-label.ts';
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
  const when = formatNairobiDateTime(ride.departureTime);
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
    const from = placeLabel(ride.pickupAddress);
    const to = placeLabel(ride.destinationAddress, 'your destination');
    const back = refund > 0 ? ` ${formatKsh(refund)} is back in your tokens.` : '';
    notices.push({
      userId: booking.passengerId,
      kind: 'booking',
      title: 'Ride cancelled by the driver',
      body: `${from} to ${to}, ${when}.${back}`,
      link: '/trips',
      smsText: `Pamoja: your ride from ${from} to ${to}, ${when}, was cancelled by the driver.${back}`,
    });
  }
  return {
    notificationIds: await notify(tx, notices),
    cancelledBookings: cancelled.length,
    refundedBookings: cancelled.filter((booking) => booking.paymentStatus === 'refunded').length,
  };
}
