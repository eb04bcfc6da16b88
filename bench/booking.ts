// Booking under contention: `node --import tsx bench/booking.ts` (PostgreSQL) or `--db pglite`.
// Many passengers book seats on a few popular rides at once through a real server process,
// each request one booking of 1-2 seats on a random one of the rides. Prints throughput,
// latency and answers by status, then checks the books: no ride sold more seats than it had,
// every booked seat paid for exactly once, every balance equal to its ledger. Asserts nothing
// else; a broken book is printed and exits non-zero.
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/server/db/client.ts';
import { type ServerProcess, waitUntilHealthy } from '../tests/helpers/server-process.ts';
import { adminQuery, benchDatabaseUrl, startBenchServer } from './bench-server.ts';
import { checkBooks, fundedPassengers, seatTotals } from './books.ts';
import { seedRides } from './seed-rides.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rides: { type: 'string', default: '50' },
    seats: { type: 'string', default: '4' },
    passengers: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
  },
});
const benchUrl = benchDatabaseUrl('pamoja_booking_bench');
const PGLITE_DIR = '/tmp/pamoja-booking-bench-pglite';
const SEATS = Number(values.seats);

async function open(): Promise<DatabaseHandle> {
  if (values.db === 'pglite') {
    await rm(PGLITE_DIR, { recursive: true, force: true });
    return openDatabase({ kind: 'pglite', dataDir: PGLITE_DIR });
  }
  await adminQuery('drop database if exists pamoja_booking_bench with (force)');
  await adminQuery('create database pamoja_booking_bench');
  return openDatabase({ kind: 'postgres', url: benchUrl, poolSize: 10 });
}

let database = await open();
console.log(
  `booking benchmark: ${values.db}, ${values.rides} rides of ${SEATS} seats, ${values.passengers} passengers`,
);
await seedRides(database.db, Number(values.rides), 2);
await database.db.execute(
  sql`update scheduled_commutes set available_seats = ${SEATS}, booked_seats = 0, departure_time = now() + interval '1 day'`,
);
const rideIds = (
  await queryRows<{ id: string }>(database.db, sql`select id from scheduled_commutes`)
).map((r) => r.id);

const cookies = await fundedPassengers(database.db, Number(values.passengers), 10_000);
const seatsBefore = await seatTotals(database.db);
if (values.db === 'pglite') await database.close();

const server: ServerProcess = await startBenchServer(
  values.db === 'pglite' ? { pgliteDir: PGLITE_DIR } : { url: benchUrl },
);
let broken = false;
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
  console.log(
    `booking requests: ${Math.round(result.requests.average)}/s (${values.connections} connections, ${values.seconds} s), ` +
      `latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, errors ${result.errors}`,
  );
  console.log(
    'answers by status:',
    Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
    '(200 booked; 409 too few seats left, or already booked on that ride)',
  );

  // The books.
  if (values.db === 'pglite') {
    server.child.kill('SIGTERM');
    await server.exited;
    database = await openDatabase({ kind: 'pglite', dataDir: PGLITE_DIR });
  }
  const books = await checkBooks(database.db, seatsBefore);
  console.log(books.line);
  broken = !books.clean;
} finally {
  if (server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await database.close();
  if (values.db !== 'pglite')
    await adminQuery('drop database if exists pamoja_booking_bench with (force)');
}
if (broken) {
  console.error('THE BOOKS DO NOT BALANCE');
  process.exitCode = 1;
}
