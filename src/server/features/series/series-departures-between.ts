import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rides } from '../../db/schema.ts';
import { departureOn } from './series-dates.ts';

/** Every departure of a series (any status) on the Nairobi dates `from` to `until`, inclusive. */
export function seriesDeparturesBetween(
  tx: Database,
  seriesId: string,
  from: string,
  until: string,
) {
  return tx
    .select()
    .from(rides)
    .where(
      and(
        eq(rides.seriesId, seriesId),
        gte(rides.departureTime, departureOn(from, 0)),
        lt(rides.departureTime, departureOn(until, 24 * 60)),
      ),
    )
    .orderBy(asc(rides.departureTime));
}
