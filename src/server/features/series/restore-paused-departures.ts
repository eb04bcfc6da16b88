import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { insertDepartures, type Series } from './insert-departures.ts';
import { dueDepartures, isPaused, nairobiDateOf } from './series-dates.ts';

/**
 * When a holiday is lifted (resume, or replaced by another), the departures it cancelled come
 * back for the dates of the 4 weeks ahead it covered (beyond them the extension job makes them as
 * usual). The job itself never refills a time that had a departure, so this is the one place that
 * does: every due time of the old holiday without a live departure gets a new one. (A departure
 * the driver had cancelled on its own inside the holiday comes back too; a skipped date never.)
 */
export async function restorePausedDepartures(
  tx: Database,
  series: Series,
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
  return insertDepartures(tx, series, due);
}
