import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rides } from '../../db/schema.ts';
import type { PayoutRow } from '../payouts/payouts.ts';
import { cancelRideWithRefunds } from '../rides/cancel-ride.ts';

export interface CancelledDepartures {
  cancelledRides: number;
  refundedBookings: number;
  /** The passengers' notifications, to deliver after the commit. */
  notificationIds: string[];
  /** Payouts of money returned to closed accounts, to send after the commit. */
  latePayouts: PayoutRow[];
}

/**
 * Cancels those of the given departures that have not left yet, exactly as a driver cancelling a
 * ride does (cancel-ride.ts): bookings cancelled and refunded, passengers told with an
 * alternative, and a departure with passengers less than 12 hours away counts as the driver's
 * late cancellation (docs/product-rules.md "Cost sharing and reliability": skipping, pausing or
 * ending is the driver's choice). The rows are locked in departure order and re-read, so a
 * departure another request already cancelled is passed over and nobody is refunded twice.
 */
export async function cancelDepartures(
  tx: Database,
  rideIds: string[],
  publicUrl?: string,
): Promise<CancelledDepartures> {
  const result: CancelledDepartures = {
    cancelledRides: 0,
    refundedBookings: 0,
    notificationIds: [],
    latePayouts: [],
  };
  if (rideIds.length === 0) return result;
  const live = await tx
    .select()
    .from(rides)
    .where(
      and(
        inArray(rides.id, rideIds),
        eq(rides.status, 'active'),
        gt(rides.departureTime, sqlNow()),
      ),
    )
    .orderBy(asc(rides.departureTime), asc(rides.id))
    .for('update');
  for (const ride of live) {
    const cancelled = await cancelRideWithRefunds(tx, ride, { by: 'driver', publicUrl });
    result.notificationIds.push(...cancelled.notificationIds);
    result.latePayouts.push(...cancelled.latePayouts);
    result.cancelledRides++;
    result.refundedBookings += cancelled.refundedBookings;
  }
  return result;
}
