import type { z } from 'zod';
import { ERRORS, type ErrorCode, errorMessage } from '../shared/errors/index.ts';
import type { Language } from '../shared/language.ts';
import { translate } from './i18n/messages.ts';
import { textIn, type ValidationIssue, validationMessageIn } from './i18n/validation.ts';

/** A message in each language, written when the answer's language is known. */
export type LocalizedText = (language: Language) => string;

/**
 * The one error type for failures a person should read. Its code (`already_booked`,
 * `insufficient_seats`, …) fixes the status and the message (src/shared/errors, Kiswahili in
 * src/server/i18n); `data` fills the message's placeholders and is sent beside it, so the web app
 * acts on `code` and data such as `availableSeats`, never on the text. The error handler writes
 * the message in the request's language (`messageIn`); `message` is the English.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** The message in a language, when it is not simply the code's text filled from `data`. */
  readonly localized: LocalizedText | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly data?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
    /**
     * Only for `invalid_request` and `bad_request`: the rule a field or the request broke (an
     * English text for people, found in the validation tables for other languages), or, for
     * any code, the message in each language when its values depend on the language.
     */
    message?: string | LocalizedText,
    /** Fields of the answer that repeat the message (`withMessageIn`). */
    readonly echoIn: readonly string[] = [],
  ) {
    const localized =
      typeof message === 'string' ? (language: Language) => textIn(language, message) : message;
    super(localized ? localized('en') : errorMessage(code, data));
    this.name = 'AppError';
    this.statusCode = ERRORS[code].status;
    this.localized = localized;
  }

  /** The message in a language: the code's text filled from `data`, unless it has its own. */
  messageIn(language: Language): string {
    return this.localized ? this.localized(language) : translate(language, this.code, this.data);
  }
}

/**
 * An error whose message takes values that depend on the language (dates in words): `data` is
 * answered beside the message as it is, `valuesIn` gives the message's values in each language.
 */
export function errorWithValuesIn(
  code: ErrorCode,
  data: Record<string, unknown>,
  valuesIn: (language: Language) => Record<string, unknown>,
): AppError {
  return new AppError(code, data, undefined, (language) =>
    translate(language, code, { ...data, ...valuesIn(language) }),
  );
}

/** The same error with its message also in other fields, for paths whose answers have them. */
export function withMessageIn(
  error: AppError,
  fields: string[],
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(
    error.code,
    { ...error.data, ...extra },
    error.headers,
    (language) => error.messageIn(language),
    [...error.echoIn, ...fields],
  );
}

/**
 * Validates a value with a schema chosen at run time (one path with two payloads), failing the
 * same way a route schema does.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0] as ValidationIssue | undefined;
  throw new AppError('invalid_request', undefined, undefined, (language) =>
    validationMessageIn(language, issue),
  );
}
