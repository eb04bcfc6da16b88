import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isUserFacing } from '../../shared/user-facing.ts';
import { databaseErrorCode } from '../db/client.ts';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, INTERNAL_ERROR_MESSAGE } from '../errors.ts';

/** Fastify's own client errors, reworded for people. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/**
 * Validates a value with a schema chosen at run time (one path with two payloads), failing the
 * same way a route schema does.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError(400, validationMessage(parsed.error.issues[0]));
}

function validationMessage(issue: { path: PropertyKey[]; message: string } | undefined): string {
  const field = issue?.path.map(String).join('.') ?? '';
  const text = issue?.message ?? 'Invalid request';
  return isUserFacing(text) || !field ? text : `${field}: ${text}`;
}

const NUL_IN_TEXT_MESSAGE = 'Text cannot contain the NUL character (U+0000).';

/**
 * PostgreSQL text cannot hold U+0000, and says so with 22021 (character not in repertoire) for
 * any text the request carried into a query: the request's fault, refused like any bad field.
 */
function isNulInText(error: unknown): boolean {
  return databaseErrorCode(error) === '22021';
}

/** Connection failures and PostgreSQL's 'shutting down' / 'starting up' / connection classes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i;

/**
 * The database cannot be reached (stopped, restarting, unreachable): not a fault of the
 * request, nor a bug to hide; the client may try again shortly, and a proxy may try another
 * process.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e; ) {
    if (e.code && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (e.message && UNAVAILABLE_TEXT.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * One place that turns any error into `{message}`: 4xx with a message a person can act on,
 * 5xx without internals (those go to the log with the request id).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, ...error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [issue] = error.validation;
      const path = issue?.instancePath.split('/').filter(Boolean) ?? [];
      const message = validationMessage(issue && { path, message: issue.message ?? '' });
      request.log.info(
        { validation: error.validationContext, field: path.join('.') },
        'request rejected by its schema',
      );
      return reply.status(400).send({ message });
    }
    if (isNulInText(error)) return reply.status(400).send({ message: NUL_IN_TEXT_MESSAGE });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message;
      return reply.status(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return reply.status(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });
}
