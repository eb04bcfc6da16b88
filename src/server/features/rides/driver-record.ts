import { and, count, eq, gte } from 'drizzle-orm';
import { LATE_CANCELS_WINDOW_DAYS } from '../../../shared/rules/cancellations.ts';
import type { DriverRecord } from '../../../shared/schemas/reliability.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rides, users } from '../../db/schema.ts';
import { reliabilityOf } from './driver-reliability.ts';

/**
 * `GET /api/driver/record`: what passengers see of the driver (rides completed and late
 * cancellations over 90 days), the late cancellations that count towards a suspension (30
 * days), and the suspension if one is running (docs/product-rules.md "Cancelling and
 * reliability"). Anyone may ask about themselves: a passenger's record is zeros.
 */
export async function driverRecord(db: Database, userId: string): Promise<DriverRecord> {
  const at = now();
  const windowStart = new Date(at.getTime() - LATE_CANCELS_WINDOW_DAYS * 86_400_000);
  const [reliability, [recent], [person]] = await Promise.all([
    reliabilityOf(db, [userId]),
    db
      .select({ n: count() })
      .from(rides)
      .where(
        and(
          eq(rides.driverId, userId),
          eq(rides.lateCancellation, true),
          gte(rides.cancelledAt, windowStart),
        ),
      ),
    db.select({ until: users.publishingSuspendedUntil }).from(users).where(eq(users.id, userId)),
  ]);
  const until = person?.until ?? null;
  const figures = reliability(userId);
  return {
    completedRides: figures.driverCompletedRides,
    lateCancellations: figures.driverLateCancellations,
    recentLateCancellations: recent?.n ?? 0,
    publishingSuspendedUntil: until && until.getTime() > at.getTime() ? until : null,
  };
}
