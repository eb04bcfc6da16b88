// Ride search benchmark: `node --import tsx bench/search.ts --db postgres --rides 1000000`
// or `--db pglite --rides 200000`. Seeds rides on Nairobi's corridors, then, in each of `--runs`
// runs (3 by default), measures one search at a time at the database and through HTTP
// (p50/p95/p99; node:http on a kept-alive connection, asking for compression as a phone does:
// see http-client.ts), and sustained searches per second through HTTP with autocannon against
// real server processes (`--processes 2` runs two, as behind a reverse proxy). `--against <rev>`
// measures that git revision's server in the same runs, side by side; `--profile` writes a CPU
// profile of the server under the sustained load into docs/perf/. `--keep` keeps the seeded
// database for the next run. Prints figures with their median and range; asserts nothing.
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { createSession } from '../src/server/features/auth/sessions.ts';
import { explainSearch, searchRides } from '../src/server/features/rides/search-rides.ts';
import { type ServerProcess, waitUntilHealthy } from '../tests/helpers/server-process.ts';
import { adminQuery, benchDatabaseUrl, startBenchServer } from './bench-server.ts';
import {
  coresLine,
  createFigures,
  HARNESS_OPTIONS,
  PROJECT_ROOT,
  printMachine,
  watchCpu,
} from './harness.ts';
import { closeHttpClient, get, postJson } from './http-client.ts';
import { revisionsToMeasure } from './revisions.ts';
import { corridors, randomSearch, seedRides } from './seed-rides.ts';
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
    // Server processes for the sustained run (PostgreSQL only; PGlite is one process's own).
    processes: { type: 'string', default: '1' },
    // A CPU profile of the (first) server process under the sustained load, into docs/perf/.
    profile: { type: 'boolean', default: false },
    ...HARNESS_OPTIONS,
  },
});
const runs = Number(values.runs);
const rides = Number(values.rides);
const benchUrl = benchDatabaseUrl('pamoja_bench');
const PGLITE_DIR = '/tmp/pamoja-bench-pglite';
const processes = values.db === 'pglite' ? 1 : Number(values.processes);

async function open(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (values.db === 'pglite') {
    const drop = async () => rm(PGLITE_DIR, { recursive: true, force: true });
    if (!values.keep) await drop();
    return { database: await openDatabase({ kind: 'pglite', dataDir: PGLITE_DIR }), drop };
  }
  const drop = () => adminQuery('drop database if exists pamoja_bench with (force)');
  if (values.keep) {
    await adminQuery('create database pamoja_bench').catch(() => {}); // kept from the last run
    const database = await openDatabase({ kind: 'postgres', url: benchUrl, poolSize: 20 });
    return { database, drop: async () => {} };
  }
  await drop();
  await adminQuery('create database pamoja_bench');
  return {
    database: await openDatabase({ kind: 'postgres', url: benchUrl, poolSize: 20 }),
    drop,
  };
}

const { database, drop } = await open();
const machine = await printMachine(
  values.db === 'pglite' ? { pglite: true } : { postgresUrl: benchUrl },
);
const figures = createFigures(`search-${values.db}`, machine, values.json);
/** The code whose servers are measured: this checkout, and the revision of --against. */
const revisions = revisionsToMeasure(values.against);
const path_ = '/api/Commute/GetUpcomingTripsByLocation';
try {
  console.log(
    `ride search benchmark: ${values.db}, ${rides.toLocaleString('en')} rides, ${runs} runs`,
  );
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

  // The server as it runs in production: its own process (or several, each with its own port,
  // as behind a reverse proxy), started by `node src/server/main.ts`, silent but for warnings.
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
  const profileDir = path.join(PROJECT_ROOT, 'docs/perf');
  if (values.profile) mkdirSync(profileDir, { recursive: true });

  /** Starts the servers of one revision and warms them; answers them. */
  const startServers = async (dir: string, profiled: boolean) => {
    const servers: ServerProcess[] = [];
    for (let i = 0; i < processes; i++) {
      const nodeOptions =
        profiled && i === 0
          ? ['--cpu-prof', '--cpu-prof-dir', profileDir, '--cpu-prof-name', 'search.cpuprofile']
          : [];
      servers.push(
        await startBenchServer(
          values.db === 'pglite' ? { pgliteDir: PGLITE_DIR } : { url: benchUrl },
          {},
          dir,
          nodeOptions,
        ),
      );
    }
    await Promise.all(servers.map((server) => waitUntilHealthy(server)));
    for (const server of servers) {
      for (let i = 0; i < 200; i++) {
        await postJson(`${server.url}${path_}`, randomSearch(), headers);
      }
    }
    return servers;
  };
  const stopServers = async (servers: ServerProcess[]) => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
  };

  /** Times `request` `--searches` times, one at a time; each must answer `status`. */
  const oneAtATime = async (request: () => Promise<{ status: number }>, status: number) => {
    const times: number[] = [];
    for (let i = 0; i < Number(values.searches); i++) {
      started = performance.now();
      const res = await request();
      if (res.status !== status) throw new Error(`answered ${res.status}, not ${status}`);
      times.push(performance.now() - started);
    }
    return percentiles(times);
  };
  const identity = { ...headers, 'accept-encoding': 'identity' };

  /** Each run's one-at-a-time figures at the database, for the ratios beside its HTTP ones. */
  const atDatabaseRuns: { p50: number; p95: number }[] = [];

  /** One search at a time at the database. */
  const measureDatabase = async () => {
    const atDatabase: number[] = [];
    let found = 0;
    for (let i = 0; i < Number(values.searches); i++) {
      started = performance.now();
      found += (await searchRides(database.db, randomSearch(), null)).length;
      atDatabase.push(performance.now() - started);
    }
    const db = percentiles(atDatabase);
    console.log(
      '  one search at the database (ms):',
      db,
      `avg results ${(found / atDatabase.length).toFixed(1)}`,
    );
    figures.add('one search at the database p50', db.p50, 'ms', 2);
    figures.add('one search at the database p95', db.p95, 'ms', 2);
    figures.add('one search at the database p99', db.p99, 'ms', 2);
    atDatabaseRuns.push(db);
  };

  /**
   * One search at a time through HTTP, then the sustained rate, on one revision's servers.
   * Answers the sustained rate.
   */
  const measureHttp = async (
    servers: ServerProcess[],
    revision: string,
    run: number,
  ): Promise<number> => {
    const one = await oneAtATime(
      () => postJson(`${servers[0]!.url}${path_}`, randomSearch(), headers),
      200,
    );
    console.log(`  one search through HTTP [${revision}] (ms):`, one);
    figures.add('one search through HTTP p50', one.p50, 'ms', 2, revision);
    figures.add('one search through HTTP p95', one.p95, 'ms', 2, revision);
    figures.add('one search through HTTP p99', one.p99, 'ms', 2, revision);
    const db = atDatabaseRuns[run - 1];
    if (db && revision === 'this') {
      // The goal, run by run (a ratio of figures taken minutes apart drifts less).
      figures.add("one search through HTTP p50 over the database's", one.p50 / db.p50, 'x', 2);
      figures.add("one search through HTTP p95 over the database's", one.p95 / db.p95, 'x', 2);
      // What HTTP costs before a search does anything: the same server answering a path it
      // does not have (no session, no query, no body), and the search asking for no compression.
      const floor = await oneAtATime(() => get(`${servers[0]!.url}/api/no-such-path`), 404);
      const plain = await oneAtATime(
        () => postJson(`${servers[0]!.url}${path_}`, randomSearch(), identity),
        200,
      );
      console.log(
        `  one 404 through HTTP (ms): p50 ${floor.p50}, ${(floor.p50 / db.p50).toFixed(2)}x the database's search; ` +
          `one search uncompressed: p50 ${plain.p50}, ${(plain.p50 / db.p50).toFixed(2)}x`,
      );
      figures.add(
        "one 404 through HTTP p50 over the database's search",
        floor.p50 / db.p50,
        'x',
        2,
      );
      figures.add(
        "one search through HTTP uncompressed p50 over the database's",
        plain.p50 / db.p50,
        'x',
        2,
      );
    }

    // One load generator per process, the connections shared out between them. Where the CPU
    // goes meanwhile (/proc, Linux): the server processes', PostgreSQL's and the load generator's.
    const connections = Math.max(1, Math.round(Number(values.connections) / processes));
    const cpuUsed = watchCpu();
    const results = await Promise.all(
      servers.map((server) =>
        autocannon({
          url: `${server.url}${path_}`,
          method: 'POST',
          headers,
          connections,
          duration: Number(values.seconds),
          requests: [
            { setupRequest: (request) => ({ ...request, body: JSON.stringify(randomSearch()) }) },
          ],
        }),
      ),
    );
    const sum = (pick: (r: (typeof results)[number]) => number) =>
      results.reduce((total, r) => total + pick(r), 0);
    const cpu = cpuUsed(
      sum((r) => r.requests.total),
      new Set(servers.map((server) => server.child.pid as number)),
    );
    const postgres = values.db === 'postgres';
    const worst = (pick: (r: (typeof results)[number]) => number) => Math.max(...results.map(pick));
    const rate = Math.round(sum((r) => r.requests.average));
    console.log(
      `  sustained through HTTP [${revision}]: ${rate} searches/s ` +
        `(${processes} server process${processes > 1 ? 'es' : ''}, ${connections * processes} connections, ${values.seconds} s), ` +
        `latency p50 ${worst((r) => r.latency.p50)} ms, p97.5 ${worst((r) => r.latency.p97_5)} ms, p99 ${worst((r) => r.latency.p99)} ms, ` +
        `2xx ${sum((r) => r['2xx'])}, non-2xx ${sum((r) => r.non2xx)}, errors ${sum((r) => r.errors)}`,
    );
    if (cpu) {
      console.log(
        `  CPU per sustained search [${revision}]: server ${cpu.server.toFixed(3)} ms, ` +
          `PostgreSQL ${postgres ? cpu.postgres.toFixed(3) : '-'} ms, load generator ${cpu.loadGenerator.toFixed(3)} ms; ${coresLine(cpu)}`,
      );
    }
    figures.add('sustained searches/s', rate, '/s', 0, revision);
    if (cpu) {
      figures.add('server CPU per sustained search', cpu.server, 'ms', 3, revision);
      if (postgres) {
        figures.add('PostgreSQL CPU per sustained search', cpu.postgres, 'ms', 3, revision);
      }
      figures.add('cores busy during sustained searches', cpu.busy * 100, '%', 0, revision);
      figures.add('cores taken by the host', cpu.stolen * 100, '%', 0, revision);
      figures.add('load generator CPU per sustained search', cpu.loadGenerator, 'ms', 3, revision);
    }
    figures.add(
      'sustained latency p50',
      worst((r) => r.latency.p50),
      'ms',
      0,
      revision,
    );
    figures.add(
      'sustained latency p99',
      worst((r) => r.latency.p99),
      'ms',
      0,
      revision,
    );
    figures.add(
      'sustained non-2xx and errors',
      sum((r) => r.non2xx + r.errors),
      '',
      0,
      revision,
    );
    return rate;
  };

  if (values.db === 'pglite') {
    for (let run = 1; run <= runs; run++) await measureDatabase();
    await database.close(); // the server process opens it instead
  }
  const running = new Map<string, ServerProcess[]>();
  try {
    for (const revision of revisions) {
      running.set(
        revision.name,
        await startServers(revision.dir, values.profile && revision.name === 'this'),
      );
    }
    for (let run = 1; run <= runs; run++) {
      console.log(`run ${run} of ${runs}`);
      // PGlite is the server process's own database: measured before it starts.
      if (values.db !== 'pglite') await measureDatabase();
      // Each revision in turn, in the same run, on the same database and machine.
      const sustained = new Map<string, number>();
      for (const revision of revisions) {
        sustained.set(
          revision.name,
          await measureHttp(running.get(revision.name)!, revision.name, run),
        );
      }
      // The other revision measured in the same minutes: the change's effect, run by run.
      for (const revision of revisions.filter((r) => r.name !== 'this')) {
        const theirs = sustained.get(revision.name);
        const ours = sustained.get('this');
        if (theirs && ours) {
          figures.add(`sustained searches/s over ${revision.name}'s`, ours / theirs, 'x', 2);
        }
      }
    }
  } finally {
    closeHttpClient();
    for (const servers of running.values()) await stopServers(servers);
  }
  await figures.print();
  if (values.profile) console.log(`CPU profile: ${path.join(profileDir, 'search.cpuprofile')}`);
} finally {
  if (values.db !== 'pglite') await database.close();
  if (!values.keep) await drop();
}
