import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tripPositions } from '../../db/schema.ts';

/** The driver's last recorded position on a ride, or null. */
export async function lastPosition(db: Database, rideId: string) {
  const [row] = await db
    .select({
      latitude: tripPositions.latitude,
      longitude: tripPositions.longitude,
      recordedAt: tripPositions.recordedAt,
    })
    .from(tripPositions)
    .where(eq(tripPositions.rideId, rideId))
    .orderBy(desc(tripPositions.recordedAt))
    .limit(1);
  return row ?? null;
}
