import { and, eq } from 'drizzle-orm';
import type { RideSeries } from '../../../shared/schemas/commute.ts';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rideSeries } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CostSharingSettings } from '../cost-sharing/cost-sharing-deps.ts';
import type { Notifier } from '../notifications/notify.ts';
import { sendLatePayouts } from '../payouts/pay-after-deletion.ts';
import type { PayoutDeps } from '../payouts/payouts.ts';
import type { CancelledDepartures } from './cancel-departures.ts';
import type { Series } from './insert-departures.ts';
import { seriesView } from './series-view.ts';

export interface SeriesDeps {
  db: Database;
  notifier: Notifier;
  /** Where people reach Pamoja: the SMS of a cancelled departure links to its alternatives. */
  publicUrl?: string;
  /** Pays on money that a cancellation returns to a closed account (docs/product-rules.md, Money). */
  payouts: PayoutDeps;
  /** What departures made again on a resume keep to: the car's cost and the daily limit. */
  settings: Pick<CostSharingSettings, 'carCostPerKm' | 'maxRidesPerDay'>;
}

export interface SeriesChange {
  /** What to store on the series row. */
  update: Partial<
    Pick<Series, 'status' | 'endedAt' | 'skippedDates' | 'pausedFrom' | 'pausedUntil'>
  >;
  cancelled: CancelledDepartures;
}

/**
 * One change of a series by its driver, in one transaction: the series row is locked (so two
 * changes, or a change and the extension job, take turns), someone else's series is as absent as
 * a missing one, an ended series refuses further changes. Passengers of cancelled departures are
 * told after the commit. Answers the series as it is now, with what the change cancelled.
 */
export async function changeSeries(
  deps: SeriesDeps,
  driverId: string,
  seriesId: string,
  change: (tx: Database, series: Series) => Promise<SeriesChange>,
): Promise<{ series: RideSeries; cancelledRides: number; refundedBookings: number }> {
  const { series, cancelled } = await deps.db.transaction(async (tx) => {
    const locked = await lockDriverSeries(tx, driverId, seriesId);
    if (locked.status === 'ended') throw new AppError('series_ended');
    const { update, cancelled } = await change(tx, locked);
    const [series] = await tx
      .update(rideSeries)
      .set({ ...update, updatedAt: sqlNow() })
      .where(eq(rideSeries.id, locked.id))
      .returning();
    if (!series) throw new Error('series vanished');
    return { series, cancelled };
  });
  await deps.notifier.deliver(cancelled.notificationIds);
  await sendLatePayouts(deps.payouts, cancelled.latePayouts);
  return {
    series: await seriesView(deps.db, series),
    cancelledRides: cancelled.cancelledRides,
    refundedBookings: cancelled.refundedBookings,
  };
}

/** The driver's own series, locked for this transaction; anyone else's is not found. */
export async function lockDriverSeries(tx: Database, driverId: string, seriesId: string) {
  const [series] = await tx
    .select()
    .from(rideSeries)
    .where(and(eq(rideSeries.id, seriesId), eq(rideSeries.driverId, driverId)))
    .for('update');
  if (!series) throw new AppError('series_not_found');
  return series;
}
