import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import { API_VERSION, API_VERSION_HEADER } from '../../src/shared/constants.ts';
import { createPassenger, uniquePhoneNumber } from '../factories/index.ts';
import {
  CALLBACK_SECRET,
  type Cast,
  type CatalogueRoute,
  createCast,
  createTestAppWithRoutes,
  fingerprintTables,
} from '../helpers/route-catalogue.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The router decodes and tidies a path before it matches a route, so one route has many
// spellings. Every guard (cross-site refusals, the API version header, the rate limits, no-store)
// must answer each spelling as it answers the plain path; a spelling the router does not take to
// a route answers the API's JSON 404, and none reaches a handler the guards would have refused.

interface Answer {
  status: number;
  body: { message?: string } & Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/** Sends the request line exactly as written: unlike fetch, node:http tidies no path. */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const framing = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const options = { host: '127.0.0.1', port, method, path, headers: { ...headers, ...framing } };
    const request = http.request(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        let parsed: Answer['body'] = {};
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = { text };
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

interface Spelling {
  name: string;
  /** Whether Fastify's router takes this spelling to the plain path's route. */
  routed: boolean;
  spell(path: string): string;
}

const splitQuery = (path: string) => {
  const at = path.indexOf('?');
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
};
const underApi = (path: string, prefix: string) => path.replace(/^\/api\//, prefix);

const SPELLINGS: Spelling[] = [
  { name: 'plain', routed: true, spell: (p) => p },
  { name: '/%61pi/', routed: true, spell: (p) => underApi(p, '/%61pi/') },
  {
    name: 'a letter percent-encoded',
    routed: true,
    spell: (p) =>
      p.replace(
        /^\/api\/([a-zA-Z])/,
        (_, letter: string) => `/api/%${letter.charCodeAt(0).toString(16)}`,
      ),
  },
  {
    name: 'a trailing slash',
    routed: true,
    spell: (p) => {
      const [path, query] = splitQuery(p);
      return `${path}/${query}`;
    },
  },
  {
    name: 'a query of ? only',
    routed: true,
    spell: (p) => (p.includes('?') ? `${p}&` : `${p}?`),
  },
  { name: 'absolute form', routed: true, spell: (p) => `http://pamoja.example${p}` },
  { name: '/API/', routed: false, spell: (p) => underApi(p, '/API/') },
  { name: '//api/', routed: false, spell: (p) => `/${p}` },
  { name: '/api/./', routed: false, spell: (p) => underApi(p, '/api/./') },
  { name: '/api/%2e/', routed: false, spell: (p) => underApi(p, '/api/%2e/') },
  { name: '/api/x/../', routed: false, spell: (p) => underApi(p, '/api/x/../') },
];

const noSuchRoute = (answer: Answer) => {
  expect(answer.status).toBe(404);
  expect(answer.body.message).toMatch(/^No such API route: /);
};

/** A route's path with its parameters filled in (any id: the guards answer before the handler). */
const fill = (route: CatalogueRoute) =>
  route.url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'secret' ? CALLBACK_SECRET : randomUUID(),
  );

describe('the cross-site guards, whatever the spelling of the path', () => {
  let t: TestApp;
  let catalogue: CatalogueRoute[];
  let cast: Cast;
  let port: number;
  beforeAll(async () => {
    ({ t, routes: catalogue } = await createTestAppWithRoutes());
    cast = await createCast(t);
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('refuses every state-changing route from another site or without JSON, in every spelling', async () => {
    // Africa's Talking's form callbacks are exempt from these guards by design (their path
    // secret is the proof: tests/api/ussd.test.ts, sms-callbacks.test.ts and the matrix).
    const changing = catalogue.filter(
      (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.config.providerForm,
    );
    expect(changing.length).toBeGreaterThan(25);
    const signedIn = await cast.headers('passenger');
    const before = await fingerprintTables(t.database.db);
    const attacks: Record<string, string>[] = [
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ];
    for (const route of changing) {
      const path = fill(route);
      for (const spelling of SPELLINGS) {
        // The signed upload takes raw bytes: only another site's Origin refuses it.
        for (const attack of route.config.rawBody
          ? attacks.filter((a) => a.origin !== undefined)
          : attacks) {
          const answer = await send(
            port,
            route.method,
            spelling.spell(path),
            { ...signedIn, ...attack },
            attack['content-type'] === 'application/json' ? '{}' : 'x=1',
          );
          const what = `${route.key} spelt ${spelling.name} with ${JSON.stringify(attack)}`;
          expect(answer.status, what).toBe(403);
          expect(answer.body.code, what).toBe('origin_refused');
          expect(answer.headers['cache-control'], what).toBe('no-store');
        }
      }
    }
    expect(await fingerprintTables(t.database.db)).toEqual(before);
    // Signing out was refused too: the session still works.
    const session = await send(port, 'GET', '/api/auth/session', signedIn);
    expect(session.body.isAuthenticated).toBe(true);
  });

  it('refuses a state-changing GET without the API version header, in every spelling', async () => {
    const gets = catalogue.filter((r) => r.method === 'GET' && r.config.stateChangingGet);
    expect(gets.map((r) => r.key).sort()).toEqual([
      'GET /api/Auth/DeleteAccountDetails',
      'GET /api/Auth/GenerateOTP',
      'GET /api/Commute/CancelPassengerBooking',
    ]);
    const phone = uniquePhoneNumber();
    const paths: Record<string, string> = {
      'GET /api/Auth/DeleteAccountDetails': '/api/Auth/DeleteAccountDetails',
      'GET /api/Auth/GenerateOTP': `/api/Auth/GenerateOTP?PhoneNumber=${encodeURIComponent(phone)}`,
      'GET /api/Commute/CancelPassengerBooking': `/api/Commute/CancelPassengerBooking?BookingId=${cast.booking.id}`,
    };
    // The session cookie alone: a link or redirect from another site sends no header of ours.
    const signedIn = await t.signIn(cast.people.passenger.id);
    const before = await fingerprintTables(t.database.db);
    for (const route of gets) {
      for (const spelling of SPELLINGS) {
        const answer = await send(port, 'GET', spelling.spell(paths[route.key] ?? ''), signedIn);
        const what = `${route.key} spelt ${spelling.name}`;
        if (spelling.routed) {
          expect(answer.status, what).toBe(403);
          expect(answer.body.code, what).toBe('origin_refused');
        } else {
          noSuchRoute(answer);
        }
        expect(answer.headers['cache-control'], what).toBe('no-store');
      }
    }
    // The account, the booking and the phone's SMS are as they were.
    expect(await fingerprintTables(t.database.db)).toEqual(before);
    expect(await readOutbox(t.database.db, phone)).toEqual([]);
    const session = await send(port, 'GET', '/api/auth/session', signedIn);
    expect(session.body.isAuthenticated).toBe(true);
  });

  it('lets the same requests through from the app itself, in every routed spelling', async () => {
    // The guards refuse by what a request is, not by how its path is spelt: the app's own
    // requests reach the route in every spelling the router accepts.
    for (const spelling of SPELLINGS) {
      const session = await send(port, 'GET', spelling.spell('/api/auth/session'));
      if (spelling.routed) expect(session.body, spelling.name).toEqual({ isAuthenticated: false });
      else noSuchRoute(session);
      const otp = await send(
        port,
        'GET',
        spelling.spell(
          `/api/Auth/GenerateOTP?PhoneNumber=${encodeURIComponent(uniquePhoneNumber())}`,
        ),
        { [API_VERSION_HEADER]: API_VERSION },
      );
      if (spelling.routed) expect(otp.status, spelling.name).toBe(200);
      else noSuchRoute(otp);
    }
  });
});

describe('the rate limits, whatever the spelling of the path', () => {
  const PER_MINUTE = 4;
  let t: TestApp;
  let port: number;
  let addresses = 0;
  /** A client address of its own (the app trusts X-Forwarded-For here, as behind nginx). */
  const newClient = () => ({ 'x-forwarded-for': `10.20.${addresses >> 8}.${addresses++ & 255}` });

  beforeAll(async () => {
    // The server's clock stands still, so no limit's window ends during a test.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    t = await createTestApp({
      API_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      TRUST_PROXY: '1',
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
    });
    port = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const limited = (answer: Answer, what: string) => {
    expect(answer.status, what).toBe(429);
    expect(answer.body.message, what).toBe(
      'Too many requests. Please wait a minute and try again.',
    );
    expect(Number(answer.headers['retry-after']), what).toBeGreaterThan(0);
  };

  it('counts every spelling of an API path against the per-address limit', async () => {
    const paths = ['/api/places/search?q=kencom', '/api/auth/session', '/api/routes/top-popular'];
    for (const path of paths) {
      for (const spelling of SPELLINGS) {
        const what = `${path} spelt ${spelling.name}`;
        // The plain path uses up the limit; the spelling is then refused.
        const client = newClient();
        for (let i = 0; i < PER_MINUTE; i++) {
          expect((await send(port, 'GET', path, client)).status, what).toBe(200);
        }
        limited(await send(port, 'GET', spelling.spell(path), client), what);
        // The spelling uses up the limit; the plain path is then refused.
        const other = newClient();
        for (let i = 0; i < PER_MINUTE; i++) {
          const answer = await send(port, 'GET', spelling.spell(path), other);
          if (spelling.routed) expect(answer.status, what).toBe(200);
          else noSuchRoute(answer);
        }
        limited(await send(port, 'GET', path, other), what);
      }
    }
  });

  it('exempts the health probes in their routed spellings only', async () => {
    const client = newClient();
    for (const spelling of SPELLINGS.filter((s) => s.routed)) {
      for (let i = 0; i <= PER_MINUTE; i++) {
        expect((await send(port, 'GET', spelling.spell('/api/health'), client)).status).toBe(200);
      }
    }
  });

  it('limits recipient lookups per person, whatever the spelling', async () => {
    const asker = await createPassenger(t.database.db);
    const cookie = await t.signIn(asker.id);
    const recipient = await createPassenger(t.database.db);
    const path = `/api/auth/get-recipient?phoneNumber=${encodeURIComponent(recipient.phoneNumber)}`;
    const routed = SPELLINGS.filter((s) => s.routed);
    // 30 lookups an hour, spread over the spellings and over addresses.
    for (let i = 0; i < 30; i++) {
      const spelling = routed[i % routed.length] as Spelling;
      const answer = await send(port, 'GET', spelling.spell(path), { ...cookie, ...newClient() });
      expect(answer.status, spelling.name).toBe(200);
    }
    for (const spelling of SPELLINGS) {
      const answer = await send(port, 'GET', spelling.spell(path), { ...cookie, ...newClient() });
      if (!spelling.routed) {
        noSuchRoute(answer);
        continue;
      }
      expect(answer.status, spelling.name).toBe(429);
      expect(answer.body.message).toBe('Too many lookups. Please try again later.');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another person still may.
    const other = await t.signIn((await createPassenger(t.database.db)).id);
    expect((await send(port, 'GET', path, { ...other, ...newClient() })).status).toBe(200);
  });

  it('limits sign-in codes per phone, whatever the spelling', async () => {
    const phone = uniquePhoneNumber();
    const path = `/api/Auth/GenerateOTP?PhoneNumber=${encodeURIComponent(phone)}`;
    const headers = (client: Record<string, string>) => ({
      [API_VERSION_HEADER]: API_VERSION,
      ...client,
    });
    // One code a minute per phone and client address: each client has its code, then asks
    // again in another spelling and is refused.
    let sent = 0;
    for (const spelling of SPELLINGS) {
      const client = newClient();
      if (spelling.routed) {
        expect((await send(port, 'GET', path, headers(client))).status).toBe(200);
        sent++;
      }
      const answer = await send(port, 'GET', spelling.spell(path), headers(client));
      if (spelling.routed) {
        expect(answer.status, spelling.name).toBe(429);
        expect(answer.body.code, spelling.name).toBe('otp_too_many_attempts');
      } else noSuchRoute(answer);
    }
    expect(await readOutbox(t.database.db, phone)).toHaveLength(sent);
  });
});
