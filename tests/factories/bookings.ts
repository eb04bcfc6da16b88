import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { bookings, rides } from '../../src/server/db/schema.ts';
import { onlyRow } from './insert-one.ts';
import { createRide } from './rides.ts';
import { createPassenger } from './users.ts';

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

/**
 * A booking (status 'booked', paid; 'not_required' on a free ride) of one seat on a new ride by a
 * new passenger unless given. Its seats move from the ride's availableSeats to bookedSeats, as
 * booking does; a cancelled booking holds none. No ledger entry is written: a test that needs
 * the money side books through the booking function instead.
 */
export async function createBooking(
  db: Database,
  overrides: Partial<NewBooking> = {},
): Promise<Booking> {
  const rideId = overrides.rideId ?? (await createRide(db)).id;
  const passengerId = overrides.passengerId ?? (await createPassenger(db)).id;
  const numberOfSeats = overrides.numberOfSeats ?? 1;
  const status = overrides.status ?? 'booked';
  const holdsSeats = status !== 'cancelled';

  return db.transaction(async (tx) => {
    const [ride] = holdsSeats
      ? await tx
          .update(rides)
          .set({
            availableSeats: sql`${rides.availableSeats} - ${numberOfSeats}`,
            bookedSeats: sql`${rides.bookedSeats} + ${numberOfSeats}`,
          })
          .where(and(eq(rides.id, rideId), gte(rides.availableSeats, numberOfSeats)))
          .returning()
      : await tx.select().from(rides).where(eq(rides.id, rideId));
    if (!ride)
      throw new Error(
        `factory: ride ${rideId} is unknown or has fewer than ${numberOfSeats} seats free`,
      );

    const totalAmount = overrides.totalAmount ?? ride.pricePerSeat * numberOfSeats;
    const paid = totalAmount === 0 ? 'not_required' : 'paid';
    const values: NewBooking = {
      id: randomUUID(),
      rideId: rideId,
      passengerId,
      numberOfSeats,
      totalAmount,
      status,
      paymentStatus: status === 'cancelled' && paid === 'paid' ? 'refunded' : paid,
      ...(status === 'cancelled' ? { cancelledAt: new Date() } : {}),
      ...overrides,
    };
    return onlyRow(await tx.insert(bookings).values(values).returning(), 'a booking');
  });
}
