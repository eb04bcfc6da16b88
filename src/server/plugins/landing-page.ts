import { hash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Language } from '../../shared/language.ts';
import type { PublicConfig } from '../../shared/schemas/public-config.ts';

/** What the build's server renderer of the landing page exports (src/web/render-landing.tsx). */
interface LandingRenderer {
  renderLanding(language: Language, config: PublicConfig): Promise<string>;
}

/**
 * Where the build puts that renderer: beside the web root, not in it, so it is never served
 * (`vite build --ssr`, package.json).
 */
export function landingRendererFile(webRoot: string): string {
  return path.join(webRoot, '..', 'prerender', 'render-landing.js');
}

/** A pre-rendered page as it is sent: compressed once, at start, as the build does the assets. */
export interface LandingPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The attribute on `<div id="root">` naming the language of the page rendered inside it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The build's stylesheets written into the page (about 12 KB gzipped, all of Tailwind's output):
 * the first screen paints with the HTML, without waiting for another request.
 */
function inlineStylesheets(html: string, webRoot: string): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    const file = path.join(webRoot, href);
    if (!existsSync(file)) return link;
    const css = readFileSync(file, 'utf8').replaceAll('</style', '<\\/style');
    return `<style>${css}</style>`;
  });
}

/** The app's entry script as the build writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The pre-rendered landing page starts its code once it has painted: the script below, inline
 * in place of the entry's `<script type="module">`, adds that tag when the browser reports the
 * first contentful paint (or after 2 s, for a tab that is not shown or a browser that does not
 * report paints). The page's own bytes (HTML, font) then have the network to themselves, and a
 * phone that has the code already (the service worker keeps it) paints before it spends a few
 * hundred milliseconds running it. The entry's address is the script's `data-entry`, so the
 * script is the same for every build and the content security policy allows it by its hash.
 */
export const START_AFTER_PAINT = [
  '(function(src){',
  'var go=function(){if(!src)return;var s=document.createElement("script");',
  's.type="module";s.crossOrigin="";s.src=src;src=null;document.head.appendChild(s)};',
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;',
  'if(!types||types.indexOf("paint")<0)return go();',
  'new PerformanceObserver(function(list){',
  'if(list.getEntriesByName("first-contentful-paint").length)go()',
  '}).observe({type:"paint",buffered:true});',
  'setTimeout(go,2000)',
  '})(document.currentScript.dataset.entry)',
].join('');

/** START_AFTER_PAINT's hash, as a content security policy's script-src allows it. */
export const START_AFTER_PAINT_HASH = `'sha256-${hash('sha256', START_AFTER_PAINT, 'base64')}'`;

/** The page with its entry started by START_AFTER_PAINT instead of at once. */
function startAfterPaint(html: string): string {
  return html.replace(
    ENTRY_SCRIPT,
    (_tag, src: string) => `<script data-entry="${src}">${START_AFTER_PAINT}</script>`,
  );
}

/**
 * The landing page of each language, rendered once when the server starts, with the
 * deployment's public settings (the footer shows them): each language's index.html with the
 * page as a visitor first sees it inside `<div id="root">` and the stylesheet inline, so its
 * words, the hero and every section paint before any script runs; the web app, started once the
 * page has painted, hydrates it (src/web/main.tsx). Null when the build has no renderer (a
 * development server, a test).
 */
export async function prerenderLandingPages(
  webRoot: string,
  pages: Record<Language, string>,
  config: PublicConfig,
): Promise<Record<Language, LandingPage> | null> {
  const file = landingRendererFile(webRoot);
  if (!existsSync(file)) return null;
  const { renderLanding } = (await import(pathToFileURL(file).href)) as LandingRenderer;
  const landing = async (language: Language) => {
    // One language at a time: the words of the app are one catalogue, switched per render.
    const rendered = await renderLanding(language, config);
    const page = pages[language].replace(
      /<div id="root"><\/div>/,
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${language}">${rendered}</div>`,
    );
    const html = startAfterPaint(inlineStylesheets(page, webRoot));
    const [br, gzipped] = await Promise.all([
      promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      promisify(gzip)(html, { level: 9 }),
    ]);
    return { html, br, gzip: gzipped };
  };
  const en = await landing('en');
  const sw = await landing('sw');
  return { en, sw };
}

/** The encoding to send a page in, from the request's Accept-Encoding: brotli, gzip or none. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}
