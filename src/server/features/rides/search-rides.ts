import { and, asc, gt, ne, sql } from 'drizzle-orm';
import { SEARCH_WINDOW_MINUTES } from '../../../shared/schemas/rides.ts';
import type { Database } from '../../db/client.ts';
import { scheduledCommutes } from '../../db/schema.ts';
import { selectRides, toScheduledTrip } from './ride-views.ts';
import { boundingBox } from './search-box.ts';

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
const c = scheduledCommutes;

/**
 * The ride's point in the search index of migration 0007: both ends and the departure day. The
 * query must spell it exactly as the index does for PostgreSQL to use the index.
 */
const searchKey = sql`cube(array[${c.pickupLatitude}, ${c.pickupLongitude}, ${c.destinationLatitude}, ${c.destinationLongitude}, ride_departure_day(${c.departureTime})])`;
/**
 * Both circles' bounding boxes and the departure window. The window is exact, not a bound: the
 * same function turns the ride's time and the window's edges into days (monotonic, and distinct
 * to the microsecond), and a cube's containment includes its edges.
 */
const searchBox = sql`cube(
  array[${p('pickupMinLat')}::float8, ${p('pickupMinLng')}::float8, ${p('destinationMinLat')}::float8, ${p('destinationMinLng')}::float8, ride_departure_day(${p('from')}::timestamptz)],
  array[${p('pickupMaxLat')}::float8, ${p('pickupMaxLng')}::float8, ${p('destinationMaxLat')}::float8, ${p('destinationMaxLng')}::float8, ride_departure_day(${p('to')}::timestamptz)])`;

/** Exactly within r metres of the point (the box above only narrows the candidates). */
function within(lat: unknown, lng: unknown, pointLat: string, pointLng: string) {
  return sql`earth_distance(ll_to_earth(${p(pointLat)}::float8, ${p(pointLng)}::float8), ll_to_earth(${lat}, ${lng})) <= ${p('metres')}::float8`;
}

/**
 * The search query, its values left as named placeholders (see searchValues). The inner query
 * finds the ride ids, earliest first straight from the index (`~> 9` orders by the key's 5th
 * coordinate, the departure day: a GiST nearest-first scan that stops at the limit instead of
 * collecting and sorting every candidate); the outer one adds drivers and vehicles to those few.
 */
export function searchQuery(db: Database) {
  const earliest = db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        // A literal, not a parameter: the index covers active rides only, and a generic plan
        // may use it only if the statement itself says 'active'.
        sql`${c.status} = 'active'`,
        sql`${searchKey} <@ ${searchBox}`,
        within(c.pickupLatitude, c.pickupLongitude, 'pickupLat', 'pickupLng'),
        within(c.destinationLatitude, c.destinationLongitude, 'destinationLat', 'destinationLng'),
        gt(c.departureTime, sql`now()`),
        ne(c.driverId, sql`${p('passengerId')}::uuid`),
      ),
    )
    .orderBy(sql`${searchKey} ~> 9`)
    .limit(p('limit'));
  return selectRides(db)
    .where(sql`${c.id} = any(array(${earliest}))`)
    .orderBy(asc(c.departureTime), asc(c.id));
}

const prepareSearch = (db: Database) => searchQuery(db).prepare('search_rides');

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
  const rows = await statement.execute(searchValues(search, passengerId));
  return rows.map(toScheduledTrip);
}

/** The values of searchQuery's placeholders for one search. */
export function searchValues(search: RideSearch, passengerId: string | null) {
  const asked = new Date(search.departureDate).getTime();
  const from = new Date(asked - SEARCH_WINDOW_MINUTES.before * 60_000);
  const to = new Date(asked + SEARCH_WINDOW_MINUTES.after * 60_000);
  const metres = search.maxDistance * 1000;
  const pickupBox = boundingBox(
    { latitude: search.pickupLatitude, longitude: search.pickupLongitude },
    metres,
  );
  const destinationBox = boundingBox(
    { latitude: search.destinationLatitude, longitude: search.destinationLongitude },
    metres,
  );
  return {
    pickupMinLat: pickupBox.minLatitude,
    pickupMaxLat: pickupBox.maxLatitude,
    pickupMinLng: pickupBox.minLongitude,
    pickupMaxLng: pickupBox.maxLongitude,
    destinationMinLat: destinationBox.minLatitude,
    destinationMaxLat: destinationBox.maxLatitude,
    destinationMinLng: destinationBox.minLongitude,
    destinationMaxLng: destinationBox.maxLongitude,
    pickupLat: search.pickupLatitude,
    pickupLng: search.pickupLongitude,
    destinationLat: search.destinationLatitude,
    destinationLng: search.destinationLongitude,
    metres,
    from: from.toISOString(),
    to: to.toISOString(),
    passengerId: passengerId ?? NOBODY,
    limit: search.maxResults,
  };
}
