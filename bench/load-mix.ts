// The realistic mix of the load and fault benchmarks: a cluster of server processes behind
// nginx on a PostgreSQL database of its own, seeded with rides and passengers, and a load
// generator that sends what Pamoja's people send, at a set rate, over kept-alive connections.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Cluster, startCluster } from '../scripts/cluster.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/server/db/client.ts';
import { adminQuery, benchDatabaseUrl } from './bench-server.ts';
import { fundedPassengers, seatTotals } from './books.ts';
import { ACCEPT_ENCODING } from './http-client.ts';
import { randomSearch, seedRides } from './seed-rides.ts';
import { percentiles } from './stats.ts';

const DATABASE = 'pamoja_load_bench';

export interface LoadSetup {
  cluster: Cluster;
  database: DatabaseHandle;
  cookies: string[];
  popularRides: string[];
  seatsBefore: Map<string, number>;
  assetPath: string;
  tearDown(): Promise<void>;
}

export async function setUpLoad(options: {
  processes: number;
  rides: number;
  passengers: number;
  port: number;
}): Promise<LoadSetup> {
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  await adminQuery(`create database ${DATABASE}`);
  const url = benchDatabaseUrl(DATABASE);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await seedRides(database.db, options.rides);
  // The popular rides: the soonest 300 of the next days, where bookings crowd.
  const popularRides = (
    await queryRows<{ id: string }>(
      database.db,
      sql`select id from scheduled_commutes where departure_time > now() + interval '2 hours'
          order by departure_time limit 300`,
    )
  ).map((r) => r.id);
  const cookies = await fundedPassengers(database.db, options.passengers, 20_000);
  await database.db.execute(sql`vacuum analyze`);
  const seatsBefore = await seatTotals(database.db);

  const cluster = await startCluster({
    processes: options.processes,
    port: options.port,
    databaseUrl: url,
    env: {
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      SECRET_KEY: 'load-bench-secret-key-load-bench-secret-key',
      // The API limit stays at its default (600 a minute per address; each connection has its
      // own address). Sign-ins would not: 64 addresses send what thousands of phones would.
      OTP_SENDS_PER_IP_PER_HOUR: '1000000',
      MPESA_SIMULATOR_DELAY_MS: '1500',
      DATABASE_POOL_SIZE: '10',
    },
  });
  await cluster.healthy();
  const landing = await fetch(`${cluster.url}/`).then((res) => res.text());
  // The app's entry, which the landing page starts once it has painted (its `data-entry`).
  const assetPath = /data-entry="(\/assets\/[^"]+\.js)"/.exec(landing)?.[1];
  if (!assetPath) throw new Error('the landing page names no script: is the web app built?');
  return {
    cluster,
    database,
    cookies,
    popularRides,
    seatsBefore,
    assetPath,
    async tearDown() {
      await cluster.stop();
      await database.close();
      await adminQuery(`drop database if exists ${DATABASE} with (force)`);
    },
  };
}

interface Answer {
  status: number;
  /** The body as it came (compressed, as asked); `parse` reads it as a browser would. */
  raw: Buffer;
  encoding: string | undefined;
}

const DECODERS: Record<string, (raw: Buffer) => Buffer> = {
  zstd: zstdDecompressSync,
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

const NO_ANSWER: Answer = { status: 0, raw: Buffer.alloc(0), encoding: undefined };

/** Every kind of request in the mix, and how often it comes (weights sum to 100). */
const MIX = [
  ['landing page', 10],
  ['landing script', 6],
  ['session check', 6],
  ['search', 34],
  ['booking', 8],
  ['cancel booking', 1],
  ['my trips', 12],
  ['past trips', 4],
  ['balance', 7],
  ['sign-in', 3],
  ['top-up', 4],
  ['top-up status', 5],
] as const;
type Kind = (typeof MIX)[number][0];

export interface LoadResult {
  seconds: number;
  requests: number;
  byKind: Map<string, { times: number[]; statuses: Map<number, number> }>;
  statuses: Map<number, number>;
  /** Per second of the run: answers below 500, and 5xx or failed connections. */
  timeline: { ok: number; failed: number; times: number[] }[];
  /** Bookings the server said were made, and top-ups it said had succeeded. */
  committedBookings: Set<string>;
  succeededTopUps: Set<string>;
}

export async function runLoad(
  setup: LoadSetup,
  options: { rate: number; seconds: number; connections: number },
): Promise<LoadResult> {
  const target = new URL(setup.cluster.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const send = (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
    localAddress?: string,
  ): Promise<Answer> =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          agent,
          localAddress,
          headers: {
            'accept-encoding': ACCEPT_ENCODING,
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          // The whole body has come when it ends: that is what the time measures. It is read
          // (decompressed and parsed) only where the mix needs what it says: the landing page and
          // its script, about 400 KB once decompressed, cost the generator a fifth of a core at
          // 800 requests/s, taken from the server it measures on the same machine.
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              raw: Buffer.concat(chunks),
              encoding: response.headers['content-encoding'],
            }),
          );
          response.on('error', () => resolve(NO_ANSWER));
        },
      );
      request.setTimeout(10_000, () => request.destroy());
      request.on('error', () => resolve(NO_ANSWER));
      request.end(payload);
    });

  const result: LoadResult = {
    seconds: options.seconds,
    requests: 0,
    byKind: new Map(),
    statuses: new Map(),
    timeline: Array.from({ length: options.seconds + 30 }, () => ({
      ok: 0,
      failed: 0,
      times: [] as number[],
    })),
    committedBookings: new Set(),
    succeededTopUps: new Set(),
  };
  const started = performance.now();
  const record = (kind: string, sentAt: number, answer: Answer) => {
    const entry = result.byKind.get(kind) ?? {
      times: [] as number[],
      statuses: new Map<number, number>(),
    };
    result.byKind.set(kind, entry);
    const took = performance.now() - sentAt;
    entry.times.push(took);
    entry.statuses.set(answer.status, (entry.statuses.get(answer.status) ?? 0) + 1);
    result.statuses.set(answer.status, (result.statuses.get(answer.status) ?? 0) + 1);
    result.requests += 1;
    const second = result.timeline[Math.floor((sentAt - started) / 1000)];
    if (second) {
      second.times.push(took);
      if (answer.status === 0 || answer.status >= 500) second.failed += 1;
      else second.ok += 1;
    }
  };
  const timed = async (
    kind: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body: unknown,
    from: string,
  ) => {
    const sentAt = performance.now();
    const answer = await send(method, path, headers, body, from);
    record(kind, sentAt, answer);
    return answer;
  };
  // Asked for compressed answers as a browser does: read as a browser would.
  const parse = <T>({ raw, encoding }: Answer): T | undefined => {
    try {
      const decode = encoding ? DECODERS[encoding] : undefined;
      const body = decode ? decode(raw) : raw;
      return JSON.parse(body.toString()) as T;
    } catch {
      return undefined;
    }
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
  const bookings: { id: string; cookie: string }[] = [];
  const topUps: { transactionId: string; cookie: string; at: number }[] = [];

  const act = async (kind: Kind, from: string): Promise<void> => {
    const call = (k: string, m: string, p: string, h: Record<string, string>, body?: unknown) =>
      timed(k, m, p, h, body, from);
    const cookie = pick(setup.cookies);
    switch (kind) {
      case 'landing page':
        return void (await call(kind, 'GET', '/', {}));
      case 'landing script':
        return void (await call(kind, 'GET', setup.assetPath, {}));
      case 'session check':
        return void (await call(kind, 'GET', '/api/auth/session', { cookie }));
      case 'search':
        return void (await call(
          kind,
          'POST',
          '/api/Commute/GetUpcomingTripsByLocation',
          { cookie },
          randomSearch(),
        ));
      case 'booking': {
        const answer = await call(
          kind,
          'POST',
          '/api/Commute/SavePassengerBooking',
          { cookie },
          {
            scheduledCommuteId: pick(setup.popularRides),
            numberOfSeats: Math.random() < 0.8 ? 1 : 2,
          },
        );
        const bookingId = answer.status === 200 ? parse<{ id?: string }>(answer)?.id : undefined;
        if (bookingId) {
          result.committedBookings.add(bookingId);
          bookings.push({ id: bookingId, cookie });
        }
        return;
      }
      case 'cancel booking': {
        const booking = bookings.splice(Math.floor(Math.random() * bookings.length), 1)[0];
        if (!booking) return act('my trips', from);
        return void (await call(
          kind,
          'DELETE',
          `/api/Booking/CancelPassengerBooking?bookingId=${booking.id}`,
          {
            cookie: booking.cookie,
          },
        ));
      }
      case 'my trips':
        return void (await call(kind, 'GET', '/api/Commute/GetPassengerUpcomingTrips', {
          cookie,
        }));
      case 'past trips':
        return void (await call(kind, 'GET', '/api/Commute/GetPastTrips', { cookie }));
      case 'balance':
        return void (await call(kind, 'GET', '/api/user/balance', { cookie }));
      case 'sign-in': {
        const phone = `+2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
        const sent = await call(kind, 'POST', '/api/auth/otp/send', {}, { phoneNumber: phone });
        if (sent.status !== 200) return;
        // The text reaches the phone, not the load generator's HTTP: read it where the local
        // SMS provider keeps it (its HTTP outbox answers this machine's own address only).
        const [texted] = await queryRows<{ message: string }>(
          setup.database.db,
          sql`select message from sms_outbox where to_phone = ${phone} order by created_at desc limit 1`,
        );
        const code = /\b(\d{5})\b/.exec(texted?.message ?? '')?.[1];
        if (!code) return;
        return void (await call(
          kind,
          'POST',
          '/api/auth/otp/verify',
          {},
          {
            phoneNumber: phone,
            otp: code,
            isNewUser: true,
            fullName: 'Wanjiru Load',
            nationalIdNumber: '23456789',
            gender: 'Female',
          },
        ));
      }
      case 'top-up': {
        // One in ten customers cancels the M-Pesa prompt (the simulator's 1032).
        const amount = Math.random() < 0.1 ? 1032 : 100 * (1 + Math.floor(Math.random() * 20));
        const answer = await call(
          kind,
          'POST',
          '/api/Wallet/InitiateMpesaPayment',
          { cookie },
          {
            amount,
            idempotencyKey: randomUUID(),
          },
        );
        const id =
          answer.status === 200
            ? parse<{ transactionId: string }>(answer)?.transactionId
            : undefined;
        if (id) topUps.push({ transactionId: id, cookie, at: performance.now() });
        return;
      }
      case 'top-up status': {
        // The app polls every 2 seconds until M-Pesa has answered.
        const index = topUps.findIndex((t) => performance.now() - t.at > 2000);
        const topUp = index >= 0 ? topUps.splice(index, 1)[0] : undefined;
        if (!topUp) return act('balance', from);
        const answer = await call(
          kind,
          'GET',
          `/api/Wallet/GetMpesaPaymentStatus?transactionId=${topUp.transactionId}`,
          {
            cookie: topUp.cookie,
          },
        );
        const status = parse<{ status?: string }>(answer)?.status;
        if (status === 'success') result.succeededTopUps.add(topUp.transactionId);
        else if (answer.status === 200 && status === 'pending')
          topUps.push({ ...topUp, at: performance.now() });
        return;
      }
    }
  };

  const choose = (): Kind => {
    let roll = Math.random() * 100;
    for (const [kind, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return 'search';
  };
  // Requests leave on a fixed schedule (rate per second) through at most `connections` at once.
  const interval = 1000 / options.rate;
  const endAt = started + options.seconds * 1000;
  let next = started;
  // Each connection comes from its own loopback address (127.0.0.2, ...), as phones come from
  // their own: nginx passes that address on, and each gets its own rate-limit count.
  const worker = async (index: number) => {
    const from = `127.0.${1 + Math.floor((index + 1) / 254)}.${1 + ((index + 1) % 254)}`;
    for (;;) {
      const at = next;
      next += interval;
      if (at >= endAt) return;
      const wait = at - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const kind = choose();
      try {
        await act(kind, from);
      } catch {
        // The load generator's own database read (a texted code) failed: a fault is on.
        record(kind, performance.now(), NO_ANSWER);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  // Top-ups still waiting for an answer are polled once more, after M-Pesa has had its time.
  await new Promise((r) => setTimeout(r, 3000));
  for (const topUp of topUps.splice(0)) {
    const answer = await send(
      'GET',
      `/api/Wallet/GetMpesaPaymentStatus?transactionId=${topUp.transactionId}`,
      {
        cookie: topUp.cookie,
      },
    );
    if (parse<{ status?: string }>(answer)?.status === 'success')
      result.succeededTopUps.add(topUp.transactionId);
  }
  result.seconds = (performance.now() - started) / 1000 - 3;
  agent.destroy();
  return result;
}

export function printLoad(result: LoadResult): void {
  const status = (m: Map<number, number>) =>
    [...m.entries()]
      .sort(([a], [b]) => a - b)
      .map(([code, n]) => `${code === 0 ? 'failed' : code} x${n}`)
      .join(', ');
  console.log(
    `throughput: ${Math.round(result.requests / result.seconds)} requests/s ` +
      `(${result.requests} in ${result.seconds.toFixed(1)} s)`,
  );
  const all = [...result.byKind.values()].flatMap((k) => k.times);
  const p = percentiles(all);
  console.log(
    `all requests: p50 ${p.p50} ms, p95 ${p.p95} ms, p99 ${p.p99} ms; ${status(result.statuses)}`,
  );
  for (const [kind] of MIX) {
    const entry = result.byKind.get(kind);
    if (!entry) continue;
    const q = percentiles(entry.times);
    console.log(
      `  ${kind.padEnd(15)} ${String(entry.times.length).padStart(6)}  p50 ${String(q.p50).padStart(6)}  ` +
        `p95 ${String(q.p95).padStart(6)}  p99 ${String(q.p99).padStart(6)} ms  ${status(entry.statuses)}`,
    );
  }
  const windows: string[] = [];
  for (let from = 0; from < result.seconds - 1; from += 10) {
    const times = result.timeline.slice(from, from + 10).flatMap((s) => s.times);
    if (times.length) windows.push(`${from}-${from + 10} s: ${percentiles(times).p95}`);
  }
  console.log(`p95 by 10 seconds (ms): ${windows.join('; ')}`);
  const server5xx = [...result.statuses.entries()].filter(([c]) => c === 0 || c >= 500);
  console.log(`5xx or failed: ${server5xx.reduce((n, [, count]) => n + count, 0)}`);
}
