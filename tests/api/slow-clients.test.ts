import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../helpers/event-stream.ts';
import { newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookedTrip } from '../helpers/trips.ts';

// A client that trickles its request must not hold a connection for ever. Over a real socket to
// a listening server, with the limit on receiving a whole request cut from 5 minutes to half a
// second (src/server/server-timeouts.ts) so the test takes seconds, not minutes.

const REQUEST_MS = 500;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp(
    { API_RATE_LIMIT_PER_MINUTE: '0' },
    { timeouts: { requestMs: REQUEST_MS, checkEveryMs: 50 } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** Opens a connection, sends the head of a JSON POST, then the body's bytes `everyMs` apart. */
function trickle(body: string, everyMs: number) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  // The server may reset the connection it cut off; the answer and the close are what count.
  socket.on('error', () => {});
  const answered = new Promise<void>((resolve) =>
    socket.on('data', (chunk) => {
      answer += chunk;
      resolve();
    }),
  );
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    'POST /api/auth/otp/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  let sent = 0;
  const timer = setInterval(() => {
    if (sent >= body.length || socket.destroyed) return clearInterval(timer);
    socket.write(body[sent++] ?? '');
  }, everyMs);
  return {
    answer: () => answer,
    answered,
    closed,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** Whether `promise` settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), wait(ms).then(() => false)]);

describe('a slow client', () => {
  it('trickling its body a byte at a time is cut off with 408', async () => {
    const body = JSON.stringify({ phoneNumber: newPhone() });
    const client = trickle(body, 100);
    const started = Date.now();
    try {
      // The body would take 2.5 s at this pace; the limit is half a second.
      expect(await settlesWithin(client.closed, 4 * REQUEST_MS)).toBe(true);
      expect(Date.now() - started).toBeLessThan(4 * REQUEST_MS);
      expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      client.stop();
    }
  });

  it('sending its whole request in time is answered, however it was paced', async () => {
    const body = JSON.stringify({ phoneNumber: newPhone() });
    const client = trickle(body, Math.floor(REQUEST_MS / 2 / body.length));
    try {
      expect(await settlesWithin(client.answered, 4 * REQUEST_MS)).toBe(true);
      expect(client.answer()).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      client.stop();
    }
  });

  it("does not end a trip's live stream, which outlasts the limit", async () => {
    const { ride, driverCookie } = await bookedTrip(t, { passengers: 1 });
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/trips/${ride.id}/live`, {
      cookie: driverCookie,
    });
    try {
      expect(stream.status).toBe(200);
      expect((await stream.next()).event).toBeTruthy();
      expect(await settlesWithin(stream.ended, 4 * REQUEST_MS)).toBe(false);
    } finally {
      stream.close();
    }
  });
});
