import type { FastifyServerOptions } from 'fastify';
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
 * Structured JSON logs with the request id on every line; cookies, authorisation headers and
 * secret path segments are never written. Sign-in codes never reach a log call at all.
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
