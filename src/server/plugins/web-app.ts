import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicConfig } from '../../shared/schemas/public-config.ts';
import { AppError } from '../errors.ts';
import { requestLanguage } from '../features/auth/request-language.ts';
import { SESSION_COOKIE } from '../features/auth/sessions.ts';
import { indexHtmlIn } from '../i18n/web-page.ts';
import { isUnderApi } from './api-route.ts';
import { pageEncoding, prerenderLandingPages } from './landing-page.ts';
import { injectPublicConfig } from './public-config.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Files of the installable app that must never be kept stale: the browser checks the service
 * worker for updates and the manifest for a new name or icons on each visit.
 */
const APP_FILES = new Set(['sw.js', 'manifest.webmanifest']);

/** The Cache-Control of one built file under `webRoot`. */
export function webFileCaching(webRoot: string, filePath: string): string {
  // With precompressed files the path may be the .br or .gz beside the file.
  const relative = path.relative(webRoot, filePath).replace(/\.(br|gz)$/, '');
  if (APP_FILES.has(relative)) return 'no-cache';
  return relative.startsWith(`assets${path.sep}`)
    ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
    : 'public, max-age=0, must-revalidate';
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for every app route so the app's own router can show 'Page Not Found'.
 * Unknown paths under /api, however spelt, answer a JSON 404 instead. `/` without a session
 * cookie is the pre-rendered landing page (landing-page.ts); with one, the person is probably
 * signed in and gets index.html, whose app shows their home after the session check.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  publicConfig: PublicConfig,
): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      // Routes for the files that exist at start; anything else falls to the handler below.
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', webFileCaching(webRoot, filePath));
      },
    });
  }
  // Read once, in each language: the file only changes with a new build, which means a new
  // process.
  const page = built ? injectPublicConfig(readFileSync(indexFile, 'utf8'), publicConfig) : null;
  const pages = page ? { en: indexHtmlIn(page, 'en'), sw: indexHtmlIn(page, 'sw') } : null;
  const landingPages = pages ? await prerenderLandingPages(webRoot, pages, publicConfig) : null;

  /** The web app's page for any of its routes (`/` is the landing page when there is one). */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!pages) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The Pamoja web app is not built yet. Run `npm run build`, then reload.');
    }
    // In the request's language (saved, cookie, Accept-Language): caches keep one per language.
    const language = await requestLanguage(request);
    reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8');
    const pathname = request.url.split('?')[0] ?? '';
    if (!landingPages || pathname !== '/' || request.cookies?.[SESSION_COOKIE] !== undefined) {
      return reply.send(pages[language]);
    }
    const landing = landingPages[language];
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    if (!encoding) return reply.send(landing.html);
    return reply.header('Content-Encoding', encoding).send(landing[encoding]);
  };

  // A trip's share link: the same page, on a route of its own so that the log never shows the
  // token (logger.ts, `secretParams`), which is all it takes to follow the trip. Without a
  // build there is no page, and the log shows no more of an unmatched path than our words.
  if (pages) app.get('/t/:token', { config: { secretParams: ['token'] } }, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (isUnderApi(request.url)) {
      throw new AppError('route_not_found', { method: request.method, path: pathname });
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.extname(pathname)) {
      throw new AppError('not_found');
    }
    return sendPage(request, reply);
  });
}
