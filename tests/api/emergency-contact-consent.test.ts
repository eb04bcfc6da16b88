import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { smsOutbox } from '../../src/server/db/schema.ts';
import { createPassenger, type User, uniquePhoneNumber } from '../factories/index.ts';
import { startAfricasTalkingStandIn } from '../helpers/africastalking-stand-in.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { statusAndCode } from '../helpers/trips.ts';

// Emergency contacts are phones of people who never signed up to Pamoja: each is told once, by
// SMS, that someone named them and that NO removes them; new phones on a list are limited a
// day, so that changing the list between SOS presses cannot text stranger after stranger. SMS go
// through the real Africa's Talking adapter to a stand-in of its HTTP API, and replies come in
// through the two-way SMS callback.

const SECRET = 'sms-callback-secret-for-tests-0123';
let t: TestApp;
let at: Awaited<ReturnType<typeof startAfricasTalkingStandIn>>;
const db = () => t.database.db;

beforeAll(async () => {
  at = await startAfricasTalkingStandIn();
  t = await createTestApp({
    API_RATE_LIMIT_PER_MINUTE: '0',
    SMS_PROVIDER: 'africastalking',
    AT_USERNAME: 'pamoja',
    AT_API_KEY: 'stand-in-key',
    AT_API_URL: at.url,
    SMS_CALLBACK_SECRET: SECRET,
  });
});
afterAll(async () => {
  await t?.close();
  await at?.close();
});
afterEach(() => resetClock());

type Person = User & { cookie: string };
async function person(overrides: Partial<User> = {}): Promise<Person> {
  const user = await createPassenger(db(), overrides);
  return { ...user, cookie: (await t.signIn(user.id)).cookie };
}

const save = (who: Person, contacts: { name: string; phone: string }[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/emergency-contacts',
    ...json(contacts, { cookie: who.cookie }),
  });
const listOf = async (who: Person) =>
  (
    await t.app.inject({ url: '/api/user/emergency-contacts', headers: { cookie: who.cookie } })
  ).json() as { name: string; phone: string }[];
const textsTo = (phone: string) => at.to(phone).map((sms) => sms.message);

/** `phone` texting `text` to Pamoja; answers the SMS replies it got. */
async function reply(phone: string, text: string): Promise<string[]> {
  const before = at.to(phone).length;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sms/inbound/${SECRET}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ from: phone, to: '20880', text, id: randomUUID() }).toString(),
  });
  expect(res.statusCode).toBe(200);
  return textsTo(phone).slice(before);
}

const consent = {
  en: (name: string) =>
    `Pamoja: ${name} named you as their emergency contact: if they press SOS on a Pamoja trip, we will text you. Reply NO to be removed.`,
  sw: (name: string) =>
    `Pamoja: ${name} amekuchagua kuwa mtu wake wa dharura: akibonyeza SOS kwenye safari ya Pamoja, tutakutumia SMS. Jibu HAPANA uondolewe.`,
};

describe('a new emergency contact', () => {
  it('is texted once that the person named them, in the contact’s language if known', async () => {
    const njeri = await person({ fullName: 'Njeri Kamau', language: 'en' });
    const stranger = uniquePhoneNumber();
    const mswahili = await person({ language: 'sw' });
    expect(
      (
        await save(njeri, [
          { name: 'Dad', phone: stranger },
          { name: 'Baba', phone: mswahili.phoneNumber },
        ])
      ).statusCode,
    ).toBe(200);
    expect(textsTo(stranger)).toEqual([consent.en('Njeri')]);
    expect(textsTo(mswahili.phoneNumber)).toEqual([consent.sw('Njeri')]);
    // The text names Njeri: it is stored as sent for her, and goes with her account.
    const [stored] = await db().select().from(smsOutbox).where(eq(smsOutbox.toPhone, stranger));
    expect(stored?.sentForUserId).toBe(njeri.id);

    // Kept across saves (renamed, reordered, another removed): not texted again.
    expect(
      (
        await save(njeri, [
          { name: 'Baba yangu', phone: mswahili.phoneNumber },
          { name: 'Father', phone: stranger },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await save(njeri, [{ name: 'Father', phone: stranger }])).statusCode).toBe(200);
    expect(textsTo(stranger)).toHaveLength(1);
    expect(textsTo(mswahili.phoneNumber)).toHaveLength(1);

    // A phone without an account hears the person's own language.
    const wanjiku = await person({ fullName: 'Wanjiku Otieno', language: 'sw' });
    const other = uniquePhoneNumber();
    await save(wanjiku, [{ name: 'Shangazi', phone: other }]);
    expect(textsTo(other)).toEqual([consent.sw('Wanjiku')]);
  });

  it('may be added at most 3 a Nairobi day; removing, renaming and reordering stay free', async () => {
    const me = await person();
    const phones = Array.from({ length: 6 }, () => uniquePhoneNumber());
    const named = (list: string[]) => list.map((phone, i) => ({ name: `Contact ${i}`, phone }));
    expect((await save(me, named(phones.slice(0, 3)))).statusCode).toBe(200);
    expect((await save(me, named(phones.slice(0, 3).reverse()))).statusCode).toBe(200);
    expect((await save(me, [])).statusCode).toBe(200);
    // The list emptied does not give the day's three back.
    const fourth = await save(me, named(phones.slice(3, 4)));
    expect(statusAndCode(fourth)).toEqual([429, 'emergency_contacts_daily_limit']);
    expect(fourth.json()).toMatchObject({ limit: 3 });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await listOf(me)).toEqual([]);
    expect(textsTo(phones[3]!)).toEqual([]);
    advanceClock(24 * 60);
    expect((await save(me, named(phones.slice(3)))).statusCode).toBe(200);
    expect(phones.map((phone) => textsTo(phone).length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('is counted once when two saves race', async () => {
    const me = await person();
    const lists = [0, 1].map(() =>
      [0, 1, 2].map((i) => ({ name: `Contact ${i}`, phone: uniquePhoneNumber() })),
    );
    const answers = await Promise.all(lists.map((list) => save(me, list)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429]);
    const saved = lists[answers.findIndex((res) => res.statusCode === 200)];
    expect(await listOf(me)).toEqual(saved);
    expect(lists.flat().filter((c) => textsTo(c.phone).length > 0)).toEqual(saved);
  });
});

describe('a contact’s NO', () => {
  it('removes them from the list of the person who named them last, who is told and may not name them again', async () => {
    const mum = uniquePhoneNumber();
    const child = await person({ fullName: 'Akinyi Odhiambo', language: 'en' });
    const stranger = await person({ fullName: 'Baraka Mwangi', language: 'sw' });
    await save(child, [{ name: 'Mum', phone: mum }]);
    advanceClock(1);
    await save(stranger, [{ name: 'Mama', phone: mum }]);
    expect(textsTo(mum)).toEqual([consent.en('Akinyi'), consent.sw('Baraka')]);

    expect(await reply(mum, ' no ')).toEqual([
      'Pamoja: you are no longer the emergency contact of Baraka. We have told them.',
    ]);
    // The confirmation names Baraka: it goes with Baraka's account.
    const [confirmation] = await db()
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toPhone, mum))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1);
    expect(confirmation?.sentForUserId).toBe(stranger.id);
    expect(await listOf(stranger)).toEqual([]);
    expect(await listOf(child)).toEqual([{ name: 'Mum', phone: mum }]);
    // Baraka is told in Kiswahili: inbox, and by SMS without push.
    const inbox = await t.app.inject({
      url: '/api/notifications',
      headers: { cookie: stranger.cookie },
    });
    expect(inbox.json().notifications).toMatchObject([
      {
        kind: 'trip',
        title: 'Mtu wa dharura ameondolewa',
        body: `Mama (${mum}) amejibu HAPANA: hatatumiwa SMS ukibonyeza SOS. Chagua mtu mwingine wa dharura.`,
        link: '/profile/emergency-contacts',
      },
    ]);
    expect(textsTo(stranger.phoneNumber)).toEqual([
      `Pamoja: Mama (${mum}) amekataa kuwa mtu wako wa dharura na ameondolewa. Chagua mwingine kwenye programu.`,
    ]);
    const again = await save(stranger, [{ name: 'Mama', phone: mum }]);
    expect(statusAndCode(again)).toEqual([409, 'emergency_contact_declined']);
    expect(again.json()).toMatchObject({ phone: mum });
    expect(await listOf(stranger)).toEqual([]);
    expect(textsTo(mum)).toHaveLength(3);

    // Each NO answers the next: HAPANA, and a phone without an account hears Kiswahili.
    expect(await reply(mum, 'HAPANA')).toEqual([
      'Pamoja: wewe si mtu wa dharura wa Akinyi tena. Tumemjulisha.',
    ]);
    expect(await listOf(child)).toEqual([]);
    expect(await reply(mum, 'No')).toEqual([
      "Pamoja: this number is not anyone's emergency contact on Pamoja.",
    ]);
  });

  it('is not STOP, which still only stops alert SMS', async () => {
    const contact = await person();
    const me = await person({ fullName: 'Njeri Kamau' });
    await save(me, [{ name: 'Sister', phone: contact.phoneNumber }]);
    expect(await reply(contact.phoneNumber, 'STOP')).toEqual([
      'Pamoja: you will no longer get ride alerts and trip reminders by SMS. Send START to get them again.',
    ]);
    expect(await listOf(me)).toEqual([{ name: 'Sister', phone: contact.phoneNumber }]);
    expect(await reply(contact.phoneNumber, 'NO')).toEqual([
      'Pamoja: you are no longer the emergency contact of Njeri. We have told them.',
    ]);
    expect(await listOf(me)).toEqual([]);
  });
});
