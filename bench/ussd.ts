// USSD under load: `node --import tsx bench/ussd.ts` (PostgreSQL). Many feature phones book at
// once through a real server process, each a whole USSD session as Africa's Talking drives it:
// the main menu, Find a ride, a stage name typed for each end and its match chosen, the next
// three hours, one of the first four rides, its detail, one seat, and the confirmation, which
// ends with the boarding code (a ride on the list as it is then, paging with `9`). Each session
// waits as a person would between screens (`--think-ms`, 1 s on average; 0 for as fast as the
// server answers). The rides and phones are seeded once; each of `--runs` runs (3 by default)
// starts from a fresh copy of them and a server started on it. Prints, per run, the time to
// answer a screen (p50/p95/p99, through HTTP on this machine) and the sessions completed per
// second, and checks the books; then the median [min-max] of the runs (`--json <file>` appends
// them for `npm run bench:report`). `--against <rev>` runs that git revision's server on its own
// fresh copy too, in the same runs, side by side (the revision must have the USSD endpoint). A
// session whose ride filled up while it was choosing starts again (counted). Asserts nothing
// else.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { ensurePlaces } from '../src/server/features/places/load-places.ts';
import { searchPlaces } from '../src/server/features/places/search-places.ts';
import { type ServerProcess, waitUntilHealthy } from '../tests/helpers/server-process.ts';
import { adminQuery, benchDatabaseUrl, startBenchServer } from './bench-server.ts';
import { checkBooks, fundedPassengers, seatTotals } from './books.ts';
import { createFigures, HARNESS_OPTIONS, printMachine } from './harness.ts';
import { type Revision, revisionsToMeasure } from './revisions.ts';
import { percentiles } from './stats.ts';

const { values } = parseArgs({
  options: {
    sessions: { type: 'string', default: '200' },
    rides: { type: 'string', default: '100' },
    // A person reads each screen and types: on average this long between requests (0: none).
    'think-ms': { type: 'string', default: '1000' },
    ...HARNESS_OPTIONS,
  },
});
const runs = Number(values.runs);
const SESSIONS = Number(values.sessions);
const THINK_MS = Number(values['think-ms']);
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
const SECRET = 'bench-ussd-secret-0123456789abcdef';
// The seeded database, a template for the fresh copy each run of each revision uses.
const SEEDED = 'pamoja_ussd_bench';
const RUN = 'pamoja_ussd_bench_run';
const seededUrl = benchDatabaseUrl(SEEDED);
const runUrl = benchDatabaseUrl(RUN);

await adminQuery(`drop database if exists ${SEEDED} with (force)`);
await adminQuery(`create database ${SEEDED}`);
const machine = await printMachine({ postgresUrl: seededUrl });
const figures = createFigures('ussd', machine, values.json);
const revisions = revisionsToMeasure(values.against);
const database = await openDatabase({ kind: 'postgres', url: seededUrl, poolSize: 10 });
await ensurePlaces(database.db);
const [from] = await searchPlaces(database.db, 'Ruiru', 1);
const [to] = await searchPlaces(database.db, 'Kencom', 1);
if (!from || !to) throw new Error('the places Ruiru and Kencom are not loaded');

// Drivers with a car each, and rides from Ruiru to Kencom leaving in the next three hours.
const rides = Number(values.rides);
await database.db.execute(sql`insert into users (phone_number, full_name, is_driver, is_verified)
  select '+2547' || lpad(i::text, 8, '0'), 'Bench Driver ' || i, true, true
  from generate_series(1, ${rides}) i`);
await database.db.execute(sql`insert into vehicles (owner_id, make, model, year, color, license_plate, seating_capacity)
  select id, 'Toyota', 'Noah', 2018, 'White', 'KDA ' || lpad((row_number() over ())::text, 6, '0'), 8
  from users where full_name like 'Bench Driver %'`);
await database.db.execute(sql`insert into scheduled_commutes (driver_id, vehicle_id, pickup_latitude,
    pickup_longitude, pickup_address, destination_latitude, destination_longitude, destination_address,
    departure_time, available_seats, price_per_seat, total_distance, estimated_duration)
  select v.owner_id, v.id, ${from.latitude}, ${from.longitude}, 'Ruiru', ${to.latitude}, ${to.longitude},
    'Kencom', now() + make_interval(mins => 20 + (row_number() over ())::int % 40), 4, 150, 25, 60
  from vehicles v`);
await fundedPassengers(database.db, SESSIONS, 5_000);
const phones = Array.from({ length: SESSIONS }, (_, i) => `+2541${String(i).padStart(8, '0')}`);
const seatsBefore = await seatTotals(database.db);
await database.close();

/** The server of this run, and what its sessions saw. */
let server: ServerProcess;
const screenMs: number[] = [];
let restarts = 0;
let failed = 0;
let broken = false;
const endings = new Set<string>();

/** One request of a session; `inputs` are all of the session's inputs so far. */
async function step(sessionId: string, phone: string, inputs: string[]): Promise<string> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/ussd/${SECRET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      sessionId,
      serviceCode: '*384*7726#',
      phoneNumber: phone,
      networkCode: '63902',
      text: inputs.join('*'),
    }).toString(),
  });
  const answer = await response.text();
  screenMs.push(performance.now() - started);
  if (response.status !== 200)
    throw new Error(`USSD callback answered HTTP ${response.status}: ${answer.slice(0, 200)}`);
  return answer;
}

/** A whole booking session; true when it ended with a boarding code. */
async function bookOnce(phone: string): Promise<boolean> {
  const sessionId = `bench-${randomUUID()}`;
  const inputs: string[] = [];
  const send = async (input?: string) => {
    if (input !== undefined) {
      await think();
      inputs.push(input);
    }
    return step(sessionId, phone, inputs);
  };
  let answer = await send();
  for (const input of ['1', 'Ruiru', '1', 'Kencom', '1', '1']) {
    if (answer.startsWith('END ')) break;
    answer = await send(input);
  }
  // The rides as listed now: a page further (`9`) half the time while there is one, then one
  // of the rides on the screen, as people spread over the rides they see.
  while (answer.startsWith('CON ') && answer.includes('\n9 ') && Math.random() < 0.5) {
    answer = await send('9');
  }
  const listed = answer.split('\n').flatMap((line) => line.match(/^([1-4]) /)?.[1] ?? []);
  if (listed.length > 0) {
    answer = await send(listed[Math.floor(Math.random() * listed.length)]);
    for (const input of ['1', '1', '1']) {
      if (answer.startsWith('END ')) break;
      answer = await send(input);
    }
  }
  const booked = /^END .*\d/.test(answer) && answer.includes('Booked');
  if (!booked && endings.size < 8) endings.add(answer.slice(0, 160));
  return booked;
}

/** One run of one revision's server on a fresh copy of the seeded database. */
async function measure(revision: Revision): Promise<void> {
  await adminQuery(`drop database if exists ${RUN} with (force)`);
  await adminQuery(`create database ${RUN} template ${SEEDED}`);
  screenMs.length = 0;
  restarts = 0;
  failed = 0;
  endings.clear();
  server = await startBenchServer({ url: runUrl }, { USSD_CALLBACK_SECRET: SECRET }, revision.dir);
  try {
    await waitUntilHealthy(server);
    await sessions(revision);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  const copy = await openDatabase({ kind: 'postgres', url: runUrl, poolSize: 2 });
  try {
    const books = await checkBooks(copy.db, seatsBefore);
    console.log(`  ${books.line}`);
    if (!books.clean || failed > 0) broken = true;
  } finally {
    await copy.close();
  }
}

/** Every phone's session at once; prints and records the run's figures. */
async function sessions(revision: Revision): Promise<void> {
  const started = performance.now();
  await Promise.all(
    phones.map(async (phone) => {
      // People dial over a couple of seconds, not all in one millisecond.
      await think();
      await think();
      for (let attempt = 0; attempt < 10; attempt++) {
        if (await bookOnce(phone)) return;
        restarts++;
      }
      failed++;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const done = SESSIONS - failed;
  const { p50, p95, p99, n } = percentiles(screenMs);
  const label = revisions.length > 1 ? ` [${revision.name}]` : '';
  console.log(
    `  time to answer a screen${label}: p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms (${n} screens, through HTTP on this machine)`,
  );
  console.log(
    `  ${done} of ${SESSIONS} sessions booked in ${seconds.toFixed(1)} s: ${(done / seconds).toFixed(1)} sessions/s, ` +
      `${(n / seconds).toFixed(0)} screens/s; ` +
      `${restarts} sessions started again (their ride had filled), ${failed} gave up`,
  );
  if (endings.size > 0) console.log('  sessions that did not book ended:', [...endings]);
  const r = revision.name;
  figures.add('time to answer a screen p50', p50, 'ms', 1, r);
  figures.add('time to answer a screen p95', p95, 'ms', 1, r);
  figures.add('time to answer a screen p99', p99, 'ms', 1, r);
  figures.add('sessions booked/s', done / seconds, '/s', 1, r);
  figures.add('screens/s', n / seconds, '/s', 0, r);
  figures.add('sessions started again', restarts, '', 0, r);
  figures.add('sessions that gave up', failed, '', 0, r);
}

console.log(
  `USSD benchmark: PostgreSQL, ${SESSIONS} concurrent sessions each booking a seat, ${rides} rides of 4 seats, ` +
    `${THINK_MS} ms on average between a session's screens, ${runs} runs`,
);
try {
  for (let run = 1; run <= runs; run++) {
    console.log(`run ${run} of ${runs}`);
    // Each revision in turn, in the same run, each on a fresh copy of the same seeded database.
    for (const revision of revisions) await measure(revision);
  }
  await figures.print();
} finally {
  await adminQuery(`drop database if exists ${RUN} with (force)`);
  await adminQuery(`drop database if exists ${SEEDED} with (force)`);
}
if (broken) {
  console.error('NOT EVERY SESSION BOOKED, OR THE BOOKS DO NOT BALANCE');
  process.exitCode = 1;
}
