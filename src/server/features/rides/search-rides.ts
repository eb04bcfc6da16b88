import { and, asc, between, eq, gt, ne, Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SEARCH_WINDOW_MINUTES } from '../../../shared/rules/rides.ts';
import { now } from '../../clock.ts';
import { type Database, preparedArrays, queryRows } from '../../db/client.ts';
import { rides, users, vehicles } from '../../db/schema.ts';
import { keptReliabilityOf, reliabilityOf } from './driver-reliability.ts';
import { driverPublicName, toScheduledTrip } from './ride-views.ts';
import { boundingBox, chordSquared, unitVector } from './search-box.ts';

export interface RideSearch {
  pickupLatitude: number;
  pickupLongitude: number;
  destinationLatitude: number;
  destinationLongitude: number;
  departureDate: string;
  /** Kilometres. */
  maxDistance: number;
  maxResults: number;
  /** Only rides with at least this many seats left (USSD lists only rides one can book); 0: all. */
  minSeats?: number;
}

const p = (name: string) => sql.placeholder(name);
const c = rides;
const driver = alias(users, 'driver');

/** The ride's two ends as the search index of migration 0007 holds them, spelled exactly alike. */
const ends = sql`cube(array[${c.pickupLatitude}, ${c.pickupLongitude}, ${c.destinationLatitude}, ${c.destinationLongitude}])`;
/** The bounding boxes of both circles (see search-box.ts). */
const endsBox = sql`cube(
  array[${p('pickupMinLat')}::float8, ${p('pickupMinLng')}::float8, ${p('destinationMinLat')}::float8, ${p('destinationMinLng')}::float8],
  array[${p('pickupMaxLat')}::float8, ${p('pickupMaxLng')}::float8, ${p('destinationMaxLat')}::float8, ${p('destinationMaxLng')}::float8])`;
const from = sql`${p('from')}::timestamptz`;

/**
 * Exactly within r metres of the point (the box above only narrows the candidates): the chord
 * between the ride's end and the point on the unit sphere, against the chord of r (search-box.ts).
 * Plain arithmetic; earth_distance built three cubes per row and cost four times the whole scan.
 */
function within(lat: unknown, lng: unknown, point: 'pickup' | 'destination') {
  const [x, y, z] = (['X', 'Y', 'Z'] as const).map((axis) => sql`${p(`${point}${axis}`)}::float8`);
  return sql`power(cos(radians(${lat})) * cos(radians(${lng})) - ${x}, 2)
    + power(cos(radians(${lat})) * sin(radians(${lng})) - ${y}, 2)
    + power(sin(radians(${lat})) - ${z}, 2) <= ${p('chordSquared')}::float8`;
}

/**
 * The search query, its values left as named placeholders (see searchValues). The inner query
 * finds the rides, earliest first straight from the index (`<->` from the window's start is a
 * GiST nearest-first scan, which stops at the limit instead of collecting and sorting every
 * candidate), reading only what a result shows; the outer one adds those few rides' drivers and
 * vehicles.
 */
export function searchQuery(db: Database) {
  const ride = db
    .select({
      id: c.id,
      driverId: c.driverId,
      vehicleId: c.vehicleId,
      pickupAddress: c.pickupAddress,
      pickupLatitude: c.pickupLatitude,
      pickupLongitude: c.pickupLongitude,
      destinationAddress: c.destinationAddress,
      destinationLatitude: c.destinationLatitude,
      destinationLongitude: c.destinationLongitude,
      departureTime: c.departureTime,
      estimatedDuration: c.estimatedDuration,
      totalDistance: c.totalDistance,
      pricePerSeat: c.pricePerSeat,
      availableSeats: c.availableSeats,
      bookedSeats: c.bookedSeats,
      notes: c.notes,
      seriesId: c.seriesId,
      approvalRequired: c.approvalRequired,
    })
    .from(c)
    .where(
      and(
        // A literal, not a parameter: the index covers active rides only, and a generic plan
        // may use it only if the statement itself says 'active'.
        sql`${c.status} = 'active'`,
        between(c.departureTime, from, sql`${p('to')}::timestamptz`),
        sql`${ends} <@ ${endsBox}`,
        within(c.pickupLatitude, c.pickupLongitude, 'pickup'),
        within(c.destinationLatitude, c.destinationLongitude, 'destination'),
        gt(c.departureTime, sql`${p('now')}::timestamptz`),
        ne(c.driverId, sql`${p('passengerId')}::uuid`),
        sql`${c.availableSeats} >= ${p('minSeats')}::int`,
      ),
    )
    .orderBy(sql`${c.departureTime} <-> ${from}`)
    .limit(p('limit'))
    .as('ride');
  return db
    .select({ ride: rideSeen(ride), driver: driverSeen, vehicle: vehicleSeen })
    .from(ride)
    .innerJoin(driver, eq(driver.id, ride.driverId))
    .innerJoin(vehicles, eq(vehicles.id, ride.vehicleId))
    .orderBy(asc(ride.departureTime), asc(ride.id));
}

/** What a result shows of its ride, its driver and its vehicle: the query's columns, in order. */
const rideSeen = <T extends Record<(typeof RIDE_KEYS)[number], unknown>>(ride: T) =>
  Object.fromEntries(RIDE_KEYS.map((key) => [key, ride[key]])) as Pick<
    T,
    (typeof RIDE_KEYS)[number]
  >;
const RIDE_KEYS = [
  'id',
  'pickupAddress',
  'pickupLatitude',
  'pickupLongitude',
  'destinationAddress',
  'destinationLatitude',
  'destinationLongitude',
  'departureTime',
  'estimatedDuration',
  'totalDistance',
  'pricePerSeat',
  'availableSeats',
  'bookedSeats',
  'notes',
  'seriesId',
  'driverId',
  'approvalRequired',
] as const;
const driverSeen = {
  fullName: driverPublicName(driver),
  rating: driver.rating,
  totalRatings: driver.totalRatings,
  profilePictureUrl: driver.profilePictureUrl,
};
const vehicleSeen = {
  make: vehicles.make,
  model: vehicles.model,
  color: vehicles.color,
  licensePlate: vehicles.licensePlate,
  photoUrl: vehicles.photoUrl,
};
const DRIVER_KEYS = Object.keys(driverSeen);
const VEHICLE_KEYS = Object.keys(vehicleSeen);
type SearchRow = Awaited<ReturnType<ReturnType<typeof searchQuery>['execute']>>[number];

/**
 * Puts the values of one row (in the query's order: RIDE_KEYS, then the driver's and the
 * vehicle's) back under their names, as drizzle would. Written out as object literals, so every
 * row has the same shape and each store is a plain one (a loop over the key lists stored through
 * a megamorphic lookup per field, for every row of every search); the check below keeps the
 * positions in step with the lists.
 */
function toSearchRow(v: unknown[]): SearchRow {
  return {
    ride: {
      id: v[0],
      pickupAddress: v[1],
      pickupLatitude: v[2],
      pickupLongitude: v[3],
      destinationAddress: v[4],
      destinationLatitude: v[5],
      destinationLongitude: v[6],
      departureTime: v[7],
      estimatedDuration: v[8],
      totalDistance: v[9],
      pricePerSeat: v[10],
      availableSeats: v[11],
      bookedSeats: v[12],
      notes: v[13],
      seriesId: v[14],
      driverId: v[15],
      approvalRequired: v[16],
    },
    driver: { fullName: v[17], rating: v[18], totalRatings: v[19], profilePictureUrl: v[20] },
    vehicle: { make: v[21], model: v[22], color: v[23], licensePlate: v[24], photoUrl: v[25] },
  } as SearchRow;
}

// Each name must sit at its column's position: read a row of positions back and compare.
{
  const columns = [...RIDE_KEYS, ...DRIVER_KEYS, ...VEHICLE_KEYS];
  const { ride, driver, vehicle } = toSearchRow(columns.map((_, at) => at));
  const read = [ride, driver, vehicle].flatMap((part) => Object.entries(part));
  if (read.length !== columns.length || read.some(([name, at]) => columns[Number(at)] !== name)) {
    throw new Error("toSearchRow does not follow the search query's columns");
  }
}

const searchStatement = preparedArrays('search_rides', searchQuery);

/** Nobody: lets a search by no particular person exclude no one's rides. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Active rides of other drivers that start within the radius of the passenger's pickup and end
 * within it of their destination, leaving from 30 minutes before to 3 hours after the asked
 * time and not in the past, earliest first. Full rides are included (shown 'Fully Booked').
 * Each carries its driver's reliability, read by a second query over the page's drivers not
 * read in the last minute (driver-reliability.ts): the search itself stays one index scan.
 */
export async function searchRides(db: Database, search: RideSearch, passengerId: string | null) {
  const values = searchValues(search, passengerId);
  // A window wholly in the past holds no ride, nor one past the year 9999, which PostgreSQL
  // cannot read in the form JavaScript writes it (+010000-01-01T...).
  if (Date.parse(values.to) <= Date.parse(values.now) || !/^\d{4}-/.test(values.to)) return [];
  const rows = (await searchStatement(db, values)).map(toSearchRow);
  const reliability = await keptReliabilityOf(
    db,
    rows.map((row) => row.ride.driverId),
  );
  return rows.map((row) => toScheduledTrip(row, reliability(row.ride.driverId)));
}

/**
 * The search rule between two instants (`from` to `to`, earliest first) instead of around an
 * asked time, with reliability: the alternatives to a ride its driver cancelled. Unprepared, so
 * it runs inside a transaction too (a driver's cancellation names the best alternative in the
 * notification it writes).
 */
export async function searchRidesBetween(
  db: Database,
  search: Omit<RideSearch, 'departureDate'>,
  window: { from: Date; to: Date },
  passengerId: string | null,
) {
  const values = {
    ...searchValues({ ...search, departureDate: window.from.toISOString() }, passengerId),
    from: window.from.toISOString(),
    to: window.to.toISOString(),
  };
  if (window.to.getTime() <= now().getTime()) return [];
  const rows = await searchQuery(db).execute(values);
  const reliability = await reliabilityOf(
    db,
    rows.map((row) => row.ride.driverId),
  );
  return rows.map((row) => ({
    trip: toScheduledTrip(row, reliability(row.ride.driverId)),
    driverId: row.ride.driverId,
  }));
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
  const pickupVector = unitVector({
    latitude: search.pickupLatitude,
    longitude: search.pickupLongitude,
  });
  const destinationVector = unitVector({
    latitude: search.destinationLatitude,
    longitude: search.destinationLongitude,
  });
  return {
    pickupMinLat: pickupBox.minLatitude,
    pickupMaxLat: pickupBox.maxLatitude,
    pickupMinLng: pickupBox.minLongitude,
    pickupMaxLng: pickupBox.maxLongitude,
    destinationMinLat: destinationBox.minLatitude,
    destinationMaxLat: destinationBox.maxLatitude,
    destinationMinLng: destinationBox.minLongitude,
    destinationMaxLng: destinationBox.maxLongitude,
    pickupX: pickupVector.x,
    pickupY: pickupVector.y,
    pickupZ: pickupVector.z,
    destinationX: destinationVector.x,
    destinationY: destinationVector.y,
    destinationZ: destinationVector.z,
    chordSquared: chordSquared(metres),
    from: from.toISOString(),
    to: to.toISOString(),
    passengerId: passengerId ?? NOBODY,
    limit: search.maxResults,
    minSeats: search.minSeats ?? 0,
    now: now().toISOString(),
  };
}

/**
 * EXPLAIN ANALYZE of the search statement as the server runs it: prepared, with the generic plan
 * a prepared statement settles on. For the benchmark and the test that keep the index in use.
 */
export async function explainSearch(db: Database, search: RideSearch): Promise<string[]> {
  const query = searchQuery(db).toSQL();
  const values: Record<string, unknown> = searchValues(search, null);
  const literal = (v: unknown) =>
    typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
  const args = query.params.map((v) => literal(v instanceof Placeholder ? values[v.name] : v));
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare explain_search as ${query.sql}`));
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      tx,
      sql.raw(`explain (analyze, buffers, costs off) execute explain_search(${args.join(', ')})`),
    );
    await tx.execute(sql.raw('deallocate explain_search'));
    return rows.map((row) => row['QUERY PLAN']);
  });
}
