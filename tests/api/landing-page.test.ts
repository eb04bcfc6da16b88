import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SW } from '../../src/server/i18n/web-page.ts';
import { START_AFTER_PAINT } from '../../src/server/plugins/landing-page.ts';
import { createPassenger } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 22: `/` is the landing page the build's renderer drew when the server started, in the
// request's language, with the stylesheet inline; a request with a session cookie, and every
// other address, gets index.html for the app to render.

const CSS = '.hero{color:green}';
const ENTRY_TAG = '<script type="module" crossorigin src="/assets/index-b2.js"></script>';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'pamoja-dist-'));
  const webRoot = path.join(dist, 'web');
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'prerender'));
  // The real page, with the entry script and the stylesheet link as the build writes them.
  const page = readFileSync(path.join(import.meta.dirname, '../../src/web/index.html'), 'utf8');
  writeFileSync(
    path.join(webRoot, 'index.html'),
    page
      .replace(/<script type="module"[^>]*><\/script>/, ENTRY_TAG)
      .replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head>'),
  );
  writeFileSync(path.join(webRoot, 'assets', 'index-a1.css'), CSS);
  // A stand-in for the build's renderer (src/web/render-landing.tsx): the language and a setting.
  writeFileSync(
    path.join(dist, 'prerender', 'render-landing.js'),
    [
      'export async function renderLanding(language, config) {',
      "  return '<h1 data-language=\"' + language + '\">' + config.contact.email + '</h1>';",
      '}',
    ].join('\n'),
  );
  t = await createTestApp({}, { webRoot });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the landing page', () => {
  it('is rendered into index.html, with the stylesheet inline and the settings', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain(
      '<div id="root" data-prerendered="en"><h1 data-language="en">support@pamoja.co.ke</h1></div>',
    );
    expect(res.body).toContain(`<style>${CSS}</style>`);
    expect(res.body).not.toContain('rel="stylesheet"');
    expect(res.body).toContain('<script type="application/json" id="pamoja-config">');
    expect(res.body).toContain('<html lang="en" data-language-chosen="server">');
  });

  it('starts the app once it has painted, by a script the content security policy allows', async () => {
    const res = await get('/');
    expect(res.body).not.toContain(ENTRY_TAG);
    const starter = /<script data-entry="\/assets\/index-b2\.js">(.+?)<\/script>/.exec(res.body);
    expect(starter?.[1]).toBe(START_AFTER_PAINT);
    const hash = createHash('sha256')
      .update(starter?.[1] ?? '')
      .digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim().split(' ')).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
    // Every other page starts its code at once: it has nothing to paint before.
    expect((await get('/search')).body).toContain(ENTRY_TAG);
  });

  it('is sent compressed, brotli where the browser takes it, compressed once at start', async () => {
    const plain = (await get('/')).body;
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get('/', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('comes in Kiswahili to a browser asking for it', async () => {
    const res = await get('/', { 'accept-language': 'sw-KE,sw;q=0.9' });
    expect(res.body).toContain('<div id="root" data-prerendered="sw"><h1 data-language="sw">');
    expect(res.body).toContain('<html lang="sw" data-language-chosen="server">');
    expect(res.body).toContain(`<title>${PAGE_SW.title}</title>`);
  });

  it('is not what a signed-in person gets: the app shows their home', async () => {
    const user = await createPassenger(t.database.db);
    const { cookie } = await t.signIn(user.id);
    const res = await get('/', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a1.css">');
    expect(res.body).toContain('<script type="application/json" id="pamoja-config">');
  });

  it('is only at /: any other address is index.html for the app to render', async () => {
    for (const url of ['/search', '/trips', '/contact?from=footer']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
    const withQuery = await get('/?utm_source=sms');
    expect(withQuery.body).toContain('data-prerendered="en"');
  });
});
