import { and, asc, eq, gte, or } from 'drizzle-orm';
import { timeOfDay } from '../../../shared/rules/commute.ts';
import type { RideSeries } from '../../../shared/schemas/commute.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rides } from '../../db/schema.ts';
import type { Series } from './insert-departures.ts';
import { isPaused, nairobiDateOf } from './series-dates.ts';

/** A series as its driver sees it, with its coming departures (cancelled ones too), earliest first. */
export async function seriesView(db: Database, series: Series): Promise<RideSeries> {
  const departures = await db
    .select()
    .from(rides)
    .where(
      and(
        eq(rides.seriesId, series.id),
        or(gte(rides.departureTime, sqlNow()), eq(rides.status, 'in_progress')),
      ),
    )
    .orderBy(asc(rides.departureTime));
  const status =
    series.status === 'ended'
      ? 'ended'
      : isPaused(series, nairobiDateOf(now()))
        ? 'paused'
        : 'active';
  return {
    id: series.id,
    status,
    pickupLocation: {
      latitude: series.pickupLatitude,
      longitude: series.pickupLongitude,
      address: series.pickupAddress,
    },
    destination: {
      latitude: series.destinationLatitude,
      longitude: series.destinationLongitude,
      address: series.destinationAddress,
    },
    departureTime: timeOfDay(series.departureMinutes),
    weekdays: series.weekdays,
    availableSeats: series.availableSeats,
    pricePerSeat: series.pricePerSeat,
    pausedFrom: series.pausedFrom,
    pausedUntil: series.pausedUntil,
    skippedDates: [...series.skippedDates].sort(),
    departures: departures.map((ride) => ({
      rideId: ride.id,
      departureTime: ride.departureTime,
      status: ride.status,
      availableSeats: ride.availableSeats,
      bookedSeats: ride.bookedSeats,
    })),
  };
}
