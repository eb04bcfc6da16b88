import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';
import { creditAccount } from '../wallet/ledger.ts';

/**
 * The settlement job: a booking held at completion (its passenger never marked on board) whose
 * 24 hours passed without a report that the driver never came is credited to the driver, as an
 * earning of its own (`booking:<id>`), and its hold cleared. Any number of processes may run it
 * at once: SKIP LOCKED hands each booking to one of them, the hold is cleared only if still set,
 * and the ledger reference is unique. A passenger's report racing it waits for the row and then
 * finds the hold gone (or the other way round): the money moves one way, once.
 */
export async function settleHeldBookings(db: Database, limit = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(isNotNull(bookings.heldUntil), lte(bookings.heldUntil, sqlNow())))
      .orderBy(bookings.heldUntil)
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const { id } of due) {
      const [booking] = await tx
        .update(bookings)
        .set({ heldUntil: null, updatedAt: sqlNow() })
        .where(and(eq(bookings.id, id), isNotNull(bookings.heldUntil)))
        .returning();
      if (booking?.paymentStatus !== 'paid' || booking.totalAmount <= 0) continue;
      const [ride] = await tx.select().from(rides).where(eq(rides.id, booking.rideId));
      if (!ride) continue;
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
    return due.length;
  });
}
