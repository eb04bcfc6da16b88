import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { formatKsh } from '../../../shared/format-money.ts';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, disputes, driverStrikes, rides, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { noticeText, placeIn } from '../notifications/notice-text.ts';
import { type NotificationInput, notify } from '../notifications/notify.ts';
import { payAfterDeletion, sendLatePayouts } from '../payouts/pay-after-deletion.ts';
import type { PayoutRow } from '../payouts/payouts.ts';
import { creditAccount, debitAccount } from '../wallet/ledger.ts';
import { disputeViews } from './dispute-views.ts';
import type { TripDeps } from './trip-deps.ts';

type Resolution = { outcome: 'refund' | 'pay_driver'; note: string };
type Settled = { notices: NotificationInput[]; payouts: (PayoutRow | null)[] };

/**
 * An agent decides a dispute, once: one conditional update closes it, so of two agents deciding
 * at once one wins and the other is told it is already resolved (docs/product-rules.md, Trip
 * day). `refund` gives the passenger back what they paid (`dispute:<id>`) with a strike for the
 * driver. `pay_driver` leaves the fare with the driver. A booking the driver was paid for at
 * completion (marked on board or absent): `refund` takes the fare back from the driver, as far
 * as their balance allows (they may have spent or withdrawn it), as an `earning_reversal`, and
 * `pay_driver` moves nothing. A booking still held (the driver typed a wrong code, so the report
 * became a dispute and the settlement job waits for it): its hold ends here, and `pay_driver`
 * credits the driver the earning the settlement job would have (`booking:<id>`, so only one of
 * the two ever can), `refund` takes nothing from the driver, who never had it. Both people are
 * notified, unless they deleted their account; money that reaches a deleted account goes on to
 * their M-Pesa after the commit.
 */
export async function resolveDispute(
  deps: TripDeps,
  agentId: string,
  disputeId: string,
  resolution: Resolution,
) {
  const { notificationIds, payouts } = await deps.db.transaction(async (tx) => {
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
    const { notices, payouts } = await settle(tx, resolved, resolution.outcome);
    return { notificationIds: await notify(tx, notices), payouts };
  });
  await deps.notifier.deliver(notificationIds);
  await sendLatePayouts(deps.payouts, payouts);
  const [view] = await disputeViews(deps.db, { id: disputeId });
  if (!view) throw new AppError('dispute_not_found');
  return view;
}

/** The decision's money, strike and notices. Locks in the order booking, driver, passenger. */
async function settle(
  tx: Database,
  dispute: typeof disputes.$inferSelect,
  outcome: Resolution['outcome'],
): Promise<Settled> {
  const [row] = await tx
    .select({ booking: bookings, ride: rides })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(eq(bookings.id, dispute.bookingId))
    .for('update', { of: bookings });
  if (!row) throw new AppError('booking_not_found');
  const { booking, ride } = row;
  const [released] = await tx
    .update(bookings)
    .set({ heldUntil: null, updatedAt: sqlNow() })
    .where(and(eq(bookings.id, booking.id), isNotNull(bookings.heldUntil)))
    .returning({ id: bookings.id });
  const wasHeld = Boolean(released);
  const [driver] = await tx
    .select({ balance: users.accountBalance, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, ride.driverId))
    .for('update');
  const [passenger] = await tx
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, booking.passengerId));
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
  const fare = booking.paymentStatus === 'paid' ? booking.totalAmount : 0;
  const notices: NotificationInput[] = [];
  if (outcome === 'pay_driver') {
    if (wasHeld && fare > 0) {
      await creditAccount(tx, {
        userId: ride.driverId,
        amount: fare,
        transactionType: 'earning',
        description: `Earnings: ${ride.pickupAddress} to ${ride.destinationAddress}`,
        reference: `booking:${booking.id}`,
        relatedBookingId: booking.id,
        relatedRideId: ride.id,
      });
    }
    if (!passenger?.deletedAt) notices.push(tell(booking.passengerId, 'reportDriverPaid'));
  } else {
    const takenBack = fare > 0 ? await refund(tx, dispute, booking, ride, driver, wasHeld) : 0;
    await tx
      .insert(driverStrikes)
      .values({
        driverId: ride.driverId,
        bookingId: booking.id,
        reason: 'An agent upheld the passenger’s report that the driver never came.',
      })
      .onConflictDoNothing();
    if (!passenger?.deletedAt) {
      notices.push(
        tell(booking.passengerId, 'reportUpheld', { refund: fare, amount: formatKsh(fare) }),
      );
    }
    if (!driver?.deletedAt) {
      notices.push(
        tell(ride.driverId, 'reportAgainstYouUpheld', {
          takenBack,
          amount: formatKsh(takenBack),
        }),
      );
    }
  }
  // Either side may have deleted their account: what reached it goes on to their M-Pesa, and
  // this dispute no longer keeps their number.
  const payouts = [
    await payAfterDeletion(tx, ride.driverId, `dispute:${dispute.id}`),
    await payAfterDeletion(tx, booking.passengerId, `dispute:${dispute.id}`),
  ];
  return { notices, payouts };
}

/**
 * The fare back to the passenger; from the driver, what their balance still holds of it if they
 * were paid it at completion (their row is locked, so it cannot move meanwhile). Answers that.
 */
async function refund(
  tx: Database,
  dispute: typeof disputes.$inferSelect,
  booking: typeof bookings.$inferSelect,
  ride: typeof rides.$inferSelect,
  driver: { balance: number } | undefined,
  wasHeld: boolean,
): Promise<number> {
  const fare = booking.totalAmount;
  await creditAccount(tx, {
    userId: booking.passengerId,
    amount: fare,
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
  const takenBack = wasHeld ? 0 : Math.min(driver?.balance ?? 0, fare);
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
  return takenBack;
}
