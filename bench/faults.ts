// Faults under load: `node --import tsx bench/faults.ts` (needs `npm run build`, Debian's nginx,
// and root to stop and start the local PostgreSQL server). Runs the mixed load of load-mix.ts
// through nginx to 2 server processes and, while it runs, kills one process with SIGKILL (the
// cluster starts it again) a sixth of the way through (second 10 of 60) and stops PostgreSQL for
// `--database-down` seconds halfway through (second 30; 0 leaves PostgreSQL alone, e.g. on a
// machine others use). Does so in each of `--runs` runs (3 by default) on the same cluster and
// database. Prints per run what failed while each fault lasted, how long until the service
// answered again, checks that every booking and top-up the server confirmed is still there, and
// checks the books; then the median [min-max] of the runs (`--json <file>` appends them for
// `npm run bench:report`). Asserts nothing; a lost booking or payment, or broken books, exit
// non-zero. `--against` does not apply: the cluster is load-mix.ts's, of this checkout, and
// stopping PostgreSQL would hit both revisions' servers at once.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { answersOk } from '../scripts/cluster.ts';
import { queryRows } from '../src/server/db/client.ts';
import { benchDatabaseUrl } from './bench-server.ts';
import { checkBooks } from './books.ts';
import { createFigures, HARNESS_OPTIONS, printMachine } from './harness.ts';
import { type LoadResult, printLoad, runLoad, setUpLoad } from './load-mix.ts';
import { refuseAgainst } from './revisions.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '60' },
    'database-down': { type: 'string', default: '5' },
    port: { type: 'string', default: '8280' },
    rides: { type: 'string', default: '100000' },
    passengers: { type: 'string', default: '2000' },
    ...HARNESS_OPTIONS,
  },
});
refuseAgainst(
  'faults',
  values.against,
  "the cluster is load-mix.ts's, of this checkout, and a stopped PostgreSQL would hit both revisions at once",
);
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const databaseDown = Number(values['database-down']);
const pgVersion = readdirSync('/etc/postgresql')[0] ?? '15';
const pgctl = (action: 'stop' | 'start') =>
  execFileSync(
    'pg_ctlcluster',
    [
      '--skip-systemctl-redirect',
      pgVersion,
      'main',
      action,
      ...(action === 'stop' ? ['-m', 'fast'] : []),
    ],
    {
      stdio: 'inherit',
    },
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seconds from `since` until `url` answers 200. */
async function secondsUntilReady(url: string, since: number): Promise<number> {
  await answersOk(url, 120_000);
  return (performance.now() - since) / 1000;
}

const setup = await setUpLoad({
  processes: 2,
  rides: Number(values.rides),
  passengers: Number(values.passengers),
  port: Number(values.port),
});
let sound = true;
try {
  // load-mix.ts's own database.
  const machine = await printMachine({ postgresUrl: benchDatabaseUrl('pamoja_load_bench') });
  const figures = createFigures('faults', machine, values.json);
  console.log(
    `faults under load: ${values.rate} requests/s for ${seconds} s through nginx to 2 server processes, ${runs} runs`,
  );
  for (let run = 1; run <= runs; run++) {
    console.log(`run ${run} of ${runs}`);
    if (!(await faultyRun(figures))) sound = false;
  }
  await figures.print();
} finally {
  await setup.tearDown();
}
if (!sound) process.exitCode = 1;

/** One run of the load with its faults; records its figures, answers whether nothing was lost. */
async function faultyRun(figures: ReturnType<typeof createFigures>): Promise<boolean> {
  const started = performance.now();
  const at = (second: number) => sleep(Math.max(0, started + second * 1000 - performance.now()));
  const faults: { name: string; from: number; to: number; recovered: string; key: string }[] = [];
  const load = runLoad(setup, {
    rate: Number(values.rate),
    seconds,
    connections: 64,
  });

  const schedule = (async () => {
    // 1. A server process dies without warning.
    await at(seconds / 6);
    const victim = setup.cluster.servers[0]!;
    const killedAt = performance.now();
    victim.child.kill('SIGKILL');
    const back = await secondsUntilReady(`${victim.url}/api/ready`, killedAt);
    faults.push({
      name: `kill -9 of the server process on port ${victim.port}`,
      key: 'kill -9 of a server process',
      from: (killedAt - started) / 1000,
      to: (killedAt - started) / 1000 + back,
      recovered: `the process was started again and ready ${back.toFixed(1)} s after the kill`,
    });
    figures.add('ready again after kill -9 of a server process', back, 's', 1);
    // 2. The database server goes away for a few seconds, then comes back.
    if (databaseDown <= 0) return;
    await at(seconds / 2);
    const stoppedAt = performance.now();
    pgctl('stop');
    await sleep(databaseDown * 1000);
    pgctl('start');
    const startedAgainAt = performance.now();
    const ready = await secondsUntilReady(`${setup.cluster.url}/api/ready`, startedAgainAt);
    faults.push({
      name: `PostgreSQL stopped for ${databaseDown} s`,
      key: `PostgreSQL stopped for ${databaseDown} s`,
      from: (stoppedAt - started) / 1000,
      to: (startedAgainAt - started) / 1000 + ready,
      recovered: `ready through nginx ${ready.toFixed(1)} s after PostgreSQL was started again`,
    });
    figures.add('ready through nginx after PostgreSQL started again', ready, 's', 1);
  })();
  const [result] = await Promise.all([load, schedule]);
  printLoad(result);
  const server5xx = [...result.statuses.entries()].filter(([c]) => c === 0 || c >= 500);
  figures.add('throughput', result.requests / result.seconds, 'requests/s', 0);
  figures.add(
    '5xx or failed, all the run',
    server5xx.reduce((n, [, count]) => n + count, 0),
    '',
    0,
  );
  for (const fault of faults) {
    console.log(
      `fault: ${fault.name}, from second ${fault.from.toFixed(1)} to ${fault.to.toFixed(1)}: ${fault.recovered}`,
    );
    console.log(
      `  answers per second around it (ok/failed): ${timeline(result, fault.from - 2, fault.to + 3)}`,
    );
    const during = result.timeline
      .slice(Math.floor(fault.from), Math.ceil(fault.to) + 1)
      .reduce((n, s) => n + s.failed, 0);
    figures.add(`failed while ${fault.key} lasted`, during, '', 0);
  }
  const after = faults.at(-1)!.to + 1;
  const failedAfter = result.timeline.slice(Math.ceil(after)).reduce((n, s) => n + s.failed, 0);
  console.log(`failed after the last recovery (from second ${Math.ceil(after)}): ${failedAfter}`);
  figures.add('failed after the last recovery', failedAfter, '', 0);

  // Nothing the server confirmed is lost.
  const db = setup.database.db;
  const bookingIds = [...result.committedBookings];
  const [{ found } = { found: 0 }] = bookingIds.length
    ? await queryRows<{ found: number }>(
        db,
        sql`select count(*)::int as found from bookings where id in ${bookingIds}`,
      )
    : [];
  const topUpIds = [...result.succeededTopUps];
  const [{ credited } = { credited: 0 }] = topUpIds.length
    ? await queryRows<{ credited: number }>(
        db,
        sql`select count(*)::int as credited from payments p where p.id in ${topUpIds} and p.status = 'success'
            and exists (select 1 from account_statements s where s.reference = 'mpesa:' || p.checkout_request_id)`,
      )
    : [];
  console.log(
    `confirmed bookings still there: ${found} of ${bookingIds.length}; ` +
      `top-ups confirmed as successful and credited: ${credited} of ${topUpIds.length}`,
  );
  figures.add('confirmed bookings lost', bookingIds.length - found, '', 0);
  figures.add('confirmed top-ups not credited', topUpIds.length - credited, '', 0);
  const books = await checkBooks(db, setup.seatsBefore);
  console.log(books.line);
  return books.clean && found === bookingIds.length && credited === topUpIds.length;
}

function timeline(result: LoadResult, from: number, to: number): string {
  return result.timeline
    .slice(Math.max(0, Math.floor(from)), Math.ceil(to))
    .map((s, i) => `${Math.max(0, Math.floor(from)) + i}s ${s.ok}/${s.failed}`)
    .join(', ');
}
