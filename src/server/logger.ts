import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import { z } from 'zod';
import type { Config } from './config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The path parameters that hold a secret (a provider's callback secret, a share token): the
     * log shows `[redacted]` in their place. Every route with a secret in its path says so here.
     */
    secretParams?: readonly string[];
    /**
     * The query fields that hold a secret (a share token, a link's signature), or a person's
     * phone number, which is theirs: likewise.
     */
    secretQuery?: readonly string[];
  }
}

const REDACTED = '[redacted]';

/**
 * The words of our own routes' paths (`api`, `trips`, `share`, …), gathered as they are
 * registered: all that a log shows of a path the router matched to no route, besides a first
 * segment that is a page's word. Never a secret, which is always a route's parameter.
 */
const routeWords = new Set<string>();

/** Gathers the words of every route registered after it (call it first). */
export function registerLogRedaction(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    for (const segment of route.url.split('/')) {
      if (segment && !segment.includes(':') && !segment.includes('*')) {
        routeWords.add(segment.toLowerCase());
      }
    }
  });
}

/** A first segment the log may show of an unmatched path: a page's word (`search`, `my-trips`). */
const PAGE_WORD = /^[a-z][a-z-]{0,19}$/;

/**
 * A request's URL as the log shows it, decided by the route the router matched, never by the
 * URL's text. A matched route shows its path as the route spells it with its secret parameters
 * (`secretParams`) as `[redacted]`, and of its query the fields its schema reads, with the values
 * of its secret ones (`secretQuery`) as `[redacted]`; any other field is `[redacted]` whole, as it
 * may be anything, a secret sent to the wrong place too. A request matched to no route (another
 * spelling of a secret route, a mistyped path) may hold a secret anywhere: it shows only the
 * words of our routes, a first segment that is a page's word, and no query.
 */
export function loggedUrl(request: FastifyRequest): string {
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : url.slice(queryAt + 1);
  const route = request.is404 ? undefined : request.routeOptions?.url;
  if (route === undefined) {
    const shown = path
      .split('/')
      .map((segment, i) =>
        segment === '' ||
        routeWords.has(segment.toLowerCase()) ||
        (i === 1 && PAGE_WORD.test(segment))
          ? segment
          : REDACTED,
      )
      .join('/');
    return query === undefined ? shown : `${shown}?${REDACTED}`;
  }
  const { secretParams = [], secretQuery = [] } = request.routeOptions.config ?? {};
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const shown =
    secretParams.length === 0
      ? path
      : route.replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) =>
          secretParams.includes(name) ? REDACTED : encodeURIComponent(params[name] ?? ''),
        );
  if (query === undefined) return shown;
  const schema = request.routeOptions.schema?.querystring;
  const read = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  return `${shown}?${redactQuery(query, read, secretQuery)}`;
}

/** The query with secret values redacted, and whole the fields the route does not read. */
function redactQuery(query: string, read: readonly string[], secret: readonly string[]): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const field = decoded(equals === -1 ? pair : pair.slice(0, equals));
      if (!read.includes(field)) return REDACTED;
      if (equals === -1 || !secret.includes(field)) return pair;
      return `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/**
 * A failed query as a log may show it: its statement and the database's error, never its values,
 * which are people's data and may be a secret (an SMS on its way to the outbox holds a sign-in
 * code). drizzle writes them into the error's message, its stack and a field of their own.
 */
export function withoutQueryValues(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const withheld = new Error(
    `Failed query: ${error.query}\nparams: ${error.params.length} values, not logged`,
    { cause: error.cause },
  );
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  withheld.stack = [`${withheld.name}: ${withheld.message}`, ...frames].join('\n');
  return withheld;
}

/**
 * Structured JSON logs with the request id on every line; cookies, authorisation headers and
 * secrets in a URL are never written (`loggedUrl`), nor a failed query's values. Sign-in codes
 * never reach a log call at all.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req) => ({
        method: req.method,
        url: loggedUrl(req),
        remoteAddress: req.ip,
      }),
      err: (error) => stdSerializers.err(withoutQueryValues(error) as Error),
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
