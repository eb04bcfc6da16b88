// Ride-alert matching: `node --import tsx bench/alerts.ts` (PostgreSQL) or `--db pglite`.
// Seeds 100,000 ride alerts (`--alerts`) of 10,000 passengers on Nairobi's commuter corridors,
// both ways, ends scattered up to ~1 km around real stops, radii of 2-10 km, times at commuting
// hours, mostly weekdays. Then a driver posts a recurring ride on the busiest kind of corridor,
// Ruiru to Kencom at 07:30 every weekday for 4 weeks (20 departures), `--runs` times: each run
// is createRides with its alert matching, in its one transaction, as the route calls it. Prints
// each run's time and how many people it told, then the median [min-max] of the runs;
// `--json <file>` appends them for `npm run bench:report`. Asserts nothing. `--against` does not
// apply: createRides runs in this process, this checkout's function, with no server to start
// from another revision.
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { createMapsAnswers } from '../src/server/features/places/maps-answers.ts';
import { createRides } from '../src/server/features/rides/create-rides.ts';
import {
  atNairobiTime,
  createDriver,
  createVehicle,
  nairobiWeekday,
} from '../tests/factories/index.ts';
import { adminQuery, benchDatabaseUrl } from './bench-server.ts';
import { createFigures, HARNESS_OPTIONS, printMachine } from './harness.ts';
import { refuseAgainst } from './revisions.ts';
import { corridors, place } from './seed-rides.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    alerts: { type: 'string', default: '100000' },
    ...HARNESS_OPTIONS,
  },
});
refuseAgainst(
  'alerts',
  values.against,
  'createRides and its matching are measured in this process, functions of this checkout (no server)',
);
const ALERTS = Number(values.alerts);
const benchUrl = benchDatabaseUrl('pamoja_alerts_bench');
const PGLITE_DIR = '/tmp/pamoja-alerts-bench-pglite';

async function open(): Promise<DatabaseHandle> {
  if (values.db === 'pglite') {
    await rm(PGLITE_DIR, { recursive: true, force: true });
    return openDatabase({ kind: 'pglite', dataDir: PGLITE_DIR });
  }
  await adminQuery('drop database if exists pamoja_alerts_bench with (force)');
  await adminQuery('create database pamoja_alerts_bench');
  return openDatabase({ kind: 'postgres', url: benchUrl, poolSize: 4 });
}

/** 10 alerts a passenger (the most anyone may keep), written in bulk by the database itself. */
/**
 * A fixed pseudo-random number in [0, 1) for alert i and draw k: every run, on either database,
 * seeds the same alerts (random() would make each run's figures of a different set).
 */
const rnd = (k: number) => sql.raw(`(abs(hashint4(i * 16 + ${k}))::float8 / 2147483648)`);

async function seedAlerts(database: DatabaseHandle, count: number) {
  const db = database.db;
  const people = Math.ceil(count / 10);
  const list = (numbers: number[]) =>
    sql.raw(`array[${numbers.map((v) => v.toFixed(6)).join(',')}]::float8[]`);
  await db.execute(sql`insert into users (phone_number, full_name)
    select '+2541' || lpad(i::text, 8, '0'), 'Bench Passenger ' || i from generate_series(1, ${people}) i`);
  await db.execute(sql`
    with corridor as (
      select ${list(corridors.map((c) => c.home.latitude))} as hlat, ${list(corridors.map((c) => c.home.longitude))} as hlng,
             ${list(corridors.map((c) => c.work.latitude))} as wlat, ${list(corridors.map((c) => c.work.longitude))} as wlng
    ),
    people as (select array_agg(id order by id) as ids from users where full_name like 'Bench Passenger %'),
    picks as (
      select i, 1 + (i % ${corridors.length}) as c, (${rnd(1)} < 0.5) as inbound,
             1 + (i % ${people}) as p, (${rnd(2)} * 0.018 - 0.009) as j1, (${rnd(3)} * 0.018 - 0.009) as j2,
             (${rnd(4)} * 0.018 - 0.009) as j3, (${rnd(5)} * 0.018 - 0.009) as j4, ${rnd(6)} as t, ${rnd(7)} as r
      from generate_series(1, ${count}) i
    )
    insert into ride_alerts (user_id, pickup_latitude, pickup_longitude, pickup_address,
      destination_latitude, destination_longitude, destination_address, max_distance,
      departure_minutes, weekdays)
    select o.ids[p.p],
      case when p.inbound then k.hlat[p.c] else k.wlat[p.c] end + p.j1,
      case when p.inbound then k.hlng[p.c] else k.wlng[p.c] end + p.j2, 'Bench pickup',
      case when p.inbound then k.wlat[p.c] else k.hlat[p.c] end + p.j3,
      case when p.inbound then k.wlng[p.c] else k.hlng[p.c] end + p.j4, 'Bench destination',
      (array[2, 5, 5, 5, 10])[1 + floor(p.r * 5)::int],
      -- Mornings 05:30-09:00 inbound, evenings 16:00-20:00 outbound, Nairobi time.
      case when p.inbound then 330 + floor(p.t * 210)::int else 960 + floor(p.t * 240)::int end,
      case when p.r < 0.8 then '{1,2,3,4,5}'::smallint[] when p.r < 0.9 then '{1,3,5}'::smallint[]
           else '{6}'::smallint[] end
    from picks p, corridor k, people o`);
  await db.execute(sql`vacuum analyze`);
}

const database = await open();
const machine = await printMachine(
  values.db === 'pglite' ? { pglite: true } : { postgresUrl: benchUrl },
);
const figures = createFigures(`alerts-${values.db}`, machine, values.json);
try {
  console.log(`ride-alert matching benchmark: ${values.db}, ${ALERTS.toLocaleString('en')} alerts`);
  let started = performance.now();
  await seedAlerts(database, ALERTS);
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const ruiru = place('Ruiru');
  const kencom = place('Kencom');
  const vehicleOwner = await createDriver(database.db);
  const vehicle = await createVehicle(database.db, {
    ownerId: vehicleOwner.id,
    seatingCapacity: 5,
  });
  const [driver] = await database.db.select().from(users).where(eq(users.id, vehicleOwner.id));
  if (!driver) throw new Error('no driver');
  // The next Monday at 07:30, at least a day ahead: 4 weeks of weekdays are 20 departures.
  let daysAhead = 1;
  while (nairobiWeekday(atNairobiTime(new Date(), daysAhead, 7, 30)) !== 1) daysAhead++;
  const input = {
    pickupLocation: { latitude: ruiru.latitude, longitude: ruiru.longitude, address: 'Ruiru' },
    destination: { latitude: kencom.latitude, longitude: kencom.longitude, address: 'Kencom' },
    departureTime: atNairobiTime(new Date(), daysAhead, 7, 30).toISOString(),
    availableSeats: 3,
    // Under the cost-sharing ceiling: 27.9 km of road at KSh 20 is KSh 558 for 3 seats.
    pricePerSeat: 150,
    vehicleId: vehicle.id,
    isRecurring: true,
    recurringDays: [1, 2, 3, 4, 5],
  };

  const [candidates] = await queryRows<{ near: number }>(
    database.db,
    sql`select count(*)::int as near from ride_alerts a
      where earth_box(ll_to_earth(a.pickup_latitude, a.pickup_longitude), a.max_distance::float8 * 1000) @> ll_to_earth(${ruiru.latitude}, ${ruiru.longitude})
        and earth_box(ll_to_earth(a.destination_latitude, a.destination_longitude), a.max_distance::float8 * 1000) @> ll_to_earth(${kencom.latitude}, ${kencom.longitude})`,
  );
  const plan = await queryRows<Record<string, string>>(
    database.db,
    sql`explain select count(*) from ride_alerts a
      where earth_box(ll_to_earth(a.pickup_latitude, a.pickup_longitude), a.max_distance::float8 * 1000) @> ll_to_earth(${ruiru.latitude}, ${ruiru.longitude})
        and earth_box(ll_to_earth(a.destination_latitude, a.destination_longitude), a.max_distance::float8 * 1000) @> ll_to_earth(${kencom.latitude}, ${kencom.longitude})`,
  );
  const usesIndex = plan.some((row) =>
    Object.values(row).join(' ').includes('ride_alerts_match_idx'),
  );
  console.log(
    `alerts whose boxes hold Ruiru and Kencom: ${candidates?.near ?? 0}; the query ${usesIndex ? 'uses' : 'does NOT use'} ride_alerts_match_idx`,
  );

  // No maps key: the road distance is the straight line's estimate. Every run publishes the same
  // 20 departures again, so the daily ride limit is lifted for the benchmark.
  const pricing = {
    maps: null,
    answers: createMapsAnswers(database.db),
    lookups: { spend: async () => {} },
    settings: { carCostPerKm: 20, minRideKm: 2, maxRidesPerDay: 1000 },
  };
  for (let run = 1; run <= Number(values.runs); run++) {
    started = performance.now();
    const { created, notificationIds } = await createRides(database.db, driver, input, {
      publicUrl: 'https://pamoja.example',
      pricing,
      asker: { log: console, spend: async () => {} },
    });
    const ms = performance.now() - started;
    const [told] = await queryRows<{ people: number }>(
      database.db,
      sql`select count(distinct user_id)::int as people from notifications where id = any(${sql.raw(
        `array[${notificationIds.map((id) => `'${id}'`).join(',') || 'null'}]::uuid[]`,
      )})`,
    );
    console.log(
      `run ${run}: ${created.length} departures, ${ms.toFixed(1)} ms, ${notificationIds.length} notifications to ${told?.people ?? 0} people`,
    );
    figures.add('createRides with matching (20 departures)', ms, 'ms', 1);
    figures.add('notifications', notificationIds.length, '', 0);
    figures.add('people told', told?.people ?? 0, '', 0);
  }
  await figures.print();
} finally {
  await database.close();
  if (values.db !== 'pglite')
    await adminQuery('drop database if exists pamoja_alerts_bench with (force)');
}
