import type { z } from 'zod';
import { ERRORS, type ErrorCode, errorMessage } from '../shared/errors/index.ts';
import { isUserFacing } from '../shared/user-facing.ts';

/**
 * The one error type for failures a person should read. Its code (`already_booked`,
 * `insufficient_seats`, …) fixes the status and the message (src/shared/errors); `data` fills the
 * message's placeholders and is sent beside it, so the web app acts on `code` and data such as
 * `availableSeats`, never on the English text.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly data?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
    /** Only for `invalid_request` and `bad_request`: the rule a field or the request broke. */
    message?: string,
  ) {
    super(message ?? errorMessage(code, data));
    this.name = 'AppError';
    this.statusCode = ERRORS[code].status;
  }
}

/** The same error with its message also in other fields, for paths whose answers have them. */
export function withMessageIn(
  error: AppError,
  fields: string[],
  extra: Record<string, unknown> = {},
): AppError {
  const echoed = Object.fromEntries(fields.map((field) => [field, error.message]));
  return new AppError(
    error.code,
    { ...error.data, ...extra, ...echoed },
    error.headers,
    error.message,
  );
}

/**
 * Validates a value with a schema chosen at run time (one path with two payloads), failing the
 * same way a route schema does.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError('invalid_request', undefined, undefined, validationMessage(issue));
}

/** A schema's first complaint, naming its field unless the message is already for people. */
export function validationMessage(
  issue: { path: PropertyKey[]; message: string } | undefined,
): string {
  const field = issue?.path.map(String).join('.') ?? '';
  const text = issue?.message ?? 'Invalid request';
  return isUserFacing(text) || !field ? text : `${field}: ${text}`;
}
