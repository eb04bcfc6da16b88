import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { bookings, rides, tripPositions } from '../../src/server/db/schema.ts';
import { etaMinutes } from '../../src/shared/geo.ts';
import {
  createBooking,
  createPassenger,
  createRide,
  createUser,
  type Ride,
  uniquePhoneNumber,
} from '../factories/index.ts';
import { type EventStream, openEventStream } from '../helpers/event-stream.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The live stream of a trip, read as a browser reads it: over a real connection to a listening
// server, event by event. Positions and status changes are written and published here as the
// trip routes do (a row in trip_positions, then app.live.publish).

const AGENT_PHONE = uniquePhoneNumber();
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', AGENT_PHONES: AGENT_PHONE });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
afterEach(() => resetClock());

const db = () => t.database.db;
/** Juja Road, on the way in from Ruiru; the ride's own pickup is Ruiru Town. */
const customPickup = { latitude: -1.2405, longitude: 36.8701, address: 'Juja Road, Mlango Kubwa' };

/** A ride the driver has started, with one passenger waiting at their own pickup point. */
async function tripUnderWay() {
  const ride = await createRide(db(), {
    departureTime: new Date(now().getTime() + 10 * 60_000),
    status: 'in_progress',
    startedAt: now(),
  });
  const passenger = await createPassenger(db());
  const booking = await createBooking(db(), {
    rideId: ride.id,
    passengerId: passenger.id,
    customPickupLatitude: customPickup.latitude,
    customPickupLongitude: customPickup.longitude,
    customPickupAddress: customPickup.address,
  });
  return {
    ride,
    booking,
    passenger: await t.signIn(passenger.id),
    driver: await t.signIn(ride.driverId),
  };
}

const liveUrl = (ride: Pick<Ride, 'id'>, share?: string) =>
  `${base}/api/trips/${ride.id}/live${share ? `?share=${encodeURIComponent(share)}` : ''}`;

/** What the position route does: the row, then the event once it is committed. */
async function recordPosition(rideId: string, latitude: number, longitude: number) {
  const [row] = await db()
    .insert(tripPositions)
    .values({ rideId, latitude, longitude, recordedAt: now() })
    .returning();
  await t.app.live.publish({
    rideId,
    type: 'position',
    latitude,
    longitude,
    recordedAt: (row?.recordedAt ?? now()).toISOString(),
  });
  return row;
}

async function setStatus(rideId: string, status: 'completed' | 'cancelled') {
  await db()
    .update(rides)
    .set(status === 'completed' ? { status, completedAt: now() } : { status, cancelledAt: now() })
    .where(eq(rides.id, rideId));
  await t.app.live.publish({ rideId, type: 'status', status });
}

describe('the live stream of a trip', () => {
  it('sends the status, then each position with the ETA to the passenger’s own pickup, and ends with the trip', async () => {
    const { ride, passenger } = await tripUnderWay();
    const stream = await openEventStream(liveUrl(ride), passenger);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    // Asked for gzip, it still sends every event as it comes, uncompressed.
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('x-request-id')).toBeTruthy();

    const first = await stream.next();
    expect(first).toMatchObject({ event: 'status', data: { status: 'in_progress' } });
    expect(first.id).toBeTruthy();

    const at = { latitude: -1.2192, longitude: 36.8869 }; // Thika Road at Roysambu
    await recordPosition(ride.id, at.latitude, at.longitude);
    const position = await stream.next();
    expect(position.event).toBe('position');
    expect(position.id).toBeTruthy();
    expect(position.id).not.toBe(first.id);
    expect(position.data).toEqual({
      ...at,
      recordedAt: expect.any(String),
      etaMinutes: etaMinutes(at, customPickup),
    });
    // To the passenger's own pickup, not the ride's (Ruiru Town, the other way).
    expect(position.data.etaMinutes).not.toBe(
      etaMinutes(at, { latitude: ride.pickupLatitude, longitude: ride.pickupLongitude }),
    );

    await setStatus(ride.id, 'completed');
    expect(await stream.next()).toMatchObject({ event: 'status', data: { status: 'completed' } });
    await stream.ended;
    await expect(stream.next(100)).rejects.toThrow('the stream ended');
  });

  it('starts a reconnecting viewer with the last position, then the status', async () => {
    const { ride, driver } = await tripUnderWay();
    await recordPosition(ride.id, -1.2301, 36.8785);
    advanceClock(1);
    await recordPosition(ride.id, -1.2355, 36.8741);
    const stream = await openEventStream(liveUrl(ride), { ...driver, 'last-event-id': '7' });
    const first = await stream.next();
    expect(first).toMatchObject({
      event: 'position',
      data: { latitude: -1.2355, longitude: 36.8741, etaMinutes: null },
    });
    expect(await stream.next()).toMatchObject({ event: 'status', data: { status: 'in_progress' } });
    stream.close();
  });

  it('stops counting the ETA once the passenger is on board, and tells the others nothing', async () => {
    const { ride, booking, passenger, driver } = await tripUnderWay();
    const other = await createPassenger(db());
    await createBooking(db(), { rideId: ride.id, passengerId: other.id });
    const asOther = await t.signIn(other.id);
    const streams = {
      passenger: await openEventStream(liveUrl(ride), passenger),
      other: await openEventStream(liveUrl(ride), asOther),
      driver: await openEventStream(liveUrl(ride), driver),
    };
    for (const stream of Object.values(streams)) {
      expect((await stream.next()).data).toEqual({ status: 'in_progress' });
    }
    await db()
      .update(bookings)
      .set({ boardingStatus: 'boarded', boardedAt: now() })
      .where(eq(bookings.id, booking.id));
    await t.app.live.publish({
      rideId: ride.id,
      type: 'status',
      status: 'boarded',
      bookingId: booking.id,
    });
    expect(await streams.passenger.next()).toMatchObject({ data: { status: 'boarded' } });
    expect(await streams.driver.next()).toMatchObject({ data: { status: 'boarded' } });

    await recordPosition(ride.id, -1.2601, 36.8502);
    expect((await streams.passenger.next()).data).toMatchObject({ etaMinutes: null });
    expect((await streams.driver.next()).data).toMatchObject({ etaMinutes: null });
    // The other passenger heard of no boarding: their next event is the position, with an ETA.
    const forOther = await streams.other.next();
    expect(forOther.event).toBe('position');
    expect(forOther.data.etaMinutes).toBe(
      etaMinutes(
        { latitude: -1.2601, longitude: 36.8502 },
        { latitude: ride.pickupLatitude, longitude: ride.pickupLongitude },
      ),
    );
    for (const stream of Object.values(streams)) stream.close();
  });

  it('ends at once for a trip already over, and when the ride is cancelled', async () => {
    const { ride, passenger } = await tripUnderWay();
    const stream = await openEventStream(liveUrl(ride), passenger);
    await stream.next();
    await setStatus(ride.id, 'cancelled');
    expect(await stream.next()).toMatchObject({ event: 'status', data: { status: 'cancelled' } });
    await stream.ended;

    const again = await openEventStream(liveUrl(ride), passenger);
    expect(await again.next()).toMatchObject({ data: { status: 'cancelled' } });
    await again.ended;
  });

  it('lets go of the ride when the viewer goes away', async () => {
    const { ride, passenger } = await tripUnderWay();
    const subscribe = t.app.live.subscribe;
    let listening = 0;
    t.app.live.subscribe = (rideId, listener) => {
      listening += 1;
      const unsubscribe = subscribe(rideId, listener);
      return () => {
        listening -= 1;
        unsubscribe();
      };
    };
    try {
      const stream = await openEventStream(liveUrl(ride), passenger);
      await stream.next();
      expect(listening).toBe(1);
      stream.close();
      await expect.poll(() => listening).toBe(0);
    } finally {
      t.app.live.subscribe = subscribe;
    }
  });
});

describe('who may watch', () => {
  it('answers 404 to visitors, strangers, other drivers and a passenger who cancelled', async () => {
    const { ride } = await tripUnderWay();
    const stranger = await t.signIn((await createPassenger(db())).id);
    const otherDriver = await t.signIn((await createRide(db())).driverId);
    const cancelled = await createPassenger(db());
    await createBooking(db(), { rideId: ride.id, passengerId: cancelled.id, status: 'cancelled' });
    for (const headers of [{}, stranger, otherDriver, await t.signIn(cancelled.id)]) {
      const stream = await openEventStream(liveUrl(ride), headers);
      expect([stream.status, stream.body.code]).toEqual([404, 'trip_not_found']);
    }
    const nowhere = await openEventStream(liveUrl({ id: crypto.randomUUID() }), stranger);
    expect(nowhere.status).toBe(404);
  });

  it('lets the holder of a share link watch without signing in, with the ETA to the sharer’s pickup', async () => {
    const { ride, passenger } = await tripUnderWay();
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/trips/${ride.id}/share`,
      ...json({}, passenger),
    });
    expect(share.statusCode).toBe(200);
    const { token } = share.json();
    const stream = await openEventStream(liveUrl(ride, token));
    expect(stream.status).toBe(200);
    expect((await stream.next()).data).toEqual({ status: 'in_progress' });
    const at = { latitude: -1.2192, longitude: 36.8869 };
    await recordPosition(ride.id, at.latitude, at.longitude);
    expect((await stream.next()).data).toMatchObject({ etaMinutes: etaMinutes(at, customPickup) });
    stream.close();

    // Another ride's stream is not this link's.
    const other = await tripUnderWay();
    const elsewhere = await openEventStream(liveUrl(other.ride, token));
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'share_not_found']);
    const forged = await openEventStream(liveUrl(ride, 'A'.repeat(22)));
    expect([forged.status, forged.body.code]).toEqual([404, 'share_not_found']);
  });

  it('answers 410 for a link that ended an hour after the trip, or that its sharer revoked', async () => {
    const { ride, passenger, driver } = await tripUnderWay();
    const share = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/trips/${ride.id}/share`,
          ...json({}, headers),
        })
      ).json().token as string;
    const [byPassenger, byDriver] = [await share(passenger), await share(driver)];

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/trips/${ride.id}/share/${byDriver}`,
      headers: driver,
    });
    expect(revoked.statusCode).toBe(204);
    const afterRevoke = await openEventStream(liveUrl(ride, byDriver));
    expect([afterRevoke.status, afterRevoke.body.code]).toEqual([410, 'share_expired']);

    await setStatus(ride.id, 'completed');
    advanceClock(59);
    const stillOpen = await openEventStream(liveUrl(ride, byPassenger));
    expect(await stillOpen.next()).toMatchObject({ data: { status: 'completed' } });
    await stillOpen.ended;
    advanceClock(1);
    const expired = await openEventStream(liveUrl(ride, byPassenger));
    expect([expired.status, expired.body.code]).toEqual([410, 'share_expired']);
  });

  it('lets an agent watch a ride while an SOS on it is not resolved', async () => {
    const { ride, passenger } = await tripUnderWay();
    const agent = await t.signIn((await createUser(db(), { phoneNumber: AGENT_PHONE })).id);
    expect((await openEventStream(liveUrl(ride), agent)).status).toBe(404);

    const sos = await t.app.inject({
      method: 'POST',
      url: `/api/trips/${ride.id}/sos`,
      ...json({ latitude: -1.25, longitude: 36.86 }, passenger),
    });
    expect(sos.statusCode).toBe(201);
    const stream = await openEventStream(liveUrl(ride), agent);
    expect(stream.status).toBe(200);
    expect((await stream.next()).data).toEqual({ status: 'in_progress' });
    stream.close();

    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/incidents/${sos.json().incidentId}/resolve`,
      ...json({ note: 'Called her: a flat tyre, all well.' }, agent),
    });
    expect(resolved.statusCode).toBe(200);
    expect((await openEventStream(liveUrl(ride), agent)).status).toBe(404);
  });
});

describe('the heartbeat', () => {
  // Only the streams' interval timers are faked: 15 s pass at once, nothing else moves.
  afterEach(() => vi.useRealTimers());
  const beat = async (stream: EventStream) => {
    const seen = stream.comments.length;
    vi.advanceTimersByTime(15_000);
    await expect.poll(() => stream.comments.length).toBeGreaterThan(seen);
  };

  it('sends a comment every 15 s, and ends a link’s stream once the link is revoked', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { ride, passenger } = await tripUnderWay();
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/trips/${ride.id}/share`,
        ...json({}, passenger),
      })
    ).json();
    const stream = await openEventStream(liveUrl(ride, token));
    await stream.next();
    await beat(stream);
    expect(stream.comments.at(-1)).toBe('heartbeat');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/trips/${ride.id}/share/${token}`,
      headers: passenger,
    });
    await beat(stream);
    await stream.ended;
  });

  it('ends a stream whose ride was completed elsewhere without it hearing, at the next beat', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { ride, passenger } = await tripUnderWay();
    const stream = await openEventStream(liveUrl(ride), passenger);
    await stream.next();
    await db()
      .update(rides)
      .set({ status: 'completed', completedAt: now() })
      .where(eq(rides.id, ride.id));
    vi.advanceTimersByTime(15_000);
    expect(await stream.next()).toMatchObject({ data: { status: 'completed' } });
    await stream.ended;
  });
});

describe('stopping the server', () => {
  it('ends the open streams instead of waiting for them', async () => {
    const second = await createTestApp({}, { database: t.database });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = second.app.server.address() as AddressInfo;
    const { ride, passenger } = await tripUnderWay();
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/api/trips/${ride.id}/live`,
      passenger,
    );
    expect((await stream.next()).data).toEqual({ status: 'in_progress' });
    await second.close();
    await stream.ended;
  });
});
