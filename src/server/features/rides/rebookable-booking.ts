import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Booking } from './ride-views.ts';

/**
 * Bookings ended by their driver: cancelling the ride, or leaving Pamoja (a passenger's own
 * deletion leaves nobody signed in to rebook).
 */
const BY_THE_DRIVER: ReadonlyArray<Booking['cancelledBy']> = ['driver', 'account_deleted'];

/**
 * The passenger's booking that their driver cancelled and that is not rebooked yet
 * (docs/product-rules.md "Cost sharing and reliability"): someone else's is 404
 * `booking_not_found`, one its driver did not cancel 409 `booking_not_rebookable`, one already
 * rebooked 409 `booking_already_rebooked`. With `lock`, its row stays locked until the
 * transaction ends, so two rebookings of it take turns and the second is refused.
 */
export async function rebookableBooking(
  db: Database,
  passengerId: string,
  bookingId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Booking> {
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = lock ? await query.for('update') : await query;
  if (!booking || booking.passengerId !== passengerId) throw new AppError('booking_not_found');
  if (booking.status !== 'cancelled' || !BY_THE_DRIVER.includes(booking.cancelledBy)) {
    throw new AppError('booking_not_rebookable');
  }
  if (booking.rebookedAsId) throw new AppError('booking_already_rebooked');
  return booking;
}
