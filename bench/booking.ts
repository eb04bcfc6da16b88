// Booking under contention: `node --import tsx bench/booking.ts` (PostgreSQL) or `--db pglite`.
// Many passengers book seats on a few popular rides at once through a real server process,
// each request one booking of 1-2 seats on a random one of the rides. The rides and passengers
// are seeded once; each of `--runs` runs (3 by default) starts from a fresh copy of them and a
// server started on it. Prints each run's throughput, latency and answers by status, and checks
// its books: no ride sold more seats than it had, every booked seat paid for exactly once, every
// balance equal to its ledger; then the median [min-max] of the runs (`--json <file>` appends
// them for `npm run bench:report`). `--against <rev>` runs that git revision's server on its own
// fresh copy too, in the same runs, side by side. `--profile` writes a CPU profile of this
// checkout's server in the first run into docs/perf/booking.cpuprofile (with `--rides 1000
// --seats 14`, most requests book instead of being refused). Asserts nothing else; a broken
// book is printed and exits non-zero.
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/server/db/client.ts';
import { type ServerProcess, waitUntilHealthy } from '../tests/helpers/server-process.ts';
import { adminQuery, benchDatabaseUrl, startBenchServer } from './bench-server.ts';
import { checkBooks, fundedPassengers, seatTotals } from './books.ts';
import { createFigures, HARNESS_OPTIONS, PROJECT_ROOT, printMachine } from './harness.ts';
import { type Revision, revisionsToMeasure } from './revisions.ts';
import { seedRides } from './seed-rides.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rides: { type: 'string', default: '50' },
    seats: { type: 'string', default: '4' },
    passengers: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    // A CPU profile of this checkout's server in the first run, into docs/perf/.
    profile: { type: 'boolean', default: false },
    ...HARNESS_OPTIONS,
  },
});
const pglite = values.db === 'pglite';
const runs = Number(values.runs);
// The seeded database (PostgreSQL: a template; PGlite: a folder) and the copy each run uses.
const SEEDED = 'pamoja_booking_bench';
const RUN = 'pamoja_booking_bench_run';
const seededUrl = benchDatabaseUrl(SEEDED);
const runUrl = benchDatabaseUrl(RUN);
const PGLITE_SEEDED = '/tmp/pamoja-booking-bench-pglite';
const PGLITE_RUN = '/tmp/pamoja-booking-bench-pglite-run';
const SEATS = Number(values.seats);
const PROFILE_DIR = path.join(PROJECT_ROOT, 'docs/perf');

async function open(): Promise<DatabaseHandle> {
  if (pglite) {
    await rm(PGLITE_SEEDED, { recursive: true, force: true });
    return openDatabase({ kind: 'pglite', dataDir: PGLITE_SEEDED });
  }
  await adminQuery(`drop database if exists ${SEEDED} with (force)`);
  await adminQuery(`create database ${SEEDED}`);
  return openDatabase({ kind: 'postgres', url: seededUrl, poolSize: 10 });
}

/** A fresh copy of the seeded database for one run of one revision (the seeded one is closed). */
async function freshCopy(): Promise<void> {
  if (pglite) {
    await rm(PGLITE_RUN, { recursive: true, force: true });
    await cp(PGLITE_SEEDED, PGLITE_RUN, { recursive: true });
    return;
  }
  await adminQuery(`drop database if exists ${RUN} with (force)`);
  await adminQuery(`create database ${RUN} template ${SEEDED}`);
}

async function dropCopy(): Promise<void> {
  if (pglite) await rm(PGLITE_RUN, { recursive: true, force: true });
  else await adminQuery(`drop database if exists ${RUN} with (force)`);
}

const seeded = await open();
const machine = await printMachine(pglite ? { pglite: true } : { postgresUrl: seededUrl });
const figures = createFigures(`booking-${values.db}`, machine, values.json);
const revisions = revisionsToMeasure(values.against);
console.log(
  `booking benchmark: ${values.db}, ${values.rides} rides of ${SEATS} seats, ${values.passengers} passengers, ${runs} runs`,
);
let rideIds: string[];
let cookies: string[];
let seatsBefore: Map<string, number>;
try {
  await seedRides(seeded.db, Number(values.rides), 2);
  await seeded.db.execute(
    sql`update scheduled_commutes set available_seats = ${SEATS}, booked_seats = 0, departure_time = now() + interval '1 day'`,
  );
  rideIds = (
    await queryRows<{ id: string }>(seeded.db, sql`select id from scheduled_commutes`)
  ).map((r) => r.id);
  cookies = await fundedPassengers(seeded.db, Number(values.passengers), 10_000);
  seatsBefore = await seatTotals(seeded.db);
} finally {
  await seeded.close();
}

/** One run of one revision's server on a fresh copy; answers whether its books balance. */
async function measure(revision: Revision, profiled: boolean): Promise<boolean> {
  await freshCopy();
  if (profiled) await mkdir(PROFILE_DIR, { recursive: true });
  const server: ServerProcess = await startBenchServer(
    pglite ? { pgliteDir: PGLITE_RUN } : { url: runUrl },
    {},
    revision.dir,
    profiled
      ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR, '--cpu-prof-name', 'booking.cpuprofile']
      : [],
  );
  try {
    await waitUntilHealthy(server);
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const statuses = new Map<number, number>();
    const result = await autocannon({
      url: `${server.url}/api/Commute/SavePassengerBooking`,
      method: 'POST',
      connections: Number(values.connections),
      duration: Number(values.seconds),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', cookie: pick(cookies) },
            body: JSON.stringify({
              scheduledCommuteId: pick(rideIds),
              numberOfSeats: 1 + Math.floor(Math.random() * 2),
            }),
          }),
          onResponse: (status) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          },
        },
      ],
    });
    const label = revisions.length > 1 ? ` [${revision.name}]` : '';
    console.log(
      `  booking requests${label}: ${Math.round(result.requests.average)}/s (${values.connections} connections, ${values.seconds} s), ` +
        `latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, errors ${result.errors}`,
    );
    console.log(
      '  answers by status:',
      Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
      '(200 booked; 409 too few seats left, or already booked on that ride)',
    );
    const r = revision.name;
    figures.add('booking requests/s', result.requests.average, '/s', 0, r);
    figures.add('latency p50', result.latency.p50, 'ms', 0, r);
    figures.add('latency p97.5', result.latency.p97_5, 'ms', 0, r);
    figures.add('latency p99', result.latency.p99, 'ms', 0, r);
    figures.add('answered 200 (booked)', statuses.get(200) ?? 0, '', 0, r);
    figures.add('answered 409', statuses.get(409) ?? 0, '', 0, r);
    figures.add('errors', result.errors, '', 0, r);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }

  // The books, once the server is gone (PGlite is one process's own).
  const database = await openDatabase(
    pglite ? { kind: 'pglite', dataDir: PGLITE_RUN } : { kind: 'postgres', url: runUrl },
  );
  try {
    const books = await checkBooks(database.db, seatsBefore);
    console.log(`  ${books.line}`);
    return books.clean;
  } finally {
    await database.close();
  }
}

let broken = false;
try {
  for (let run = 1; run <= runs; run++) {
    console.log(`run ${run} of ${runs}`);
    // Each revision in turn, in the same run, each on a fresh copy of the same seeded database.
    for (const revision of revisions) {
      const profiled = values.profile && run === 1 && revision.name === 'this';
      if (!(await measure(revision, profiled))) broken = true;
    }
  }
  await figures.print();
  if (values.profile) console.log(`CPU profile: ${path.join(PROFILE_DIR, 'booking.cpuprofile')}`);
} finally {
  await dropCopy();
  if (pglite) await rm(PGLITE_SEEDED, { recursive: true, force: true });
  else await adminQuery(`drop database if exists ${SEEDED} with (force)`);
}
if (broken) {
  console.error('THE BOOKS DO NOT BALANCE');
  process.exitCode = 1;
}
