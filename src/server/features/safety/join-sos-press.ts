import { and, desc, eq, sql } from 'drizzle-orm';
import type { LatLng } from '../../../shared/geo.ts';
import { SOS_JOIN_MINUTES } from '../../../shared/rules/trips.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { incidents } from '../../db/schema.ts';

/**
 * Joins an SOS press to the person's latest incident on this trip when that one is not resolved
 * and was last pressed within `SOS_JOIN_MINUTES` (docs/product-rules.md "Trip day", SOS): its
 * count and last press time go up and it takes the new position, if the phone gave one. Null
 * when the press starts a new incident. Call it holding the person's row lock, so that presses
 * racing each other join rather than each starting one.
 */
export async function joinRecentIncident(
  tx: Database,
  rideId: string,
  userId: string,
  position: LatLng | null,
): Promise<{ id: string; contactsTexted: number } | null> {
  const pressedAt = now();
  const [latest] = await tx
    .select({ id: incidents.id, status: incidents.status, lastPressedAt: incidents.lastPressedAt })
    .from(incidents)
    .where(and(eq(incidents.rideId, rideId), eq(incidents.userId, userId)))
    .orderBy(desc(incidents.lastPressedAt), desc(incidents.createdAt))
    .limit(1);
  if (!latest || latest.status === 'resolved') return null;
  if (pressedAt.getTime() - latest.lastPressedAt.getTime() > SOS_JOIN_MINUTES * 60_000) {
    return null;
  }
  const [joined] = await tx
    .update(incidents)
    .set({
      pressCount: sql`${incidents.pressCount} + 1`,
      lastPressedAt: sql`greatest(${incidents.lastPressedAt}, ${pressedAt.toISOString()}::timestamptz)`,
      ...(position ? { latitude: position.latitude, longitude: position.longitude } : {}),
    })
    .where(eq(incidents.id, latest.id))
    .returning({ id: incidents.id, contactsTexted: incidents.contactsTexted });
  return joined ?? null;
}
