/**
 * The one error type for failures a person should read: its message is shown as is,
 * so it is always the specification's text or a plain sentence.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated. Please log in.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  "Pamoja can't reach its database right now. Please try again in a moment.";
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';
export const TOO_MANY_LOOKUPS_MESSAGE = 'Too many lookups. Please try again later.';
