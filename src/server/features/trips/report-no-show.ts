import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { formatKsh } from '../../../shared/format-money.ts';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import { NO_SHOW_REPORT_HOURS } from '../../../shared/rules/trips.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, disputes, driverStrikes, rides, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { noticeText, placeIn } from '../notifications/notice-text.ts';
import { type NotificationInput, notify } from '../notifications/notify.ts';
import { creditAccount } from '../wallet/ledger.ts';
import type { TripDeps } from './trip-deps.ts';

type Outcome = { outcome: 'refunded' | 'disputed'; refundedAmount: number; accountBalance: number };

/**
 * A passenger says the driver never came, within 24 hours after the ride completed. If their
 * booking is still held (nobody marked them on board), they are refunded in full at once, the
 * booking is cancelled and a strike is recorded against the driver, who is texted. If the driver
 * marked them boarded or absent, it is one word against the other: a dispute opens for agents
 * (once per booking). The refund is one conditional update of the hold, so it races neither the
 * settlement job nor a second report: the money moves one way, once.
 */
export async function reportNoShow(
  deps: TripDeps,
  passengerId: string,
  rideId: string,
): Promise<Outcome> {
  const { outcome, notificationIds } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ booking: bookings, ride: rides })
      .from(bookings)
      .innerJoin(rides, eq(rides.id, bookings.rideId))
      .where(and(eq(bookings.rideId, rideId), eq(bookings.passengerId, passengerId)))
      // The booking that stands, if an earlier one was cancelled.
      .orderBy(sql`${bookings.status} = 'cancelled'`, desc(bookings.bookingDate))
      .limit(1);
    if (!row) throw new AppError('trip_not_found');
    const { booking, ride } = row;
    const [refunded] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        paymentStatus: sql`case when ${bookings.paymentStatus} = 'paid' then 'refunded' else ${bookings.paymentStatus} end`,
        heldUntil: null,
        cancelledAt: sqlNow(),
        updatedAt: sqlNow(),
      })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, 'completed'),
          eq(bookings.boardingStatus, 'waiting'),
          isNotNull(bookings.heldUntil),
          gt(bookings.heldUntil, sqlNow()),
        ),
      )
      .returning();
    if (refunded) {
      const { outcome, notices } = await refund(tx, refunded, ride);
      return { outcome, notificationIds: await notify(tx, notices) };
    }
    const closesAt = ride.completedAt
      ? ride.completedAt.getTime() + NO_SHOW_REPORT_HOURS * 3_600_000
      : 0;
    if (
      booking.status === 'completed' &&
      booking.boardingStatus !== 'waiting' &&
      now().getTime() < closesAt
    ) {
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
      return { outcome, notificationIds: [] };
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
  return outcome;
}

async function refund(
  tx: Database,
  booking: typeof bookings.$inferSelect,
  ride: typeof rides.$inferSelect,
): Promise<{ outcome: Outcome; notices: NotificationInput[] }> {
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
  const notices: NotificationInput[] = [
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
  return { outcome: { outcome: 'refunded', refundedAmount: amount, accountBalance }, notices };
}

async function balanceOf(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: users.accountBalance })
    .from(users)
    .where(eq(users.id, userId));
  return row?.balance ?? 0;
}
