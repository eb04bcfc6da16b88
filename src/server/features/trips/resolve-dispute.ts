import { and, eq, isNull } from 'drizzle-orm';
import { formatKsh } from '../../../shared/format-money.ts';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, disputes, driverStrikes, rides, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { noticeText, placeIn } from '../notifications/notice-text.ts';
import { type NotificationInput, notify } from '../notifications/notify.ts';
import { creditAccount, debitAccount } from '../wallet/ledger.ts';
import { disputeViews } from './dispute-views.ts';
import type { TripDeps } from './trip-deps.ts';

type Resolution = { outcome: 'refund' | 'pay_driver'; note: string };

/**
 * An agent decides a dispute, once: one conditional update closes it, so of two agents deciding
 * at once one wins and the other is told it is already resolved. `refund` gives the passenger
 * back what they paid (`dispute:<id>`) and takes it back from the driver, as far as their balance
 * allows (they may have spent or withdrawn it), as an `earning_reversal`, with a strike.
 * `pay_driver` moves no money: the driver was paid at completion. Both people are notified.
 */
export async function resolveDispute(
  deps: TripDeps,
  agentId: string,
  disputeId: string,
  resolution: Resolution,
) {
  const notificationIds = await deps.db.transaction(async (tx) => {
    const [resolved] = await tx
      .update(disputes)
      .set({
        outcome: resolution.outcome,
        note: resolution.note,
        resolvedBy: agentId,
        resolvedAt: sqlNow(),
      })
      .where(and(eq(disputes.id, disputeId), isNull(disputes.resolvedAt)))
      .returning();
    if (!resolved) {
      const [exists] = await tx
        .select({ id: disputes.id })
        .from(disputes)
        .where(eq(disputes.id, disputeId));
      throw new AppError(exists ? 'dispute_already_resolved' : 'dispute_not_found');
    }
    return notify(tx, await settle(tx, resolved, resolution.outcome));
  });
  await deps.notifier.deliver(notificationIds);
  const [view] = await disputeViews(deps.db, { id: disputeId });
  if (!view) throw new AppError('dispute_not_found');
  return view;
}

async function settle(
  tx: Database,
  dispute: typeof disputes.$inferSelect,
  outcome: Resolution['outcome'],
): Promise<NotificationInput[]> {
  const [row] = await tx
    .select({ booking: bookings, ride: rides })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(eq(bookings.id, dispute.bookingId))
    .for('update', { of: bookings });
  if (!row) throw new AppError('booking_not_found');
  const { booking, ride } = row;
  const [driver] = await tx
    .select({ balance: users.accountBalance })
    .from(users)
    .where(eq(users.id, ride.driverId))
    .for('update');
  const tell = (
    userId: string,
    name: 'reportDriverPaid' | 'reportUpheld' | 'reportAgainstYouUpheld',
    values: Record<string, unknown> = {},
  ): NotificationInput => ({
    userId,
    kind: 'trip',
    link: '/trips',
    text: (language) =>
      noticeText(language, name, {
        from: placeIn(language, booking.customPickupAddress ?? ride.pickupAddress),
        when: formatNairobiDateTime(ride.departureTime, language),
        ...values,
      }),
  });
  if (outcome === 'pay_driver') {
    return [tell(booking.passengerId, 'reportDriverPaid')];
  }
  const amount = booking.paymentStatus === 'paid' ? booking.totalAmount : 0;
  let takenBack = 0;
  if (amount > 0) {
    await creditAccount(tx, {
      userId: booking.passengerId,
      amount,
      transactionType: 'refund',
      description: `Refund after your report: ${ride.pickupAddress} to ${ride.destinationAddress}`,
      reference: `dispute:${dispute.id}`,
      relatedBookingId: booking.id,
      relatedRideId: ride.id,
    });
    await tx
      .update(bookings)
      .set({ paymentStatus: 'refunded', updatedAt: sqlNow() })
      .where(eq(bookings.id, booking.id));
    // What the driver still holds of it: the row is locked, so the balance cannot move meanwhile.
    takenBack = Math.min(driver?.balance ?? 0, amount);
    if (takenBack > 0) {
      await debitAccount(
        tx,
        {
          userId: ride.driverId,
          amount: takenBack,
          transactionType: 'earning_reversal',
          description: `Taken back after a passenger's report: ${ride.pickupAddress} to ${ride.destinationAddress}`,
          reference: `dispute:${dispute.id}`,
          relatedBookingId: booking.id,
          relatedRideId: ride.id,
        },
        new AppError('insufficient_tokens', { total: takenBack }),
      );
    }
  }
  await tx
    .insert(driverStrikes)
    .values({
      driverId: ride.driverId,
      bookingId: booking.id,
      reason: 'An agent upheld the passenger’s report that the driver never came.',
    })
    .onConflictDoNothing();
  return [
    tell(booking.passengerId, 'reportUpheld', { refund: amount, amount: formatKsh(amount) }),
    tell(ride.driverId, 'reportAgainstYouUpheld', { takenBack, amount: formatKsh(takenBack) }),
  ];
}
