import { and, asc, eq, lte } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';
import type { Notifier } from '../notifications/notify.ts';
import { endRequest } from './end-request.ts';

export interface ExpiryDeps {
  db: Database;
  notifier: Notifier;
  /** Where people reach Pamoja: the passengers' SMS link to the search. */
  publicUrl: string;
}

/**
 * The expiry job (docs/product-rules.md "Drivers who confirm each passenger"): a request its
 * driver did not answer by `request_expires_at` (3 hours after it was made, or 1 hour before
 * departure if sooner) ends as end-request.ts says, with everything paid back and the passenger
 * told. Ride by ride, each in its own transaction: the ride's row is taken FOR UPDATE SKIP LOCKED
 * (another process busy with it, or a booking or cancellation of it under way, leaves it to the
 * next run), then its due requests, in the order the driver's cancellation and a decline lock
 * them. The update to `cancelled` is conditional and the refund's ledger reference unique, so a
 * request expires once, whatever races it. Answers how many requests it expired.
 */
export async function expireBookingRequests(deps: ExpiryDeps, limit = 50): Promise<number> {
  const due = await deps.db
    .selectDistinct({ rideId: bookings.rideId })
    .from(bookings)
    .where(and(eq(bookings.status, 'requested'), lte(bookings.requestExpiresAt, sqlNow())))
    .limit(limit);
  let expired = 0;
  for (const { rideId } of due) {
    const { count, notificationIds } = await deps.db.transaction(async (tx) => {
      const [ride] = await tx
        .select()
        .from(rides)
        .where(eq(rides.id, rideId))
        .for('update', { skipLocked: true });
      if (!ride) return { count: 0, notificationIds: [] };
      const requests = await tx
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.rideId, rideId),
            eq(bookings.status, 'requested'),
            lte(bookings.requestExpiresAt, sqlNow()),
          ),
        )
        .orderBy(asc(bookings.bookingDate), asc(bookings.id))
        .for('update');
      let seats = ride;
      let count = 0;
      const ids: string[] = [];
      for (const request of requests) {
        const ended = await endRequest(tx, request, seats, {
          by: 'expired',
          reason: null,
          publicUrl: deps.publicUrl,
        });
        if (!ended) continue;
        count++;
        ids.push(...ended.notificationIds);
        seats = {
          ...seats,
          availableSeats: seats.availableSeats + request.numberOfSeats,
          bookedSeats: seats.bookedSeats - request.numberOfSeats,
        };
      }
      return { count, notificationIds: ids };
    });
    expired += count;
    await deps.notifier.deliver(notificationIds);
  }
  return expired;
}
