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

/**
 * The landing page of each language, rendered once when the server starts, with the
 * deployment's public settings (the footer shows them): each language's index.html with the
 * page as a visitor first sees it inside `<div id="root">` and the stylesheet inline, so its
 * words, the hero and every section paint before any script runs; the web app hydrates it
 * (src/web/main.tsx). Null when the build has no renderer (a development server, a test).
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
    const html = inlineStylesheets(page, webRoot);
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
