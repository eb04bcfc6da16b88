import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { formatKsh } from '../../../shared/format-money.ts';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import { NO_SHOW_REPORT_HOURS } from '../../../shared/rules/trips.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, disputes, driverStrikes, rides, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { noticeText, placeIn } from '../notifications/notice-text.ts';
import { type NotificationInput, notify } from '../notifications/notify.ts';
import { payAfterDeletion, sendLatePayouts } from '../payouts/pay-after-deletion.ts';
import type { PayoutRow } from '../payouts/payouts.ts';
import { creditAccount } from '../wallet/ledger.ts';
import type { TripDeps } from './trip-deps.ts';

type Outcome = { outcome: 'refunded' | 'disputed'; refundedAmount: number; accountBalance: number };
type Booking = typeof bookings.$inferSelect;
type Ride = typeof rides.$inferSelect;

/**
 * A passenger says the driver never came, within 24 hours after the ride completed
 * (docs/product-rules.md, Trip day). If their booking is still held (nobody marked them on
 * board) and the driver never typed a code for it, they are refunded in full at once, the
 * booking is cancelled and a strike is recorded against the driver, who is notified. If the
 * driver marked them boarded or absent, or typed a wrong code for them (a passenger who gives
 * wrong codes on purpose locks the boarding and would ride free), it is one word against the
 * other: a dispute opens for agents (once per booking), and a held booking stays held until an
 * agent decides. The booking's row is locked first, so a report races neither the settlement
 * job nor a second report: the money moves one way, once. The driver may have deleted their
 * account since: the report works all the same, within the same window.
 */
export async function reportNoShow(
  deps: TripDeps,
  passengerId: string,
  rideId: string,
): Promise<Outcome> {
  const { outcome, notificationIds, payout } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ booking: bookings, ride: rides })
      .from(bookings)
      .innerJoin(rides, eq(rides.id, bookings.rideId))
      .where(and(eq(bookings.rideId, rideId), eq(bookings.passengerId, passengerId)))
      // The booking that stands, if an earlier one was cancelled.
      .orderBy(sql`${bookings.status} = 'cancelled'`, desc(bookings.bookingDate))
      .limit(1)
      .for('update', { of: bookings });
    if (!row) throw new AppError('trip_not_found');
    const { booking, ride } = row;
    const at = now().getTime();
    const closesAt = ride.completedAt
      ? ride.completedAt.getTime() + NO_SHOW_REPORT_HOURS * 3_600_000
      : 0;
    const open = booking.status === 'completed' && at < closesAt;
    const held = booking.heldUntil !== null && at < booking.heldUntil.getTime();
    const waiting = booking.boardingStatus === 'waiting';
    if (open && held && waiting && booking.boardingFailedAttempts === 0) {
      return refund(tx, booking, ride);
    }
    if (open && (!waiting || held)) {
      const [opened] = await tx
        .insert(disputes)
        .values({ bookingId: booking.id })
        .onConflictDoNothing()
        .returning();
      if (!opened) throw new AppError('no_show_already_reported');
      const outcome: Outcome = {
        outcome: 'disputed',
        refundedAmount: 0,
        accountBalance: await balanceOf(tx, passengerId),
      };
      return { outcome, notificationIds: [], payout: null };
    }
    const [struck] = await tx
      .select({ id: driverStrikes.id })
      .from(driverStrikes)
      .where(eq(driverStrikes.bookingId, booking.id));
    const [disputed] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(eq(disputes.bookingId, booking.id));
    if (struck || disputed) throw new AppError('no_show_already_reported');
    throw new AppError('no_show_report_closed');
  });
  await deps.notifier.deliver(notificationIds);
  await sendLatePayouts(deps.payouts, [payout]);
  return outcome;
}

/** The held booking cancelled and refunded, a strike for the driver, who is told (if still here). */
async function refund(
  tx: Database,
  held: Booking,
  ride: Ride,
): Promise<{ outcome: Outcome; notificationIds: string[]; payout: PayoutRow | null }> {
  const [booking] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      paymentStatus: sql`case when ${bookings.paymentStatus} = 'paid' then 'refunded' else ${bookings.paymentStatus} end`,
      heldUntil: null,
      cancelledAt: sqlNow(),
      updatedAt: sqlNow(),
    })
    .where(and(eq(bookings.id, held.id), isNotNull(bookings.heldUntil)))
    .returning();
  if (!booking) throw new AppError('no_show_already_reported');
  // This may have been the last booking that could still pay a driver who deleted their
  // account: their kept M-Pesa number is then forgotten. (Locks in the order booking, driver,
  // passenger, as a dispute's decision does.)
  const payout = await payAfterDeletion(tx, ride.driverId, `refund:booking:${booking.id}`);
  const amount = booking.paymentStatus === 'refunded' ? booking.totalAmount : 0;
  const accountBalance =
    amount > 0
      ? await creditAccount(tx, {
          userId: booking.passengerId,
          amount,
          transactionType: 'refund',
          description: `Refund: the driver never came, ${ride.pickupAddress} to ${ride.destinationAddress}`,
          reference: `booking:${booking.id}`,
          relatedBookingId: booking.id,
          relatedRideId: ride.id,
        })
      : await balanceOf(tx, booking.passengerId);
  await tx.insert(driverStrikes).values({
    driverId: ride.driverId,
    bookingId: booking.id,
    reason: 'The passenger said the driver never came.',
  });
  // A driver who deleted their account is not written to.
  const [driver] = await tx
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, ride.driverId));
  const notices: NotificationInput[] = driver?.deletedAt
    ? []
    : [
        {
          userId: ride.driverId,
          kind: 'trip',
          link: '/trips',
          text: (language) =>
            noticeText(language, 'driverNeverCame', {
              from: placeIn(language, booking.customPickupAddress ?? ride.pickupAddress),
              when: formatNairobiDateTime(ride.departureTime, language),
              refund: amount,
              amount: formatKsh(amount),
            }),
        },
      ];
  return {
    outcome: { outcome: 'refunded', refundedAmount: amount, accountBalance },
    notificationIds: await notify(tx, notices),
    payout,
  };
}

async function balanceOf(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: users.accountBalance })
    .from(users)
    .where(eq(users.id, userId));
  return row?.balance ?? 0;
}
