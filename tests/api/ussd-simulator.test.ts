import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPassenger } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The development USSD simulator (/dev/ussd): on this machine only, answering through the same
// menus as Africa's Talking's callback, without its secret.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const ask = (body: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/dev/ussd',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });

describe('the USSD simulator', () => {
  it('serves the phone page, its script and styles to this machine', async () => {
    const page = await t.app.inject({ url: '/dev/ussd', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script type="module" src="/dev/ussd/simulator.js">');
    const script = await t.app.inject({ url: '/dev/ussd/simulator.js', remoteAddress: '::1' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("fetch('/api/dev/ussd'");
    const styles = await t.app.inject({ url: '/dev/ussd/simulator.css' });
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
  });

  it('answers with the menus, without the callback secret (none is set here)', async () => {
    const passenger = await createPassenger(t.database.db);
    const session = { sessionId: 'sim-1', phoneNumber: passenger.phoneNumber };
    const main = await ask({ ...session, text: '' });
    expect(main.statusCode).toBe(200);
    expect(main.body).toMatch(/^CON Pamoja\n1 Find a ride/);
    expect((await ask({ ...session, text: '3' })).body).toBe(
      'CON Balance: KSh 0\n1 Top up with M-Pesa\n0 Back 00 Menu',
    );
    // Africa's Talking's own route is not there without its secret.
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/ussd/anything-at-all-0123456789',
    });
    expect(callback.statusCode).toBe(404);
  });

  it('is the unknown route to anyone else, and refuses a malformed request', async () => {
    const away = await ask({ sessionId: 's', phoneNumber: '0712345678', text: '' }, '10.1.1.9');
    expect(away.statusCode).toBe(404);
    expect(away.json()).toMatchObject({ code: 'route_not_found' });
    expect((await t.app.inject({ url: '/dev/ussd', remoteAddress: '10.1.1.9' })).statusCode).toBe(
      404,
    );
    const bad = await ask({ sessionId: '', phoneNumber: '0712345678' });
    expect(bad.statusCode).toBe(400);
  });

  it('is not there in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      ALLOW_SIMULATORS_IN_PRODUCTION: '1',
      PUBLIC_URL: 'https://pamoja.example',
      SECRET_KEY: 'a-production-secret-key-of-32-characters!!',
    }).catch(() => null);
    if (!production) return;
    try {
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/dev/ussd',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/json' },
        payload: { sessionId: 's', phoneNumber: '0712345678', text: '' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
