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
import { users } from '../src/server/db/schema.ts';
import { createSession } from '../src/server/features/auth/sessions.ts';
import { type ServerProcess, waitUntilHealthy } from '../tests/helpers/server-process.ts';
import { fund } from '../tests/helpers/wallet.ts';
import { adminQuery, benchDatabaseUrl, startBenchServer } from './bench-server.ts';
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

const cookies: string[] = [];
const people = await database.db
  .insert(users)
  .values(
    Array.from({ length: Number(values.passengers) }, (_, i) => ({
      phoneNumber: `+2541${String(i).padStart(8, '0')}`,
      fullName: `Bench Passenger ${i}`,
    })),
  )
  .returning({ id: users.id });
for (const person of people) {
  await fund(database.db, person.id, 10_000);
  cookies.push(`pamoja_session=${(await createSession(database.db, person.id)).token}`);
}
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
  const [books] = await queryRows<{
    rides: number;
    sold: number;
    oversold: number;
    mismatched: number;
    bookings: number;
    unpaid: number;
    wrong_balances: number;
    negative: number;
  }>(
    database.db,
    sql`select
      (select count(*)::int from scheduled_commutes) as rides,
      (select coalesce(sum(booked_seats), 0)::int from scheduled_commutes) as sold,
      (select count(*)::int from scheduled_commutes where booked_seats > ${SEATS} or available_seats < 0) as oversold,
      (select count(*)::int from scheduled_commutes c where c.booked_seats <> (
         select coalesce(sum(b.number_of_seats), 0) from bookings b
         where b.scheduled_commute_id = c.id and b.status = 'booked')
         or c.booked_seats + c.available_seats <> ${SEATS}) as mismatched,
      (select count(*)::int from bookings where status = 'booked') as bookings,
      (select count(*)::int from bookings b where b.status = 'booked' and (
         select coalesce(sum(-s.amount), 0) from account_statements s
         where s.related_booking_id = b.id) <> b.total_amount) as unpaid,
      (select count(*)::int from users u where u.account_balance <> (
         select coalesce(sum(s.amount), 0) from account_statements s where s.user_id = u.id)) as wrong_balances,
      (select count(*)::int from users where account_balance < 0) as negative`,
  );
  console.log(
    `books: ${books!.sold} of ${books!.rides * SEATS} seats sold in ${books!.bookings} bookings; ` +
      `oversold rides ${books!.oversold}, seat counts off ${books!.mismatched}, bookings not paid exactly once ${books!.unpaid}, ` +
      `balances off their ledger ${books!.wrong_balances}, negative balances ${books!.negative}`,
  );
  broken =
    books!.oversold + books!.mismatched + books!.unpaid + books!.wrong_balances + books!.negative >
    0;
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
