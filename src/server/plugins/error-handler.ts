import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, errorMessage } from '../../shared/errors/index.ts';
import { databaseErrorCode } from '../db/client.ts';
import { AppError, validationMessage } from '../errors.ts';

/** Fastify's own client errors, by our codes (whose messages say it for people). */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
};

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
 * One place that turns any error into `{code, message, ...data}`: 4xx with a message a person can
 * act on, 5xx without internals (those go to the log with the request id).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const answer = (status: number, code: ErrorCode, message: string, data = {}) =>
      reply.status(status).send({ code, message, ...data });
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return answer(error.statusCode, error.code, error.message, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [issue] = error.validation;
      const path = issue?.instancePath.split('/').filter(Boolean) ?? [];
      const message = validationMessage(issue && { path, message: issue.message ?? '' });
      request.log.info(
        { validation: error.validationContext, field: path.join('.') },
        'request rejected by its schema',
      );
      return answer(400, 'invalid_request', message);
    }
    if (isNulInText(error)) return answer(400, 'text_has_nul', errorMessage('text_has_nul'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error.code && FASTIFY_CODES[error.code]) || 'bad_request';
      const message = code === 'bad_request' ? error.message : errorMessage(code);
      return answer(status, code, message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return answer(503, 'database_unavailable', errorMessage('database_unavailable'));
    }
    request.log.error({ err: error }, 'request failed');
    return answer(500, 'internal_error', errorMessage('internal_error'));
  });
}
