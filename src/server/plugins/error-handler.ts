import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../shared/errors/index.ts';
import type { Language } from '../../shared/language.ts';
import { databaseErrorCode } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { requestLanguage, visitorLanguage } from '../features/auth/request-language.ts';
import { translate } from '../i18n/messages.ts';
import { validationMessageIn } from '../i18n/validation.ts';

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

/** Errors answered without asking the database who is signed in: it is down, or flooded. */
const VISITOR_LANGUAGE_CODES = new Set<ErrorCode>(['rate_limited', 'database_unavailable']);

/**
 * One place that turns any error into `{code, message, ...data}`: 4xx with a message a person can
 * act on, 5xx without internals (those go to the log with the request id). The message is in the
 * request's language (src/server/features/auth/request-language.ts).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const answer = async (
      status: number,
      code: ErrorCode,
      message: (language: Language) => string,
      data: Record<string, unknown> = {},
      echoIn: readonly string[] = [],
    ) => {
      const language = VISITOR_LANGUAGE_CODES.has(code)
        ? visitorLanguage(request)
        : await requestLanguage(request);
      const text = message(language);
      const echoed = Object.fromEntries(echoIn.map((field) => [field, text]));
      return reply.status(status).send({ code, message: text, ...data, ...echoed });
    };
    const byCode = (code: ErrorCode) => (language: Language) => translate(language, code);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return answer(
        error.statusCode,
        error.code,
        (language) => error.messageIn(language),
        error.data,
        error.echoIn,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [first] = error.validation;
      const path = first?.instancePath.split('/').filter(Boolean) ?? [];
      const issue = first && {
        ...first.params,
        code: first.keyword,
        path,
        message: first.message ?? '',
      };
      request.log.info(
        { validation: error.validationContext, field: path.join('.') },
        'request rejected by its schema',
      );
      return answer(400, 'invalid_request', (language) => validationMessageIn(language, issue));
    }
    if (isNulInText(error)) return answer(400, 'text_has_nul', byCode('text_has_nul'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let code: ErrorCode = (error.code && FASTIFY_CODES[error.code]) || 'bad_request';
      // A provider's callback reads its form fields, never JSON: say so (request-guards.ts).
      if (code === 'unsupported_media_type' && request.routeOptions.config?.providerForm) {
        code = 'form_body_required';
      }
      // The HTTP layer's own words for a request it could not read are English; other
      // languages say it in general.
      const message =
        code === 'bad_request'
          ? (language: Language) => (language === 'en' ? error.message : translate(language, code))
          : byCode(code);
      return answer(status, code, message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return answer(503, 'database_unavailable', byCode('database_unavailable'));
    }
    request.log.error({ err: error }, 'request failed');
    return answer(500, 'internal_error', byCode('internal_error'));
  });
}
