import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { automaticCompletionTime } from '../../src/shared/rules/trips.ts';
import { createUser, uniquePhoneNumber } from '../factories/index.ts';
import type { EventStream } from '../helpers/event-stream.ts';
import {
  drive,
  endedFlag,
  type LiveApp,
  listeningApp,
  liveTrip,
  shareLink,
} from '../helpers/live-streams.ts';
import { json } from '../helpers/sign-in.ts';
import { advance } from '../helpers/trips.ts';

// A live stream lasts only while its viewer's right does: a passenger who cancels, the holder of
// a link whose sharer cancelled or revoked it, an agent whose SOS was resolved stop receiving at
// the next heartbeat (15 s), and nothing at all is sent past a link's expiry or, for positions,
// past the trip's end. Only the streams' interval timers are faked: a heartbeat passes at once.

const AGENT_PHONE = uniquePhoneNumber();
let live: LiveApp;
beforeAll(async () => {
  live = await listeningApp({ AGENT_PHONES: AGENT_PHONE });
});
afterAll(() => live.t.close());
afterEach(() => {
  vi.useRealTimers();
  resetClock();
});

const t = () => live.t;
/** The next heartbeat of every open stream, and its checks. */
const heartbeat = () => vi.advanceTimersByTime(15_000);
const fakeHeartbeats = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
async function expectEndedSoon(stream: EventStream) {
  const ended = endedFlag(stream);
  await expect.poll(ended).toBe(true);
}

describe('a stream whose right ends', () => {
  it('ends at the next heartbeat once the passenger cancels their booking, and cannot be opened again', async () => {
    fakeHeartbeats();
    const trip = await liveTrip(t());
    const [passenger] = trip.passengers;
    if (!passenger) throw new Error('no passenger');
    const stream = await live.open(trip.ride.id, passenger);
    expect((await stream.next()).data).toEqual({ status: 'in_progress' });

    const cancelled = await t().app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${passenger.booking.id}`,
      headers: { cookie: passenger.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    heartbeat();
    await expectEndedSoon(stream);
    advanceClock(1);
    await drive(t(), trip, -1.2192, 36.8869);
    await expect(stream.next(200)).rejects.toThrow('the stream ended');
    const again = await live.open(trip.ride.id, passenger);
    expect([again.status, again.body.code]).toEqual([404, 'trip_not_found']);
  });

  it('ends a link’s stream at the next heartbeat once its sharer cancels their booking', async () => {
    fakeHeartbeats();
    const trip = await liveTrip(t());
    const [passenger] = trip.passengers;
    if (!passenger) throw new Error('no passenger');
    const token = await shareLink(t(), trip.ride.id, passenger.cookie);
    const family = await live.open(trip.ride.id, { share: token });
    expect((await family.next()).data).toEqual({ status: 'in_progress' });
    // Still open across a heartbeat while the booking stands.
    heartbeat();
    advanceClock(1);
    await drive(t(), trip, -1.2192, 36.8869);
    expect((await family.next()).event).toBe('position');

    await t().app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${passenger.booking.id}`,
      headers: { cookie: passenger.cookie },
    });
    heartbeat();
    await expectEndedSoon(family);
    const again = await live.open(trip.ride.id, { share: token });
    expect([again.status, again.body.code]).toEqual([410, 'share_expired']);
  });

  it('ends an agent’s stream at the next heartbeat once the SOS is resolved', async () => {
    fakeHeartbeats();
    const trip = await liveTrip(t());
    const [passenger] = trip.passengers;
    if (!passenger) throw new Error('no passenger');
    const agent = await t().signIn(
      (await createUser(t().database.db, { phoneNumber: AGENT_PHONE })).id,
    );
    const sos = await t().app.inject({
      method: 'POST',
      url: `/api/trips/${trip.ride.id}/sos`,
      ...json({}, { cookie: passenger.cookie }),
    });
    expect(sos.statusCode).toBe(201);
    const stream = await live.open(trip.ride.id, agent);
    expect((await stream.next()).data).toEqual({ status: 'in_progress' });

    const resolved = await t().app.inject({
      method: 'POST',
      url: `/api/admin/incidents/${sos.json().incidentId}/resolve`,
      ...json({ note: 'Called her: safe.' }, agent),
    });
    expect(resolved.statusCode).toBe(200);
    heartbeat();
    await expectEndedSoon(stream);
  });

  it('sends no position after the trip’s end, and nothing to a link past its expiry, heartbeat or not', async () => {
    fakeHeartbeats();
    const trip = await liveTrip(t());
    const [passenger] = trip.passengers;
    if (!passenger) throw new Error('no passenger');
    const token = await shareLink(t(), trip.ride.id, passenger.cookie);
    const mine = await live.open(trip.ride.id, passenger);
    const family = await live.open(trip.ride.id, { share: token });
    for (const stream of [mine, family])
      expect((await stream.next()).data).toEqual({ status: 'in_progress' });

    // Past the trip's automatic completion; the completion job has not run yet, so the driver's
    // phone is still taken at its word.
    const end = automaticCompletionTime(trip.ride.departureTime, trip.ride.estimatedDuration);
    advanceClock(Math.ceil((end.getTime() - Date.now()) / 60_000) + 1);
    await drive(t(), trip, -1.2192, 36.8869);
    // An hour later the link has expired: its stream ends at the next event, not a heartbeat.
    advanceClock(60);
    await drive(t(), trip, -1.2201, 36.8875);
    await expect(family.next(200)).rejects.toThrow('the stream ended');

    // The passenger heard neither position: their next event is the trip's end.
    await advance(t(), 1);
    expect(await mine.next()).toMatchObject({ event: 'status', data: { status: 'completed' } });
  });
});
