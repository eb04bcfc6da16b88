import { t } from '@lingui/core/macro';
import type { ErrorCode } from '../../shared/errors';

/**
 * The one error every failed API call raises: what to show, the HTTP status (0 when offline),
 * and the body. The app decides what to do by `code` and the body's data, never by the words.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }

  /** The server's stable error code (`already_booked`, …); null offline or for a proxy's page. */
  get code(): ErrorCode | null {
    const code = (this.data as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? (code as ErrorCode) : null;
  }
}

/** The error's code, when it is an answer of the API. */
export const errorCodeOf = (error: unknown): ErrorCode | null =>
  error instanceof ApiError ? error.code : null;

/**
 * The server's own words when it refused for a reason a person can act on (a 4xx: a limit
 * reached, a name taken; the server answers in the caller's language); otherwise the fallback.
 */
export function refusalText(
  error: unknown,
  fallback = t`Check your connection and try again.`,
): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
