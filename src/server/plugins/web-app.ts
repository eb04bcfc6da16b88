import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '../../shared/schemas/public-config.ts';
import { AppError } from '../errors.ts';
import { isUnderApi } from './api-route.ts';
import { injectPublicConfig } from './public-config.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for every app route so the app's own router can show 'Page Not Found'.
 * Unknown paths under /api, however spelt, answer a JSON 404 instead.
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
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          hashed
            ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  // Read once: the file only changes with a new build, which means a new process.
  const indexHtml = built
    ? injectPublicConfig(readFileSync(indexFile, 'utf8'), publicConfig)
    : null;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (isUnderApi(request.url)) {
      throw new AppError('route_not_found', { method: request.method, path: pathname });
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.extname(pathname)) {
      throw new AppError('not_found');
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The Pamoja web app is not built yet. Run `npm run build`, then reload.');
    }
    return reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
