// Mixed load through nginx: `node --import tsx bench/load.ts` (needs `npm run build` first and
// Debian's nginx). Starts 2 server processes (`--processes`) behind nginx on a PostgreSQL
// database of its own, seeded with rides on Nairobi's corridors and funded passengers, then
// sends the mix of load-mix.ts at `--rate` requests per second, `--warmup` seconds uncounted,
// then `--seconds`: visitors on the landing page, sign-ins through the outbox, searches,
// bookings on popular rides and their cancellation, M-Pesa top-ups through the simulator and
// their status, My Trips, balances.
// Prints throughput, p50/p95/p99 per kind of request and the count of each status, then checks
// the books, in each of `--runs` runs (3 by default; the warm-up before the first only), then
// the median and range of each figure. Asserts nothing; broken books exit non-zero.
import { parseArgs } from 'node:util';
import { benchDatabaseUrl } from './bench-server.ts';
import { checkBooks } from './books.ts';
import { coresLine, createFigures, HARNESS_OPTIONS, printMachine, watchCpu } from './harness.ts';
import { printLoad, runLoad, setUpLoad } from './load-mix.ts';
import { percentiles } from './stats.ts';

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
    ...HARNESS_OPTIONS,
  },
});
if (values.against) throw new Error('bench/load.ts measures this checkout only (no --against)');
const machine = await printMachine({ postgresUrl: benchDatabaseUrl('postgres') });
const figures = createFigures(`load-${values.processes}`, machine, values.json);

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
  clean = true;
  for (let run = 1; run <= Number(values.runs); run++) {
    console.log(`\nrun ${run} of ${values.runs}`);
    const cpuUsed = watchCpu();
    const result = await runLoad(setup, {
      rate: Number(values.rate),
      seconds: Number(values.seconds),
      connections: Number(values.connections),
    });
    // What limited it: where the CPU went, per request, and how busy the cores were.
    const cpu = cpuUsed(
      result.requests,
      new Set(setup.cluster.servers.map((server) => server.child.pid as number)),
    );
    printLoad(result);
    const cpuFigures: Parameters<typeof figures.add>[] = [];
    if (cpu) {
      const parts: [string, number][] = [
        ['server', cpu.server],
        ['PostgreSQL', cpu.postgres],
        ['nginx', cpu.nginx],
        ['load generator', cpu.loadGenerator],
      ];
      console.log(
        `CPU per request: ${parts.map(([name, ms]) => `${name} ${ms.toFixed(3)} ms`).join(', ')}; ${coresLine(cpu)}`,
      );
      for (const [name, ms] of parts) cpuFigures.push([`${name} CPU per request`, ms, 'ms', 3]);
      cpuFigures.push(['cores busy', cpu.busy * 100, '%', 0]);
      cpuFigures.push(['cores taken by the host', cpu.stolen * 100, '%', 0]);
    }
    const all = percentiles([...result.byKind.values()].flatMap((k) => k.times));
    const failed = [...result.statuses].filter(([code]) => code === 0 || code >= 500);
    figures.add(
      `throughput at ${values.rate}/s asked`,
      result.requests / result.seconds,
      'requests/s',
      0,
    );
    figures.add('latency p50', all.p50, 'ms', 1);
    figures.add('latency p95', all.p95, 'ms', 1);
    figures.add('latency p99', all.p99, 'ms', 1);
    figures.add(
      '5xx or failed',
      failed.reduce((n, [, count]) => n + count, 0),
      '',
      0,
    );
    for (const figure of cpuFigures) figures.add(...figure);
    const books = await checkBooks(setup.database.db, setup.seatsBefore);
    console.log(books.line);
    clean &&= books.clean;
  }
  await figures.print();
} finally {
  await setup.tearDown();
}
if (!clean) process.exitCode = 1;
