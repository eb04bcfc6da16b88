import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../src/server/db/schema.ts';
import { notify } from '../../src/server/features/notifications/notify.ts';
import { createBooking, createPassenger, createRide, type User } from '../factories/index.ts';
import { startAfricasTalkingStandIn } from '../helpers/africastalking-stand-in.ts';
import { json, newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance } from '../helpers/trips.ts';
import { fund } from '../helpers/wallet.ts';

// Two-way SMS (decisions.md, "USSD and SMS"): Africa's Talking posts what people text us and the
// delivery reports of what we sent; both go through the real adapter to a stand-in of its HTTP
// API, so what "they received" is what the stand-in was asked to send.

const SECRET = 'sms-callback-secret-for-tests-0123';
let t: TestApp;
let at: Awaited<ReturnType<typeof startAfricasTalkingStandIn>>;
const db = () => t.database.db;

beforeAll(async () => {
  at = await startAfricasTalkingStandIn();
  t = await createTestApp({
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

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** Africa's Talking posting an incoming SMS; answers the HTTP answer. */
const inbound = (from: string, text: string, id: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sms/inbound/${SECRET}`,
    ...form({ from, to: '20880', text, date: '2025-11-24 07:30:00', id, linkId: randomUUID() }),
  });

/** Texts `text` from `phone` and answers the SMS replies it got. */
async function ask(phone: string, text: string): Promise<string[]> {
  const before = at.to(phone).length;
  const res = await inbound(phone, text);
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe('');
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return at
    .to(phone)
    .slice(before)
    .map((sms) => sms.message);
}

const report = (fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/sms/delivery/${SECRET}`, ...form(fields) });

const person = (overrides: Partial<User> = {}) =>
  createPassenger(db(), { phoneNumber: newPhone(), ...overrides });

describe('keywords', () => {
  it('STOP turns alert and trip SMS off, as the settings show; START turns them on again', async () => {
    const user = await person();
    const { cookie } = await t.signIn(user.id);
    const preferences = async () =>
      (
        await t.app.inject({ url: '/api/user/notification-preferences', headers: { cookie } })
      ).json();

    expect(await ask(user.phoneNumber, ' stop ')).toEqual([
      'Pamoja: you will no longer get ride alerts and trip reminders by SMS. Send START to get them again.',
    ]);
    expect(await preferences()).toMatchObject({
      alert: { push: true, sms: false },
      trip: { push: true, sms: false },
      booking: { sms: true },
    });
    const alert = (n: number) => ({
      userId: user.id,
      kind: 'alert' as const,
      text: () => ({ title: 'A ride', body: `Ride ${n}`, smsText: `Pamoja: ride alert ${n}.` }),
    });
    await t.app.notifier.deliver(await db().transaction((tx) => notify(tx, [alert(1)])));
    expect(at.to(user.phoneNumber).map((sms) => sms.message)).not.toContain(
      'Pamoja: ride alert 1.',
    );

    expect(await ask(user.phoneNumber, 'Start')).toEqual([
      'Pamoja: ride alerts and trip reminders by SMS are on again. Send STOP to turn them off.',
    ]);
    expect(await preferences()).toMatchObject({ alert: { sms: true }, trip: { sms: true } });
    await t.app.notifier.deliver(await db().transaction((tx) => notify(tx, [alert(2)])));
    expect(at.to(user.phoneNumber).at(-1)?.message).toBe('Pamoja: ride alert 2.');
  });

  it('answers STOP in Kiswahili to a person who saved Kiswahili', async () => {
    const user = await person({ language: 'sw' });
    expect(await ask(user.phoneNumber, 'STOP')).toEqual([
      'Pamoja: hutapokea tena arifa za safari na vikumbusho kwa SMS. Tuma START kuzipata tena.',
    ]);
    expect(await ask(user.phoneNumber, 'START')).toEqual([
      'Pamoja: arifa za safari na vikumbusho kwa SMS zimerudi. Tuma STOP kuzizima.',
    ]);
  });

  it('confirms STOP to a phone without an account', async () => {
    expect(await ask(newPhone(), 'STOP')).toEqual([
      'Pamoja: you will no longer get ride alerts and trip reminders by SMS. Send START to get them again.',
    ]);
  });

  it('TRIPS lists the next two trips with their boarding codes, places as labels', async () => {
    const user = await person();
    const later = await createRide(db(), {
      departureTime: new Date(Date.now() + 3 * 86400_000),
      pickupAddress: 'Thika Road Mall, call 0712 345 678 for KSh 500',
      destinationAddress: 'Upper Hill, Nairobi',
    });
    const sooner = await createRide(db(), { departureTime: new Date(Date.now() + 86400_000) });
    const latest = await createRide(db(), { departureTime: new Date(Date.now() + 5 * 86400_000) });
    const first = await createBooking(db(), { rideId: sooner.id, passengerId: user.id });
    const second = await createBooking(db(), { rideId: later.id, passengerId: user.id });
    await createBooking(db(), { rideId: latest.id, passengerId: user.id });
    const [reply] = await ask(user.phoneNumber, 'trips');
    expect(reply).toMatch(/^Pamoja: your next trips: /);
    expect(reply).toContain(`Ruiru Town to Kencom, boarding code ${first.boardingCode}`);
    expect(reply).toContain(`Thika Road Mall to Upper Hill, boarding code ${second.boardingCode}`);
    expect(reply).not.toMatch(/0712|KSh 500/);
    expect(reply?.match(/boarding code/g)).toHaveLength(2);
  });

  it('SAFARI answers in Kiswahili, and says when there is no trip', async () => {
    const user = await person({ language: 'sw' });
    const ride = await createRide(db());
    const booking = await createBooking(db(), { rideId: ride.id, passengerId: user.id });
    const [reply] = await ask(user.phoneNumber, 'SAFARI');
    expect(reply).toMatch(
      /^Pamoja: safari yako ijayo: .*Ruiru Town hadi Kencom, msimbo wa kupanda/,
    );
    expect(reply).toContain(booking.boardingCode);
    const nobody = await person();
    expect(await ask(nobody.phoneNumber, 'Trips')).toEqual([
      'Pamoja: you have no upcoming trips. Dial *384*7726# to find a ride.',
    ]);
    expect(await ask(newPhone(), 'safari')).toEqual([
      'Pamoja: nambari hii haina akaunti ya Pamoja. Piga *384*7726# kujisajili.',
    ]);
  });

  it('BAL and SALIO answer the token balance', async () => {
    const user = await person();
    await fund(db(), user.id, 1250);
    expect(await ask(user.phoneNumber, 'BAL')).toEqual([
      'Pamoja: your token balance is KSh 1,250.',
    ]);
    const mswahili = await person({ language: 'sw' });
    await fund(db(), mswahili.id, 300);
    expect(await ask(mswahili.phoneNumber, 'salio')).toEqual([
      'Pamoja: salio lako la tokeni ni KSh 300.',
    ]);
    expect(await ask(newPhone(), 'BAL')).toEqual([
      'Pamoja: this number has no Pamoja account. Dial *384*7726# to register.',
    ]);
  });

  it('HELP and MSAADA list the commands and the USSD code', async () => {
    expect(await ask(newPhone(), 'help')).toEqual([
      'Pamoja SMS: TRIPS for your next trips, BAL for your token balance, STOP to stop ride alert SMS, START to get them again. Or dial *384*7726#.',
    ]);
    expect(await ask(newPhone(), 'MSAADA')).toEqual([
      'Pamoja SMS: SAFARI kwa safari zako zijazo, SALIO kwa salio la tokeni, STOP kusimamisha SMS za arifa, START kuzirudisha. Au piga *384*7726#.',
    ]);
    const english = await person({ language: 'en' });
    expect((await ask(english.phoneNumber, 'msaada'))[0]).toMatch(/^Pamoja SMS: TRIPS for/);
  });

  it('answers other text with the help text once a day', async () => {
    const phone = newPhone();
    expect(await ask(phone, 'Habari, niko stage')).toHaveLength(1);
    expect(await ask(phone, 'hello?')).toEqual([]);
    await advance(t, 23 * 60);
    expect(await ask(phone, 'anyone?')).toEqual([]);
    await advance(t, 61);
    expect((await ask(phone, 'hello again'))[0]).toMatch(/^Pamoja SMS: TRIPS for/);
  });

  it('answers a message Africa’s Talking posts twice once', async () => {
    const phone = newPhone();
    const id = randomUUID();
    expect((await inbound(phone, 'HELP', id)).statusCode).toBe(200);
    expect((await inbound(phone, 'HELP', id)).statusCode).toBe(200);
    expect(at.to(phone)).toHaveLength(1);
  });

  it('answers a phone at most 10 times an hour, and still does what STOP says', async () => {
    const user = await person();
    for (let n = 0; n < 10; n++) expect(await ask(user.phoneNumber, 'BAL')).toHaveLength(1);
    expect(await ask(user.phoneNumber, 'STOP')).toEqual([]);
    const { cookie } = await t.signIn(user.id);
    const saved = await t.app.inject({
      url: '/api/user/notification-preferences',
      headers: { cookie },
    });
    expect(saved.json()).toMatchObject({ alert: { sms: false } });
  });
});

describe('the callback routes', () => {
  it('answers a wrong secret exactly as a path that does not exist', async () => {
    for (const kind of ['inbound', 'delivery']) {
      const path = `/api/sms/${kind}/not-the-secret-at-all-0000`;
      const wrong = await t.app.inject({
        method: 'POST',
        url: path,
        ...form({ from: newPhone(), text: 'HELP', id: randomUUID() }),
      });
      // An unknown path is refused by the JSON-only guard when it carries a form, so it is
      // asked without one; its 404 names its own path.
      const unknown = await t.app.inject({ method: 'POST', url: `${path}/elsewhere` });
      expect(wrong.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      expect(wrong.body).toBe(unknown.body.replaceAll(`${path}/elsewhere`, path));
      expect(wrong.json().code).toBe('route_not_found');
      // A JSON body with a wrong secret is refused as unknown too, before it is read.
      const jsonWrong = await t.app.inject({
        method: 'POST',
        url: path,
        ...json({ from: newPhone(), text: 'HELP', id: randomUUID() }),
      });
      expect(jsonWrong.body).toBe(wrong.body);
    }
  });

  it('refuses a JSON body, and takes a form from another origin', async () => {
    const phone = newPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sms/inbound/${SECRET}`,
      ...json({ from: phone, text: 'HELP', id: randomUUID() }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('form_body_required');
    const fromAfar = await t.app.inject({
      method: 'POST',
      url: `/api/sms/inbound/${SECRET}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://africastalking.com',
      },
      payload: new URLSearchParams({ from: phone, text: 'HELP', id: randomUUID() }).toString(),
    });
    expect(fromAfar.statusCode).toBe(200);
    expect(at.to(phone)).toHaveLength(1);
  });

  it('still refuses form bodies on every other route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      ...form({ phoneNumber: newPhone() }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('do not exist without SMS_CALLBACK_SECRET', async () => {
    const plain = await createTestApp({}, { database: t.database });
    try {
      for (const kind of ['inbound', 'delivery']) {
        expect(plain.app.hasRoute({ method: 'POST', url: `/api/sms/${kind}/:secret` })).toBe(false);
        const res = await plain.app.inject({ method: 'POST', url: `/api/sms/${kind}/${SECRET}` });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('route_not_found');
      }
      expect(t.app.hasRoute({ method: 'POST', url: '/api/sms/inbound/:secret' })).toBe(true);
    } finally {
      await plain.close();
    }
  });
});

describe('delivery reports', () => {
  const outboxRow = async (messageId: string) => {
    const [row] = await db()
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.providerMessageId, messageId));
    return row;
  };

  it('record the delivery on the outbox row', async () => {
    const phone = newPhone();
    await ask(phone, 'HELP');
    const sms = at.to(phone)[0]!;
    const res = await report({ id: sms.messageId, status: 'Success', phoneNumber: phone });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(await outboxRow(sms.messageId)).toMatchObject({
      provider: 'africastalking',
      status: 'sent',
      deliveryStatus: 'Success',
      deliveryFailure: null,
      deliveredAt: expect.any(Date),
      retryId: null,
    });
    expect((await report({ id: 'ATXid_unknown', status: 'Success' })).statusCode).toBe(200);
  });

  it('send a failed sign-in code once more, exactly once', async () => {
    const phone = newPhone();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      ...json({ phoneNumber: phone }),
    });
    expect(sent.statusCode).toBe(200);
    const [code] = at.to(phone);
    expect(code?.message).toMatch(/^Your Pamoja code is \d{5}\./);
    const failed = {
      id: code!.messageId,
      status: 'Failed',
      phoneNumber: phone,
      failureReason: 'AbsentSubscriber',
      retryCount: '0',
    };
    expect((await report(failed)).statusCode).toBe(200);
    expect(at.to(phone).map((sms) => sms.message)).toEqual([code!.message, code!.message]);
    const retry = at.to(phone)[1]!;
    const original = await outboxRow(code!.messageId);
    expect(original).toMatchObject({
      purpose: 'sign-in-code',
      deliveryStatus: 'Failed',
      deliveryFailure: 'AbsentSubscriber',
      deliveredAt: null,
    });
    expect(original?.retryId).toBe((await outboxRow(retry.messageId))?.id);
    // The code was sent again; neither row keeps it.
    expect(original?.message).not.toMatch(/\d{5}/);
    expect((await outboxRow(retry.messageId))?.message).not.toMatch(/\d{5}/);

    await report(failed);
    await report({ ...failed, status: 'Rejected' });
    await report({ ...failed, id: retry.messageId });
    expect(at.to(phone)).toHaveLength(2);
  });

  it('send a failed booking SMS once more', async () => {
    const user = await person();
    const booked = {
      userId: user.id,
      kind: 'booking' as const,
      text: () => ({ title: 'Seat booked', body: 'b', smsText: 'Pamoja: booked 1 seat.' }),
    };
    await t.app.notifier.deliver(await db().transaction((tx) => notify(tx, [booked])));
    const [sms] = at.to(user.phoneNumber);
    expect((await outboxRow(sms!.messageId))?.purpose).toBe('booking');
    await report({ id: sms!.messageId, status: 'Rejected', failureReason: 'DeliveryFailure' });
    expect(at.to(user.phoneNumber).map((s) => s.message)).toEqual([
      'Pamoja: booked 1 seat.',
      'Pamoja: booked 1 seat.',
    ]);
  });

  it('do not send other failed SMS again', async () => {
    const phone = newPhone();
    await ask(phone, 'HELP');
    const [sms] = at.to(phone);
    await report({ id: sms!.messageId, status: 'Failed', failureReason: 'UserInBlacklist' });
    expect(at.to(phone)).toHaveLength(1);
    expect(await outboxRow(sms!.messageId)).toMatchObject({
      purpose: null,
      deliveryStatus: 'Failed',
      deliveryFailure: 'UserInBlacklist',
      retryId: null,
    });
  });
});
