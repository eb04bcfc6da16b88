import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPassenger } from '../factories/index.ts';
import { type CatalogueRoute, createTestAppWithRoutes } from '../helpers/route-catalogue.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The server's Google key calls Places and Geocoding from this server, so it cannot carry an
// HTTP-referrer restriction: it never leaves the server. The web app's map loads with a key of its
// own, GOOGLE_MAPS_BROWSER_KEY, restricted to Pamoja's pages.

const SERVER_KEY = 'AIzaSyServerOnly-0123456789abcdefghijk';
const BROWSER_KEY = 'AIzaSyBrowserOnly-0123456789abcdefghij';

/** A built web app: its page, a script, the service worker and the manifest. */
function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'pamoja-maps-key-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>Pamoja</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'assets', 'index-Ab12.js'), 'console.log("app");');
  writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(root, 'manifest.webmanifest'), JSON.stringify({ name: 'Pamoja' }));
  return root;
}

/** Everything a browser receives: status line aside, every header and the body. */
const everything = (res: LightMyRequestResponse) => `${JSON.stringify(res.headers)}\n${res.body}`;

const inlineConfig = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pamoja-config">(.*?)<\/script>/.exec(html)![1]!);

describe('with a server key and a browser key', () => {
  let t: TestApp;
  let routes: CatalogueRoute[];
  let site: TestApp;
  let cookie: string;

  beforeAll(async () => {
    const env = { GOOGLE_MAPS_API_KEY: SERVER_KEY, GOOGLE_MAPS_BROWSER_KEY: BROWSER_KEY };
    ({ t, routes } = await createTestAppWithRoutes(env));
    site = await createTestApp(env, { database: t.database, webRoot: webRoot() });
    ({ cookie } = await t.signIn((await createPassenger(t.database.db)).id));
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  it('answers the browser key to a signed-in person, never the server key', async () => {
    const res = await t.app.inject({ url: '/api/Auth/GetGoogleApiKey', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ googleApiKey: BROWSER_KEY });
    expect(everything(res)).not.toContain(SERVER_KEY);
  });

  it('shows the server key in no answer of any GET route, to a visitor or a signed-in person', async () => {
    // Every GET route, path parameters filled with ids of nothing, without query fields; a GET
    // that changes something (deleting the account) is left out. Most answers are refusals: what
    // counts is that none of them, nor a header, carries the key.
    const gets = routes.filter((r) => r.method === 'GET' && !r.config.stateChangingGet);
    expect(gets.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    for (const route of gets) {
      const url = route.url.replace(/:[A-Za-z]+/g, '0b6f1a3e-7c2d-4e5f-9a8b-1c2d3e4f5a6b');
      for (const headers of [{}, { cookie }]) {
        const res = await t.app.inject({ url, headers });
        if (everything(res).includes(SERVER_KEY)) leaks.push(`${route.key} (${res.statusCode})`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('keeps it out of the health answer, the page, its settings and its policy', async () => {
    const pages = [
      await site.app.inject('/api/health'),
      await site.app.inject({ url: '/', headers: { accept: 'text/html' } }),
      await site.app.inject({ url: '/search', headers: { accept: 'text/html', cookie } }),
      await site.app.inject('/sw.js'),
      await site.app.inject('/manifest.webmanifest'),
      await site.app.inject('/assets/index-Ab12.js'),
    ];
    for (const res of pages) {
      expect(res.statusCode).toBe(200);
      expect(everything(res)).not.toContain(SERVER_KEY);
    }
    const page = pages[1]!;
    // The map may load: its scripts are allowed, and the app is told it may ask for its key.
    expect(inlineConfig(page.body).mapsEnabled).toBe(true);
    expect(page.headers['content-security-policy']).toContain('https://maps.googleapis.com');
  });
});

describe('with only the server key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_MAPS_API_KEY: SERVER_KEY }, { webRoot: webRoot() });
  });
  afterAll(() => t.close());

  it('answers no key, so the picker keeps the drawn map while the server still searches', async () => {
    const { cookie } = await t.signIn((await createPassenger(t.database.db)).id);
    const res = await t.app.inject({ url: '/api/Auth/GetGoogleApiKey', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ googleApiKey: null });
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(inlineConfig(page.body).mapsEnabled).toBe(false);
    // No Google script, style or font may load on a page that has no map of Google's.
    expect(page.headers['content-security-policy']).not.toMatch(/google|gstatic/);
    expect(everything(page)).not.toContain(SERVER_KEY);
  });
});
