import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { Config } from './config.ts';

/**
 * Path segments after these are secrets (the M-Pesa and SMS callbacks carry one, a trip's share
 * link its token) and never logged; nor is a share token in a query.
 */
const SECRET_PATH = /(\/callback\/|\/share\/|\/api\/sms\/(?:inbound|delivery)\/)[^/?]+/gi;
const SECRET_QUERY = /([?&]share=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
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
 * secret path segments are never written, nor a failed query's values. Sign-in codes never reach a
 * log call at all.
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
        url: redactUrl(req.url),
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
