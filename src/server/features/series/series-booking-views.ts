import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { SeriesBooking } from '../../../shared/schemas/commute.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides, seriesBookings } from '../../db/schema.ts';
import { selectBookings, toPassengerBooking } from '../rides/ride-views.ts';

/**
 * A passenger's regular bookings, newest first, each with its departures as single bookings
 * (earliest first): the given ones, or every active one.
 */
export async function seriesBookingViews(
  db: Database,
  passengerId: string,
  ids?: string[],
): Promise<SeriesBooking[]> {
  const rows = await db
    .select()
    .from(seriesBookings)
    .where(
      and(
        eq(seriesBookings.passengerId, passengerId),
        ids ? inArray(seriesBookings.id, ids) : eq(seriesBookings.status, 'active'),
      ),
    )
    .orderBy(desc(seriesBookings.createdAt));
  if (rows.length === 0) return [];
  const singles = await selectBookings(db)
    .where(
      inArray(
        bookings.seriesBookingId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(rides.departureTime));
  return rows.map((row) => ({
    id: row.id,
    seriesId: row.seriesId,
    weekdays: row.weekdays,
    numberOfSeats: row.numberOfSeats,
    status: row.status,
    createdAt: row.createdAt,
    bookings: singles
      .filter((single) => single.booking.seriesBookingId === row.id)
      .map(toPassengerBooking),
  }));
}
