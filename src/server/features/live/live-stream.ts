import type { FastifyReply, FastifyRequest } from 'fastify';
import { etaMinutes } from '../../../shared/geo.ts';
import { automaticCompletionTime } from '../../../shared/rules/trips.ts';
import type { LivePositionEvent, LiveStatusEvent } from '../../../shared/schemas/trips.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { lastPosition } from '../trips/last-position.ts';
import type { LiveEvent, LiveHub } from './live-event.ts';
import { readViewerRight } from './live-right.ts';
import type { Viewer } from './live-viewer.ts';
import type { StreamPlaces } from './stream-places.ts';

/** A comment this often keeps proxies and phones from dropping a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
/**
 * A stream of a trip not yet started ends after this long (at the next heartbeat): the browser
 * reconnects by itself, so no socket is held for the days before a ride.
 */
export const NOT_STARTED_STREAM_MS = 60_000;

export interface StreamDeps {
  db: Database;
  live: LiveHub;
  log: { warn(obj: object, msg: string): void };
  /** The open streams: at most a few per person or sharer, and all ended at shutdown. */
  places: StreamPlaces;
}

type Ended = 'completed' | 'cancelled';
const hasEnded = (status: string): status is Ended =>
  status === 'completed' || status === 'cancelled';

/**
 * Serves one viewer's Server-Sent Events stream of a ride, written straight to the socket
 * (`reply.hijack()`): no compression, caching header or hook may hold events back. It starts
 * with the driver's last position (while the trip is in progress) and the ride's status, then
 * sends each `position` (with the ETA to this viewer's pickup while they wait) and `status` as
 * they come, a comment every 15 s, and ends after `completed` or `cancelled`. Events that arrive
 * while the first ones are read wait their turn, so a reconnecting browser misses nothing.
 * It lasts only while its right does: each heartbeat reads the right again (see
 * readViewerRight), and every event first checks the clock against the right's own end (a
 * link's expiry) and, for a position, the trip's end, so nothing is sent past either.
 */
export async function streamTrip(
  deps: StreamDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: Viewer,
): Promise<void> {
  const { db, live } = deps;
  const rideId = viewer.ride.id;
  const res = reply.raw;
  const completesAt = automaticCompletionTime(
    viewer.ride.departureTime,
    viewer.ride.estimatedDuration,
  );
  const openedAt = now();
  let sequence = 0;
  let closed = false;
  /** Events heard before the first ones were sent; null once they have been. */
  let early: LiveEvent[] | null = [];
  /** A position not yet written because the viewer's connection is backed up; only the latest. */
  let waitingPosition: LivePositionEvent | null = null;

  /**
   * Whether an event may go out now, by the right held in memory: nothing once a link has
   * expired (the stream ends), and no position after the trip's end ("Trip day": positions are
   * seen until the trip ends), which the next heartbeat then finds.
   */
  const mayShow = (event: 'position' | 'status') => {
    const at = now();
    if (viewer.until && at >= viewer.until) {
      end();
      return false;
    }
    return event !== 'position' || at < completesAt;
  };
  const send = (event: 'position' | 'status', data: LivePositionEvent | LiveStatusEvent) => {
    if (closed || !mayShow(event)) return;
    sequence += 1;
    res.write(`id: ${sequence}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const sendPosition = (position: { latitude: number; longitude: number; recordedAt: Date }) => {
    const waiting = viewer.booking?.boardingStatus === 'waiting';
    const data: LivePositionEvent = {
      ...position,
      etaMinutes: waiting && viewer.booking ? etaMinutes(position, viewer.booking.pickup) : null,
    };
    if (res.writableNeedDrain) waitingPosition = data;
    else send('position', data);
  };
  const sendStatus = (status: LiveStatusEvent['status']) => {
    send('status', { status });
    if (hasEnded(status)) end();
  };
  const handle = (event: LiveEvent) => {
    if (event.type === 'position') {
      const { latitude, longitude, recordedAt } = event;
      sendPosition({ latitude, longitude, recordedAt: new Date(recordedAt) });
    } else if (event.status !== 'boarded') {
      sendStatus(event.status);
    } else if (viewer.booking && viewer.booking.id === event.bookingId) {
      viewer.booking.boardingStatus = 'boarded';
      sendStatus('boarded');
    } else if (viewer.role === 'driver' || viewer.role === 'agent') {
      // Other passengers are told nothing about each other.
      sendStatus('boarded');
    }
  };

  // First, as it may refuse (429): nothing is subscribed or written yet.
  const release = deps.places.take(viewer, () => end());
  const unsubscribe = live.subscribe(rideId, (event) => {
    if (early) early.push(event);
    else handle(event);
  });
  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
  heartbeat.unref();
  function end() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    release();
    res.end();
  }
  res.on('close', end);
  res.on('drain', () => {
    const position = waitingPosition;
    waitingPosition = null;
    if (position) send('position', position);
  });

  // Written by hand: hijacked, the reply's onSend hooks (request id, caching) do not run.
  reply.hijack();
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
    'X-Request-Id': request.id,
  });
  res.write(`retry: ${RETRY_MS}\n\n`);

  try {
    const status = await readRight();
    if (status === null) return end();
    if (status === 'in_progress') {
      const position = await lastPosition(db, rideId);
      if (position) sendPosition(position);
    }
    sendStatus(status);
    const heard = early;
    early = null;
    for (const event of heard) handle(event);
  } catch (error) {
    deps.log.warn({ err: error, rideId }, 'live stream could not start');
    end();
  }

  /**
   * The ride's status now, taking this viewer's boarding (which may have changed since); null
   * once the viewer has lost the right to watch.
   */
  async function readRight() {
    const right = await readViewerRight(db, viewer);
    if (!right.holds) return null;
    if (viewer.booking && right.boardingStatus) {
      viewer.booking.boardingStatus = right.boardingStatus;
    }
    return right.status;
  }

  /**
   * The heartbeat, and what no event may announce here: the right lost (a booking cancelled, a
   * link revoked or its sharer's booking cancelled, an SOS resolved), the trip ended in a process
   * this one did not hear, a link past its expiry, and a trip not started after a short wait.
   */
  async function beat() {
    if (closed) return;
    res.write(': heartbeat\n\n');
    try {
      const status = await readRight();
      if (status === null) return end();
      if (hasEnded(status)) return sendStatus(status);
      if (viewer.until && now() >= viewer.until) return end();
      if (status === 'active' && now().getTime() - openedAt.getTime() >= NOT_STARTED_STREAM_MS) {
        return end();
      }
    } catch (error) {
      deps.log.warn({ err: error, rideId }, 'live stream check failed');
    }
  }
}
