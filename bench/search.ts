// Ride search benchmark: `node --import tsx bench/search.ts --db postgres --rides 1000000`
// or `--db pglite --rides 200000`. Seeds rides on Nairobi's corridors, then measures one search
// at a time at the database and through HTTP (p50/p95/p99), and sustained searches per second
// through HTTP with autocannon. Prints figures; asserts nothing.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { createSession } from '../src/server/features/auth/sessions.ts';
import { explainSearch, searchRides } from '../src/server/features/rides/search-rides.ts';
import { createProviders } from '../src/server/providers/create-providers.ts';
import { corridors, seedRides } from './seed-rides.ts';
import { percentiles } from './stats.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rides: { type: 'string', default: '1000000' },
    searches: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '16' },
    // Keep the seeded PostgreSQL database between runs (pamoja_bench), e.g. while tuning.
    keep: { type: 'boolean', default: false },
  },
});
const rides = Number(values.rides);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function open(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (values.db === 'pglite')
    return { database: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const url = new URL(adminUrl);
  url.pathname = '/pamoja_bench';
  const drop = () => admin('drop database if exists pamoja_bench with (force)');
  if (values.keep) {
    await admin('create database pamoja_bench').catch(() => {}); // kept from the last run
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
    return { database, drop: async () => {} };
  }
  await drop();
  await admin('create database pamoja_bench');
  return {
    database: await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 }),
    drop,
  };
}

/** A commuter's search: a corridor, either way, near its stops, at a commuting hour within 30 days. */
function randomSearch() {
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

const { database, drop } = await open();
try {
  console.log(`ride search benchmark: ${values.db}, ${rides.toLocaleString('en')} rides`);
  let started = performance.now();
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from scheduled_commutes`,
  );
  if (count !== rides) {
    await seedRides(database.db, rides);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  // The plan of the very statement the server prepares, as a generic plan (what a prepared
  // statement settles on after its first executions), for one morning search Ruiru to the CBD.
  const sample = randomSearch();
  const ruiru = corridors[0]!; // Ruiru to Kencom
  Object.assign(sample, {
    pickupLatitude: ruiru.home.latitude,
    pickupLongitude: ruiru.home.longitude,
    destinationLatitude: ruiru.work.latitude,
    destinationLongitude: ruiru.work.longitude,
    departureDate: new Date(
      Math.floor(Date.now() / 86_400_000 + 2) * 86_400_000 + 4 * 3_600_000,
    ).toISOString(), // 07:00 in Nairobi
  });
  const plan = await explainSearch(database.db, sample);
  console.log('plan of one search (generic plan of the prepared statement):');
  for (const line of plan) console.log(`  ${line}`);

  for (let i = 0; i < 100; i++) await searchRides(database.db, randomSearch(), null);
  const atDatabase: number[] = [];
  let found = 0;
  for (let i = 0; i < Number(values.searches); i++) {
    started = performance.now();
    found += (await searchRides(database.db, randomSearch(), null)).length;
    atDatabase.push(performance.now() - started);
  }
  console.log(
    'one search at the database (ms):',
    percentiles(atDatabase),
    `avg results ${(found / atDatabase.length).toFixed(1)}`,
  );

  const config = loadConfig({
    API_RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/pamoja-bench',
  });
  const app = await buildApp({
    config,
    database,
    providers: createProviders(config, database.db, { warn: () => {} }),
    webRoot: '/nonexistent',
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const [user] = await database.db
    .insert(users)
    .values({ phoneNumber: '+254799999999', fullName: 'Bench Passenger' })
    .onConflictDoUpdate({ target: users.phoneNumber, set: { fullName: 'Bench Passenger' } })
    .returning();
  const { token } = await createSession(database.db, user!.id);
  const headers = {
    'content-type': 'application/json',
    cookie: `pamoja_session=${token}`,
    'x-api-version': '3.0.0',
  };
  const url = `${address}/api/Commute/GetUpcomingTripsByLocation`;

  const overHttp: number[] = [];
  for (let i = 0; i < Number(values.searches); i++) {
    started = performance.now();
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(randomSearch()) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`search answered ${res.status}`);
    overHttp.push(performance.now() - started);
  }
  console.log('one search through HTTP (ms):', percentiles(overHttp));

  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    requests: [
      { setupRequest: (request) => ({ ...request, body: JSON.stringify(randomSearch()) }) },
    ],
  });
  console.log(
    `sustained through HTTP: ${Math.round(result.requests.average)} searches/s (${values.connections} connections, ${values.seconds} s), ` +
      `latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, ` +
      `2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  await app.close();
} finally {
  await database.close();
  await drop();
}
