import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  COMPLETE_AFTER_MINUTES,
  DEFAULT_DURATION_MINUTES,
  NO_SHOW_REPORT_HOURS,
} from '../../../shared/rules/trips.ts';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';
import { creditAccount } from '../wallet/ledger.ts';
import type { Ride } from './ride-views.ts';

/** automaticCompletionTime (src/shared/rules/trips.ts) of a ride, in SQL. */
export const automaticCompletionSql = sql`${rides.departureTime} + make_interval(mins => coalesce(${rides.estimatedDuration}, ${DEFAULT_DURATION_MINUTES}) + ${COMPLETE_AFTER_MINUTES})`;

const LIVE = ['pending', 'booked'] as const;

/** Tells the live streams that a ride completed (app.live.publish, after the commit). */
export type PublishCompleted = (event: {
  rideId: string;
  type: 'status';
  status: 'completed';
}) => Promise<void>;

/**
 * Completes one ride inside the caller's transaction, whoever ends it (its driver, or the job):
 * the one place money moves at completion (decisions.md "Trip day"). Bookings whose passenger
 * boarded, or whom the driver marked as never showing up, complete and are credited to the driver
 * at once as one earning (`ride:<id>`). Bookings still waiting complete too, but their money is
 * held for 24 hours (`held_until`) in which the passenger may say the driver never came;
 * settleHeldBookings credits the rest later. What passengers who cancelled late left for the
 * driver (docs/product-rules.md "Cost sharing and reliability") is credited now too, one earning
 * per cancelled booking (`kept:<bookingId>`). A conditional update makes a second completion of
 * the same ride do nothing: answers whether this call completed it.
 */
export async function completeRide(tx: Database, ride: Pick<Ride, 'id'>): Promise<boolean> {
  const [done] = await tx
    .update(rides)
    .set({ status: 'completed', completedAt: sqlNow(), updatedAt: sqlNow() })
    .where(and(eq(rides.id, ride.id), inArray(rides.status, ['active', 'in_progress'])))
    .returning();
  if (!done?.completedAt) return false;
  const settled = await tx
    .update(bookings)
    .set({ status: 'completed', updatedAt: sqlNow() })
    .where(
      and(
        eq(bookings.rideId, ride.id),
        inArray(bookings.status, LIVE),
        inArray(bookings.boardingStatus, ['boarded', 'no_show']),
      ),
    )
    .returning();
  await tx
    .update(bookings)
    .set({
      status: 'completed',
      heldUntil: new Date(done.completedAt.getTime() + NO_SHOW_REPORT_HOURS * 3_600_000),
      updatedAt: sqlNow(),
    })
    .where(
      and(
        eq(bookings.rideId, ride.id),
        inArray(bookings.status, LIVE),
        eq(bookings.boardingStatus, 'waiting'),
      ),
    );
  const earned = settled
    .filter((b) => b.paymentStatus === 'paid')
    .reduce((sum, b) => sum + b.totalAmount, 0);
  if (earned > 0) {
    await creditAccount(tx, {
      userId: done.driverId,
      amount: earned,
      transactionType: 'earning',
      description: `Earnings: ${done.pickupAddress} to ${done.destinationAddress}`,
      reference: `ride:${done.id}`,
      relatedRideId: done.id,
    });
  }
  await payKeptHalves(tx, done);
  return true;
}

/** Each kept half of the ride's cancelled bookings becomes the driver's earning, once. */
async function payKeptHalves(tx: Database, ride: Ride) {
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
  for (const booking of kept) {
    await creditAccount(tx, {
      userId: ride.driverId,
      amount: booking.keptAmount,
      transactionType: 'earning',
      description: `Late cancellation: ${ride.pickupAddress} to ${ride.destinationAddress}`,
      reference: `kept:${booking.id}`,
      relatedBookingId: booking.id,
      relatedRideId: ride.id,
    });
  }
}

/**
 * The completion job: rides whose time is up (active, or started and never ended) complete as
 * completeRide says. Any number of server processes may run it at once: SKIP LOCKED gives each
 * ride to one of them, and the earning's ledger reference is unique, so a driver is never paid
 * twice for a ride. Answers how many rides it completed.
 */
export async function completeDueRides(
  db: Database,
  publish?: PublishCompleted,
  limit = 50,
): Promise<number> {
  const completed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: rides.id })
      .from(rides)
      .where(
        and(inArray(rides.status, ['active', 'in_progress']), lt(automaticCompletionSql, sqlNow())),
      )
      .orderBy(rides.departureTime)
      .limit(limit)
      .for('update', { skipLocked: true });
    const done: string[] = [];
    for (const ride of due) if (await completeRide(tx, ride)) done.push(ride.id);
    return done;
  });
  // After the commit, and never undoing it: the ride is completed whether or not streams hear it.
  for (const rideId of completed) {
    await publish?.({ rideId, type: 'status', status: 'completed' }).catch(() => {});
  }
  return completed.length;
}
