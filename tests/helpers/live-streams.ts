import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { type EventStream, openEventStream } from './event-stream.ts';
import { json } from './sign-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { type BookedTrip, bookedTrip, startTrip } from './trips.ts';

// Trip streams as people open them: a listening app, a trip booked and started through the API,
// the driver's positions through the position route, share links through the share route.

export interface LiveApp {
  t: TestApp;
  /** Opens the trip's stream as the person with `cookie`, or with a share link's token. */
  open(rideId: string, as: { cookie?: string; share?: string }): Promise<EventStream>;
}

/** A test app listening on a port of its own, as the browser's EventSource needs. */
export async function listeningApp(env: Record<string, string> = {}): Promise<LiveApp> {
  const t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    t,
    open: (rideId, { cookie, share }) =>
      openEventStream(
        `${base}/api/trips/${rideId}/live${share ? `?share=${encodeURIComponent(share)}` : ''}`,
        cookie ? { cookie } : {},
      ),
  };
}

/** A trip leaving in 20 minutes with `passengers` booked; started by its driver unless not. */
export async function liveTrip(
  t: TestApp,
  { passengers = 1, started = true }: { passengers?: number; started?: boolean } = {},
): Promise<BookedTrip> {
  const trip = await bookedTrip(t, { departInMinutes: 20, passengers });
  if (started) expect((await startTrip(t, trip)).statusCode).toBe(200);
  return trip;
}

/** The driver's phone reports where the car is (the clock must have moved 2 s since the last). */
export async function drive(t: TestApp, trip: BookedTrip, latitude: number, longitude: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/trips/${trip.ride.id}/location`,
    ...json({ latitude, longitude }, { cookie: trip.driverCookie }),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** A share link's token, made by the person with `cookie`. */
export async function shareLink(t: TestApp, rideId: string, cookie: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/trips/${rideId}/share`,
    ...json({}, { cookie }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

/** Whether the server has ended the stream, to poll on. */
export function endedFlag(stream: EventStream): () => boolean {
  let ended = false;
  void stream.ended.then(() => {
    ended = true;
  });
  return () => ended;
}
