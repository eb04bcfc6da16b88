import { and, count, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { LatLng } from '../../../shared/geo.ts';
import { requestExpiresAt } from '../../../shared/rules/booking-requests.ts';
import { CANCELLATIONS_PER_RIDE } from '../../../shared/rules/rides.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { countRouteSeats } from '../popular-routes/route-statistics.ts';
import { debitAccount } from '../wallet/ledger.ts';
import type { Booking, Ride } from './ride-views.ts';

export interface SeatsPurchase {
  ride: Ride;
  passengerId: string;
  seats: number;
  notes?: string | undefined;
  customPickup?: (LatLng & { address: string }) | undefined;
  /** The regular booking this one is part of (book-series.ts). */
  seriesBookingId?: string | undefined;
  /**
   * A request to a driver who confirms each passenger: the booking waits as `requested` until
   * they answer or it expires, paid and with its seats held (docs/product-rules.md "Drivers who
   * confirm each passenger").
   */
  asRequest?: boolean | undefined;
  /** What to answer when the tokens are short (the total of everything being bought). */
  shortOfTokens: AppError;
}

/**
 * The heart of a booking, inside the caller's transaction: the seats move with a conditional
 * update (never more sold than offered, whatever the concurrency), the booking row is written
 * and the price debited through the ledger (`booking:<id>`, which refunds, earnings and trip day
 * all key on). A passenger who already cancelled CANCELLATIONS_PER_RIDE bookings on the ride is
 * refused. Answers the ride after taking the seats, the booking, its total and the balance.
 */
export async function payForSeats(tx: Database, purchase: SeatsPurchase) {
  const { ride, seats } = purchase;
  const [taken] = await tx
    .update(rides)
    .set({
      availableSeats: sql`${rides.availableSeats} - ${seats}`,
      bookedSeats: sql`${rides.bookedSeats} + ${seats}`,
      updatedAt: sqlNow(),
    })
    .where(
      and(
        eq(rides.id, ride.id),
        eq(rides.status, 'active'),
        gt(rides.departureTime, sqlNow()),
        gte(rides.availableSeats, seats),
      ),
    )
    .returning();
  if (!taken) {
    const [now] = await tx.select().from(rides).where(eq(rides.id, ride.id));
    if (now?.status !== 'active') throw new AppError('ride_unavailable');
    throw new AppError('insufficient_seats', { availableSeats: now.availableSeats });
  }
  await refuseAfterCancellations(tx, ride.id, purchase.passengerId);

  const total = taken.pricePerSeat * seats;
  const bookedAt = now();
  const [booking] = await tx
    .insert(bookings)
    .values({
      rideId: ride.id,
      passengerId: purchase.passengerId,
      numberOfSeats: seats,
      totalAmount: total,
      notes: purchase.notes ?? null,
      customPickupLatitude: purchase.customPickup?.latitude ?? null,
      customPickupLongitude: purchase.customPickup?.longitude ?? null,
      customPickupAddress: purchase.customPickup?.address ?? null,
      status: purchase.asRequest ? 'requested' : 'booked',
      bookingDate: bookedAt,
      requestExpiresAt: purchase.asRequest ? requestExpiresAt(bookedAt, taken.departureTime) : null,
      paymentStatus: total > 0 ? 'paid' : 'not_required',
      seriesBookingId: purchase.seriesBookingId ?? null,
    })
    .returning();
  if (!booking) throw new Error('booking not written');
  // The balance after paying, from the ledger's own update (unchanged for a free ride).
  const balance =
    total > 0
      ? await debitAccount(
          tx,
          {
            userId: purchase.passengerId,
            amount: total,
            transactionType: 'booking_payment',
            description: `Ride: ${taken.pickupAddress} to ${taken.destinationAddress}`,
            reference: `booking:${booking.id}`,
            relatedBookingId: booking.id,
            relatedRideId: ride.id,
          },
          purchase.shortOfTokens,
        )
      : await balanceOf(tx, purchase.passengerId);
  await countRouteSeats(tx, taken, seats);
  return { taken, booking: booking as Booking, total, balance };
}

/**
 * docs/product-rules.md "Rides, search and booking": each booking and each cancellation tells
 * the driver (by SMS when push does not reach them) and refunds in full, so booking and
 * cancelling the same ride again and again would text them for free: after
 * CANCELLATIONS_PER_RIDE cancellations the passenger may not book that ride again. Counted after
 * the seats' update, which holds the ride's row until the commit: a cancellation locks that row
 * before it writes, so one that raced this booking is either seen here or still holds the live
 * booking that the one-live-booking index then refuses this one against. Only the passenger's
 * own cancellations count (one by one, or with their regular booking; `cancelled_by` is null on
 * rows from before it was recorded): a driver's, a declined request or an expired one never
 * count against them. docs/product-rules.md "Drivers who confirm each passenger": a passenger
 * whose request for the ride its driver declined may not ask for it again (the driver's answer
 * stands; an expired request may be made again).
 */
async function refuseAfterCancellations(tx: Database, rideId: string, passengerId: string) {
  const [cancelled] = await tx
    .select({
      own: count(
        sql`case when ${or(eq(bookings.cancelledBy, 'passenger'), isNull(bookings.cancelledBy))} then 1 end`,
      ),
      declined: count(sql`case when ${eq(bookings.cancelledBy, 'declined')} then 1 end`),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.rideId, rideId),
        eq(bookings.passengerId, passengerId),
        eq(bookings.status, 'cancelled'),
      ),
    );
  if ((cancelled?.declined ?? 0) > 0) throw new AppError('request_declined');
  if ((cancelled?.own ?? 0) >= CANCELLATIONS_PER_RIDE) {
    throw new AppError('ride_cancelled_too_often', { limit: CANCELLATIONS_PER_RIDE });
  }
}

async function balanceOf(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: users.accountBalance })
    .from(users)
    .where(eq(users.id, userId));
  return row?.balance ?? 0;
}
