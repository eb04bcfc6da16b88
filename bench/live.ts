// Live trips benchmark: `node --import tsx bench/live.ts [--seconds 30] [--runs 3]`. Two server
// processes on a PostgreSQL database of their own (created, then dropped), 500 rides in progress
// whose drivers each post a position every 2 s (2 s after the last one was answered, as the
// server takes at most one per 2 s), to process A and B in turn, and 2,000 open live streams (4
// per ride, 2 on each process). Prints, per run and as median [min-max] of the runs: delivery
// latency p50/p95/p99 from the position's acceptance (its `recordedAt`, the server's clock on this
// same machine) to the event's arrival on a stream, also split into streams on the process that
// took the position and on the other one; the POST's answer time; positions accepted per second;
// events delivered of those due; CPU and memory of each server process (from /proc). Asserts
// nothing.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { type ServerProcess, waitUntilHealthy } from '../tests/helpers/server-process.ts';
import { adminQuery, benchDatabaseUrl, startBenchServer } from './bench-server.ts';
import { type LiveRide, seedLiveRides } from './live-seed.ts';
import { percentiles } from './stats.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    runs: { type: 'string', default: '3' },
    rides: { type: 'string', default: '500' },
    'streams-per-ride': { type: 'string', default: '4' },
    'interval-ms': { type: 'string', default: '2000' },
  },
});
const seconds = Number(values.seconds);
const intervalMs = Number(values['interval-ms']);
const DATABASE = 'pamoja_live_bench';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** CPU seconds used so far and resident memory (MB) of a process, from /proc. */
function usage(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { cpu, rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Which process took each position of this run, by ride and latitude (which numbers them). */
const postedTo = new Map<string, number>();
const latencies = { all: [] as number[], same: [] as number[], other: [] as number[] };
const answerTimes: number[] = [];
let delivered = 0;

/** One live stream on a server, counting the positions it receives. Answers once it is open. */
function openStream(servers: ServerProcess[], on: number, ride: LiveRide, cookie: string) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(
      `${(servers[on] as ServerProcess).url}/api/trips/${ride.id}/live`,
      { agent: false, headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        let buffer = '';
        let open = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            if (!open && block.includes('event: status')) {
              open = true;
              resolve(request);
            }
            if (!block.includes('event: position')) continue;
            const data = JSON.parse(block.slice(block.indexOf('data: ') + 6));
            const from = postedTo.get(`${ride.id}:${data.latitude.toFixed(5)}`);
            if (from === undefined) continue; // from a run before this one
            const latency = Date.now() - Date.parse(data.recordedAt);
            latencies.all.push(latency);
            (from === on ? latencies.same : latencies.other).push(latency);
            delivered += 1;
          }
        });
      },
    );
    request.on('error', reject);
  });
}

/** The driver's phone: a position, then the next 2 s after this one was answered. */
async function drive(ride: LiveRide, servers: ServerProcess[], until: number, offset: number) {
  const counts = { accepted: 0, refused: 0, failed: 0 };
  await sleep(offset);
  for (let n = 0; performance.now() < until; n++) {
    const to = n % servers.length;
    const latitude = -1.2 - n * 1e-4;
    const body = JSON.stringify({ latitude, longitude: 36.85 });
    postedTo.set(`${ride.id}:${latitude.toFixed(5)}`, to);
    const started = performance.now();
    const res = await fetch(`${(servers[to] as ServerProcess).url}/api/trips/${ride.id}/location`, {
      method: 'POST',
      headers: { cookie: ride.driver, 'content-type': 'application/json' },
      body,
    }).catch(() => null);
    if (res?.status === 204) counts.accepted += 1;
    else if (res?.status === 429) counts.refused += 1;
    else counts.failed += 1;
    await res?.arrayBuffer().catch(() => {});
    answerTimes.push(performance.now() - started);
    await sleep(intervalMs);
  }
  return counts;
}

async function run(servers: ServerProcess[], rides: LiveRide[]) {
  postedTo.clear();
  for (const list of [latencies.all, latencies.same, latencies.other, answerTimes]) list.length = 0;
  delivered = 0;
  const before = servers.map((s) => usage(s.child.pid as number));
  const started = performance.now();
  const until = started + seconds * 1000;
  const drivers = await Promise.all(
    rides.map((ride, i) => drive(ride, servers, until, (i * intervalMs) / rides.length)),
  );
  await sleep(1000); // the last events on their way
  const elapsed = (performance.now() - started) / 1000;
  const after = servers.map((s) => usage(s.child.pid as number));
  const accepted = drivers.reduce((sum, d) => sum + d.accepted, 0);
  return {
    ...percentiles(latencies.all),
    same: percentiles(latencies.same),
    other: percentiles(latencies.other),
    answer: percentiles(answerTimes),
    positionsPerSecond: accepted / seconds,
    refused: drivers.reduce((sum, d) => sum + d.refused, 0),
    failed: drivers.reduce((sum, d) => sum + d.failed, 0),
    deliveredShare: delivered / (accepted * Number(values['streams-per-ride'])),
    processes: after.map((a, i) => ({
      cpuPercent: ((a.cpu - (before[i]?.cpu ?? 0)) / elapsed) * 100,
      rssMb: a.rssMb,
      peakMb: a.peakMb,
    })),
  };
}

type Run = Awaited<ReturnType<typeof run>>;
const fmt = (v: number, digits = 1) => v.toFixed(digits);
function summary(name: string, runs: Run[], pick: (r: Run) => number, digits = 1) {
  const sorted = runs.map(pick).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  return `${name} ${fmt(median, digits)} [${fmt(sorted[0] as number, digits)}-${fmt(sorted.at(-1) as number, digits)}]`;
}

await adminQuery(`drop database if exists ${DATABASE} with (force)`);
await adminQuery(`create database ${DATABASE}`);
const url = benchDatabaseUrl(DATABASE);
const servers: ServerProcess[] = [];
const streams: http.ClientRequest[] = [];
try {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const perRide = Number(values['streams-per-ride']);
  const rides = await seedLiveRides(database.db, Number(values.rides), perRide);
  await database.close();
  servers.push(await startBenchServer({ url }), await startBenchServer({ url }));
  await Promise.all(servers.map((server) => waitUntilHealthy(server)));
  console.log(
    `live trips benchmark: ${rides.length} rides posting every ${intervalMs / 1000} s, ${rides.length * perRide} streams on 2 processes, ${values.runs} runs of ${seconds} s`,
  );
  // 2 streams of each ride on each process, opened 50 at a time.
  const wanted = rides.flatMap((ride) =>
    ride.passengers.map((cookie, i) => ({ ride, cookie, on: i % 2 })),
  );
  for (let at = 0; at < wanted.length; at += 50) {
    const batch = wanted.slice(at, at + 50);
    streams.push(
      ...(await Promise.all(batch.map((w) => openStream(servers, w.on, w.ride, w.cookie)))),
    );
  }
  console.log(`${streams.length} streams open`);

  const runs: Run[] = [];
  for (let i = 1; i <= Number(values.runs); i++) {
    const r = await run(servers, rides);
    runs.push(r);
    console.log(
      `run ${i}: latency p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, p99 ${fmt(r.p99)} ms (${r.n} events; same process p95 ${fmt(r.same.p95)} ms, other process p95 ${fmt(r.other.p95)} ms); POST answered p50 ${fmt(r.answer.p50)} ms, p95 ${fmt(r.answer.p95)} ms; ${fmt(r.positionsPerSecond)} positions/s (${r.refused} refused as too frequent, ${r.failed} failed); ${fmt(r.deliveredShare * 100, 2)}% of events delivered; ` +
        r.processes
          .map((p, n) => `process ${'AB'[n]}: CPU ${fmt(p.cpuPercent)}%, RSS ${fmt(p.rssMb, 0)} MB`)
          .join(', '),
    );
  }
  console.log('\nmedian [min-max] of the runs:');
  console.log(
    [
      summary('latency p50 ms', runs, (r) => r.p50),
      summary('p95 ms', runs, (r) => r.p95),
      summary('p99 ms', runs, (r) => r.p99),
    ].join(', '),
  );
  console.log(
    [
      summary('p95 on the same process ms', runs, (r) => r.same.p95),
      summary('on the other process ms', runs, (r) => r.other.p95),
      summary('POST answered p95 ms', runs, (r) => r.answer.p95),
    ].join(', '),
  );
  console.log(
    `${summary('positions/s', runs, (r) => r.positionsPerSecond)}, ${summary('delivered %', runs, (r) => r.deliveredShare * 100, 2)}`,
  );
  for (const n of [0, 1]) {
    console.log(
      `process ${'AB'[n]}: ${summary('CPU %', runs, (r) => r.processes[n]?.cpuPercent ?? 0)}, ${summary('RSS MB', runs, (r) => r.processes[n]?.rssMb ?? 0, 0)}, ${summary('peak RSS MB', runs, (r) => r.processes[n]?.peakMb ?? 0, 0)}`,
    );
  }
} finally {
  for (const stream of streams) stream.destroy();
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
}
