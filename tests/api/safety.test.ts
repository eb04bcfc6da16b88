import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { incidents, rides, tripPositions, tripShares } from '../../src/server/db/schema.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import type { SmsProvider } from '../../src/server/providers/sms/sms-provider.ts';
import { etaMinutes } from '../../src/shared/geo.ts';
import { automaticCompletionTime, SOS_JOIN_MINUTES } from '../../src/shared/rules/trips.ts';
import {
  createBooking,
  createDriver,
  createPassenger,
  createRide,
  createUser,
  createVehicle,
  uniquePhoneNumber,
} from '../factories/index.ts';
import { eventually } from '../helpers/eventually.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Share links, emergency contacts, SOS and the agents' incidents, as people meet them: answers,
// the SMS in the outbox, what a link shows. Time moves with the server's clock, never by waiting.

const AGENT_PHONE = uniquePhoneNumber();
const PUBLIC_URL = 'https://pamoja.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    API_RATE_LIMIT_PER_MINUTE: '0',
    AGENT_PHONES: AGENT_PHONE,
    PUBLIC_URL,
  });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const db = () => t.database.db;
const customPickup = { latitude: -1.2405, longitude: 36.8701, address: 'Juja Road, Mlango Kubwa' };
type Headers = Record<string, string>;

/** Njeri's ride with Otieno in his silver Noah KDA 123B, leaving in `minutes`. */
async function trip(minutes = 10, status: 'active' | 'in_progress' = 'in_progress') {
  const driver = await createDriver(db(), {
    fullName: 'Otieno Odhiambo',
    rating: 4.8,
    totalRatings: 12,
  });
  const vehicle = await createVehicle(db(), {
    ownerId: driver.id,
    make: 'Toyota',
    model: 'Noah',
    color: 'Silver',
    licensePlate: `KD${String.fromCharCode(65 + Math.floor(Math.random() * 26))} ${100 + Math.floor(Math.random() * 900)}B`,
    seatingCapacity: 8,
  });
  const ride = await createRide(db(), {
    vehicleId: vehicle.id,
    departureTime: new Date(now().getTime() + minutes * 60_000),
    estimatedDuration: 45,
    status,
    startedAt: status === 'in_progress' ? now() : null,
  });
  const passenger = await createPassenger(db(), { fullName: 'Njeri Kamau' });
  const booking = await createBooking(db(), {
    rideId: ride.id,
    passengerId: passenger.id,
    customPickupLatitude: customPickup.latitude,
    customPickupLongitude: customPickup.longitude,
    customPickupAddress: customPickup.address,
  });
  return {
    ride,
    vehicle,
    booking,
    passenger: { ...passenger, headers: await t.signIn(passenger.id) },
    driver: { ...driver, headers: await t.signIn(driver.id) },
  };
}

const post = (url: string, body: unknown, headers: Headers) =>
  t.app.inject({ method: 'POST', url, ...json(body, headers) });
const share = (rideId: string, headers: Headers, phone?: string) =>
  post(`/api/trips/${rideId}/share`, phone ? { phone } : {}, headers);
const sos = (rideId: string, headers: Headers, body: object = {}) =>
  post(`/api/trips/${rideId}/sos`, body, headers);
const setContacts = (headers: Headers, contacts: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/emergency-contacts', ...json(contacts, headers) });
const sharedTrip = (token: string) => t.app.inject({ url: `/api/share/${token}` });
let agentHeaders: Headers | undefined;
/** The agent on duty (one account: the phone is unique). */
const agent = async () => {
  agentHeaders ??= await t.signIn((await createUser(db(), { phoneNumber: AGENT_PHONE })).id);
  return agentHeaders;
};

async function endRide(rideId: string, status: 'completed' | 'cancelled' = 'completed') {
  await db()
    .update(rides)
    .set(status === 'completed' ? { status, completedAt: now() } : { status, cancelledAt: now() })
    .where(eq(rides.id, rideId));
}

describe('share links', () => {
  it('gives a passenger a link that only its hash is kept of, ending an hour after the automatic completion', async () => {
    const { ride, passenger } = await trip();
    const res = await share(ride.id, passenger.headers);
    expect(res.statusCode).toBe(200);
    const { url, token, expiresAt } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`${PUBLIC_URL}/t/${token}`);
    expect(new Date(expiresAt)).toEqual(
      new Date(automaticCompletionTime(ride.departureTime, 45).getTime() + 60 * 60_000),
    );
    const rows = await db().select().from(tripShares).where(eq(tripShares.rideId, ride.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('shows the trip to anyone with the link: driver’s first name and rating, the car, the sharer’s pickup, the position while under way', async () => {
    const { ride, passenger, driver, vehicle } = await trip();
    const { token } = (await share(ride.id, passenger.headers)).json();
    await db()
      .insert(tripPositions)
      .values({ rideId: ride.id, latitude: -1.2192, longitude: 36.8869, recordedAt: now() });
    const res = await sharedTrip(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      rideId: ride.id,
      status: 'in_progress',
      driver: { firstName: 'Otieno', rating: 4.8, ratingCount: 12 },
      vehicle: {
        make: 'Toyota',
        model: 'Noah',
        color: 'Silver',
        licensePlate: vehicle.licensePlate,
      },
      pickupLocation: customPickup,
      destination: { address: ride.destinationAddress },
      position: { latitude: -1.2192, longitude: 36.8869 },
      etaMinutes: etaMinutes({ latitude: -1.2192, longitude: 36.8869 }, customPickup),
    });
    expect(res.body).not.toContain(driver.phoneNumber);
    expect(res.body).not.toContain(passenger.phoneNumber);
    expect(res.body).not.toContain('Odhiambo');

    // Once the trip is over, the position is no longer shown.
    await endRide(ride.id);
    expect((await sharedTrip(token)).json()).toMatchObject({
      status: 'completed',
      position: null,
      etaMinutes: null,
    });
  });

  it('texts the link to a phone, at most 5 phones per booking and per ride for its driver', async () => {
    const { ride, passenger, driver } = await trip();
    const phones = Array.from({ length: 6 }, () => uniquePhoneNumber());
    for (const phone of phones.slice(0, 5)) {
      expect((await share(ride.id, passenger.headers, phone)).statusCode).toBe(200);
    }
    const [texted] = await readOutbox(db(), phones[0]);
    expect(texted?.message).toMatch(
      new RegExp(
        `^Pamoja: Njeri is sharing their trip with you\\. Follow it live: ${PUBLIC_URL}/t/[A-Za-z0-9_-]{22} \\(the link stops 1 hour after the trip ends\\)\\.$`,
      ),
    );
    const sixth = await share(ride.id, passenger.headers, phones[5]);
    expect([sixth.statusCode, sixth.json().code]).toEqual([429, 'share_sms_limit']);
    expect(await readOutbox(db(), phones[5])).toEqual([]);
    // A link without a text still works, and the driver has texts of their own.
    expect((await share(ride.id, passenger.headers)).statusCode).toBe(200);
    expect((await share(ride.id, driver.headers, phones[5])).statusCode).toBe(200);
    expect(await readOutbox(db(), phones[5])).toHaveLength(1);
    // Kenyan numbers in any spelling; others refused.
    const local = await share(ride.id, driver.headers, '0712 345 678');
    expect(local.statusCode).toBe(200);
    expect((await share(ride.id, driver.headers, '+44 20 7946 0958')).statusCode).toBe(400);
  });

  it('refuses people who are not on the ride, and rides whose links would already be dead', async () => {
    const { ride } = await trip();
    const stranger = await t.signIn((await createPassenger(db())).id);
    const res = await share(ride.id, stranger);
    expect([res.statusCode, res.json().code]).toEqual([404, 'trip_not_found']);
    expect((await share(ride.id, {})).statusCode).toBe(401);

    const over = await trip();
    await endRide(over.ride.id);
    advanceClock(60);
    const late = await share(over.ride.id, over.passenger.headers);
    expect([late.statusCode, late.json().code]).toEqual([409, 'trip_already_ended']);
  });

  it('is revoked by its sharer only, then answers 410; an unknown token is 404', async () => {
    const { ride, passenger, driver } = await trip();
    const { token } = (await share(ride.id, passenger.headers)).json();
    const revoke = (headers: Headers, rideId = ride.id) =>
      t.app.inject({ method: 'DELETE', url: `/api/trips/${rideId}/share/${token}`, headers });
    expect((await revoke(driver.headers)).statusCode).toBe(404);
    expect((await sharedTrip(token)).statusCode).toBe(200);
    expect((await revoke(passenger.headers)).statusCode).toBe(204);
    const gone = await sharedTrip(token);
    expect([gone.statusCode, gone.json()]).toEqual([
      410,
      { code: 'share_expired', message: 'This trip has ended, so its link no longer works.' },
    ]);
    const unknown = await sharedTrip('x'.repeat(22));
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'share_not_found']);
  });

  it('dies an hour after the trip actually ends, or is cancelled', async () => {
    const { ride, passenger } = await trip();
    const { token } = (await share(ride.id, passenger.headers)).json();
    advanceClock(20);
    await endRide(ride.id);
    advanceClock(59);
    expect((await sharedTrip(token)).statusCode).toBe(200);
    advanceClock(1);
    expect((await sharedTrip(token)).statusCode).toBe(410);

    const cancelled = await trip(120, 'active');
    const link = (await share(cancelled.ride.id, cancelled.driver.headers)).json();
    expect(link.token).toBeDefined();
    await endRide(cancelled.ride.id, 'cancelled');
    advanceClock(59);
    expect((await sharedTrip(link.token)).json()).toMatchObject({ status: 'cancelled' });
    advanceClock(1);
    expect((await sharedTrip(link.token)).statusCode).toBe(410);
  });
});

describe('emergency contacts', () => {
  it('keeps up to 3, in order, with phones in E.164, and replaces the whole list', async () => {
    const me = await t.signIn((await createPassenger(db())).id);
    expect(
      (await t.app.inject({ url: '/api/user/emergency-contacts', headers: me })).json(),
    ).toEqual([]);
    const three = [
      { name: ' Mama Njeri ', phone: '0712 345 678' },
      { name: 'Kamau', phone: '+254 733 000 111' },
      { name: 'Achieng', phone: '254110222333' },
    ];
    const saved = await setContacts(me, three);
    expect(saved.statusCode).toBe(200);
    const expected = [
      { name: 'Mama Njeri', phone: '+254712345678' },
      { name: 'Kamau', phone: '+254733000111' },
      { name: 'Achieng', phone: '+254110222333' },
    ];
    expect(saved.json()).toEqual(expected);
    expect(
      (await t.app.inject({ url: '/api/user/emergency-contacts', headers: me })).json(),
    ).toEqual(expected);

    expect((await setContacts(me, [{ name: 'Kamau', phone: '0733000111' }])).json()).toEqual([
      { name: 'Kamau', phone: '+254733000111' },
    ]);
    expect((await setContacts(me, [])).json()).toEqual([]);
  });

  it.each([
    [
      'a fourth contact',
      Array.from({ length: 4 }, (_, i) => ({ name: `C${i}`, phone: `071234567${i}` })),
      'at most 3 emergency contacts',
    ],
    ['a phone that is not Kenyan', [{ name: 'Uncle', phone: '+1 202 555 0100' }], null],
    ['an empty name', [{ name: '  ', phone: '0712345678' }], null],
    ['a name of 61 characters', [{ name: 'N'.repeat(61), phone: '0712345678' }], null],
  ])('refuses %s and keeps the list as it was', async (_case, contacts, message) => {
    const me = await t.signIn((await createPassenger(db())).id);
    await setContacts(me, [{ name: 'Kamau', phone: '0733000111' }]);
    const res = await setContacts(me, contacts);
    expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_request']);
    if (message) expect(res.json().message).toContain(message);
    expect(
      (await t.app.inject({ url: '/api/user/emergency-contacts', headers: me })).json(),
    ).toEqual([{ name: 'Kamau', phone: '+254733000111' }]);
  });

  it('refuses the same phone twice, and the person’s own phone', async () => {
    const person = await createPassenger(db());
    const me = await t.signIn(person.id);
    const twice = await setContacts(me, [
      { name: 'Kamau', phone: '0733000111' },
      { name: 'Kamau again', phone: '+254733000111' },
    ]);
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'emergency_contact_twice']);
    const self = await setContacts(me, [{ name: 'Me', phone: person.phoneNumber }]);
    expect([self.statusCode, self.json().code]).toEqual([400, 'emergency_contact_is_self']);
  });
});

describe('SOS', () => {
  it('records an incident and texts every contact who, which car, where and a live link, at once', async () => {
    const { ride, passenger, vehicle } = await trip();
    const contacts = [uniquePhoneNumber(), uniquePhoneNumber()];
    await setContacts(
      passenger.headers,
      contacts.map((phone, i) => ({ name: `Contact ${i}`, phone })),
    );
    const res = await sos(ride.id, passenger.headers, { latitude: -1.29207, longitude: 36.821946 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      incidentId: expect.any(String),
      contactsTexted: 2,
      emergencyNumbers: ['999', '112'],
    });
    for (const phone of contacts) {
      const [text] = await eventually(async () => {
        const found = await readOutbox(db(), phone);
        // Newest first: the SOS, after the consent SMS the contact got when named.
        expect(found).toHaveLength(2);
        return found;
      });
      const message = text?.message ?? '';
      expect(message).toMatch(
        new RegExp(
          `^Njeri pressed SOS on a Pamoja trip in Toyota Noah Silver, plate ${vehicle.licensePlate}\\. Last known position: https://maps\\.google\\.com/\\?q=-1\\.29207,36\\.82195\\. Follow the trip: ${PUBLIC_URL}/t/([A-Za-z0-9_-]{22})\\. Call 999 or 112 if you cannot reach them\\.$`,
        ),
      );
      expect(message.length).toBeLessThanOrEqual(306); // two SMS
      const token = /\/t\/([A-Za-z0-9_-]{22})/.exec(message)?.[1] ?? '';
      expect((await sharedTrip(token)).json()).toMatchObject({ rideId: ride.id });
    }
    const [row] = await db()
      .select()
      .from(incidents)
      .where(eq(incidents.id, res.json().incidentId));
    expect(row).toMatchObject({
      userId: passenger.id,
      status: 'open',
      contactsTexted: 2,
      latitude: -1.29207,
    });
  });

  it('gives the driver’s last position when the phone gave none, or says it is unknown', async () => {
    const { ride, passenger, driver } = await trip();
    const contact = uniquePhoneNumber();
    await setContacts(driver.headers, [{ name: 'Wife', phone: contact }]);
    await sos(ride.id, driver.headers);
    const first = await eventually(async () => {
      const [text] = await readOutbox(db(), contact);
      // The SOS, not the consent SMS the contact got when named.
      expect(text?.message).toContain('pressed SOS');
      return text?.message ?? '';
    });
    expect(first).toContain('Otieno pressed SOS');
    expect(first).toContain('Last known position: unknown.');

    await db()
      .insert(tripPositions)
      .values({ rideId: ride.id, latitude: -1.2601, longitude: 36.8502, recordedAt: now() });
    const contact2 = uniquePhoneNumber();
    await setContacts(passenger.headers, [{ name: 'Dad', phone: contact2 }]);
    await sos(ride.id, passenger.headers, { latitude: -1.3 }); // half a position is none
    const second = await eventually(async () => {
      const [text] = await readOutbox(db(), contact2);
      // The SOS, not the consent SMS the contact got when named.
      expect(text?.message).toContain('pressed SOS');
      return text?.message ?? '';
    });
    expect(second).toContain('Last known position: https://maps.google.com/?q=-1.2601,36.8502.');
  });

  it('texts for the first 3 incidents of a person on a trip, then only records them', async () => {
    const { ride, passenger, driver } = await trip();
    const contact = uniquePhoneNumber();
    await setContacts(passenger.headers, [{ name: 'Dad', phone: contact }]);
    await setContacts(driver.headers, [{ name: 'Wife', phone: uniquePhoneNumber() }]);
    const texted = [];
    for (let press = 0; press < 4; press++) {
      const res = await sos(ride.id, passenger.headers);
      expect(res.statusCode).toBe(201);
      texted.push(res.json().contactsTexted);
      // Presses closer together join one incident (tests/api/sos-presses-join.test.ts).
      advanceClock(SOS_JOIN_MINUTES + 1);
    }
    expect(texted).toEqual([1, 1, 1, 0]);
    // The consent SMS the contact got when named, and three SOS.
    await eventually(async () => expect(await readOutbox(db(), contact)).toHaveLength(4));
    const recorded = await db().select().from(incidents).where(eq(incidents.rideId, ride.id));
    expect(recorded).toHaveLength(4);
    // The driver's presses are their own.
    expect((await sos(ride.id, driver.headers)).json().contactsTexted).toBe(1);
    // Nobody to text: recorded, and the screen still offers 999 and 112.
    const lonely = await trip();
    expect((await sos(lonely.ride.id, lonely.passenger.headers)).json()).toMatchObject({
      contactsTexted: 0,
      emergencyNumbers: ['999', '112'],
    });
  });

  it('works from 1 hour before departure until 1 hour after the trip ends', async () => {
    const { ride, passenger } = await trip(61, 'active');
    const early = await sos(ride.id, passenger.headers);
    expect([early.statusCode, early.json().code]).toEqual([409, 'sos_outside_window']);
    advanceClock(1);
    expect((await sos(ride.id, passenger.headers)).statusCode).toBe(201);
    advanceClock(90);
    await endRide(ride.id);
    // The clock keeps running between the moves: the last minute of the window, then past it.
    advanceClock(59);
    expect((await sos(ride.id, passenger.headers)).statusCode).toBe(201);
    advanceClock(1);
    const late = await sos(ride.id, passenger.headers);
    expect([late.statusCode, late.json().code]).toEqual([409, 'sos_outside_window']);
  });

  it('is for the ride’s driver and passengers only', async () => {
    const { ride } = await trip();
    const stranger = await t.signIn((await createPassenger(db())).id);
    expect((await sos(ride.id, stranger)).statusCode).toBe(404);
    const gone = await createPassenger(db());
    await createBooking(db(), { rideId: ride.id, passengerId: gone.id, status: 'cancelled' });
    expect((await sos(ride.id, await t.signIn(gone.id))).statusCode).toBe(404);
    expect((await sos(ride.id, {})).statusCode).toBe(401);
  });

  it('answers at once when the SMS provider is slow, and even when it fails', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const slow: SmsProvider = {
      name: 'outbox',
      async send(sms) {
        await held;
        sent.push(sms.to);
        return { ok: true };
      },
    };
    const failing: SmsProvider = {
      name: 'outbox',
      send: async () => ({ ok: false, error: 'down' }),
    };
    for (const sms of [slow, failing]) {
      const other = await createTestApp(
        { PUBLIC_URL },
        { database: t.database, providers: { sms } },
      );
      try {
        const { ride, passenger } = await trip();
        const contact = uniquePhoneNumber();
        await setContacts(passenger.headers, [{ name: 'Dad', phone: contact }]);
        const res = await other.app.inject({
          method: 'POST',
          url: `/api/trips/${ride.id}/sos`,
          ...json({}, passenger.headers),
        });
        expect([res.statusCode, res.json().contactsTexted]).toEqual([201, 1]);
        if (sms === slow) {
          expect(sent).toEqual([]);
          release();
          await eventually(() => expect(sent).toEqual([contact]));
        }
      } finally {
        await other.close();
      }
    }
  });

  it('is never refused by the per-address rate limit', async () => {
    const limited = await createTestApp(
      { API_RATE_LIMIT_PER_MINUTE: '2' },
      { database: t.database },
    );
    try {
      const { ride, passenger } = await trip();
      let refused = 0;
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          url: '/api/user/emergency-contacts',
          headers: passenger.headers,
        });
        if (res.statusCode === 429) refused += 1;
      }
      expect(refused).toBeGreaterThan(0);
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: `/api/trips/${ride.id}/sos`,
          ...json({}, passenger.headers),
        });
        expect(res.statusCode).toBe(201);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('incidents for agents', () => {
  it('lists open and acknowledged ones first, newest first, then those resolved in the last 7 days', async () => {
    const as = await agent();
    const earlier = await trip();
    const oldResolved = (await sos(earlier.ride.id, earlier.passenger.headers)).json().incidentId;
    await post(`/api/admin/incidents/${oldResolved}/resolve`, { note: 'False alarm' }, as);
    advanceClock(7 * 24 * 60);

    const { ride, passenger, driver } = await trip();
    await db()
      .insert(tripPositions)
      .values({ rideId: ride.id, latitude: -1.2601, longitude: 36.8502, recordedAt: now() });
    const press = async (headers: Headers, body: object = {}) => {
      // Apart enough that a person's presses are incidents of their own.
      advanceClock(SOS_JOIN_MINUTES + 1);
      return (await sos(ride.id, headers, body)).json().incidentId as string;
    };
    const resolved = await press(driver.headers);
    const acknowledged = await press(passenger.headers, { latitude: -1.25, longitude: 36.86 });
    const open = await press(driver.headers);
    await post(`/api/admin/incidents/${resolved}/resolve`, { note: 'Flat tyre; all well.' }, as);
    await post(`/api/admin/incidents/${acknowledged}/acknowledge`, {}, as);

    const res = await t.app.inject({ url: '/api/admin/incidents', headers: as });
    expect(res.statusCode).toBe(200);
    const mine = (res.json().incidents as { id: string }[]).filter((i) =>
      [oldResolved, resolved, acknowledged, open].includes(i.id),
    );
    expect(mine.map((i) => i.id)).toEqual([open, acknowledged, resolved]);
    expect(mine[1]).toMatchObject({
      status: 'acknowledged',
      reporter: { name: 'Njeri Kamau', phoneNumber: passenger.phoneNumber, role: 'passenger' },
      ride: {
        id: ride.id,
        status: 'in_progress',
        driverName: 'Otieno Odhiambo',
        driverPhone: driver.phoneNumber,
        vehicle: { make: 'Toyota', model: 'Noah' },
      },
      latitude: -1.25,
      longitude: 36.86,
      lastPosition: { latitude: -1.2601, longitude: 36.8502 },
      acknowledgedAt: expect.any(String),
      resolvedAt: null,
    });
    expect(mine[0]).toMatchObject({ status: 'open', reporter: { role: 'driver' }, latitude: null });
    expect(mine[2]).toMatchObject({ status: 'resolved', resolutionNote: 'Flat tyre; all well.' });
  });

  it('acknowledges (again: the same), resolves once with a note, and says why not otherwise', async () => {
    const as = await agent();
    const { ride, passenger } = await trip();
    const id = (await sos(ride.id, passenger.headers)).json().incidentId;
    const ack = await post(`/api/admin/incidents/${id}/acknowledge`, {}, as);
    expect([ack.statusCode, ack.json().status]).toEqual([200, 'acknowledged']);
    const again = await post(`/api/admin/incidents/${id}/acknowledge`, {}, as);
    expect(again.json().acknowledgedAt).toBe(ack.json().acknowledgedAt);
    const noNote = await post(`/api/admin/incidents/${id}/resolve`, { note: ' ' }, as);
    expect(noNote.statusCode).toBe(400);
    const done = await post(
      `/api/admin/incidents/${id}/resolve`,
      { note: 'Called her: safe.' },
      as,
    );
    expect(done.json()).toMatchObject({ status: 'resolved', resolutionNote: 'Called her: safe.' });
    for (const action of ['resolve', 'acknowledge']) {
      const refused = await post(`/api/admin/incidents/${id}/${action}`, { note: 'Again' }, as);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'incident_already_resolved']);
    }
    const unknown = await post(`/api/admin/incidents/${crypto.randomUUID()}/acknowledge`, {}, as);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'incident_not_found']);
    // Resolving one nobody acknowledged marks it acknowledged too.
    const fresh = (await sos(ride.id, passenger.headers)).json().incidentId;
    const resolved = await post(`/api/admin/incidents/${fresh}/resolve`, { note: 'Safe' }, as);
    expect(resolved.json().acknowledgedAt).toEqual(expect.any(String));
  });
});
