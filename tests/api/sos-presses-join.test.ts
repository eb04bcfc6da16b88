import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { incidents, smsOutbox } from '../../src/server/db/schema.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import { SOS_JOIN_MINUTES } from '../../src/shared/rules/trips.ts';
import {
  createBooking,
  createPassenger,
  createRide,
  createUser,
  uniquePhoneNumber,
} from '../factories/index.ts';
import { eventually } from '../helpers/eventually.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A person pressing SOS again and again: their presses on one trip join one incident (with a
// count) for a few minutes after the last, so a flood can neither hide anyone else's SOS from the
// agents nor text their contacts again and again. On PostgreSQL the presses truly race.

const AGENT_PHONE = uniquePhoneNumber();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', AGENT_PHONES: AGENT_PHONE });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const db = () => t.database.db;
type Headers = Record<string, string>;
let agentHeaders: Headers | undefined;
const agent = async () => {
  agentHeaders ??= await t.signIn((await createUser(db(), { phoneNumber: AGENT_PHONE })).id);
  return agentHeaders;
};

/** A ride under way with one passenger; both have one emergency contact. */
async function trip() {
  const ride = await createRide(db(), {
    departureTime: new Date(now().getTime() + 10 * 60_000),
    status: 'in_progress',
    startedAt: now(),
  });
  const passenger = await createPassenger(db());
  await createBooking(db(), { rideId: ride.id, passengerId: passenger.id });
  const people = {
    passenger: { id: passenger.id, headers: await t.signIn(passenger.id), contact: '' },
    driver: { id: ride.driverId, headers: await t.signIn(ride.driverId), contact: '' },
  };
  for (const person of Object.values(people)) {
    person.contact = uniquePhoneNumber();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/emergency-contacts',
      ...json([{ name: 'Mum', phone: person.contact }], person.headers),
    });
    expect(saved.statusCode).toBe(200);
  }
  return { ride, ...people };
}

/** The SOS texts a phone got, newest first (a contact is also asked for consent when named). */
const sosTextsTo = async (phone: string) =>
  (await readOutbox(db(), phone)).filter((sms) => sms.message.includes('pressed SOS'));
const sos = (rideId: string, headers: Headers, body: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/trips/${rideId}/sos`, ...json(body, headers) });
const resolve = async (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/incidents/${id}/resolve`,
    ...json({ note: 'Called: safe.' }, await agent()),
  });
const listPage = async (page?: number) => {
  const res = await t.app.inject({
    url: `/api/admin/incidents${page ? `?page=${page}` : ''}`,
    headers: await agent(),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('repeated SOS presses', () => {
  it('700 racing presses of one passenger are one incident pressed 700 times, texted once, and the driver’s SOS stays on the first page', async () => {
    const { ride, passenger, driver } = await trip();
    const genuine = await sos(ride.id, driver.headers, { latitude: -1.2601, longitude: 36.8502 });
    expect(genuine.statusCode).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 700 }, () => sos(ride.id, passenger.headers)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201));
    const ids = new Set(answers.map((res) => res.json().incidentId));
    expect(ids.size).toBe(1);
    // Each answer says the contact has the text (the screen must not say nobody was told).
    expect(answers.every((res) => res.json().contactsTexted === 1)).toBe(true);

    const rows = await db().select().from(incidents).where(eq(incidents.rideId, ride.id));
    const mine = rows.filter((row) => row.userId === passenger.id);
    expect(mine.map((row) => row.pressCount)).toEqual([700]);
    await eventually(async () => expect(await sosTextsTo(passenger.contact)).toHaveLength(1));

    const first = await listPage();
    const onFirstPage = first.incidents.map((i: { id: string }) => i.id);
    expect(onFirstPage).toContain(genuine.json().incidentId);
    expect(first.incidents.find((i: { id: string }) => i.id === [...ids][0])).toMatchObject({
      pressCount: 700,
      status: 'open',
    });
  });

  it('join for a few minutes after the last press, taking its position; later, or once resolved, a new incident', async () => {
    const { ride, passenger } = await trip();
    const first = (await sos(ride.id, passenger.headers)).json();
    advanceClock(SOS_JOIN_MINUTES - 1);
    const joined = (
      await sos(ride.id, passenger.headers, { latitude: -1.25, longitude: 36.86 })
    ).json();
    expect(joined.incidentId).toBe(first.incidentId);
    // The window runs from the last press, not the first.
    advanceClock(SOS_JOIN_MINUTES - 1);
    expect((await sos(ride.id, passenger.headers)).json().incidentId).toBe(first.incidentId);
    const [row] = await db().select().from(incidents).where(eq(incidents.id, first.incidentId));
    expect(row).toMatchObject({ pressCount: 3, latitude: -1.25, longitude: 36.86 });
    expect(row?.lastPressedAt.getTime()).toBeGreaterThan(row?.createdAt.getTime() ?? 0);

    advanceClock(SOS_JOIN_MINUTES + 1);
    const later = (await sos(ride.id, passenger.headers)).json();
    expect(later.incidentId).not.toBe(first.incidentId);
    expect((await resolve(later.incidentId)).statusCode).toBe(200);
    const afterResolve = (await sos(ride.id, passenger.headers)).json();
    expect(afterResolve.incidentId).not.toBe(later.incidentId);
    const [resolved] = await db()
      .select()
      .from(incidents)
      .where(eq(incidents.id, later.incidentId));
    expect(resolved).toMatchObject({ status: 'resolved', pressCount: 1 });
  });

  it('text the contacts once per incident, for the first 3 incidents on a trip, naming whose SOS it was', async () => {
    const { ride, passenger } = await trip();
    const texted: number[] = [];
    for (let incident = 0; incident < 4; incident++) {
      for (let press = 0; press < 3; press++) {
        const res = await sos(ride.id, passenger.headers);
        expect(res.statusCode).toBe(201);
        if (press === 0) texted.push(res.json().contactsTexted);
      }
      advanceClock(SOS_JOIN_MINUTES + 1);
    }
    expect(texted).toEqual([1, 1, 1, 0]);
    await eventually(async () => expect(await sosTextsTo(passenger.contact)).toHaveLength(3));
    const rows = await db()
      .select({ sentFor: smsOutbox.sentForUserId, message: smsOutbox.message })
      .from(smsOutbox)
      .where(eq(smsOutbox.toPhone, passenger.contact));
    const sosRows = rows.filter((row) => row.message.includes('pressed SOS'));
    expect(sosRows.map((row) => row.sentFor)).toEqual([passenger.id, passenger.id, passenger.id]);
  });
});

describe('the agents’ list, page by page', () => {
  it('walks every incident exactly once, each reporter’s newest before anyone’s second', async () => {
    // 12 people on 3 trips; each presses, is resolved, and presses again, 5 times over.
    const people: { rideId: string; headers: Headers }[] = [];
    for (let ride = 0; ride < 3; ride++) {
      const { ride: r, passenger, driver } = await trip();
      people.push(
        { rideId: r.id, headers: passenger.headers },
        { rideId: r.id, headers: driver.headers },
      );
      for (let more = 0; more < 2; more++) {
        const extra = await createPassenger(db());
        await createBooking(db(), { rideId: r.id, passengerId: extra.id });
        people.push({ rideId: r.id, headers: await t.signIn(extra.id) });
      }
    }
    for (let round = 0; round < 5; round++) {
      for (const person of people) {
        const { incidentId } = (await sos(person.rideId, person.headers)).json();
        if (round < 4) expect((await resolve(incidentId)).statusCode).toBe(200);
      }
    }

    const first = await listPage();
    const total = first.total as number;
    expect(total).toBeGreaterThanOrEqual(60);
    expect(first.pageCount).toBe(Math.ceil(total / 50));
    expect(first.incidents).toHaveLength(50);
    const seen: { id: string; status: string; reporter: { phoneNumber: string } }[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      const answer = await listPage(page);
      expect(answer.page).toBe(page);
      seen.push(...answer.incidents);
    }
    const ids = seen.map((incident) => incident.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(total);
    const shown = await db().select({ id: incidents.id }).from(incidents);
    expect(new Set(ids)).toEqual(new Set(shown.map((row) => row.id)));
    expect(await listPage(first.pageCount + 1)).toMatchObject({ incidents: [] });
    expect(first.openCount).toBe(seen.filter((i) => i.status === 'open').length);

    // Unresolved first; within each part, a reporter's nth incident never before anyone's
    // (n-1)th.
    const unresolved = seen.filter((i) => i.status !== 'resolved');
    expect(seen.slice(0, unresolved.length)).toEqual(unresolved);
    for (const part of [unresolved, seen.slice(unresolved.length)]) {
      const counts = new Map<string, number>();
      const ranks = part.map((incident) => {
        const rank = (counts.get(incident.reporter.phoneNumber) ?? 0) + 1;
        counts.set(incident.reporter.phoneNumber, rank);
        return rank;
      });
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('refuses a page that is not a whole number from 1', async () => {
    for (const page of ['0', '-1', 'two', '1.5']) {
      const res = await t.app.inject({
        url: `/api/admin/incidents?page=${page}`,
        headers: await agent(),
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
