import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { notifications, users } from '../../src/server/db/schema.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import type { Language } from '../../src/shared/language.ts';
import { CODE_SMS_MINUTES } from '../../src/shared/schemas/auth.ts';
import {
  atNairobiTime,
  createBooking,
  createDriver,
  createPassenger,
  createRegistrationDocument,
  createRide,
  createUser,
  createVehicle,
  nairobiWeekday,
  uniquePhoneNumber,
} from '../factories/index.ts';
import { eventually } from '../helpers/eventually.ts';
import { json, lastCode, newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookedTrip, textsTo } from '../helpers/trips.ts';
import { fund } from '../helpers/wallet.ts';

// Every SMS and notification is written in its recipient's saved language (decisions.md,
// "Languages"); a phone without an account hears the language of the person whose action texted
// it (for a sign-in code: the request's), else English. Read as people meet them: the SMS outbox
// of the local provider and the inbox.

const AGENT_PHONE = uniquePhoneNumber();
const PUBLIC_URL = 'https://pamoja.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    API_RATE_LIMIT_PER_MINUTE: '0',
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    AGENT_PHONES: AGENT_PHONE,
    PUBLIC_URL,
  });
});
afterAll(() => t.close());
const db = () => t.database.db;
type Headers = Record<string, string>;

/** Kiswahili dates and times in messages: 'Jumatatu 24 Nov, 7:30 AM'. */
const SW_WHEN =
  '(Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili) \\d{1,2} \\w{3}, \\d{1,2}:\\d\\d (AM|PM)';
const EN_WHEN = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \\d{1,2} \\w{3}, \\d{1,2}:\\d\\d (am|pm)';

const sendCode = (phoneNumber: string, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/otp/send', ...json({ phoneNumber }, headers) });

const setLanguage = (userId: string, language: Language) =>
  db().update(users).set({ language }).where(eq(users.id, userId));

/** The newest SMS to a phone. */
async function lastText(phone: string): Promise<string> {
  const [latest] = await textsTo(t, phone);
  expect(latest, `no SMS to ${phone}`).toBeDefined();
  return latest ?? '';
}

describe('the sign-in code', () => {
  it('reaches a Kiswahili user in Kiswahili and an English user in English, whatever the browser says', async () => {
    const mwanaisha = await createPassenger(db(), { language: 'sw' });
    const kevin = await createPassenger(db(), { language: 'en' });
    expect((await sendCode(mwanaisha.phoneNumber)).statusCode).toBe(200);
    expect(
      (await sendCode(kevin.phoneNumber, { 'accept-language': 'sw-KE,sw;q=0.9' })).statusCode,
    ).toBe(200);
    const otp = await lastCode(t.app, mwanaisha.phoneNumber);
    expect(await lastText(mwanaisha.phoneNumber)).toBe(
      `Msimbo wako wa Pamoja ni ${otp}. Unatumika kwa dakika ${CODE_SMS_MINUTES}. Usimpe mtu yeyote: Pamoja haitakuomba msimbo huu kamwe.`,
    );
    expect(await lastText(kevin.phoneNumber)).toBe(
      `Your Pamoja code is ${await lastCode(t.app, kevin.phoneNumber)}. It expires in ${CODE_SMS_MINUTES} minutes. Never share it: Pamoja will never ask you for it.`,
    );
    // The Kiswahili code signs in like any other.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      ...json({ phoneNumber: mwanaisha.phoneNumber, otp }),
    });
    expect(verified.json()).toMatchObject({ status: 'success' });
  });

  it('reaches a number that is registering in the language of its request', async () => {
    const cases: [Headers, 'sw' | 'en'][] = [
      [{ 'accept-language': 'sw' }, 'sw'],
      [{ 'accept-language': 'sw-TZ, en;q=0.5' }, 'sw'],
      [{ 'accept-language': 'en-GB,en;q=0.9', cookie: 'pamoja_lang=sw' }, 'sw'],
      [{ 'accept-language': 'sw', cookie: 'pamoja_lang=en' }, 'en'],
      [{ 'accept-language': 'fr-FR' }, 'en'],
      [{}, 'en'],
    ];
    for (const [headers, language] of cases) {
      const phone = newPhone();
      expect((await sendCode(phone, headers)).statusCode).toBe(200);
      expect(await lastText(phone), JSON.stringify(headers)).toMatch(
        language === 'sw' ? /^Msimbo wako wa Pamoja ni \d{5}\./ : /^Your Pamoja code is \d{5}\./,
      );
    }
  });
});

describe('rides', () => {
  it('confirms a Kiswahili passenger’s booking in Kiswahili, by SMS and in the inbox, and tells an English driver in English', async () => {
    const driver = await createDriver(db(), { fullName: 'Peter Kamau', language: 'en' });
    const vehicle = await createVehicle(db(), { ownerId: driver.id });
    const ride = await createRide(db(), {
      vehicleId: vehicle.id,
      pickupAddress: 'Ruiru Town, Kiambu',
      destinationAddress: 'Kencom, Moi Avenue',
      departureTime: new Date(now().getTime() + 3 * 3_600_000),
      pricePerSeat: 200,
      availableSeats: 4,
    });
    const passenger = await createPassenger(db(), { fullName: 'Zawadi Wambui', language: 'sw' });
    await fund(db(), passenger.id, 1000);
    const { cookie } = await t.signIn(passenger.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/SavePassengerBooking',
      ...json({ scheduledCommuteId: ride.id, numberOfSeats: 2 }, { cookie }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { boardingCode } = res.json();
    expect(await lastText(passenger.phoneNumber)).toMatch(
      new RegExp(
        `^Pamoja: umehifadhi viti 2 kutoka Ruiru Town hadi Kencom, ${SW_WHEN}\\. Umelipa KSh 400 kwa tokeni zako\\. Msimbo wako wa kupanda ni ${boardingCode}: mwambie dereva unapoingia garini\\.$`,
      ),
    );
    expect(await lastText(driver.phoneNumber)).toMatch(
      new RegExp(
        `^Pamoja: Zawadi booked 2 seats on your ride from Ruiru Town, ${EN_WHEN}\\. 2 left\\.$`,
      ),
    );
    const inbox = await t.app.inject({ url: '/api/notifications', headers: { cookie } });
    expect(inbox.json().notifications[0]).toMatchObject({
      title: 'Nafasi imehifadhiwa',
      body: expect.stringMatching(
        new RegExp(
          `^Viti 2 kutoka Ruiru Town hadi Kencom, ${SW_WHEN}\\. Msimbo wa kupanda ${boardingCode}\\.$`,
        ),
      ),
    });
  });

  it('tells each passenger of a ride the driver cancels in their own language', async () => {
    const trip = await bookedTrip(t, { passengers: 2 });
    const [swahili, english] = trip.passengers;
    if (!swahili || !english) throw new Error('two passengers');
    await setLanguage(swahili.user.id, 'sw');
    await setLanguage(english.user.id, 'en');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Commute/CancelDriverTrip?tripId=${trip.ride.id}`,
      headers: { cookie: trip.driverCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastText(swahili.user.phoneNumber)).toMatch(
      new RegExp(
        `^Pamoja: dereva ameghairi safari yako kutoka .+ hadi .+, ${SW_WHEN}\\. KSh 200 zimerudi kwenye tokeni zako\\. Tafuta safari nyingine: http\\S+/search$`,
      ),
    );
    expect(await lastText(english.user.phoneNumber)).toMatch(
      new RegExp(
        `^Pamoja: your ride from .+ to .+, ${EN_WHEN}, was cancelled by the driver\\. KSh 200 is back in your tokens\\. Find another ride at http\\S+/search$`,
      ),
    );
    const titles = await db()
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'booking'), eq(notifications.title, 'Dereva ameghairi safari')),
      );
    expect(titles.map((row) => row.userId)).toEqual([swahili.user.id]);
  });
});

describe('agents’ decisions and alerts', () => {
  it('tells a Kiswahili driver an agent’s decision on their National ID in Kiswahili', async () => {
    const agent = await t.signIn((await createUser(db(), { phoneNumber: AGENT_PHONE })).id);
    const swahili = await createPassenger(db(), { language: 'sw' });
    const english = await createPassenger(db(), { language: 'en' });
    const rejected = await createRegistrationDocument(db(), { userId: swahili.id });
    const approved = await createRegistrationDocument(db(), { userId: english.id });
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${rejected.id}/reject`,
      ...json({ reason: 'The photo is blurred.' }, agent),
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${approved.id}/approve`,
      headers: agent,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await lastText(swahili.phoneNumber)).toBe(
      'Pamoja: hatukuweza kuthibitisha Kitambulisho chako cha Taifa. Sababu: The photo is blurred. Tafadhali pakia picha mpya kwenye programu.',
    );
    expect(await lastText(english.phoneNumber)).toBe(
      'Pamoja: your National ID has been verified. You are now a Verified Driver and can schedule rides.',
    );
  });

  it('tells the owners of matching alerts about a new ride, each in their language', async () => {
    const pickup = { latitude: -0.9, longitude: 37.1, address: 'Thika Town, Kiambu' };
    const destination = { latitude: -1.05, longitude: 37.1, address: 'Kencom, Moi Avenue' };
    const midnight = atNairobiTime(now(), 8, 0, 0);
    const owners = [
      await createPassenger(db(), { language: 'sw' }),
      await createPassenger(db(), { language: 'en' }),
    ];
    for (const owner of owners) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/alerts',
        ...json(
          {
            pickupLocation: pickup,
            destination,
            departureTime: '07:30',
            weekdays: [nairobiWeekday(midnight)],
          },
          await t.signIn(owner.id),
        ),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const driver = await createDriver(db());
    const vehicle = await createVehicle(db(), { ownerId: driver.id, seatingCapacity: 5 });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/SaveCommuteDetails',
      ...json(
        {
          pickupLocation: pickup,
          destination,
          departureTime: atNairobiTime(midnight, 0, 7, 30).toISOString(),
          availableSeats: 3,
          pricePerSeat: 140,
          vehicleId: vehicle.id,
          isRecurring: false,
          recurringDays: [],
        },
        await t.signIn(driver.id),
      ),
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const [swahili, english] = owners;
    expect(await lastText(swahili?.phoneNumber ?? '')).toMatch(
      new RegExp(
        `^Pamoja: safari kwa arifa yako: kutoka Thika Town hadi Kencom, ${SW_WHEN.replace('\\d{1,2}:', '7:')}, KSh 140 kwa kiti, viti 3\\. Zima arifa: ${PUBLIC_URL}/alerts$`,
      ),
    );
    expect(await lastText(english?.phoneNumber ?? '')).toMatch(
      new RegExp(
        `^Pamoja: a ride for your alert: Thika Town to Kencom, ${EN_WHEN.replace('\\d{1,2}:', '7:')}, KSh 140 a seat, 3 seats\\. Stop alerts: ${PUBLIC_URL}/alerts$`,
      ),
    );
  });
});

describe('phones without an account', () => {
  /** A Kiswahili passenger on a ride under way, with two emergency contacts. */
  async function swahiliTrip() {
    const driver = await createDriver(db());
    const vehicle = await createVehicle(db(), {
      ownerId: driver.id,
      make: 'Toyota',
      model: 'Noah',
      color: 'Silver',
    });
    const ride = await createRide(db(), {
      vehicleId: vehicle.id,
      departureTime: new Date(now().getTime() + 10 * 60_000),
      estimatedDuration: 45,
      status: 'in_progress',
      startedAt: now(),
    });
    const passenger = await createPassenger(db(), { fullName: 'Njeri Kamau', language: 'sw' });
    await createBooking(db(), { rideId: ride.id, passengerId: passenger.id });
    return { ride, vehicle, passenger, headers: await t.signIn(passenger.id) };
  }

  it('get a shared trip in the sharer’s language; a phone with an account gets its own', async () => {
    const { ride, headers } = await swahiliTrip();
    const stranger = uniquePhoneNumber();
    const englishFriend = await createPassenger(db(), { language: 'en' });
    for (const phone of [stranger, englishFriend.phoneNumber]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/trips/${ride.id}/share`,
        ...json({ phone }, headers),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await lastText(stranger)).toMatch(
      new RegExp(
        `^Pamoja: Njeri anakushirikisha safari yake\\. Ifuatilie: ${PUBLIC_URL}/t/[A-Za-z0-9_-]{22} \\(kiungo kitakoma saa 1 baada ya safari kuisha\\)\\.$`,
      ),
    );
    expect(await lastText(englishFriend.phoneNumber)).toMatch(
      /^Pamoja: Njeri is sharing their trip with you\. Follow it live: /,
    );
  });

  it('get an SOS in the language of the person who pressed it, in two SMS at most', async () => {
    const { ride, vehicle, headers } = await swahiliTrip();
    const stranger = uniquePhoneNumber();
    const englishFriend = await createPassenger(db(), { language: 'en' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/emergency-contacts',
      ...json(
        [
          { name: 'Mama', phone: stranger },
          { name: 'Kevin', phone: englishFriend.phoneNumber },
        ],
        headers,
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/trips/${ride.id}/sos`,
      ...json({ latitude: -1.29207, longitude: 36.821946 }, headers),
    });
    expect(res.statusCode, res.body).toBe(201);
    const textOf = (phone: string) =>
      eventually(async () => {
        const [sms] = await readOutbox(db(), phone);
        // The SOS, not the consent SMS the contact got when named.
        expect(sms?.message).toMatch(/pressed SOS|amebonyeza SOS/);
        return sms?.message ?? '';
      });
    const swahili = await textOf(stranger);
    expect(swahili).toMatch(
      new RegExp(
        `^Njeri amebonyeza SOS kwenye safari ya Pamoja ndani ya Toyota Noah Silver, nambari ya gari ${vehicle.licensePlate}\\. Alipoonekana mwisho: https://maps\\.google\\.com/\\?q=-1\\.29207,36\\.82195\\. Fuatilia safari: ${PUBLIC_URL}/t/[A-Za-z0-9_-]{22}\\. Piga 999 au 112 kama humpati\\.$`,
      ),
    );
    expect(swahili.length).toBeLessThanOrEqual(306); // two SMS
    expect(await textOf(englishFriend.phoneNumber)).toMatch(/^Njeri pressed SOS on a Pamoja trip/);
  });
});
