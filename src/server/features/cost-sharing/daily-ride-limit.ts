import { and, eq, gte, lt, ne } from 'drizzle-orm';
import { nairobiDayStart } from '../../../shared/geo.ts';
import type { Database } from '../../db/client.ts';
import { rides, users } from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The Nairobi date of an instant, 'YYYY-MM-DD' (UTC+3 all year). */
const nairobiDateOf = (at: Date) =>
  new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * Which of a driver's new departures fit the daily limit (docs/product-rules.md, "Cost sharing and
 * reliability"): at most `limit` departures a Nairobi day that are not cancelled, single,
 * recurring and series departures alike, those already offered first. Answers the departures kept,
 * in order, and the Nairobi dates ('YYYY-MM-DD') where some did not fit.
 *
 * Takes the driver's row lock for the rest of the transaction, so two rides published at once (or
 * a ride and the series job) count one after the other and never pass the limit together.
 */
export async function withinDailyLimit(
  tx: Database,
  driverId: string,
  departures: Date[],
  limit: number,
): Promise<{ kept: Date[]; crowdedDates: string[] }> {
  if (departures.length === 0) return { kept: [], crowdedDates: [] };
  await tx.select({ id: users.id }).from(users).where(eq(users.id, driverId)).for('update');
  const times = departures.map((d) => d.getTime());
  const from = nairobiDayStart(new Date(Math.min(...times)));
  const until = new Date(nairobiDayStart(new Date(Math.max(...times))).getTime() + DAY_MS);
  const offered = await tx
    .select({ departureTime: rides.departureTime })
    .from(rides)
    .where(
      and(
        eq(rides.driverId, driverId),
        ne(rides.status, 'cancelled'),
        gte(rides.departureTime, from),
        lt(rides.departureTime, until),
      ),
    );
  const perDay = new Map<string, number>();
  for (const { departureTime } of offered) {
    const day = nairobiDateOf(departureTime);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const kept: Date[] = [];
  const crowded = new Set<string>();
  for (const departure of departures) {
    const day = nairobiDateOf(departure);
    const count = perDay.get(day) ?? 0;
    if (count >= limit) crowded.add(day);
    else {
      perDay.set(day, count + 1);
      kept.push(departure);
    }
  }
  return { kept, crowdedDates: [...crowded].sort() };
}
