// Faults under load: `node --import tsx bench/faults.ts` (needs `npm run build`, Debian's nginx,
// and root to stop and start the local PostgreSQL server). Runs the mixed load of load-mix.ts
// through nginx to 2 server processes and, while it runs, kills one process with SIGKILL (the
// cluster starts it again) and stops PostgreSQL for a few seconds. Prints what failed while each
// fault lasted, how long until the service answered again, checks that every booking and top-up
// the server confirmed is still there, and checks the books. Asserts nothing; a lost booking or
// payment, or broken books, exit non-zero.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { answersOk } from '../scripts/cluster.ts';
import { queryRows } from '../src/server/db/client.ts';
import { checkBooks } from './books.ts';
import { type LoadResult, printLoad, runLoad, setUpLoad } from './load-mix.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '60' },
    'database-down': { type: 'string', default: '5' },
    port: { type: 'string', default: '8280' },
  },
});
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
  rides: 100_000,
  passengers: 2000,
  port: Number(values.port),
});
let sound = false;
try {
  console.log(
    `faults under load: ${values.rate} requests/s for ${values.seconds} s through nginx to 2 server processes`,
  );
  const started = performance.now();
  const at = (second: number) => sleep(Math.max(0, started + second * 1000 - performance.now()));
  const faults: { name: string; from: number; to: number; recovered: string }[] = [];
  const load = runLoad(setup, {
    rate: Number(values.rate),
    seconds: Number(values.seconds),
    connections: 64,
  });

  const schedule = (async () => {
    // 1. A server process dies without warning.
    await at(10);
    const victim = setup.cluster.servers[0]!;
    const killedAt = performance.now();
    victim.child.kill('SIGKILL');
    const back = await secondsUntilReady(`${victim.url}/api/ready`, killedAt);
    faults.push({
      name: `kill -9 of the server process on port ${victim.port}`,
      from: (killedAt - started) / 1000,
      to: (killedAt - started) / 1000 + back,
      recovered: `the process was started again and ready ${back.toFixed(1)} s after the kill`,
    });
    // 2. The database server goes away for a few seconds, then comes back.
    await at(30);
    const stoppedAt = performance.now();
    pgctl('stop');
    await sleep(Number(values['database-down']) * 1000);
    pgctl('start');
    const startedAgainAt = performance.now();
    const ready = await secondsUntilReady(`${setup.cluster.url}/api/ready`, startedAgainAt);
    faults.push({
      name: `PostgreSQL stopped for ${values['database-down']} s`,
      from: (stoppedAt - started) / 1000,
      to: (startedAgainAt - started) / 1000 + ready,
      recovered: `ready through nginx ${ready.toFixed(1)} s after PostgreSQL was started again`,
    });
  })();
  const [result] = await Promise.all([load, schedule]);
  printLoad(result);
  for (const fault of faults) {
    console.log(
      `fault: ${fault.name}, from second ${fault.from.toFixed(1)} to ${fault.to.toFixed(1)}: ${fault.recovered}`,
    );
    console.log(
      `  answers per second around it (ok/failed): ${timeline(result, fault.from - 2, fault.to + 3)}`,
    );
  }
  const after = faults.at(-1)!.to + 1;
  const failedAfter = result.timeline.slice(Math.ceil(after)).reduce((n, s) => n + s.failed, 0);
  console.log(`failed after the last recovery (from second ${Math.ceil(after)}): ${failedAfter}`);

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
  const books = await checkBooks(db, setup.seatsBefore);
  console.log(books.line);
  sound = books.clean && found === bookingIds.length && credited === topUpIds.length;
} finally {
  await setup.tearDown();
}
if (!sound) process.exitCode = 1;

function timeline(result: LoadResult, from: number, to: number): string {
  return result.timeline
    .slice(Math.max(0, Math.floor(from)), Math.ceil(to))
    .map((s, i) => `${Math.max(0, Math.floor(from)) + i}s ${s.ok}/${s.failed}`)
    .join(', ');
}
