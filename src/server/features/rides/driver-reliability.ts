import { sql } from 'drizzle-orm';
import { RELIABILITY_DAYS } from '../../../shared/rules/cancellations.ts';
import { now } from '../../clock.ts';
import { type Database, preparedOnce } from '../../db/client.ts';
import { rides } from '../../db/schema.ts';

/** A driver's completed rides and late cancellations over the last RELIABILITY_DAYS. */
export interface Reliability {
  driverCompletedRides: number;
  driverLateCancellations: number;
}

const NONE: Reliability = { driverCompletedRides: 0, driverLateCancellations: 0 };
const since = sql`${sql.placeholder('since')}::timestamptz`;

/**
 * Both figures for a few drivers (a page of search results has at most 20), one row each, read
 * through the two indexes that hold them: (driver, departure) for the rides completed, and the
 * partial (driver, cancelled_at) index of late cancellations. Prepared once per database.
 */
const figures = preparedOnce((db) =>
  db
    .select({
      driverId: sql<string>`d.id`,
      completed: sql<number>`(select count(*)::int from ${rides}
        where ${rides.driverId} = d.id and ${rides.status} = 'completed'
          and ${rides.departureTime} >= ${since} and ${rides.departureTime} <= ${sql.placeholder('now')}::timestamptz)`,
      late: sql<number>`(select count(*)::int from ${rides}
        where ${rides.driverId} = d.id and ${rides.lateCancellation} and ${rides.cancelledAt} >= ${since})`,
    })
    .from(sql`unnest(${sql.placeholder('ids')}::uuid[]) as d(id)`)
    .prepare('driver_reliability'),
);

/**
 * The reliability passengers see of each driver (docs/product-rules.md "Cancelling and
 * reliability"), by driver id; a driver with neither figure reads as zeros. Works in a
 * transaction too.
 */
export async function reliabilityOf(
  db: Database,
  driverIds: readonly string[],
): Promise<(driverId: string) => Reliability> {
  const ids = [...new Set(driverIds)];
  if (ids.length === 0) return () => NONE;
  const at = now();
  const rows = await figures(db).execute({
    ids,
    since: new Date(at.getTime() - RELIABILITY_DAYS * 86_400_000).toISOString(),
    now: at.toISOString(),
  });
  const byDriver = new Map(
    rows.map((row) => [
      row.driverId,
      { driverCompletedRides: Number(row.completed), driverLateCancellations: Number(row.late) },
    ]),
  );
  return (driverId) => byDriver.get(driverId) ?? NONE;
}

/** How long search keeps a driver's figures: a 90-day count hardly moves in a minute. */
const KEPT_MS = 60_000;
/** Drivers kept per database before the cache starts again (a few MB at most). */
const KEPT_DRIVERS = 20_000;
const kept = new WeakMap<Database, Map<string, { until: number; figures: Reliability }>>();

/**
 * reliabilityOf for search, which runs far more often than anything else: each driver's figures
 * are kept a minute (by the server's clock) in this process, so a busy corridor's drivers cost
 * the search nothing after its first page; only the drivers not kept are read.
 */
export async function keptReliabilityOf(
  db: Database,
  driverIds: readonly string[],
): Promise<(driverId: string) => Reliability> {
  let drivers = kept.get(db);
  if (!drivers || drivers.size > KEPT_DRIVERS) {
    drivers = new Map();
    kept.set(db, drivers);
  }
  const at = now().getTime();
  const missing = driverIds.filter((id) => (drivers.get(id)?.until ?? 0) <= at);
  if (missing.length > 0) {
    const read = await reliabilityOf(db, missing);
    for (const id of new Set(missing)) drivers.set(id, { until: at + KEPT_MS, figures: read(id) });
  }
  const known = drivers;
  return (driverId) => known.get(driverId)?.figures ?? NONE;
}
