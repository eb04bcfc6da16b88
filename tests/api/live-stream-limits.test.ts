import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { NOT_STARTED_STREAM_MS } from '../../src/server/features/live/live-stream.ts';
import {
  STREAMS_PER_PERSON,
  STREAMS_PER_SHARER,
} from '../../src/server/features/live/stream-places.ts';
import type { EventStream } from '../helpers/event-stream.ts';
import {
  drive,
  endedFlag,
  type LiveApp,
  listeningApp,
  liveTrip,
  shareLink,
} from '../helpers/live-streams.ts';
import { startTrip } from '../helpers/trips.ts';

// Nobody holds more than a few open streams (a socket and its buffers each) on a ride: a person's
// newest stream closes their oldest, so a phone that reconnects always gets through; a sharer's
// links have a ceiling, refused with 429; and a trip not yet started keeps no stream open for
// long (the browser comes back by itself). Counted per server process.

let live: LiveApp;
beforeAll(async () => {
  live = await listeningApp();
});
afterAll(() => live.t.close());
const opened: EventStream[] = [];
afterEach(() => {
  vi.useRealTimers();
  resetClock();
  for (const stream of opened.splice(0)) stream.close();
});

const t = () => live.t;
async function open(rideId: string, as: { cookie?: string; share?: string }) {
  const stream = await live.open(rideId, as);
  opened.push(stream);
  return stream;
}

describe('open streams', () => {
  it(`keep at most ${STREAMS_PER_PERSON} of one person on a ride: each new one closes their oldest`, async () => {
    const trip = await liveTrip(t());
    const [passenger] = trip.passengers;
    if (!passenger) throw new Error('no passenger');
    const streams: EventStream[] = [];
    const ended: (() => boolean)[] = [];
    for (let i = 0; i < 40; i++) {
      const stream = await open(trip.ride.id, passenger);
      expect(stream.status).toBe(200);
      expect((await stream.next()).data).toEqual({ status: 'in_progress' });
      streams.push(stream);
      ended.push(endedFlag(stream));
    }
    // All but the newest few were closed by the server; the newest still carry the trip.
    await expect
      .poll(() => ended.filter((isEnded) => isEnded()).length)
      .toBe(40 - STREAMS_PER_PERSON);
    expect(ended.slice(-STREAMS_PER_PERSON).map((isEnded) => isEnded())).toEqual(
      Array(STREAMS_PER_PERSON).fill(false),
    );
    // The driver's places are their own.
    const driver = await open(trip.ride.id, { cookie: trip.driverCookie });
    expect(driver.status).toBe(200);
  });

  it(`let a sharer’s links hold ${STREAMS_PER_SHARER} on a ride together, then answer 429 until one closes`, async () => {
    const trip = await liveTrip(t());
    const [passenger] = trip.passengers;
    if (!passenger) throw new Error('no passenger');
    const links = [
      await shareLink(t(), trip.ride.id, passenger.cookie),
      await shareLink(t(), trip.ride.id, passenger.cookie),
    ];
    const family: EventStream[] = [];
    for (let i = 0; i < STREAMS_PER_SHARER; i++) {
      const stream = await open(trip.ride.id, { share: links[i % 2] });
      expect(stream.status).toBe(200);
      family.push(stream);
    }
    for (const share of links) {
      const refused = await open(trip.ride.id, { share });
      expect([refused.status, refused.body?.code]).toEqual([429, 'live_stream_limit']);
    }
    // The driver's link, and the passenger themself, are not held back by them.
    const driversLink = await shareLink(t(), trip.ride.id, trip.driverCookie);
    expect((await open(trip.ride.id, { share: driversLink })).status).toBe(200);
    expect((await open(trip.ride.id, passenger)).status).toBe(200);

    const leaving = family[0];
    leaving?.close();
    await expect
      .poll(async () => {
        const stream = await open(trip.ride.id, { share: links[0] });
        return stream.status;
      })
      .toBe(200);
  });

  it('end a stream of a trip not yet started after a short wait, but not once it has started', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const trip = await liveTrip(t(), { started: false });
    const [passenger] = trip.passengers;
    if (!passenger) throw new Error('no passenger');
    const early = await open(trip.ride.id, passenger);
    expect((await early.next()).data).toEqual({ status: 'active' });
    const earlyEnded = endedFlag(early);
    vi.advanceTimersByTime(15_000);
    await expect.poll(() => early.comments.length).toBeGreaterThan(0);
    expect(earlyEnded()).toBe(false);
    advanceClock(NOT_STARTED_STREAM_MS / 60_000);
    vi.advanceTimersByTime(15_000);
    await expect.poll(earlyEnded).toBe(true);

    // Started, a stream lasts as long as the trip.
    const waiting = await open(trip.ride.id, passenger);
    expect((await waiting.next()).data).toEqual({ status: 'active' });
    expect((await startTrip(t(), trip)).statusCode).toBe(200);
    expect((await waiting.next()).data).toEqual({ status: 'in_progress' });
    advanceClock(10);
    const beats = waiting.comments.length;
    vi.advanceTimersByTime(15_000);
    await expect.poll(() => waiting.comments.length).toBeGreaterThan(beats);
    await drive(t(), trip, -1.2192, 36.8869);
    expect((await waiting.next()).event).toBe('position');
  });
});
