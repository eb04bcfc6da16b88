import { changeSeries, type SeriesDeps } from './change-series.ts';
import { restorePausedDepartures } from './restore-paused-departures.ts';

/**
 * The driver lifts the holiday: the departures it cancelled in the coming 4 weeks are made again
 * (their bookings are not: passengers booked afresh are never charged without acting). Resuming a
 * series with no holiday changes nothing.
 */
export function resumeSeries(deps: SeriesDeps, driverId: string, seriesId: string) {
  return changeSeries(deps, driverId, seriesId, async (tx, series) => {
    await restorePausedDepartures(tx, series, deps.settings);
    return {
      update: { pausedFrom: null, pausedUntil: null },
      cancelled: { cancelledRides: 0, refundedBookings: 0, notificationIds: [], latePayouts: [] },
    };
  });
}
