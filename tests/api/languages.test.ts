import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { PAGE_SW } from '../../src/server/i18n/web-page.ts';
import { LANGUAGE_COOKIE } from '../../src/shared/language.ts';
import { createPassenger } from '../factories/index.ts';
import { createSeries } from '../helpers/series.ts';
import { json, lastCode, newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

// decisions.md, "Languages": API errors and validation messages come in the caller's language:
// the signed-in person's saved language, else the switcher's cookie, else Accept-Language, else
// English. The web app's page is served in it too.

let t: TestApp;
beforeAll(async () => {
  // The real page, so its title, description and noscript text are the ones translated.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'pamoja-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    readFileSync(path.join(import.meta.dirname, '../../src/web/index.html'), 'utf8'),
  );
  t = await createTestApp(
    { API_RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP_PER_HOUR: '1000' },
    { webRoot },
  );
});
afterAll(() => t.close());

const RIDE_NOT_FOUND = {
  en: 'This ride does not exist.',
  sw: 'Safari hii haipo.',
};
const NO_SEATS = {
  en: 'numberOfSeats: book at least 1 seat',
  sw: 'numberOfSeats: hifadhi angalau kiti 1',
};

const LONG_NAME = {
  en: 'FullName: Too big: expected string to have <=100 characters',
  sw: 'FullName: Ndefu mno: isizidi herufi 100',
};

/** A sign-in whose name is too long: refused by the schema, before any code is checked. */
const longName = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    ...json({ phoneNumber: newPhone(), otp: '12345', FullName: 'x'.repeat(101) }, headers),
  });

/** Books a seat on a ride that does not exist, and with no seats at all. */
async function badBookings(headers: Record<string, string>) {
  const book = (numberOfSeats: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Commute/SavePassengerBooking',
      ...json({ scheduledCommuteId: randomUUID(), numberOfSeats }, headers),
    });
  const [missing, invalid] = [await book(1), await book(0)];
  expect(missing.statusCode).toBe(404);
  expect(invalid.statusCode).toBe(400);
  expect(missing.json().code).toBe('ride_not_found');
  expect(invalid.json().code).toBe('invalid_request');
  return { missing: missing.json().message, invalid: invalid.json().message };
}

async function signedIn(language: 'en' | 'sw') {
  const user = await createPassenger(t.database.db, { language });
  return { user, ...(await t.signIn(user.id)) };
}

describe('API errors and validation messages', () => {
  it('answer in the saved language of the signed-in person, whatever the browser says', async () => {
    const swahili = await signedIn('sw');
    expect(await badBookings({ cookie: swahili.cookie })).toEqual({
      missing: RIDE_NOT_FOUND.sw,
      invalid: NO_SEATS.sw,
    });
    // The saved language beats the cookie and Accept-Language.
    const english = await signedIn('en');
    expect(
      await badBookings({
        cookie: `${english.cookie}; ${LANGUAGE_COOKIE}=sw`,
        'accept-language': 'sw-KE,sw;q=0.9',
      }),
    ).toEqual({ missing: RIDE_NOT_FOUND.en, invalid: NO_SEATS.en });
    expect(
      await badBookings({
        cookie: `${swahili.cookie}; ${LANGUAGE_COOKIE}=en`,
        'accept-language': 'en-GB',
      }),
    ).toEqual({ missing: RIDE_NOT_FOUND.sw, invalid: NO_SEATS.sw });
  });

  it("answer a visitor in Accept-Language's language, English by default", async () => {
    const visitor = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Commute/SavePassengerBooking',
        ...json({}, headers),
      });
    const sw = await visitor({ 'accept-language': 'sw-KE' });
    expect(sw.statusCode).toBe(401);
    expect(sw.json()).toEqual({
      code: 'not_authenticated',
      message: 'Hujaingia. Tafadhali ingia kwanza.',
    });
    const others: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-KE' },
      { 'accept-language': 'fr' },
    ];
    for (const header of others) {
      expect((await visitor(header)).json().message).toBe('Not authenticated. Please log in.');
    }
    const long = await longName({ 'accept-language': 'sw-KE' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: 'invalid_request', message: LONG_NAME.sw });
    expect((await longName({})).json().message).toBe(LONG_NAME.en);
  });

  it("answer a visitor in the switcher's cookie before Accept-Language", async () => {
    const sw = await longName({ cookie: `${LANGUAGE_COOKIE}=sw`, 'accept-language': 'en-GB' });
    expect(sw.json().message).toBe(LONG_NAME.sw);
    const en = await longName({ cookie: `${LANGUAGE_COOKIE}=en`, 'accept-language': 'sw-KE' });
    expect(en.json().message).toBe(LONG_NAME.en);
    // A cookie naming no language of ours is ignored.
    const odd = await longName({ cookie: `${LANGUAGE_COOKIE}=fr`, 'accept-language': 'sw' });
    expect(odd.json().message).toBe(LONG_NAME.sw);
  });

  it("say the specification's messages for people in Kiswahili too, echoed where the path echoes", async () => {
    const phone = newPhone();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      ...json({ phoneNumber: phone }),
    });
    expect(sent.statusCode).toBe(200);
    const otp = await lastCode(t.app, phone);
    const login = (body: Record<string, unknown>, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        ...json({ phoneNumber: phone, otp, ...body }, { 'accept-language': language }),
      });
    const sw = await login({ isNewUser: true, FullName: 'Mutua Musyoka' }, 'sw');
    expect(sw.statusCode).toBe(400);
    expect(sw.json()).toEqual({
      code: 'invalid_request',
      message: 'Tafadhali weka nambari ya Kitambulisho chako cha Taifa',
      success: false,
      error: 'Tafadhali weka nambari ya Kitambulisho chako cha Taifa',
    });
    const en = await login({ isNewUser: true, FullName: 'Mutua Musyoka' }, 'en');
    expect(en.json()).toMatchObject({
      message: 'Please enter your National ID Number',
      error: 'Please enter your National ID Number',
    });
    const wrong = await login({ otp: '00000' }, 'sw');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(wrong.json().error);
    expect(wrong.json().message).toMatch(/^Msimbo wa uthibitisho si sahihi/);

    const badPhone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      ...json({ phoneNumber: '12345' }, { 'accept-language': 'sw-KE' }),
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('Nambari ya simu ya Kenya si sahihi');
  });

  it('answer errors that take values with their values, in Kiswahili words', async () => {
    const unknown = await t.app.inject({
      url: '/api/no/such/route',
      headers: { 'accept-language': 'sw' },
    });
    expect(unknown.json()).toEqual({
      code: 'route_not_found',
      message: 'Anwani hii ya API haipo: GET /api/no/such/route',
      method: 'GET',
      path: '/api/no/such/route',
    });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      headers: { 'content-type': 'application/json', 'accept-language': 'sw' },
      payload: '{"phoneNumber":',
    });
    expect(notJson.json()).toEqual({
      code: 'invalid_json',
      message: 'Maudhui ya ombi si JSON sahihi.',
    });
  });
  it('write the dates inside a message in its language, and keep the data English', async () => {
    const series = await createSeries(t, { seats: 1, weekdays: [1, 3, 5] });
    const book = async (language: 'en' | 'sw') => {
      const { user, cookie } = await signedIn(language);
      await fund(t.database.db, user.id, 10_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/series',
        ...json({ rideId: series.rideIds[0], weekdays: [1, 3, 5], numberOfSeats: 2 }, { cookie }),
      });
      expect(res.statusCode).toBe(409);
      return res.json();
    };
    const [sw, en] = [await book('sw'), await book('en')];
    expect(sw.code).toBe('series_insufficient_seats');
    expect(sw.dates).toBe(en.dates);
    expect(sw.dates).toMatch(/^(Mon|Wed|Fri) \d{1,2} [A-Z][a-z]{2}(, |$)/);
    expect(en.message).toBe(
      `Sorry, insufficient seats on these dates: ${en.dates}. Choose other days or fewer seats.`,
    );
    expect(sw.message).toMatch(
      /^Samahani, viti havitoshi tarehe hizi: (Jumatatu|Jumatano|Ijumaa) \d{1,2} [A-Z][a-z]{2}(, (Jumatatu|Jumatano|Ijumaa) \d{1,2} [A-Z][a-z]{2})*\. Chagua siku nyingine au viti vichache\.$/,
    );
  });
});

describe('the saved language', () => {
  it('round-trips through UpdateUserDetails and GET /api/user/details, and refuses others', async () => {
    const { cookie } = await signedIn('en');
    const details = async () =>
      (await t.app.inject({ url: '/api/user/details', headers: { cookie } })).json();
    expect((await details()).language).toBe('en');
    const update = (language: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Auth/UpdateUserDetails',
        ...json({ language }, { cookie, ...headers }),
      });
    const saved = await update('sw');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe('sw');
    expect((await details()).language).toBe('sw');
    // From now on the answers are in Kiswahili, with no Accept-Language at all.
    const refused = await update('fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'invalid_request',
      message: 'language: Chaguo si sahihi: chagua mojawapo ya "en"|"sw"',
    });
    expect((await details()).language).toBe('sw');
    await update('en');
    expect((await update('fr')).json().message).toBe(
      'language: Invalid option: expected one of "en"|"sw"',
    );
  });

  it('of a new account is the language of the request that registered it', async () => {
    const register = async (headers: Record<string, string>) => {
      const phone = newPhone();
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/send',
        ...json({ phoneNumber: phone }, headers),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/verify',
        ...json(
          {
            phoneNumber: phone,
            otp: await lastCode(t.app, phone),
            isNewUser: true,
            fullName: 'Zawadi Mwinyi',
            nationalIdNumber: '30111222',
            gender: 'Female',
          },
          headers,
        ),
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(users).where(eq(users.phoneNumber, phone));
      return { answered: res.json().user.language, saved: row?.language };
    };
    expect(await register({ 'accept-language': 'sw' })).toEqual({ answered: 'sw', saved: 'sw' });
    expect(await register({ cookie: `${LANGUAGE_COOKIE}=sw` })).toEqual({
      answered: 'sw',
      saved: 'sw',
    });
    expect(await register({ 'accept-language': 'en-US' })).toEqual({
      answered: 'en',
      saved: 'en',
    });
    expect(await register({})).toEqual({ answered: 'en', saved: 'en' });
  });
});

describe('the web page', () => {
  const page = (headers: Record<string, string>) =>
    t.app.inject({ url: '/search', headers: { accept: 'text/html', ...headers } });

  it("is served in the visitor's language, with its title, description and noscript text", async () => {
    const sw = await page({ 'accept-language': 'sw-KE,sw;q=0.9' });
    expect(sw.statusCode).toBe(200);
    expect(sw.body).toContain('<html lang="sw" data-language-chosen="server">');
    expect(sw.body).toContain(`<title>${PAGE_SW.title}</title>`);
    expect(sw.body).toContain(`content="${PAGE_SW.description}"`);
    expect(sw.body).toContain(`<noscript>${PAGE_SW.noscript}</noscript>`);
    expect(sw.body).not.toContain('Share the ride');
    expect(sw.body).toContain('<div id="root"></div>');
    expect(String(sw.headers.vary)).toMatch(/Cookie, Accept-Language/);
    expect(sw.headers['cache-control']).toBe('no-cache');

    const en = await page({ 'accept-language': 'en-GB' });
    expect(en.body).toContain('<html lang="en" data-language-chosen="server">');
    expect(en.body).toContain('<title>Pamoja · Share the ride into Nairobi</title>');
    expect(en.body).toContain('Pamoja needs JavaScript');
    expect(String(en.headers.vary)).toMatch(/Cookie, Accept-Language/);

    const cookie = await page({ cookie: `${LANGUAGE_COOKIE}=sw`, 'accept-language': 'en' });
    expect(cookie.body).toContain('<html lang="sw"');
  });

  it('is in the saved language of the signed-in person', async () => {
    const { cookie } = await signedIn('sw');
    const res = await page({ cookie, 'accept-language': 'en-GB' });
    expect(res.body).toContain('<html lang="sw" data-language-chosen="server">');
    expect(res.body).toContain(`<title>${PAGE_SW.title}</title>`);
  });
});
