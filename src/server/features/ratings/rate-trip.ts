import { eq, sql } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { bookings, ratings, rides, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * After a completed ride, its passenger rates the driver and the driver rates the passenger,
 * once per booking each; the rated person's average and count move in the same transaction.
 */
export async function rateTrip(
  db: Database,
  raterId: string,
  input: { bookingId: string; score: number; comment?: string },
): Promise<{ rateeId: string; rating: number; totalRatings: number }> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({ booking: bookings, driverId: rides.driverId })
        .from(bookings)
        .innerJoin(rides, eq(rides.id, bookings.rideId))
        .where(eq(bookings.id, input.bookingId));
      const isPassenger = row?.booking.passengerId === raterId;
      const isDriver = row?.driverId === raterId;
      if (!row || (!isPassenger && !isDriver)) throw new AppError('trip_not_found');
      if (row.booking.status !== 'completed') throw new AppError('trip_not_completed');
      const rateeId = isPassenger ? row.driverId : row.booking.passengerId;
      await tx.insert(ratings).values({
        bookingId: row.booking.id,
        raterId,
        rateeId,
        score: input.score,
        comment: input.comment ?? null,
      });
      const [ratee] = await tx
        .update(users)
        .set({
          rating: sql`round(((coalesce(${users.rating}, 0) * ${users.totalRatings} + ${input.score}) / (${users.totalRatings} + 1))::numeric, 2)`,
          totalRatings: sql`${users.totalRatings} + 1`,
          updatedAt: sqlNow(),
        })
        .where(eq(users.id, rateeId))
        .returning({ rating: users.rating, totalRatings: users.totalRatings });
      return {
        rateeId,
        rating: ratee?.rating ?? input.score,
        totalRatings: ratee?.totalRatings ?? 1,
      };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('already_rated');
      throw error;
    });
}
