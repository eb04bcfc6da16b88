import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rideSeries, rides, users, vehicles } from '../../db/schema.ts';
import { matchRideAlerts } from '../alerts/match-ride-alerts.ts';
import type { Notifier } from '../notifications/notify.ts';
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
 * Answers how many departures it created.
 */
export async function extendSeries(deps: {
  db: Database;
  notifier: Notifier;
  publicUrl: string;
}): Promise<number> {
  const { db } = deps;
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
      const inserted = await insertDepartures(tx, series, missing);
      const ids = await matchRideAlerts(tx, inserted, { publicUrl: deps.publicUrl });
      return { count: inserted.length, notificationIds: ids };
    });
    created += count;
    await deps.notifier.deliver(notificationIds);
  }
  return created;
}
