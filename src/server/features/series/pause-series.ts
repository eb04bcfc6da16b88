import { SERIES_PAUSE_MAX_DAYS } from '../../../shared/rules/commute.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { cancelDepartures } from './cancel-departures.ts';
import { changeSeries, type SeriesDeps } from './change-series.ts';
import type { Series } from './insert-departures.ts';
import { restorePausedDepartures } from './restore-paused-departures.ts';
import { daysBetween, nairobiDateOf } from './series-dates.ts';
import { seriesDeparturesBetween } from './series-departures-between.ts';

/**
 * The driver pauses the series for a holiday, Nairobi dates `from` to `until` inclusive: every
 * departure inside is cancelled and refunded, and the extension job makes none there. A new
 * holiday replaces the one set before (whose departures outside the new one come back, as on
 * resume).
 */
export function pauseSeries(
  deps: SeriesDeps,
  driverId: string,
  seriesId: string,
  holiday: { from: string; until: string },
) {
  const { from, until } = holiday;
  const length = daysBetween(from, until) + 1;
  if (from < nairobiDateOf(now()) || length < 1 || length > SERIES_PAUSE_MAX_DAYS) {
    throw new AppError('series_pause_invalid', { maxDays: SERIES_PAUSE_MAX_DAYS });
  }
  return changeSeries(deps, driverId, seriesId, async (tx: Database, series: Series) => {
    const inside = await seriesDeparturesBetween(tx, series.id, from, until);
    const cancelled = await cancelDepartures(
      tx,
      inside.map((ride) => ride.id),
      deps.publicUrl,
    );
    await restorePausedDepartures(tx, series, deps.settings, { from, until });
    return { update: { pausedFrom: from, pausedUntil: until }, cancelled };
  });
}
