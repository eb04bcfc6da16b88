import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { formatKsh } from '../../../shared/format-money.ts';
import type { Language } from '../../../shared/language.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rideSeries, rides, seriesBookings, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { noticeText, personIn, placeIn } from '../notifications/notice-text.ts';
import { type NotificationInput, notify } from '../notifications/notify.ts';
import { cancelOneBooking, passengerCancellationSplit } from '../rides/cancel-booking.ts';
import type { SeriesBookingDeps } from './book-series.ts';

/**
 * The passenger cancels a whole regular booking: each of its departures that has not left is
 * cancelled exactly as a single booking is (seats back, refund through the ledger, each
 * departure on its own tier: one less than 2 hours away keeps half for its driver, paid when it
 * completes, docs/product-rules.md "Cost sharing and reliability"), in one transaction. Its bookings are locked before their rides, as a single cancellation does. One
 * notification each to passenger and driver. Cancelling one departure stays the single cancel.
 */
export async function cancelSeriesBooking(
  deps: SeriesBookingDeps,
  passenger: SessionUser,
  seriesBookingId: string,
) {
  const { answer, ids } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(seriesBookings)
      .where(eq(seriesBookings.id, seriesBookingId))
      .for('update');
    // Someone else's regular booking is as absent as one that does not exist.
    if (!row || row.passengerId !== passenger.id) throw new AppError('series_booking_not_found');
    if (row.status === 'cancelled') throw new AppError('series_booking_cancelled');
    const live = await tx
      .select({ booking: bookings })
      .from(bookings)
      .innerJoin(rides, eq(rides.id, bookings.rideId))
      .where(
        and(
          eq(bookings.seriesBookingId, row.id),
          inArray(bookings.status, ['pending', 'requested', 'booked']),
          eq(rides.status, 'active'),
          gt(rides.departureTime, sqlNow()),
        ),
      )
      .orderBy(asc(rides.departureTime), asc(rides.id))
      .for('update', { of: bookings });
    let refundedAmount = 0;
    let keptAmount = 0;
    let cancelledBookings = 0;
    for (const { booking } of live) {
      const [ride] = await tx
        .select()
        .from(rides)
        .where(eq(rides.id, booking.rideId))
        .for('update');
      if (ride?.status !== 'active' || ride.departureTime.getTime() <= now().getTime()) {
        continue;
      }
      // No notification per booking: one below tells of them all.
      const { refund, kept } = await cancelOneBooking(tx, booking, ride, {
        by: 'passenger',
        kept: passengerCancellationSplit(booking, ride).kept,
        tellPassenger: false,
        tellDriver: false,
      });
      refundedAmount += refund;
      keptAmount += kept;
      cancelledBookings++;
    }
    await tx
      .update(seriesBookings)
      .set({ status: 'cancelled', cancelledAt: sqlNow() })
      .where(eq(seriesBookings.id, row.id));
    const [wallet] = await tx
      .select({ balance: users.accountBalance })
      .from(users)
      .where(eq(users.id, passenger.id));
    const ids = await notify(
      tx,
      await noticesOf(tx, row.seriesId, passenger, row.id, cancelledBookings, {
        refund: refundedAmount,
        kept: keptAmount,
      }),
    );
    return {
      answer: {
        cancelledBookings,
        refundedAmount,
        keptAmount,
        accountBalance: wallet?.balance ?? 0,
      },
      ids,
    };
  });
  await deps.notifier.deliver(ids);
  return answer;
}

async function noticesOf(
  tx: Database,
  seriesId: string,
  passenger: SessionUser,
  id: string,
  count: number,
  { refund, kept }: { refund: number; kept: number },
): Promise<NotificationInput[]> {
  const [series] = await tx.select().from(rideSeries).where(eq(rideSeries.id, seriesId));
  if (!series || count === 0) return [];
  const from = (language: Language) => placeIn(language, series.pickupAddress);
  return [
    {
      userId: passenger.id,
      kind: 'booking',
      link: '/trips',
      text: (language) =>
        noticeText(language, 'seriesCancelled', {
          rides: count,
          from: from(language),
          to: placeIn(language, series.destinationAddress, 'yourDestination'),
          refund,
          amount: formatKsh(refund),
          kept,
          keptAmount: formatKsh(kept),
        }),
      dedupeKey: `series-booking:${id}:cancelled:passenger`,
    },
    {
      userId: series.driverId,
      kind: 'booking',
      link: '/driver-dashboard',
      text: (language) =>
        noticeText(language, 'regularPassengerCancelled', {
          passenger: personIn(language, passenger.fullName),
          rides: count,
          from: from(language),
          kept,
          keptAmount: formatKsh(kept),
        }),
      dedupeKey: `series-booking:${id}:cancelled:driver`,
    },
  ];
}
