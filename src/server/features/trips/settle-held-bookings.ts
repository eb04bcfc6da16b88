import { and, eq, isNotNull, isNull, lte, notExists } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import { bookings, disputes, rides } from '../../db/schema.ts';
import { payAfterDeletion, sendLatePayouts } from '../payouts/pay-after-deletion.ts';
import type { PayoutDeps, PayoutRow } from '../payouts/payouts.ts';
import { creditAccount } from '../wallet/ledger.ts';

/**
 * The settlement job: a booking held at completion (its passenger never marked on board) whose
 * 24 hours passed without a report that the driver never came is credited to the driver, as an
 * earning of its own (`booking:<id>`), and its hold cleared. A booking whose passenger's report
 * opened a dispute stays held until an agent decides it (resolve-dispute.ts moves its money).
 * Any number of processes may run it at once: SKIP LOCKED hands each booking to one of them, the
 * hold is cleared only if still set, and the ledger reference is unique. A passenger's report
 * racing it waits for the row and then finds the hold gone (or the other way round): the money
 * moves one way, once. A driver who deleted their account is paid on to their M-Pesa
 * (payAfterDeletion), after the commit.
 */
export async function settleHeldBookings(deps: PayoutDeps, limit = 50): Promise<number> {
  const { settled, payouts } = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          isNotNull(bookings.heldUntil),
          lte(bookings.heldUntil, sqlNow()),
          notExists(
            tx
              .select({ id: disputes.id })
              .from(disputes)
              .where(and(eq(disputes.bookingId, bookings.id), isNull(disputes.resolvedAt))),
          ),
        ),
      )
      .orderBy(bookings.heldUntil)
      .limit(limit)
      .for('update', { skipLocked: true });
    const payouts: (PayoutRow | null)[] = [];
    for (const { id } of due) {
      const [booking] = await tx
        .update(bookings)
        .set({ heldUntil: null, updatedAt: sqlNow() })
        .where(and(eq(bookings.id, id), isNotNull(bookings.heldUntil)))
        .returning();
      if (!booking) continue;
      const [ride] = await tx.select().from(rides).where(eq(rides.id, booking.rideId));
      if (!ride) continue;
      if (booking.paymentStatus === 'paid' && booking.totalAmount > 0) {
        await creditAccount(tx, {
          userId: ride.driverId,
          amount: booking.totalAmount,
          transactionType: 'earning',
          description: `Earnings: ${ride.pickupAddress} to ${ride.destinationAddress}`,
          reference: `booking:${booking.id}`,
          relatedBookingId: booking.id,
          relatedRideId: ride.id,
        });
      }
      payouts.push(await payAfterDeletion(tx, ride.driverId, `earning:booking:${booking.id}`));
    }
    return { settled: due.length, payouts };
  });
  await sendLatePayouts(deps, payouts);
  return settled;
}
