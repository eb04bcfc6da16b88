// Live trips benchmark: `node --import tsx bench/live.ts [--seconds 30] [--runs 3]`. Two server
// processes on a PostgreSQL database of their own (seeded, then dropped), 500 rides in progress
// whose drivers each post a position every 2 s (2 s after the last one was answered, as the
// server takes at most one per 2 s), to process A and B in turn, and 2,000 open live streams (4
// per ride, 2 on each process). Prints, per run and as median [min-max] of the runs: delivery
// latency p50/p95/p99 from the position's acceptance (its `recordedAt`, the server's clock on this
// same machine) to the event's arrival on a stream, also split into streams on the process that
// took the position and on the other one; the POST's answer time; positions accepted per second;
// events delivered of those due; CPU and memory of each server process (from /proc).
// `--json <file>` appends the figures for `npm run bench:report`. `--against <rev>` also starts
// that git revision's two processes, on a copy of the same seeded database of their own (so no
// NOTIFY crosses between the revisions) with their own streams, and measures both in every run,
// one after the other. Asserts nothing.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { type ServerProcess, waitUntilHealthy } from '../tests/helpers/server-process.ts';
import { adminQuery, benchDatabaseUrl, startBenchServer } from './bench-server.ts';
import { createFigures, HARNESS_OPTIONS, printMachine, processUsage } from './harness.ts';
import { type LiveRide, seedLiveRides } from './live-seed.ts';
import { type Revision, revisionsToMeasure } from './revisions.ts';
import { percentiles } from './stats.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    rides: { type: 'string', default: '500' },
    'streams-per-ride': { type: 'string', default: '4' },
    'interval-ms': { type: 'string', default: '2000' },
    ...HARNESS_OPTIONS,
  },
});
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const intervalMs = Number(values['interval-ms']);
const DATABASE = 'pamoja_live_bench';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  const before = servers.map((s) => processUsage(s.child.pid as number));
  const started = performance.now();
  const until = started + seconds * 1000;
  const drivers = await Promise.all(
    rides.map((ride, i) => drive(ride, servers, until, (i * intervalMs) / rides.length)),
  );
  await sleep(1000); // the last events on their way
  const elapsed = (performance.now() - started) / 1000;
  const after = servers.map((s) => processUsage(s.child.pid as number));
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

const fmt = (v: number, digits = 1) => v.toFixed(digits);

/** The seeded database; each revision's processes run on a copy of it of their own. */
await adminQuery(`drop database if exists ${DATABASE} with (force)`);
await adminQuery(`create database ${DATABASE}`);
const url = benchDatabaseUrl(DATABASE);
const machine = await printMachine({ postgresUrl: url });
const figures = createFigures('live', machine, values.json);
const revisions = revisionsToMeasure(values.against);
/** Each revision's copy of the database, its two processes and their streams. */
const measured: {
  revision: Revision;
  database: string;
  servers: ServerProcess[];
  streams: http.ClientRequest[];
}[] = [];
try {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const perRide = Number(values['streams-per-ride']);
  const rides = await seedLiveRides(database.db, Number(values.rides), perRide);
  await database.close();
  console.log(
    `live trips benchmark: ${rides.length} rides posting every ${intervalMs / 1000} s, ${rides.length * perRide} streams on 2 processes, ${runs} runs of ${seconds} s`,
  );
  for (const [index, revision] of revisions.entries()) {
    const copy = `${DATABASE}_${index}`;
    await adminQuery(`drop database if exists ${copy} with (force)`);
    await adminQuery(`create database ${copy} template ${DATABASE}`);
    const entry = {
      revision,
      database: copy,
      servers: [] as ServerProcess[],
      streams: [] as http.ClientRequest[],
    };
    measured.push(entry);
    const copyUrl = benchDatabaseUrl(copy);
    entry.servers.push(
      await startBenchServer({ url: copyUrl }, {}, revision.dir),
      await startBenchServer({ url: copyUrl }, {}, revision.dir),
    );
    await Promise.all(entry.servers.map((server) => waitUntilHealthy(server)));
    // 2 streams of each ride on each process, opened 50 at a time.
    const wanted = rides.flatMap((ride) =>
      ride.passengers.map((cookie, i) => ({ ride, cookie, on: i % 2 })),
    );
    for (let at = 0; at < wanted.length; at += 50) {
      const batch = wanted.slice(at, at + 50);
      entry.streams.push(
        ...(await Promise.all(batch.map((w) => openStream(entry.servers, w.on, w.ride, w.cookie)))),
      );
    }
    const label = revisions.length > 1 ? ` [${revision.name}]` : '';
    console.log(`${entry.streams.length} streams open${label}`);
  }

  for (let i = 1; i <= runs; i++) {
    // Each revision in turn, in the same run; the other's processes idle meanwhile.
    for (const { revision, servers } of measured) {
      const r = await run(servers, rides);
      const label = revisions.length > 1 ? ` [${revision.name}]` : '';
      console.log(
        `run ${i}${label}: latency p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, p99 ${fmt(r.p99)} ms (${r.n} events; same process p95 ${fmt(r.same.p95)} ms, other process p95 ${fmt(r.other.p95)} ms); POST answered p50 ${fmt(r.answer.p50)} ms, p95 ${fmt(r.answer.p95)} ms; ${fmt(r.positionsPerSecond)} positions/s (${r.refused} refused as too frequent, ${r.failed} failed); ${fmt(r.deliveredShare * 100, 2)}% of events delivered; ` +
          r.processes
            .map(
              (p, n) => `process ${'AB'[n]}: CPU ${fmt(p.cpuPercent)}%, RSS ${fmt(p.rssMb, 0)} MB`,
            )
            .join(', '),
      );
      const name = revision.name;
      figures.add('delivery latency p50', r.p50, 'ms', 1, name);
      figures.add('delivery latency p95', r.p95, 'ms', 1, name);
      figures.add('delivery latency p99', r.p99, 'ms', 1, name);
      figures.add('delivery latency p95, stream on the same process', r.same.p95, 'ms', 1, name);
      figures.add('delivery latency p95, stream on the other process', r.other.p95, 'ms', 1, name);
      figures.add('POST answered p50', r.answer.p50, 'ms', 1, name);
      figures.add('POST answered p95', r.answer.p95, 'ms', 1, name);
      figures.add('positions accepted/s', r.positionsPerSecond, '/s', 1, name);
      figures.add('positions refused as too frequent', r.refused, '', 0, name);
      figures.add('positions failed', r.failed, '', 0, name);
      figures.add('events delivered', r.deliveredShare * 100, '%', 2, name);
      for (const [n, p] of r.processes.entries()) {
        figures.add(`process ${'AB'[n]} CPU`, p.cpuPercent, '%', 1, name);
        figures.add(`process ${'AB'[n]} RSS`, p.rssMb, 'MB', 0, name);
        figures.add(`process ${'AB'[n]} peak RSS`, p.peakMb, 'MB', 0, name);
      }
    }
  }
  await figures.print();
} finally {
  for (const { streams, servers, database } of measured) {
    for (const stream of streams) stream.destroy();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await adminQuery(`drop database if exists ${database} with (force)`);
  }
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
}
