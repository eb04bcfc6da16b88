import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { formatKsh } from '../../../shared/format-money.ts';
import type { Language } from '../../../shared/language.ts';
import { formatNairobiDateTime, formatNairobiTime } from '../../../shared/nairobi-time.ts';
import { isLateForDriver } from '../../../shared/rules/cancellations.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';
import { countBookings } from '../../plugins/metrics.ts';
import { noticeText, placeIn } from '../notifications/notice-text.ts';
import { type NotificationInput, notify } from '../notifications/notify.ts';
import { payAfterDeletion } from '../payouts/pay-after-deletion.ts';
import type { PayoutRow } from '../payouts/payouts.ts';
import { countRouteSeats } from '../popular-routes/route-statistics.ts';
import { creditAccount } from '../wallet/ledger.ts';
import { countLateCancellation } from './late-cancellations.ts';
import { type Alternative, alternativesTo, bestFor } from './ride-alternatives.ts';
import type { Booking, Ride } from './ride-views.ts';

/** Alternatives looked up for all the passengers of one cancelled ride, before each takes its best. */
const ALTERNATIVES_LOOKED_UP = 10;

export interface RideCancellation {
  /** The driver, or the deletion of the driver's account (never counted as late). */
  by: 'driver' | 'account_deleted';
  /** Where people reach Pamoja: the passengers' SMS then links to the alternatives. */
  publicUrl?: string | undefined;
}

/**
 * Cancels a ride inside the caller's transaction (the ride's row locked): every live booking, a
 * request waiting for the driver's answer included, is cancelled and refunded in full (once: the
 * refund's ledger reference is unique), the seats go back, and each passenger is notified
 * (written here) with the best alternative ride to rebook in one tap. A passenger who had
 * cancelled late gets back the half kept for the driver (`kept:<bookingId>`).
 * docs/product-rules.md "Cost sharing and reliability": the driver's own cancellation of a ride
 * with a booking they accepted less than 12 hours before departure is late, and counts towards a
 * suspension (late-cancellations.ts). Answers the notification ids, to deliver after the commit,
 * and how many bookings were cancelled and how many of them refunded.
 */
export async function cancelRideWithRefunds(
  tx: Database,
  ride: Ride,
  { by, publicUrl }: RideCancellation,
) {
  const liveStatuses = ['pending', 'requested', 'booked'] as const;
  // Only passengers the driver had accepted make it late: a ride with nothing but requests
  // waiting for an answer was never counted on (docs/product-rules.md "Drivers who confirm each
  // passenger"). Read under lock: the ride's row is locked, so no booking comes or goes between.
  const live = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.rideId, ride.id), inArray(bookings.status, liveStatuses)))
    .for('update');
  const cancelled = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: sqlNow(),
      cancelledBy: by,
      updatedAt: sqlNow(),
      paymentStatus: sql`case when ${bookings.paymentStatus} = 'paid' then 'refunded' else ${bookings.paymentStatus} end`,
    })
    .where(and(eq(bookings.rideId, ride.id), inArray(bookings.status, liveStatuses)))
    .returning();
  const late =
    by === 'driver' &&
    live.some((booking) => booking.status !== 'requested') &&
    isLateForDriver(ride.departureTime, now());
  await tx
    .update(rides)
    .set({
      status: 'cancelled',
      cancelledAt: sqlNow(),
      updatedAt: sqlNow(),
      availableSeats: sql`${rides.availableSeats} + ${rides.bookedSeats}`,
      bookedSeats: 0,
      lateCancellation: late,
    })
    .where(eq(rides.id, ride.id));
  countBookings('cancelled', cancelled.length);
  // Looked up once the ride is cancelled, so it is not its own alternative.
  const alternatives =
    publicUrl && cancelled.length > 0
      ? await alternativesTo(tx, ride, {
          seats: Math.min(...cancelled.map((booking) => booking.numberOfSeats)),
          passengerId: null,
          limit: ALTERNATIVES_LOOKED_UP,
        })
      : [];
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
    notices.push(cancelledNotice(ride, booking, refund, alternatives, publicUrl));
  }
  const keptHalves = await returnKeptHalves(tx, ride);
  notices.push(...keptHalves.notices);
  const notificationIds = await notify(tx, notices);
  if (late) notificationIds.push(...(await countLateCancellation(tx, ride.driverId)));
  return {
    notificationIds,
    /** Payouts of money returned to closed accounts, to send after the commit (sendLatePayouts). */
    latePayouts: keptHalves.latePayouts,
    cancelledBookings: cancelled.length,
    refundedBookings: cancelled.filter((booking) => booking.paymentStatus === 'refunded').length,
  };
}

/** "Your ride … was cancelled by the driver. KSh 200 is back … Another ride leaves at 7:20 am …" */
function cancelledNotice(
  ride: Ride,
  booking: Booking,
  refund: number,
  alternatives: Alternative[],
  publicUrl: string | undefined,
): NotificationInput {
  const next = bestFor(alternatives, booking);
  return {
    userId: booking.passengerId,
    kind: 'booking',
    link: '/trips',
    text: (language: Language) =>
      noticeText(language, 'rideCancelled', {
        from: placeIn(language, ride.pickupAddress),
        to: placeIn(language, ride.destinationAddress, 'yourDestination'),
        when: formatNairobiDateTime(ride.departureTime, language),
        refund,
        amount: formatKsh(refund),
        // Without an address to link to (an account deletion), the SMS says nothing more.
        next: publicUrl ? (next ? 'yes' : 'no') : 'none',
        nextTime: next ? formatNairobiTime(next.departureTime, language) : '',
        link: next ? `${publicUrl}/trips` : `${publicUrl}/search`,
      }),
  };
}

/**
 * The halves kept from passengers who cancelled late go back to them in full: the ride they
 * paid towards will not happen. Each once (`kept:<bookingId>`, and the kept amount is cleared).
 * A passenger who has since deleted their account gets it on their M-Pesa (payAfterDeletion,
 * docs/product-rules.md, Money).
 */
async function returnKeptHalves(
  tx: Database,
  ride: Ride,
): Promise<{ notices: NotificationInput[]; latePayouts: PayoutRow[] }> {
  const kept = await tx
    .select({ id: bookings.id, keptAmount: bookings.keptAmount })
    .from(bookings)
    .where(
      and(
        eq(bookings.rideId, ride.id),
        eq(bookings.status, 'cancelled'),
        gt(bookings.keptAmount, 0),
      ),
    );
  const notices: NotificationInput[] = [];
  const latePayouts: PayoutRow[] = [];
  for (const { id, keptAmount } of kept) {
    const [returned] = await tx
      .update(bookings)
      .set({ keptAmount: 0, updatedAt: sqlNow() })
      .where(and(eq(bookings.id, id), gt(bookings.keptAmount, 0)))
      .returning();
    if (!returned) continue;
    await creditAccount(tx, {
      userId: returned.passengerId,
      amount: keptAmount,
      transactionType: 'refund',
      description: `Refund: the rest of a cancelled booking, ride ${ride.pickupAddress} to ${ride.destinationAddress} cancelled by the driver`,
      reference: `kept:${returned.id}`,
      relatedBookingId: returned.id,
      relatedRideId: ride.id,
    });
    const paidOn = await payAfterDeletion(tx, returned.passengerId, `kept:${returned.id}`);
    if (paidOn) latePayouts.push(paidOn);
    notices.push({
      userId: returned.passengerId,
      kind: 'booking',
      link: '/trips',
      text: (language) =>
        noticeText(language, 'keptReturned', {
          from: placeIn(language, ride.pickupAddress),
          when: formatNairobiDateTime(ride.departureTime, language),
          amount: formatKsh(keptAmount),
        }),
    });
  }
  return { notices, latePayouts };
}
