import { sql } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { type rideSeries, rides } from '../../db/schema.ts';
import type { Ride } from '../rides/ride-views.ts';

export type Series = typeof rideSeries.$inferSelect;

/**
 * Writes departures of a series at the given instants, as the driver's recurring ride would have:
 * same places, seats, price, vehicle and whether the driver confirms each passenger, with the
 * car's cost given (else the series'). A time
 * that already has a live departure of the series is left alone by the partial unique index
 * (`ON CONFLICT ... DO NOTHING` with its predicate), so two processes doing this at once never
 * double a departure. Answers the departures written.
 */
export async function insertDepartures(
  tx: Database,
  series: Series,
  departures: Date[],
  carCostKsh: number | null = series.carCostKsh,
): Promise<Ride[]> {
  if (departures.length === 0) return [];
  return tx
    .insert(rides)
    .values(
      departures.map((departureTime) => ({
        driverId: series.driverId,
        vehicleId: series.vehicleId,
        pickupLatitude: series.pickupLatitude,
        pickupLongitude: series.pickupLongitude,
        pickupAddress: series.pickupAddress,
        destinationLatitude: series.destinationLatitude,
        destinationLongitude: series.destinationLongitude,
        destinationAddress: series.destinationAddress,
        departureTime,
        availableSeats: series.availableSeats,
        pricePerSeat: series.pricePerSeat,
        totalDistance: series.totalDistance,
        estimatedDuration: series.estimatedDuration,
        carCostKsh,
        approvalRequired: series.approvalRequired,
        notes: series.notes,
        isRecurring: true,
        recurringDays: series.weekdays,
        seriesId: series.id,
        updatedAt: sqlNow(),
      })),
    )
    .onConflictDoNothing({
      target: [rides.seriesId, rides.departureTime],
      where: sql`${rides.seriesId} is not null and ${rides.status} <> 'cancelled'`,
    })
    .returning();
}
