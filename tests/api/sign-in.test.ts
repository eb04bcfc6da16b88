import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { oneTimeCodes, sessions, signInGuesses, users } from '../../src/server/db/schema.ts';
import { json, lastCode, newPhone, signUp } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => t.close());

const send = (phoneNumber: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    remoteAddress,
    ...json({ phoneNumber }),
  });
const verify = (body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', remoteAddress, ...json(body) });
const wrongCode = (otp: string) => (otp === '00000' ? '11111' : '00000');
/** Moves a phone's codes back in time, as if minutes had passed. */
const age = (phone: string, minutes: number) =>
  t.database.db
    .update(oneTimeCodes)
    .set({
      createdAt: sql`${oneTimeCodes.createdAt} - ${`${minutes} minutes`}::interval`,
      expiresAt: sql`${oneTimeCodes.expiresAt} - ${`${minutes} minutes`}::interval`,
      registrationDeadline: sql`${oneTimeCodes.registrationDeadline} - ${`${minutes} minutes`}::interval`,
    })
    .where(eq(oneTimeCodes.phoneNumber, phone));

describe('POST /api/auth/otp/send', () => {
  it('texts a 5-digit code to a Kenyan number given in any usual form', async () => {
    const phone = newPhone();
    const res = await send(`0${phone.slice(4, 7)} ${phone.slice(7)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'OTP sent successfully' });
    expect(await lastCode(t.app, phone)).toMatch(/^\d{5}$/);
  });

  it.each([
    [undefined, 'Phone number is required and must be a string'],
    [712345678, 'Phone number is required and must be a string'],
    ['', 'Phone number is required and must be a string'],
    ['0812345678', 'Invalid Kenyan phone number format'],
    ['+255712345678', 'Invalid Kenyan phone number format'],
    ['12345', 'Invalid Kenyan phone number format'],
  ])('refuses %j with 400 %j', async (phoneNumber, message) => {
    const res = await send(phoneNumber);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_request', message });
  });

  it('refuses a second code within 60 seconds and a sixth in an hour with 429', async () => {
    const phone = newPhone();
    expect((await send(phone)).statusCode).toBe(200);
    const early = await send(phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      code: 'otp_too_many_attempts',
      message: 'Too many attempts. Please wait a few minutes before trying again.',
    });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 2; i <= 5; i++) {
      await age(phone, 2);
      expect((await send(phone)).statusCode).toBe(200);
    }
    await age(phone, 2);
    expect((await send(phone)).statusCode).toBe(429);
    await age(phone, 60);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('limits codes per client address', async () => {
    const limited = await createTestApp(
      { OTP_SENDS_PER_IP_PER_HOUR: '2' },
      { database: t.database },
    );
    try {
      const from = (phoneNumber: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/otp/send',
          remoteAddress: '10.9.9.9',
          ...json({ phoneNumber }),
        });
      expect((await from(newPhone())).statusCode).toBe(200);
      expect((await from(newPhone())).statusCode).toBe(200);
      expect((await from(newPhone())).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('also answers the specification GET path, only with the API version header', async () => {
    const phone = newPhone();
    const url = `/api/Auth/GenerateOTP?PhoneNumber=${encodeURIComponent(phone)}&IsExistingUser=false`;
    const bare = await t.app.inject({ url });
    expect(bare.statusCode).toBe(403);
    const res = await t.app.inject({ url, headers: { 'x-api-version': '3.0.0' } });
    expect(res.statusCode).toBe(200);
    expect(await lastCode(t.app, phone)).toMatch(/^\d{5}$/);
  });
});

describe('POST /api/auth/otp/verify', () => {
  it('signs in a known phone with a session cookie: HttpOnly, SameSite=Lax, 30 days', async () => {
    const { phone } = await signUp(t.app);
    await age(phone, 2);
    await send(phone);
    const res = await verify({ phoneNumber: phone, otp: await lastCode(t.app, phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      phoneNumber: phone,
      user: { phoneNumber: phone, fullName: 'Njeri Kamau' },
    });
    const cookie = res.cookies.find((c) => c.name === 'pamoja_session');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 3600,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22);
    const session = await t.app.inject({
      url: '/api/auth/session',
      cookies: { pamoja_session: cookie!.value },
    });
    expect(session.json()).toEqual({ isAuthenticated: true });
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const secure = await createTestApp(
      { PUBLIC_URL: 'https://pamoja.example' },
      { database: t.database },
    );
    try {
      const phone = newPhone();
      await secure.app.inject({
        method: 'POST',
        url: '/api/auth/otp/send',
        ...json({ phoneNumber: phone }),
      });
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/otp/verify',
        ...json({
          phoneNumber: phone,
          otp: await lastCode(secure.app, phone),
          isNewUser: true,
          fullName: 'Otieno Ouma',
          nationalIdNumber: '30111222',
          gender: 'Male',
        }),
      });
      expect(res.cookies.find((c) => c.name === 'pamoja_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('asks a new phone to register, then registers it exactly once', async () => {
    const phone = newPhone();
    await send(phone);
    const otp = await lastCode(t.app, phone);
    const first = await verify({ phoneNumber: phone, otp });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'needs_registration', phoneNumber: phone });
    expect(first.cookies).toHaveLength(0);

    const registration = {
      phoneNumber: phone,
      otp,
      isNewUser: true,
      firstName: 'Achieng',
      lastName: 'Atieno Odhiambo',
      fullName: 'Achieng Atieno Odhiambo',
      email: 'achieng@example.com',
      nationalIdNumber: '31234567',
      gender: 'Female',
    };
    const done = await verify(registration);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      user: {
        phoneNumber: phone,
        fullName: 'Achieng Atieno Odhiambo',
        email: 'achieng@example.com',
        nationalId: '31234567',
        gender: 'Female',
        isDriver: false,
        accountBalance: 0,
      },
    });
    const again = await verify(registration);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'An account with this phone number already exists. Please try signing in instead.',
    });
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.phoneNumber, phone));
    expect(count?.n).toBe(1);
  });

  it('accepts gender as the unused variant code and checks the registration fields', async () => {
    const phone = newPhone();
    await send(phone);
    const otp = await lastCode(t.app, phone);
    await verify({ phoneNumber: phone, otp });
    const base = {
      phoneNumber: phone,
      otp,
      isNewUser: true,
      fullName: 'Kiprop Chebet',
      nationalIdNumber: '29876543',
      gender: 'Male',
    };
    for (const [change, message] of [
      [{ fullName: '  ' }, 'Please enter your full name'],
      [{ nationalIdNumber: '' }, 'Please enter your National ID Number'],
      [{ gender: 'Unknown' }, 'Please select your gender'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    ] as const) {
      const res = await verify({ ...base, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_request', message });
    }
    const res = await verify({ ...base, gender: 1, email: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ gender: 'Male', email: null });
  });

  it('refuses registration after the 10-minute window', async () => {
    const phone = newPhone();
    await send(phone);
    const otp = await lastCode(t.app, phone);
    await verify({ phoneNumber: phone, otp });
    await age(phone, 11);
    const res = await verify({
      phoneNumber: phone,
      otp,
      isNewUser: true,
      fullName: 'Late Comer',
      nationalIdNumber: '1',
      gender: 'Other',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'invalid_otp' });
  });

  it('answers a wrong code with invalid_otp, and kills the code after five wrong tries', async () => {
    const phone = newPhone();
    await send(phone);
    const otp = await lastCode(t.app, phone);
    for (let i = 0; i < 5; i++) {
      const res = await verify({ phoneNumber: phone, otp: wrongCode(otp) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'otp_invalid',
        status: 'invalid_otp',
        message: 'Invalid verification code. Please check the code and try again.',
      });
    }
    const right = await verify({ phoneNumber: phone, otp });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      code: 'otp_too_many_attempts',
      message: 'Too many attempts. Please wait a few minutes before trying again.',
    });
  });

  it('refuses an expired code and a code used twice', async () => {
    const { phone } = await signUp(t.app);
    await age(phone, 2);
    await send(phone);
    const otp = await lastCode(t.app, phone);
    await age(phone, 6);
    const expired = await verify({ phoneNumber: phone, otp });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ status: 'invalid_otp' });

    await send(phone);
    const fresh = await lastCode(t.app, phone);
    expect((await verify({ phoneNumber: phone, otp: fresh })).statusCode).toBe(200);
    const reused = await verify({ phoneNumber: phone, otp: fresh });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ status: 'invalid_otp' });
  });

  it('makes an earlier code useless once a new one is sent', async () => {
    const { phone } = await signUp(t.app);
    await age(phone, 2);
    await send(phone);
    const older = await lastCode(t.app, phone);
    await age(phone, 2);
    await send(phone);
    const newer = await lastCode(t.app, phone);
    if (older !== newer)
      expect((await verify({ phoneNumber: phone, otp: older })).statusCode).toBe(400);
    expect((await verify({ phoneNumber: phone, otp: newer })).statusCode).toBe(200);
  });

  it('stores codes only as a keyed hash', async () => {
    const phone = newPhone();
    await send(phone);
    const otp = await lastCode(t.app, phone);
    const [row] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.phoneNumber, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(otp);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with phone and code, and registers with isNewUser and the profile', async () => {
    const phone = newPhone();
    await send(phone);
    const otp = await lastCode(t.app, phone);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...json({ phoneNumber: phone, otp, isNewUser: true, FullName: 'Mutua Musyoka' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      error: 'Please enter your National ID Number',
    });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...json({
        phoneNumber: phone,
        otp,
        isNewUser: true,
        FullName: 'Mutua Musyoka',
        NationalID: '27001122',
        gender: 'Male',
      }),
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ success: true, user: { fullName: 'Mutua Musyoka' } });

    await age(phone, 2);
    await send(phone);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...json({ phoneNumber: phone, otp: '99999x' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, error: expect.any(String) });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...json({ phoneNumber: phone, otp: await lastCode(t.app, phone), isNewUser: false }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, user: { phoneNumber: phone } });
  });
});

describe('the session', () => {
  it('ends on the server at logout: the old cookie no longer works', async () => {
    const { cookie } = await signUp(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'pamoja_session')?.value).toBe('');
    expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({
      isAuthenticated: false,
    });
    expect((await t.app.inject({ url: '/api/user/details', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('gives a new token at every sign-in and stores only its hash', async () => {
    const { phone, cookie } = await signUp(t.app);
    await age(phone, 2);
    await send(phone);
    const res = await verify({ phoneNumber: phone, otp: await lastCode(t.app, phone) });
    const second = res.cookies.find((c) => c.name === 'pamoja_session')?.value;
    expect(`pamoja_session=${second}`).not.toBe(cookie);
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.hash === second || `pamoja_session=${s.hash}` === cookie)).toBe(
      false,
    );
  });

  it('expires after 30 days without use', async () => {
    const { cookie } = await signUp(t.app);
    const session = async () =>
      (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json();
    // Used a minute before the 30 days are up: still signed in, and the 30 days start again.
    advanceClock(30 * 24 * 60 - 1);
    try {
      expect(await session()).toMatchObject({ isAuthenticated: true });
      advanceClock(30 * 24 * 60 + 1);
      expect(await session()).toEqual({ isAuthenticated: false });
    } finally {
      resetClock();
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin, or that is not JSON', async () => {
    const phone = newPhone();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ phoneNumber: phone }),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      code: 'origin_refused',
      message: 'This request was refused: it must come from the Pamoja app.',
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `phoneNumber=${encodeURIComponent(phone)}`,
    });
    expect(form.statusCode).toBe(403);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ phoneNumber: phone }),
    });
    expect(plain.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        origin: 'http://localhost:80',
        host: 'localhost:80',
      },
      payload: JSON.stringify({ phoneNumber: phone }),
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('refuses the state-changing GETs without the API version header', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/Auth/DeleteAccountDetails', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({
      isAuthenticated: true,
    });
  });
});

describe('strangers cannot keep a phone from signing in', () => {
  const owner = '10.20.0.1';
  const stranger = '10.20.0.2';

  it("counts a stranger's wrong guesses against the stranger's address, not the owner's code", async () => {
    const { phone } = await signUp(t.app);
    await age(phone, 2);
    expect((await send(phone, owner)).statusCode).toBe(200);
    const otp = await lastCode(t.app, phone);
    for (let i = 0; i < 5; i++) {
      const res = await verify({ phoneNumber: phone, otp: wrongCode(otp) }, stranger);
      expect(res.json().code).toBe('otp_invalid');
    }
    // The stranger is stopped, even with the right code; the owner is not.
    expect((await verify({ phoneNumber: phone, otp }, stranger)).statusCode).toBe(429);
    const mine = await verify({ phoneNumber: phone, otp }, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().status).toBe('success');
  });

  it("does not let a stranger's new codes replace the owner's, or spend the owner's sends", async () => {
    const { phone } = await signUp(t.app);
    await age(phone, 2);
    expect((await send(phone, owner)).statusCode).toBe(200);
    const otp = await lastCode(t.app, phone);
    // A stranger's code for the same phone, a second later, leaves the owner's code good.
    expect((await send(phone, stranger)).statusCode).toBe(200);
    expect((await verify({ phoneNumber: phone, otp }, owner)).statusCode).toBe(200);
    // The stranger asks for codes as often as the limits let one address...
    const strangerSends = [];
    for (let i = 0; i < 5; i++) {
      await age(phone, 1.1);
      strangerSends.push((await send(phone, stranger)).statusCode);
    }
    expect(strangerSends).toEqual([200, 200, 200, 200, 429]);
    // ...and the owner can still have a new code.
    expect((await send(phone, owner)).statusCode).toBe(200);
  });

  it('kills a code after 20 wrong guesses from all addresses together', async () => {
    const { phone } = await signUp(t.app);
    await age(phone, 2);
    expect((await send(phone, owner)).statusCode).toBe(200);
    const otp = await lastCode(t.app, phone);
    for (let address = 1; address <= 4; address++) {
      for (let i = 0; i < 5; i++) {
        const res = await verify({ phoneNumber: phone, otp: wrongCode(otp) }, `10.30.0.${address}`);
        expect(res.json().code).toBe('otp_invalid');
      }
    }
    const late = await verify({ phoneNumber: phone, otp }, owner);
    expect(late.statusCode).toBe(429);
    expect(late.json().code).toBe('otp_too_many_attempts');
    // A fresh code for the owner works again.
    await age(phone, 2);
    expect((await send(phone, owner)).statusCode).toBe(200);
    const fresh = await lastCode(t.app, phone);
    expect((await verify({ phoneNumber: phone, otp: fresh }, owner)).statusCode).toBe(200);
  });
});

describe('guessing', () => {
  // An attacker's guesses at one phone, from one address, within an hour: the address gets at
  // most 5 codes for the phone, and only its first 5 guesses at each code are checked; every
  // later guess is refused without being checked or counted, so it leaves nothing behind for
  // the next one. So at most 25 guesses are ever checked, whether the attacker sends 30 or
  // 10,000, and the right code itself is refused once they are used up. Each of those steps is
  // shown here, and that refused guesses change nothing, in a few hundred requests.
  it('10,000 guesses against one phone within an hour yield no session', async () => {
    const phone = newPhone();
    const guessesLeftBehind = async () => {
      const [counted] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(signInGuesses)
        .where(eq(signInGuesses.phoneNumber, phone));
      const codes = await t.database.db
        .select({ id: oneTimeCodes.id, failedAttempts: oneTimeCodes.failedAttempts })
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.phoneNumber, phone))
        .orderBy(oneTimeCodes.id);
      return { guesses: counted?.n, codes };
    };
    let guess = 0;
    /** The attacker's next guess: any code but the one texted (that one is tried on purpose). */
    const nextWrongGuess = (code: string) => {
      const candidate = String((guess++ * 7919) % 100_000).padStart(5, '0');
      return candidate === code ? wrongCode(code) : candidate;
    };
    const answers: { status: number; code: string; session: boolean }[] = [];
    const attempt = async (otp: string) => {
      const res = await verify({ phoneNumber: phone, otp });
      const session = res.cookies.some((c) => c.name === 'pamoja_session' && c.value);
      answers.push({ status: res.statusCode, code: res.json().code, session });
      return answers.at(-1);
    };

    const issued: string[] = [];
    // The attacker asks for a new code as often as the limits allow: a sixth within the hour
    // is refused.
    for (let round = 1; round <= 6; round++) {
      if (round > 1) await age(phone, 1.1);
      const sent = await send(phone);
      if (round === 6) {
        expect(sent.statusCode).toBe(429);
        break;
      }
      expect(sent.statusCode).toBe(200);
      const code = await lastCode(t.app, phone);
      issued.push(code);
      // Five wrong guesses at the new code are checked, and refused.
      for (let i = 0; i < 5; i++) {
        expect(await attempt(nextWrongGuess(code))).toEqual({
          status: 400,
          code: 'otp_invalid',
          session: false,
        });
      }
      // Then the address is stopped: the right code is refused like any other guess, and no
      // refused guess is counted anywhere, so the 6th guess finds what the 10,000th would.
      const stopped = await guessesLeftBehind();
      for (const otp of [code, ...Array.from({ length: 30 }, () => nextWrongGuess(code)), code]) {
        expect(await attempt(otp)).toEqual({
          status: 429,
          code: 'otp_too_many_attempts',
          session: false,
        });
      }
      expect(await guessesLeftBehind()).toEqual(stopped);
    }
    expect(issued).toHaveLength(5);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(25);
    expect(answers.some((a) => a.session || a.status === 200)).toBe(false);
  });
});
