import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { carCostKsh } from '../../../shared/rules/cost-sharing.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rideSeries, rides, users, vehicles } from '../../db/schema.ts';
import { matchRideAlerts } from '../alerts/match-ride-alerts.ts';
import type { CostSharingSettings } from '../cost-sharing/cost-sharing-deps.ts';
import { withinDailyLimit } from '../cost-sharing/daily-ride-limit.ts';
import type { Notifier } from '../notifications/notify.ts';
import { notSuspended } from '../rides/publishing-suspension.ts';
import { insertDepartures } from './insert-departures.ts';
import { dueDepartures } from './series-dates.ts';

/**
 * The extension job: every active series keeps its departures SERIES_WEEKS_AHEAD weeks ahead. A
 * time that ever had a departure of the series is never filled again, whatever its status: a
 * departure the driver cancelled stays cancelled. Skipped dates and the holiday get none.
 *
 * Safe with several processes: each series is taken with FOR UPDATE SKIP LOCKED (another process
 * busy with it is left to finish it; skip, pause and end take the same lock), and the partial
 * unique index on (series, departure time) refuses a second live departure whatever happens.
 *
 * A series whose vehicle was deactivated or removed, or whose driver is no longer verified or
 * active, gets no new departures until that changes (what it has stays; the driver decides).
 * Regular bookings are not extended: new departures are never booked or paid for without the
 * passenger acting (they book the series again for the new weeks).
 *
 * New departures are matched against ride alerts like a new ride: people already told about the
 * series are not told again (the dedupe key is per series), alerts set since then hear of it.
 *
 * Cost sharing (docs/product-rules.md, "Cost sharing and reliability"): a series keeps the price
 * it was published at, even above today's ceiling (no retroactive change); each new departure
 * keeps the car's cost for its distance as it is counted when the departure is added. A date
 * where the driver already offers MAX_RIDES_PER_DRIVER_PER_DAY departures gets none (it may come
 * at a later run, once the day has room).
 *
 * Answers how many departures it created.
 */
export async function extendSeries(deps: {
  db: Database;
  notifier: Notifier;
  publicUrl: string;
  settings: Pick<CostSharingSettings, 'carCostPerKm' | 'maxRidesPerDay'>;
}): Promise<number> {
  const { db, settings } = deps;
  const candidates = await db
    .select({ id: rideSeries.id })
    .from(rideSeries)
    .innerJoin(vehicles, eq(vehicles.id, rideSeries.vehicleId))
    .innerJoin(users, eq(users.id, rideSeries.driverId))
    .where(
      and(
        eq(rideSeries.status, 'active'),
        eq(vehicles.isActive, true),
        isNull(vehicles.deletedAt),
        eq(users.isVerified, true),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        // A driver suspended for late cancellations gets no new departures until it ends.
        notSuspended(),
      ),
    );
  let created = 0;
  for (const { id } of candidates) {
    const { count, notificationIds } = await db.transaction(async (tx) => {
      const none = { count: 0, notificationIds: [] };
      const [series] = await tx
        .select()
        .from(rideSeries)
        .where(and(eq(rideSeries.id, id), eq(rideSeries.status, 'active')))
        .for('update', { skipLocked: true });
      if (!series) return none;
      const due = dueDepartures(series, now());
      if (due.length === 0) return none;
      const existing = await tx
        .select({ departureTime: rides.departureTime })
        .from(rides)
        .where(
          and(
            eq(rides.seriesId, series.id),
            gte(rides.departureTime, due[0] as Date),
            lte(rides.departureTime, due.at(-1) as Date),
          ),
        );
      const taken = new Set(existing.map((r) => r.departureTime.getTime()));
      const missing = due.filter((d) => !taken.has(d.getTime()));
      const { kept } = await withinDailyLimit(
        tx,
        series.driverId,
        missing,
        settings.maxRidesPerDay,
      );
      const carCost =
        series.totalDistance === null
          ? series.carCostKsh
          : carCostKsh(series.totalDistance, settings.carCostPerKm);
      const inserted = await insertDepartures(tx, series, kept, carCost);
      const ids = await matchRideAlerts(tx, inserted, { publicUrl: deps.publicUrl });
      return { count: inserted.length, notificationIds: ids };
    });
    created += count;
    await deps.notifier.deliver(notificationIds);
  }
  return created;
}
