// Mixed load through nginx: `node --import tsx bench/load.ts` (needs `npm run build` first and
// Debian's nginx). Starts 2 server processes (`--processes`) behind nginx on a PostgreSQL
// database of its own, seeded with rides on Nairobi's corridors and funded passengers, then
// sends the mix of load-mix.ts at `--rate` requests per second, `--warmup` seconds uncounted,
// then `--seconds`: visitors on the landing page, sign-ins through the outbox, searches,
// bookings on popular rides and their cancellation, M-Pesa top-ups through the simulator and
// their status, My Trips, balances.
// Prints throughput, p50/p95/p99 per kind of request and the count of each status, then checks
// the books. Asserts nothing; broken books exit non-zero.
import { parseArgs } from 'node:util';
import { checkBooks } from './books.ts';
import { printLoad, runLoad, setUpLoad } from './load-mix.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    rate: { type: 'string', default: '600' },
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '15' },
    connections: { type: 'string', default: '64' },
    rides: { type: 'string', default: '100000' },
    passengers: { type: 'string', default: '2000' },
    port: { type: 'string', default: '8180' },
  },
});

const setup = await setUpLoad({
  processes: Number(values.processes),
  rides: Number(values.rides),
  passengers: Number(values.passengers),
  port: Number(values.port),
});
let clean = false;
try {
  console.log(
    `mixed load: ${values.processes} server processes behind nginx, PostgreSQL, ` +
      `${Number(values.rides).toLocaleString('en')} rides, ${values.passengers} passengers; ` +
      `${values.rate} requests/s asked for ${values.seconds} s (after ${values.warmup} s of warm-up) over at most ${values.connections} connections`,
  );
  // Warm-up, not counted: compiled code, filled caches and pools, as in a server that has run.
  await runLoad(setup, {
    rate: Number(values.rate),
    seconds: Number(values.warmup),
    connections: Number(values.connections),
  });
  const result = await runLoad(setup, {
    rate: Number(values.rate),
    seconds: Number(values.seconds),
    connections: Number(values.connections),
  });
  printLoad(result);
  const books = await checkBooks(setup.database.db, setup.seatsBefore);
  console.log(books.line);
  clean = books.clean;
} finally {
  await setup.tearDown();
}
if (!clean) process.exitCode = 1;
