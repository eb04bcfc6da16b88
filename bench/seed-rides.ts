import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import { readPlaces } from '../src/server/db/places/read-places.ts';

/** Where Nairobi's commuters live and work: real stops from the places data. */
const HOMES = [
  'Ruiru',
  'Kiambu Bus Terminus',
  'Thika Town',
  'Ngong Town',
  'Karen',
  'Kikuyu Terminus',
  'Juja stage',
  'Githurai',
  'Roysambu',
  'Mlolongo',
  'Syokimau',
  'Kangemi terminus',
  'Kinoo',
  'Adams Arcade',
];
const WORK = [
  'Kencom',
  'Railways',
  'Westlands Stage',
  'Sarit Center',
  'Imara Daima',
  'Dagoretti Corner Stage',
];

export function place(name: string) {
  const found = readPlaces().find((p) => p.name.toLowerCase() === name.toLowerCase());
  if (!found) throw new Error(`no place named ${name}`);
  return found;
}

export const corridors = HOMES.flatMap((home) =>
  WORK.map((work) => ({ home: place(home), work: place(work) })),
);

/**
 * Fills an empty database with `rides` rides over the next `days` days on the corridors, both
 * ways, with ends scattered up to ~1 km around the stops and departures at commuting hours,
 * written in bulk by the database itself.
 */
export async function seedRides(db: Database, rides: number, days = 30): Promise<void> {
  const drivers = Math.max(100, Math.round(rides / 200));
  const list = (values: number[]) =>
    sql.raw(`array[${values.map((v) => v.toFixed(6)).join(',')}]::float8[]`);
  await db.execute(sql`insert into users (phone_number, full_name, is_driver, is_verified, rating, total_ratings)
    select '+2547' || lpad(i::text, 8, '0'), 'Bench Driver ' || i, true, true, 4 + random(), 20
    from generate_series(1, ${drivers}) i`);
  await db.execute(sql`insert into vehicles (owner_id, make, model, year, color, license_plate, seating_capacity)
    select id, 'Toyota', 'Fielder', 2016, 'Silver', 'KBN ' || lpad((row_number() over ())::text, 6, '0'), 5
    from users where full_name like 'Bench Driver %'`);
  await db.execute(sql`
    with corridor as (
      select ${list(corridors.map((c) => c.home.latitude))} as hlat, ${list(corridors.map((c) => c.home.longitude))} as hlng,
             ${list(corridors.map((c) => c.work.latitude))} as wlat, ${list(corridors.map((c) => c.work.longitude))} as wlng
    ),
    fleet as (select array_agg(id order by id) as vehicle_ids, array_agg(owner_id order by id) as driver_ids from vehicles),
    picks as (
      select i, 1 + (i % ${corridors.length}) as c, (i % 2 = 0) as inbound,
             1 + (i % ${drivers}) as d, (random() * 0.018 - 0.009) as j1, (random() * 0.018 - 0.009) as j2,
             (random() * 0.018 - 0.009) as j3, (random() * 0.018 - 0.009) as j4,
             floor(random() * ${days})::int as day, random() as t
      from generate_series(1, ${rides}) i
    )
    insert into scheduled_commutes (driver_id, vehicle_id, pickup_latitude, pickup_longitude, pickup_address,
      destination_latitude, destination_longitude, destination_address, departure_time, available_seats,
      price_per_seat, total_distance, estimated_duration)
    select f.driver_ids[p.d], f.vehicle_ids[p.d],
      case when p.inbound then k.hlat[p.c] else k.wlat[p.c] end + p.j1,
      case when p.inbound then k.hlng[p.c] else k.wlng[p.c] end + p.j2, 'Bench pickup',
      case when p.inbound then k.wlat[p.c] else k.hlat[p.c] end + p.j3,
      case when p.inbound then k.wlng[p.c] else k.hlng[p.c] end + p.j4, 'Bench destination',
      -- Nairobi mornings 05:30-09:00 inbound, evenings 16:00-20:00 outbound (UTC+3).
      date_trunc('day', now()) + make_interval(days => p.day + 1)
        + case when p.inbound then interval '2 hours 30 minutes' + p.t * interval '3 hours 30 minutes'
               else interval '13 hours' + p.t * interval '4 hours' end,
      1 + (p.i % 4), 100 + (p.i % 30) * 10, 25, 60
    from picks p, corridor k, fleet f`);
  // As autovacuum would leave it: statistics current, visibility map set.
  await db.execute(sql`vacuum analyze`);
}

/** A commuter's search: a corridor, either way, near its stops, at a commuting hour within 30 days. */
export function randomSearch() {
  const corridor = corridors[Math.floor(Math.random() * corridors.length)]!;
  const inbound = Math.random() < 0.5;
  const [from, to] = inbound ? [corridor.home, corridor.work] : [corridor.work, corridor.home];
  const jitter = () => Math.random() * 0.01 - 0.005;
  const day = 1 + Math.floor(Math.random() * 29);
  const nairobiHour = inbound ? 6 + Math.random() * 2.5 : 17 + Math.random() * 2;
  const when = new Date(Date.now() + day * 86_400_000);
  when.setUTCHours(Math.floor(nairobiHour) - 3, Math.floor((nairobiHour % 1) * 60), 0, 0);
  return {
    pickupLatitude: from.latitude + jitter(),
    pickupLongitude: from.longitude + jitter(),
    destinationLatitude: to.latitude + jitter(),
    destinationLongitude: to.longitude + jitter(),
    departureDate: when.toISOString(),
    maxDistance: 5,
    maxResults: 20,
  };
}
