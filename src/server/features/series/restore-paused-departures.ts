import { eq } from 'drizzle-orm';
import { carCostKsh } from '../../../shared/rules/cost-sharing.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { CostSharingSettings } from '../cost-sharing/cost-sharing-deps.ts';
import { withinDailyLimit } from '../cost-sharing/daily-ride-limit.ts';
import { assertMayPublish } from '../rides/publishing-suspension.ts';
import { insertDepartures, type Series } from './insert-departures.ts';
import { dueDepartures, isPaused, nairobiDateOf } from './series-dates.ts';

/**
 * When a holiday is lifted (resume, or replaced by another), the departures it cancelled come
 * back for the dates of the 4 weeks ahead it covered (beyond them the extension job makes them as
 * usual). The job itself never refills a time that had a departure, so this is the one place that
 * does: every due time of the old holiday without a live departure gets a new one. (A departure
 * the driver had cancelled on its own inside the holiday comes back too; a skipped date never.)
 *
 * Making them again is publishing (docs/product-rules.md, "Cost sharing and reliability"): a
 * driver suspended for late cancellations is refused (403 `driver_suspended_cancellations`, the
 * holiday stays as it was), a day on which the driver already offers the most departures a day
 * keeps what it has, and each departure keeps the car's cost counted now.
 */
export async function restorePausedDepartures(
  tx: Database,
  series: Series,
  settings: Pick<CostSharingSettings, 'carCostPerKm' | 'maxRidesPerDay'>,
  stillPaused: { from: string; until: string } | null = null,
) {
  if (series.pausedFrom === null || series.pausedUntil === null) return [];
  const wasPaused = (at: Date) => isPaused(series, nairobiDateOf(at));
  const pausedNow = (at: Date) =>
    stillPaused !== null &&
    isPaused(
      { ...series, pausedFrom: stillPaused.from, pausedUntil: stillPaused.until },
      nairobiDateOf(at),
    );
  const due = dueDepartures({ ...series, pausedFrom: null, pausedUntil: null }, now()).filter(
    (at) => wasPaused(at) && !pausedNow(at),
  );
  if (due.length === 0) return [];
  const [driver] = await tx
    .select({ publishingSuspendedUntil: users.publishingSuspendedUntil })
    .from(users)
    .where(eq(users.id, series.driverId));
  assertMayPublish({ publishingSuspendedUntil: driver?.publishingSuspendedUntil ?? null });
  const { kept } = await withinDailyLimit(tx, series.driverId, due, settings.maxRidesPerDay);
  const carCost =
    series.totalDistance === null
      ? series.carCostKsh
      : carCostKsh(series.totalDistance, settings.carCostPerKm);
  return insertDepartures(tx, series, kept, carCost);
}
