import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../src/server/config.ts';
import { loggerOptions } from '../../src/server/logger.ts';
import { PNG_BYTES } from '../helpers/images.ts';
import {
  CALLBACK_SECRET,
  type CatalogueRoute,
  createCast,
  createTestAppWithRoutes,
} from '../helpers/route-catalogue.ts';
import { json } from '../helpers/sign-in.ts';
import type { TestApp } from '../helpers/test-app.ts';

// Whoever reads the logs must learn no secret from them: a provider's callback secret (with the
// USSD one they could book with anyone's tokens), a share link's token (they could follow a
// trip), a signed link's signature. Every route that carries one in its path or query says so
// where it is declared (`secretParams`, `secretQuery`), and the log redacts it; so does a request
// the router matched to no route (another spelling of the same path).

/**
 * A path parameter or query field whose name says it holds a secret, or a person's phone number
 * (theirs, and not for whoever reads the logs).
 */
const SECRET_NAME = /secret|token|signature|sig|key|share|phone/i;
/**
 * Named like one, but none: Google's place-search session token only groups one search's
 * requests for Google's billing, and its value is the browser's own random id.
 */
const NOT_SECRET = new Set(['sessionToken']);
const isSecret = (name: string) => SECRET_NAME.test(name) && !NOT_SECRET.has(name);

const lines: string[] = [];
const memory = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let routes: CatalogueRoute[];
let shareToken: string;
let passengerHeaders: Record<string, string>;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
  const logger = { ...(loggerOptions(config) as object), transport: undefined, stream: memory };
  // A built web app, for the share link's page.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'pamoja-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    readFileSync(path.join(import.meta.dirname, '../../src/web/index.html'), 'utf8'),
  );
  const built = await createTestAppWithRoutes({}, { logger, webRoot });
  t = built.t;
  routes = [...built.routes, ...built.headTwins];
  const cast = await createCast(t);
  passengerHeaders = await cast.headers('passenger');
  const share = await t.app.inject({
    method: 'POST',
    url: `/api/trips/${cast.ride.id}/share`,
    ...json({}, passengerHeaders),
  });
  expect(share.statusCode, share.body).toBe(200);
  shareToken = share.json().token;
});
afterAll(() => t?.close());

/** The names of a route's path parameters and query fields that hold a secret. */
function secretsOf(route: CatalogueRoute) {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const query = route.schema.querystring;
  const fields = query instanceof z.ZodObject ? Object.keys(query.shape) : [];
  return {
    params: params.filter(isSecret),
    query: fields.filter(isSecret),
  };
}

/** The real secret where the route checks one, so the request goes all the way through. */
function secretValue(route: CatalogueRoute, name: string): string {
  if (route.url.startsWith('/api/ussd/')) return `${CALLBACK_SECRET}-ussd`;
  if (route.url.startsWith('/api/sms/')) return `${CALLBACK_SECRET}-sms`;
  if (route.url.startsWith('/api/Wallet/callback/')) return CALLBACK_SECRET;
  if (name === 'token' || name === 'share') return shareToken;
  return `Zq${name}${randomUUID().replaceAll('-', '')}`;
}

function otherValue(name: string): string {
  if (name === 'name') return `${'ab'.repeat(16)}.webp`;
  if (name === 'expires') return '4102444800';
  return randomUUID();
}

/** A request to the route carrying a recognisable value in every secret, and what they are. */
function requestTo(route: CatalogueRoute): { request: InjectOptions; secrets: string[] } {
  const secrets: string[] = [];
  const { params, query } = secretsOf(route);
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (!params.includes(name)) return otherValue(name);
    const value = secretValue(route, name);
    secrets.push(value);
    return value;
  });
  const search = new URLSearchParams();
  const schema = route.schema.querystring;
  for (const field of schema instanceof z.ZodObject ? Object.keys(schema.shape) : []) {
    const value = query.includes(field) ? secretValue(route, field) : otherValue(field);
    if (query.includes(field)) secrets.push(value);
    search.set(field, value);
  }
  const url = search.size ? `${path}?${search}` : path;
  const method = route.method as InjectOptions['method'];
  const headers = { ...passengerHeaders };
  if (route.config.providerForm) {
    const form = { sessionId: randomUUID(), phoneNumber: '+254700000001', text: '' };
    const fields = { ...form, id: randomUUID(), from: '+254700000001', status: 'Success' };
    return {
      request: {
        method,
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      },
      secrets,
    };
  }
  if (route.config.rawBody) {
    return {
      request: {
        method,
        url,
        headers: { ...headers, 'content-type': 'image/png' },
        payload: PNG_BYTES,
      },
      secrets,
    };
  }
  return { request: { method, url, headers }, secrets };
}

/** The log lines of one request, by its id. */
const linesOf = (requestId: string) => lines.filter((line) => line.includes(requestId));

describe('the request log', () => {
  it('walks every route with a secret in its path or query: each declares it and none is logged', async () => {
    const secretRoutes = routes.filter((route) => {
      const { params, query } = secretsOf(route);
      return params.length + query.length > 0;
    });
    // The walk finds the routes we know of (and any added later).
    expect(secretRoutes.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'POST /api/Wallet/callback/:secret',
        'POST /api/Wallet/callback/:secret/b2c/result',
        'POST /api/Wallet/callback/:secret/b2c/timeout',
        'POST /api/sms/inbound/:secret',
        'POST /api/sms/delivery/:secret',
        'POST /api/ussd/:secret',
        'GET /api/share/:token',
        'DELETE /api/trips/:rideId/share/:token',
        'GET /api/trips/:rideId/live',
        'PUT /api/uploads/:id',
        'GET /api/photos/:name',
        'GET /t/:token',
        'HEAD /t/:token',
      ]),
    );
    for (const route of secretRoutes) {
      const { params, query } = secretsOf(route);
      expect(route.config.secretParams ?? [], route.key).toEqual(expect.arrayContaining(params));
      expect(route.config.secretQuery ?? [], route.key).toEqual(expect.arrayContaining(query));

      const { request, secrets } = requestTo(route);
      const res = await t.app.inject({
        ...request,
        ...(route.url === '/api/trips/:rideId/live' ? { payloadAsStream: true } : {}),
      });
      if (route.url === '/api/trips/:rideId/live') res.stream().destroy();
      const mine = linesOf(String(res.headers['x-request-id']));
      const incoming = mine.find((line) => line.includes('"incoming request"'));
      expect(incoming, route.key).toContain('[redacted]');
      for (const secret of secrets) {
        expect(secret.length, route.key).toBeGreaterThan(10);
        expect(mine.join('\n'), route.key).not.toContain(secret);
      }
    }
    // Nothing anywhere in the log, either: not from a line without the request's id.
    const everything = lines.join('\n');
    for (const secret of [shareToken, CALLBACK_SECRET]) expect(everything).not.toContain(secret);
  });

  it('hides the secret of a path the router did not match, however it is spelt', async () => {
    const ussd = `${CALLBACK_SECRET}-ussd`;
    for (const [url, secret] of [
      [`/API/USSD/${ussd}`, ussd],
      [`/api/ussd/${ussd}/more`, ussd],
      [`/api/ussd/x?secret=${ussd}`, ussd],
      [`/api\\ussd\\${ussd}`, ussd],
      [`/T/${shareToken}`, shareToken],
      [`/t/${shareToken}/x`, shareToken],
      [`/api/share/${shareToken}/x`, shareToken],
      [`/${shareToken}`, shareToken],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload: '' });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      const mine = linesOf(String(res.headers['x-request-id']));
      expect(
        mine.find((line) => line.includes('"incoming request"')),
        url,
      ).toBeDefined();
      expect(mine.join('\n'), url).not.toContain(secret);
    }
    const unknown = await t.app.inject({ url: `/API/USSD/${ussd}?share=${shareToken}` });
    const line = linesOf(String(unknown.headers['x-request-id']))[0] ?? '';
    expect(JSON.parse(line).req.url).toBe('/API/USSD/[redacted]?[redacted]');
    const misplaced = await t.app.inject({ method: 'POST', url: `/api/ussd/x?secret=${ussd}` });
    const misplacedLine = linesOf(String(misplaced.headers['x-request-id']))[0] ?? '';
    expect(JSON.parse(misplacedLine).req.url).toBe('/api/ussd/[redacted]?[redacted]');
  });

  it('shows the rest of a URL as it was, and of its query only the fields the route reads', async () => {
    const res = await t.app.inject({ url: '/api/vehicles/models?make=Toyota&note=hello' });
    const line = linesOf(String(res.headers['x-request-id']))[0] ?? '';
    expect(JSON.parse(line).req.url).toBe('/api/vehicles/models?make=Toyota&[redacted]');
    const ride = randomUUID();
    const live = await t.app.inject({
      url: `/api/trips/${ride}/live?x=1&share=${shareToken}&y=2`,
      payloadAsStream: true,
    });
    live.stream().destroy();
    const liveLine = linesOf(String(live.headers['x-request-id']))[0] ?? '';
    expect(JSON.parse(liveLine).req.url).toBe(
      `/api/trips/${ride}/live?[redacted]&share=[redacted]&[redacted]`,
    );
    const page = await t.app.inject({ url: `/t/${shareToken}` });
    const pageLine = linesOf(String(page.headers['x-request-id']))[0] ?? '';
    expect(JSON.parse(pageLine).req.url).toBe('/t/[redacted]');
    // The same page, with the same headers, as any other path of the web app.
    const other = await t.app.inject({ url: '/my-trips' });
    expect([page.statusCode, page.body]).toEqual([200, other.body]);
    for (const header of ['content-type', 'cache-control', 'vary', 'content-security-policy']) {
      expect(page.headers[header], header).toBe(other.headers[header]);
    }
    const search = await t.app.inject({ url: '/search?ride=1' });
    const searchLine = linesOf(String(search.headers['x-request-id']))[0] ?? '';
    expect(JSON.parse(searchLine).req.url).toBe('/search?[redacted]');
  });
});
