import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { POSITIONS_KEPT_HOURS } from '../../../shared/rules/trips.ts';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rides, tripPositions } from '../../db/schema.ts';

/**
 * Privacy (decisions.md "Trip day"): the driver's positions are kept until 24 hours after the
 * trip ends (completed or cancelled), then deleted. Safe to run from several processes at once:
 * a row deleted by one is simply not there for the other. Answers how many were deleted.
 */
export async function deletePositions(db: Database): Promise<number> {
  const before = sql`${sqlNow()} - make_interval(hours => ${POSITIONS_KEPT_HOURS})`;
  const ended = db
    .select({ id: rides.id })
    .from(rides)
    .where(
      or(
        and(eq(rides.status, 'completed'), lt(rides.completedAt, before)),
        and(eq(rides.status, 'cancelled'), lt(rides.cancelledAt, before)),
      ),
    );
  const deleted = await db
    .delete(tripPositions)
    .where(inArray(tripPositions.rideId, ended))
    .returning({ id: tripPositions.id });
  return deleted.length;
}
