import { and, asc, eq, gt, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import { SEARCH_WINDOW_MINUTES } from '../../../shared/schemas/rides.ts';
import type { Database } from '../../db/client.ts';
import { scheduledCommutes } from '../../db/schema.ts';
import { selectRides, toScheduledTrip } from './ride-views.ts';

export interface RideSearch {
  pickupLatitude: number;
  pickupLongitude: number;
  destinationLatitude: number;
  destinationLongitude: number;
  departureDate: string;
  /** Kilometres. */
  maxDistance: number;
  maxResults: number;
}

const p = (name: string) => sql.placeholder(name);

/** "Within r metres of this point", answered by the GiST index first (the box), then exactly. */
function within(latColumn: SQL.Aliased | unknown, lngColumn: unknown, lat: string, lng: string) {
  const point = sql`ll_to_earth(${p(lat)}::float8, ${p(lng)}::float8)`;
  const column = sql`ll_to_earth(${latColumn}, ${lngColumn})`;
  return sql`(earth_box(${point}, ${p('metres')}::float8) @> ${column} and earth_distance(${point}, ${column}) <= ${p('metres')}::float8)`;
}

function prepareSearch(db: Database) {
  return selectRides(db)
    .where(
      and(
        eq(scheduledCommutes.status, 'active'),
        within(
          scheduledCommutes.pickupLatitude,
          scheduledCommutes.pickupLongitude,
          'pickupLat',
          'pickupLng',
        ),
        within(
          scheduledCommutes.destinationLatitude,
          scheduledCommutes.destinationLongitude,
          'destinationLat',
          'destinationLng',
        ),
        gte(scheduledCommutes.departureTime, sql`${p('from')}::timestamptz`),
        lte(scheduledCommutes.departureTime, sql`${p('to')}::timestamptz`),
        gt(scheduledCommutes.departureTime, sql`now()`),
        ne(scheduledCommutes.driverId, sql`${p('passengerId')}::uuid`),
      ),
    )
    .orderBy(asc(scheduledCommutes.departureTime), asc(scheduledCommutes.id))
    .limit(p('limit'))
    .prepare('search_rides');
}

// One prepared statement per database handle: the server plans the search once, not per request.
const prepared = new WeakMap<Database, ReturnType<typeof prepareSearch>>();

/** Nobody: lets a search by no particular person exclude no one's rides. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Active rides of other drivers that start within the radius of the passenger's pickup and end
 * within it of their destination, leaving from 30 minutes before to 3 hours after the asked
 * time and not in the past, earliest first. Full rides are included (shown 'Fully Booked').
 */
export async function searchRides(db: Database, search: RideSearch, passengerId: string | null) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareSearch(db);
    prepared.set(db, statement);
  }
  const asked = new Date(search.departureDate).getTime();
  const rows = await statement.execute({
    pickupLat: search.pickupLatitude,
    pickupLng: search.pickupLongitude,
    destinationLat: search.destinationLatitude,
    destinationLng: search.destinationLongitude,
    metres: search.maxDistance * 1000,
    from: new Date(asked - SEARCH_WINDOW_MINUTES.before * 60_000).toISOString(),
    to: new Date(asked + SEARCH_WINDOW_MINUTES.after * 60_000).toISOString(),
    passengerId: passengerId ?? NOBODY,
    limit: search.maxResults,
  });
  return rows.map(toScheduledTrip);
}
