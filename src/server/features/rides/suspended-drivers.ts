import { and, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { LATE_CANCELS_WINDOW_DAYS } from '../../../shared/rules/cancellations.ts';
import type { SuspendedDriver } from '../../../shared/schemas/reliability.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rides, users } from '../../db/schema.ts';
import { driverPublicName } from './ride-views.ts';

/**
 * `GET /api/admin/suspended-drivers`, for agents: the drivers who may not publish rides now
 * (docs/product-rules.md "Cost sharing and reliability"), the suspension ending last first, each
 * with the late cancellations of the last 30 days that led to it and how many bookings each
 * cancelled, so an agent on the phone with a driver or a passenger sees why.
 */
export async function suspendedDrivers(db: Database): Promise<SuspendedDriver[]> {
  const at = now();
  const drivers = await db
    .select({
      driverId: users.id,
      name: driverPublicName(users),
      phoneNumber: users.phoneNumber,
      suspendedUntil: users.publishingSuspendedUntil,
    })
    .from(users)
    .where(gt(users.publishingSuspendedUntil, at))
    .orderBy(desc(users.publishingSuspendedUntil))
    .limit(200);
  if (drivers.length === 0) return [];
  const late = await db
    .select({
      driverId: rides.driverId,
      rideId: rides.id,
      pickupAddress: rides.pickupAddress,
      destinationAddress: rides.destinationAddress,
      departureTime: rides.departureTime,
      cancelledAt: rides.cancelledAt,
      // Spelt out: in a one-table select drizzle leaves the outer ride's columns unqualified.
      passengers: sql<number>`(select count(*)::int from bookings b
        where b.scheduled_commute_id = scheduled_commutes.id and b.cancelled_by = 'driver')`,
    })
    .from(rides)
    .where(
      and(
        inArray(
          rides.driverId,
          drivers.map((driver) => driver.driverId),
        ),
        eq(rides.lateCancellation, true),
        gte(rides.cancelledAt, new Date(at.getTime() - LATE_CANCELS_WINDOW_DAYS * 86_400_000)),
      ),
    )
    .orderBy(desc(rides.cancelledAt));
  return drivers.map((driver) => ({
    driverId: driver.driverId,
    name: driver.name ?? 'Pamoja member',
    phoneNumber: driver.phoneNumber,
    suspendedUntil: driver.suspendedUntil ?? at,
    lateCancellations: late
      .filter((ride) => ride.driverId === driver.driverId)
      .map(({ driverId: _, cancelledAt, passengers, ...ride }) => ({
        ...ride,
        cancelledAt: cancelledAt ?? at,
        passengers: Number(passengers),
      })),
  }));
}
