import { and, eq, sql } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides, users } from '../../db/schema.ts';
import { countBookings } from '../../plugins/metrics.ts';
import { matchRideAlerts } from '../alerts/match-ride-alerts.ts';
import { notify } from '../notifications/notify.ts';
import { countRouteSeats } from '../popular-routes/route-statistics.ts';
import { creditAccount } from '../wallet/ledger.ts';
import { requestEndedNotices } from './booking-notices.ts';
import type { Booking, Ride } from './ride-views.ts';

export interface RequestEnding {
  /** The driver declined it, or nobody answered in time. */
  by: 'declined' | 'expired';
  /** The driver's reason for declining, told to the passenger in the app; null without one. */
  reason: string | null;
  /** Where people reach Pamoja: the passenger's SMS links to the search. */
  publicUrl: string;
}

/**
 * Ends a request without the driver accepting it, inside the caller's transaction with the ride's
 * row locked (docs/product-rules.md "Drivers who confirm each passenger"): the booking is
 * cancelled (`cancelled_by` says how), its seats go back to the ride and everything it paid goes
 * back to the passenger (the refund's ledger reference `booking:<id>` is unique). The update is
 * conditional on the booking still being a request, so whichever of a decline, an expiry, a
 * cancellation or an approval comes first wins and the others do nothing here: answers null then,
 * else what was refunded and the notifications to deliver after the commit. A full ride that gets
 * seats back tells the ride alerts, as a cancellation does, never the passenger it turned away.
 */
export async function endRequest(
  tx: Database,
  booking: Booking,
  ride: Ride,
  ending: RequestEnding,
): Promise<{ refund: number; notificationIds: string[] } | null> {
  const paid = booking.paymentStatus === 'paid' ? booking.totalAmount : 0;
  const [ended] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      paymentStatus: paid > 0 ? 'refunded' : booking.paymentStatus,
      cancelledAt: sqlNow(),
      cancelledBy: ending.by,
      declineReason: ending.reason,
      updatedAt: sqlNow(),
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'requested')))
    .returning({ id: bookings.id });
  if (!ended) return null;
  await tx
    .update(rides)
    .set({
      availableSeats: sql`${rides.availableSeats} + ${booking.numberOfSeats}`,
      bookedSeats: sql`${rides.bookedSeats} - ${booking.numberOfSeats}`,
      updatedAt: sqlNow(),
    })
    .where(eq(rides.id, ride.id));
  if (paid > 0) {
    await creditAccount(tx, {
      userId: booking.passengerId,
      amount: paid,
      transactionType: 'refund',
      description: `Refund: booking request ${ending.by}, ride ${ride.pickupAddress} to ${ride.destinationAddress}`,
      reference: `booking:${booking.id}`,
      relatedBookingId: booking.id,
      relatedRideId: ride.id,
    });
  }
  await countRouteSeats(tx, ride, -booking.numberOfSeats);
  countBookings('cancelled');
  const [passenger] = await tx
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, booking.passengerId));
  const notices = requestEndedNotices(ride, booking, {
    ...ending,
    refund: paid,
    pickup: booking.customPickupAddress ?? ride.pickupAddress,
    passengerName: passenger?.fullName ?? null,
  });
  const alertIds =
    ride.status === 'active' && ride.availableSeats === 0
      ? await matchRideAlerts(tx, [{ ...ride, availableSeats: booking.numberOfSeats }], {
          publicUrl: ending.publicUrl,
          freedSeats: { by: booking.passengerId },
        })
      : [];
  return { refund: paid, notificationIds: [...(await notify(tx, notices)), ...alertIds] };
}
