import type { FastifyServerOptions } from 'fastify';

/** How long the server waits on a client, at each stage of a connection. */
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this (else 408 and closed). */
  requestMs: number;
  /** A connection on which nothing moves either way for this long is closed. */
  idleMs: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAliveMs: number;
  /** How often Node looks for requests past `requestMs` (its own default). */
  checkEveryMs: number;
}

/**
 * A client that trickles its request (a byte every few seconds) must not hold a connection for
 * ever, and a real phone must still get through. The largest body is a 5 MB photo on the signed
 * upload PUT: in 5 minutes it needs 140 kbit/s, which a phone on 3G passes with room to spare
 * (only an EDGE connection at its slowest would not). Node checks every 30 s, so a slow
 * request is cut between 5 and 5.5 minutes; headers alone have Node's 60 s. The limit is on
 * receiving the request only: a Server-Sent Events stream (`/api/trips/:id/live`) stays open as
 * long as its answer runs, and its heartbeat every 15 s keeps it from ever being idle for the
 * 2 minutes after which a silent connection (a client that stopped reading) is closed. Kept-alive
 * connections wait 72 s for the next request (Fastify's own default), longer than the 60 s of
 * common load balancers, so the balancer, not us, ends an idle one.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 5 * 60_000,
  idleMs: 2 * 60_000,
  keepAliveMs: 72_000,
  checkEveryMs: 30_000,
};

/** Fastify's options for these timeouts (tests shorten them). */
export function timeoutOptions(changes: Partial<ServerTimeouts> = {}) {
  const timeouts = { ...SERVER_TIMEOUTS, ...changes };
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      connectionsCheckingInterval: timeouts.checkEveryMs,
      // Node's own 60 s for the headers alone; it checks nothing when they may take longer
      // than the whole request.
      headersTimeout: Math.min(60_000, timeouts.requestMs),
    },
  } satisfies FastifyServerOptions & { http: object };
}
