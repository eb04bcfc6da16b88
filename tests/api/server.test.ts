import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'pamoja-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>Pamoja</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(webRoot, 'assets', 'index-Bx12ab.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(
    path.join(webRoot, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Pamoja', start_url: '/', display: 'standalone' }),
  );
  t = await createTestApp({}, { webRoot });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('security headers', () => {
  it('sends a strict content security policy and friends on every answer', async () => {
    // Whatever is not one of the built app's files has them all, under /assets/ too.
    for (const url of ['/', '/trips', '/assets/trips']) {
      const res = await t.app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('maps.googleapis.com');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('gives every request its own id, ignoring one sent by the client', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged' } });
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const again = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged' } });
    expect(again.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
  });

  it("sends the built app's files only what protects a file, not a page's policies", async () => {
    const res = await t.app.inject('/assets/index-Bx12ab.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBeUndefined();
  });

  it("sends a JSON answer what protects data, with an API's own short policy", async () => {
    for (const url of [
      '/api/health',
      '/api/user/details',
      '/api/no-such-thing',
      '/assets/x-1.js',
    ]) {
      const res = await t.app.inject(url);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('does not cache API answers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the web app', () => {
  it('answers index.html for app routes, unknown ones included, and never caches it', async () => {
    for (const url of ['/', '/search', '/no-such-page', '/trips?tab=completed']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      url: '/assets/index-Bx12ab.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates files that are not hashed', async () => {
    const res = await t.app.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('serves the service worker and the manifest so browsers always check for a new one', async () => {
    const sw = await t.app.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Pamoja' });
    const csp = String(sw.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('answers 404 for a missing file rather than the app', async () => {
    const res = await t.app.inject('/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answer %s with a JSON 404 {message}',
    async (method) => {
      const res = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        code: 'route_not_found',
        message: `No such API route: ${method} /api/no/such/thing`,
        method,
        path: '/api/no/such/thing',
      });
    },
  );
});

describe('the session', () => {
  it('is not authenticated without a cookie, or with a made-up one', async () => {
    expect((await t.app.inject('/api/auth/session')).json()).toEqual({ isAuthenticated: false });
    const forged = await t.app.inject({
      url: '/api/auth/session',
      cookies: { pamoja_session: 'x'.repeat(43) },
    });
    expect(forged.json()).toEqual({ isAuthenticated: false });
  });

  it('refuses user details to a visitor with the specification message', async () => {
    const res = await t.app.inject('/api/user/details');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'not_authenticated',
      message: 'Not authenticated. Please log in.',
    });
  });

  it('knows the signed-in user', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ phoneNumber: '+254712000001', fullName: 'Achieng Otieno' })
      .returning();
    const { cookie } = await t.signIn(user!.id);
    expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({
      isAuthenticated: true,
    });
    const res = await t.app.inject({ url: '/api/user/details', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user!.id,
      phoneNumber: '+254712000001',
      fullName: 'Achieng Otieno',
      isDriver: false,
      isAgent: false,
      accountBalance: 0,
      rating: null,
    });
  });
});

describe('request validation', () => {
  it('answers 400 with the specification message', async () => {
    const res = await t.app.inject('/api/dev/outbox?phone=12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'phone_invalid',
      message: 'Invalid Kenyan phone number format',
    });
  });
});

describe('public settings in index.html', () => {
  it('are written as an inert JSON block with the configured contact details', async () => {
    const res = await t.app.inject({ url: '/contact', headers: { accept: 'text/html' } });
    const match = /<script type="application\/json" id="pamoja-config">(.*?)<\/script>/.exec(
      res.body,
    );
    expect(match).not.toBeNull();
    const config = JSON.parse(match![1]!);
    expect(config.contact.email).toBe(t.config.CONTACT_EMAIL);
    // No store pages configured: no links to nowhere.
    expect(config.apps).toEqual({ android: null, ios: null });
    expect(config.mapsEnabled).toBe(false);
  });

  it('cannot be broken out of by a configured value', async () => {
    const other = await createTestApp(
      {
        CONTACT_ADDRESS: '</script><script>alert(1)</script>',
        ANDROID_APP_URL: 'https://play.google.com/store/apps/details?id=ke.pamoja.app',
      },
      { webRoot },
    );
    try {
      const res = await other.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).toContain('\\u003c/script>');
      expect(res.body).toContain(
        '"apps":{"android":"https://play.google.com/store/apps/details?id=ke.pamoja.app","ios":null}',
      );
    } finally {
      await other.close();
    }
  });
});
