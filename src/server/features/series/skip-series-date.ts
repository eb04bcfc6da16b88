import { nairobiWeekday } from '../../../shared/geo.ts';
import { now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { cancelDepartures } from './cancel-departures.ts';
import { changeSeries, type SeriesDeps } from './change-series.ts';
import { departureOn, nairobiDateOf } from './series-dates.ts';
import { seriesDeparturesBetween } from './series-departures-between.ts';

/**
 * The driver skips one Nairobi date: its departure is cancelled (bookings refunded, passengers
 * texted) and the date is remembered so the extension job never makes it again. A date may be
 * skipped ahead of the 4 weeks too, as long as the series would run that day. Skipping a date
 * twice refunds nobody twice.
 */
export function skipSeriesDate(deps: SeriesDeps, driverId: string, seriesId: string, date: string) {
  return changeSeries(deps, driverId, seriesId, async (tx, series) => {
    const departures = await seriesDeparturesBetween(tx, series.id, date, date);
    const runsThatDay = series.weekdays.includes(nairobiWeekday(departureOn(date, 12 * 60)));
    if (date < nairobiDateOf(now()) || (departures.length === 0 && !runsThatDay)) {
      throw new AppError('series_date_not_found');
    }
    const gone = departures.filter(
      (ride) =>
        ride.status === 'in_progress' ||
        ride.status === 'completed' ||
        (ride.status === 'active' && ride.departureTime.getTime() <= now().getTime()),
    );
    if (gone.length > 0) throw new AppError('ride_departed');
    const cancelled = await cancelDepartures(
      tx,
      departures.map((ride) => ride.id),
      deps.publicUrl,
    );
    const skippedDates = series.skippedDates.includes(date)
      ? series.skippedDates
      : [...series.skippedDates, date].sort();
    return { update: { skippedDates }, cancelled };
  });
}
