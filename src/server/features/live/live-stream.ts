import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etaMinutes } from '../../../shared/geo.ts';
import { automaticCompletionTime } from '../../../shared/rules/trips.ts';
import type { LivePositionEvent, LiveStatusEvent } from '../../../shared/schemas/trips.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides, tripShares } from '../../db/schema.ts';
import { lastPosition } from '../trips/last-position.ts';
import type { LiveEvent, LiveHub } from './live-event.ts';
import type { Viewer } from './live-viewer.ts';

/** A comment this often keeps proxies and phones from dropping a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

export interface StreamDeps {
  db: Database;
  live: LiveHub;
  log: { warn(obj: object, msg: string): void };
  /** Keeps `end` until the stream closes, so shutting down can end every stream first. */
  track(end: () => void): () => void;
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
  let sequence = 0;
  let closed = false;
  /** Events heard before the first ones were sent; null once they have been. */
  let early: LiveEvent[] | null = [];
  /** A position not yet written because the viewer's connection is backed up; only the latest. */
  let waitingPosition: LivePositionEvent | null = null;

  const send = (event: 'position' | 'status', data: LivePositionEvent | LiveStatusEvent) => {
    if (closed) return;
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

  const unsubscribe = live.subscribe(rideId, (event) => {
    if (early) early.push(event);
    else handle(event);
  });
  const untrack = deps.track(() => end());
  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
  heartbeat.unref();
  function end() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    untrack();
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
    const status = await currentStatus();
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

  /** The ride's status now, and this viewer's boarding (which may have changed since). */
  async function currentStatus() {
    const [ride] = await db
      .select({ status: rides.status })
      .from(rides)
      .where(eq(rides.id, rideId));
    if (viewer.booking) {
      const [booking] = await db
        .select({ boardingStatus: bookings.boardingStatus })
        .from(bookings)
        .where(eq(bookings.id, viewer.booking.id));
      if (booking) viewer.booking.boardingStatus = booking.boardingStatus;
    }
    return ride?.status ?? 'cancelled';
  }

  /**
   * The heartbeat, and two checks no event announces: a share link revoked meanwhile, and a ride
   * past its automatic completion whose `completed` this process did not hear.
   */
  async function beat() {
    if (closed) return;
    res.write(': heartbeat\n\n');
    try {
      if (viewer.shareId && !(await shareStillOpen(viewer.shareId))) return end();
      if (now() >= completesAt) {
        const status = await currentStatus();
        if (hasEnded(status)) sendStatus(status);
      }
    } catch (error) {
      deps.log.warn({ err: error, rideId }, 'live stream check failed');
    }
  }

  async function shareStillOpen(shareId: string) {
    const [open] = await db
      .select({ id: tripShares.id })
      .from(tripShares)
      .where(and(eq(tripShares.id, shareId), isNull(tripShares.revokedAt)));
    return open !== undefined;
  }
}
