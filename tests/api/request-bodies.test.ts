import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookedTrip } from '../helpers/trips.ts';

// What a request's body may be, and what a person (or a provider's engineer) reads when it is
// not: no body where the body is optional, the provider's form where JSON was sent, a date a
// date can hold.

const USSD_SECRET = 'ussd-secret-for-body-tests-0123456';
const SMS_SECRET = 'sms-secret-for-body-tests-0123456';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    API_RATE_LIMIT_PER_MINUTE: '0',
    USSD_CALLBACK_SECRET: USSD_SECRET,
    SMS_CALLBACK_SECRET: SMS_SECRET,
  });
});
afterAll(() => t?.close());

describe('a request without a body', () => {
  it('shares a trip however the app leaves the optional body out', async () => {
    const { ride, passengers } = await bookedTrip(t, { passengers: 1 });
    const { cookie } = passengers[0]!;
    const url = `/api/trips/${ride.id}/share`;
    for (const headers of [
      { cookie },
      { cookie, 'content-type': 'application/json' },
      { cookie, 'content-type': 'application/json; charset=utf-8', 'content-length': '0' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.json().url).toMatch(/\/t\/[A-Za-z0-9_-]{22}$/);
    }
    expect((await t.app.inject({ method: 'POST', url, ...json({}, { cookie }) })).statusCode).toBe(
      200,
    );
  });

  it('is refused as empty where the body is required', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', headers });
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { code: 'empty_body', message: 'The request body is empty.' },
      ]);
    }
  });
});

describe("a provider's callback sent JSON", () => {
  it("is told to send the provider's form fields", async () => {
    for (const url of [
      `/api/ussd/${USSD_SECRET}`,
      `/api/sms/inbound/${SMS_SECRET}`,
      `/api/sms/delivery/${SMS_SECRET}`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        ...json({ sessionId: 's1', phoneNumber: newPhone(), text: '' }),
      });
      expect([res.statusCode, res.json()], url).toEqual([
        415,
        {
          code: 'form_body_required',
          message:
            "Send the provider's form fields as the request body (Content-Type: application/x-www-form-urlencoded).",
        },
      ]);
    }
    // Every other route still asks for JSON.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      headers: { 'content-type': 'text/plain' },
      payload: 'phoneNumber=0712345678',
    });
    expect(form.statusCode).toBe(403);
  });
});

describe('a push subscription', () => {
  it('takes an expiration time only within what a date can hold', async () => {
    const { passengers } = await bookedTrip(t, { passengers: 1 });
    const { cookie } = passengers[0]!;
    const subscribe = (expirationTime: number | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        ...json(
          {
            endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
            expirationTime,
            keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
          },
          { cookie },
        ),
      });
    for (const expirationTime of [1e300, -1e20, 8.7e15, -1]) {
      const res = await subscribe(expirationTime);
      expect(res.statusCode, String(expirationTime)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
      expect(res.json().message).toMatch(/^expirationTime: /);
    }
    for (const expirationTime of [null, Date.UTC(2030, 0, 1), 0]) {
      expect((await subscribe(expirationTime)).statusCode, String(expirationTime)).toBe(201);
    }
  });
});
