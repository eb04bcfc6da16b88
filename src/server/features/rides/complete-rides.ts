import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';
import { creditAccount } from '../wallet/ledger.ts';

/** A ride is done this long after its departure plus its estimated duration. */
const COMPLETE_AFTER_MINUTES = 60;
const DEFAULT_DURATION_MINUTES = 60;

/**
 * The completion job: rides whose time is up become completed, their bookings too, and the
 * driver is credited what passengers paid, through the ledger. Any number of server processes
 * may run it at once: SKIP LOCKED gives each ride to one of them, and the earning's ledger
 * reference is unique, so a driver is never paid twice for a ride.
 */
export async function completeDueRides(db: Database, limit = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(rides)
      .where(
        and(
          eq(rides.status, 'active'),
          lt(
            sql`${rides.departureTime} + make_interval(mins => coalesce(${rides.estimatedDuration}, ${DEFAULT_DURATION_MINUTES}) + ${COMPLETE_AFTER_MINUTES})`,
            sqlNow(),
          ),
        ),
      )
      .orderBy(rides.departureTime)
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const ride of due) {
      const completed = await tx
        .update(bookings)
        .set({ status: 'completed', updatedAt: sqlNow() })
        .where(and(eq(bookings.rideId, ride.id), inArray(bookings.status, ['pending', 'booked'])))
        .returning();
      await tx
        .update(rides)
        .set({ status: 'completed', completedAt: sqlNow(), updatedAt: sqlNow() })
        .where(eq(rides.id, ride.id));
      const earned = completed
        .filter((b) => b.paymentStatus === 'paid')
        .reduce((sum, b) => sum + b.totalAmount, 0);
      if (earned > 0) {
        await creditAccount(tx, {
          userId: ride.driverId,
          amount: earned,
          transactionType: 'earning',
          description: `Earnings: ${ride.pickupAddress} to ${ride.destinationAddress}`,
          reference: `ride:${ride.id}`,
          relatedRideId: ride.id,
        });
      }
    }
    return due.length;
  });
}
