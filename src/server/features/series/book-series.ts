import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import { formatNairobiDay } from '../../../shared/nairobi-time.ts';
import { sqlNow } from '../../clock.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { bookings, rideSeries, rides, seriesBookings, users } from '../../db/schema.ts';
import { AppError, errorWithValuesIn } from '../../errors.ts';
import { countBookings } from '../../plugins/metrics.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { type Notifier, notify } from '../notifications/notify.ts';
import { payForSeats } from '../rides/pay-for-seats.ts';
import type { Ride } from '../rides/ride-views.ts';
import { seriesBookingNotices } from './series-booking-notices.ts';
import { seriesBookingViews } from './series-booking-views.ts';

export interface SeriesBookingDeps {
  db: Database;
  notifier: Notifier;
}

/** 'Mon 24 Nov, Tue 25 Nov' ('Jumatatu 24 Nov, …' in Kiswahili). */
const datesOf = (departures: Ride[], language: Language = 'en') =>
  departures.map((ride) => formatNairobiDay(ride.departureTime, language)).join(', ');

/**
 * A regular booking: every remaining departure of the series on the chosen weekdays, in one
 * transaction, all or nothing. The departures are locked in departure order (two passengers
 * racing lock them in the same order, so neither waits on the other in a circle) and checked
 * before anything is written: any without the seats refuses the whole booking, naming its
 * dates. Each departure becomes an ordinary booking paid through the ledger like a single one,
 * so cancelling, refunds, earnings and trip day treat it as one. One notification each to
 * passenger and driver. On a series whose driver confirms each passenger, only a passenger they
 * already accepted on one of its departures may book it regularly (`series_approval_first`).
 */
export async function bookSeries(
  deps: SeriesBookingDeps,
  passenger: SessionUser,
  input: { rideId: string; weekdays: number[]; numberOfSeats: number },
) {
  const seats = input.numberOfSeats;
  const { id, total, balance, ids } = await deps.db
    .transaction(async (tx) => {
      const [ride] = await tx.select().from(rides).where(eq(rides.id, input.rideId));
      if (!ride) throw new AppError('ride_not_found');
      if (!ride.seriesId) throw new AppError('ride_not_in_series');
      if (ride.driverId === passenger.id) throw new AppError('own_ride');
      // Shared: passengers book side by side, while the driver's end or skip waits for them.
      const [series] = await tx
        .select()
        .from(rideSeries)
        .where(eq(rideSeries.id, ride.seriesId))
        .for('share');
      if (!series || series.status === 'ended') throw new AppError('series_ended');
      if (series.approvalRequired && !(await acceptedOnSeries(tx, series.id, passenger.id))) {
        throw new AppError('series_approval_first');
      }

      const departures = await tx
        .select()
        .from(rides)
        .where(
          and(
            eq(rides.seriesId, series.id),
            eq(rides.status, 'active'),
            gt(rides.departureTime, sqlNow()),
            inArray(
              sql<number>`extract(dow from (${rides.departureTime} at time zone 'UTC') + interval '3 hours')::int`,
              input.weekdays,
            ),
          ),
        )
        .orderBy(asc(rides.departureTime), asc(rides.id))
        .for('update');
      if (departures.length === 0) throw new AppError('series_no_departures');

      const mine = await tx
        .select({ rideId: bookings.rideId })
        .from(bookings)
        .where(
          and(
            eq(bookings.passengerId, passenger.id),
            inArray(bookings.status, ['pending', 'requested', 'booked']),
            inArray(
              bookings.rideId,
              departures.map((d) => d.id),
            ),
          ),
        );
      const booked = new Set(mine.map((b) => b.rideId));
      if (booked.size > 0) {
        const taken = departures.filter((d) => booked.has(d.id));
        throw errorWithValuesIn('series_already_booked', { dates: datesOf(taken) }, (language) => ({
          dates: datesOf(taken, language),
        }));
      }
      const full = departures.filter((d) => d.availableSeats < seats);
      if (full.length > 0) {
        throw errorWithValuesIn(
          'series_insufficient_seats',
          { count: full.length, dates: datesOf(full) },
          (language) => ({ dates: datesOf(full, language) }),
        );
      }
      const total = departures.reduce((sum, d) => sum + d.pricePerSeat * seats, 0);
      const shortOfTokens = new AppError('insufficient_tokens', { total });
      const [wallet] = await tx
        .select({ balance: users.accountBalance })
        .from(users)
        .where(eq(users.id, passenger.id));
      if ((wallet?.balance ?? 0) < total) throw shortOfTokens;

      const [row] = await tx
        .insert(seriesBookings)
        .values({
          seriesId: series.id,
          passengerId: passenger.id,
          weekdays: input.weekdays,
          numberOfSeats: seats,
        })
        .returning({ id: seriesBookings.id });
      if (!row) throw new Error('series booking not written');
      let balance = wallet?.balance ?? 0;
      for (const departure of departures) {
        ({ balance } = await payForSeats(tx, {
          ride: departure,
          passengerId: passenger.id,
          seats,
          seriesBookingId: row.id,
          shortOfTokens,
        }));
      }
      const ids = await notify(
        tx,
        seriesBookingNotices({
          id: row.id,
          series,
          passenger,
          departures,
          weekdays: input.weekdays,
          seats,
          total,
        }),
      );
      countBookings('made', departures.length);
      return { id: row.id, total, balance, ids };
    })
    .catch((error: unknown) => {
      if (error instanceof AppError || isUniqueViolation(error)) countBookings('refused');
      // The same passenger booking one of these departures at the same moment elsewhere.
      if (isUniqueViolation(error)) throw new AppError('already_booked');
      throw error;
    });
  await deps.notifier.deliver(ids);
  const [view] = await seriesBookingViews(deps.db, passenger.id, [id]);
  if (!view) throw new Error('series booking vanished');
  return { ...view, totalAmount: total, accountBalance: balance };
}

/**
 * Whether the series' driver has accepted this passenger on one of its departures (a booking of
 * theirs on it booked or completed): docs/product-rules.md "Drivers who confirm each passenger".
 * A driver who confirms each passenger chooses the person once; the regular booking that follows
 * is confirmed at once, never a request per date.
 */
async function acceptedOnSeries(tx: Database, seriesId: string, passengerId: string) {
  const [accepted] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(
      and(
        eq(rides.seriesId, seriesId),
        eq(bookings.passengerId, passengerId),
        inArray(bookings.status, ['booked', 'completed']),
      ),
    )
    .limit(1);
  return accepted !== undefined;
}
