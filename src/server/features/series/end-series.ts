import { and, eq, gt } from 'drizzle-orm';
import { now, sqlNow } from '../../clock.ts';
import { rides, seriesBookings } from '../../db/schema.ts';
import { cancelDepartures } from './cancel-departures.ts';
import { changeSeries, type SeriesDeps } from './change-series.ts';

/**
 * The driver ends the series: no more departures are made, and every one that has not left yet
 * is cancelled and refunded with its passengers told. A trip under way finishes as usual. Its
 * regular bookings end with it (their coming bookings were just cancelled).
 */
export function endSeries(deps: SeriesDeps, driverId: string, seriesId: string) {
  return changeSeries(deps, driverId, seriesId, async (tx, series) => {
    const coming = await tx
      .select({ id: rides.id })
      .from(rides)
      .where(and(eq(rides.seriesId, series.id), gt(rides.departureTime, sqlNow())));
    const cancelled = await cancelDepartures(
      tx,
      coming.map((ride) => ride.id),
      deps.publicUrl,
    );
    await tx
      .update(seriesBookings)
      .set({ status: 'cancelled', cancelledAt: sqlNow() })
      .where(and(eq(seriesBookings.seriesId, series.id), eq(seriesBookings.status, 'active')));
    return { update: { status: 'ended', endedAt: now() }, cancelled };
  });
}
