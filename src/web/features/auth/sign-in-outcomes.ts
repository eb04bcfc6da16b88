import type { UserDetails } from '../../../shared/schemas/user';
import { ApiError } from '../../lib/api-error';
import { bodyMessage } from '../../lib/read-json-body';
import { signInText } from './sign-in-messages';

/**
 * What each answer of the sign-in calls means for the dialog (specification §4 and §8), kept
 * apart from the components so every branch of the error catalogue has a test.
 */
export type VerifyOutcome =
  | { kind: 'signed-in'; user: UserDetails | null }
  | { kind: 'needs-registration'; phoneNumber: string | null }
  /** The boxes clear, focus goes back to the first one and the message shows. */
  | { kind: 'invalid-code'; message: string }
  | { kind: 'error'; message: string };

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null
    ? (data as Record<string, unknown>)[name]
    : undefined;
}

/** A 200 answer of `POST /api/auth/otp/verify`. */
export function verifyOutcomeFromAnswer(answer: unknown): VerifyOutcome {
  const status = field(answer, 'status');
  const phoneNumber = field(answer, 'phoneNumber');
  const user = field(answer, 'user');
  switch (status) {
    case 'success':
      return { kind: 'signed-in', user: isUserDetails(user) ? user : null };
    case 'needs_registration':
      return {
        kind: 'needs-registration',
        phoneNumber: typeof phoneNumber === 'string' && phoneNumber ? phoneNumber : null,
      };
    case 'invalid_otp':
      return invalidCode(answer);
    default:
      return { kind: 'error', message: signInText('unexpectedResponse') };
  }
}

/** A failed `POST /api/auth/otp/verify`: wrong or expired code (400), too many tries (429), or the network. */
export function verifyOutcomeFromError(error: unknown): VerifyOutcome {
  if (!(error instanceof ApiError)) return { kind: 'error', message: signInText('verifyFailed') };
  if (error.status === 429) return { kind: 'error', message: signInText('tooManyAttempts') };
  if (error.status === 400) return invalidCode(error.data);
  return { kind: 'error', message: signInText('verifyFailed') };
}

function invalidCode(data: unknown): VerifyOutcome {
  return { kind: 'invalid-code', message: bodyMessage(data) ?? signInText('invalidCode') };
}

/**
 * A failed code send. The server's own words for a refused number (400) or too many codes
 * (429) tell the person what to do; anything else gets the specification's send failure.
 */
export function sendErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
    return bodyMessage(error.data) ?? signInText('sendFailed');
  }
  return signInText('sendFailed');
}

/**
 * A failed registration. An existing account (`account_exists`) has its own text; a refused
 * field or an expired code (400) shows the server's message; anything else, including the
 * network, gets the specification's registration failure.
 */
export function registrationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return signInText('registrationFailed');
  const message = bodyMessage(error.data);
  if (error.code === 'account_exists') return signInText('accountExists');
  if (error.status === 429) return signInText('tooManyAttempts');
  if (error.status === 400 && message) return message;
  return signInText('registrationFailed');
}

/** Whether a registration answer (200) says it worked. */
export function registrationSucceeded(answer: unknown): boolean {
  return field(answer, 'success') === true;
}

export function userFromAnswer(answer: unknown): UserDetails | null {
  const user = field(answer, 'user');
  return isUserDetails(user) ? user : null;
}

/** Enough of a user record to greet and show a profile; the server's schema is the real check. */
export function isUserDetails(value: unknown): value is UserDetails {
  return typeof field(value, 'id') === 'string' && typeof field(value, 'phoneNumber') === 'string';
}
