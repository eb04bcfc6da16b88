import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_RIDE_ALERTS, minutesOfDay, timeOfDay } from '../../../shared/rules/commute.ts';
import type { RideAlert, rideAlertRequest } from '../../../shared/schemas/commute.ts';
import type { Database } from '../../db/client.ts';
import { rideAlerts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

type RideAlertInput = z.output<typeof rideAlertRequest>;
type RideAlertRow = typeof rideAlerts.$inferSelect;

function toRideAlert(row: RideAlertRow): RideAlert {
  return {
    id: row.id,
    pickupLocation: {
      latitude: row.pickupLatitude,
      longitude: row.pickupLongitude,
      address: row.pickupAddress,
    },
    destination: {
      latitude: row.destinationLatitude,
      longitude: row.destinationLongitude,
      address: row.destinationAddress,
    },
    maxDistance: row.maxDistance,
    departureTime: timeOfDay(row.departureMinutes),
    weekdays: row.weekdays,
    createdAt: row.createdAt,
  };
}

/** A person's ride alerts, oldest first. */
export async function listRideAlerts(db: Database, userId: string): Promise<RideAlert[]> {
  const rows = await db
    .select()
    .from(rideAlerts)
    .where(eq(rideAlerts.userId, userId))
    .orderBy(asc(rideAlerts.createdAt), asc(rideAlerts.id));
  return rows.map(toRideAlert);
}

/**
 * Saves an alert, at most 10 a person: counted under a per-person advisory lock, so two saves at
 * once cannot both take the 10th.
 */
export async function createRideAlert(
  db: Database,
  userId: string,
  input: RideAlertInput,
): Promise<RideAlert> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ride-alerts:${userId}`}))`);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(rideAlerts)
      .where(eq(rideAlerts.userId, userId));
    if ((row?.count ?? 0) >= MAX_RIDE_ALERTS) {
      throw new AppError('ride_alerts_full', { max: MAX_RIDE_ALERTS });
    }
    const [created] = await tx
      .insert(rideAlerts)
      .values({
        userId,
        pickupLatitude: input.pickupLocation.latitude,
        pickupLongitude: input.pickupLocation.longitude,
        pickupAddress: input.pickupLocation.address,
        destinationLatitude: input.destination.latitude,
        destinationLongitude: input.destination.longitude,
        destinationAddress: input.destination.address,
        maxDistance: input.maxDistance,
        departureMinutes: minutesOfDay(input.departureTime),
        weekdays: input.weekdays,
      })
      .returning();
    if (!created) throw new Error('ride alert not written');
    return toRideAlert(created);
  });
}

/** Deletes one of the person's own alerts (someone else's is as absent as none). */
export async function deleteRideAlert(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(rideAlerts)
    .where(and(eq(rideAlerts.id, id), eq(rideAlerts.userId, userId)))
    .returning({ id: rideAlerts.id });
  if (deleted.length === 0) throw new AppError('ride_alert_not_found');
}
