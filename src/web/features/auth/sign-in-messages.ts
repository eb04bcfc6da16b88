import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '../../../shared/auth-messages';

/**
 * Every text the sign-in dialog shows, in the specification's words. The server says some of
 * them too (src/shared/auth-messages.ts, AUTH_ERRORS), in its own tables; these are the web's,
 * translated in its catalogues. This module is only imported by the lazily loaded dialog.
 */
export { OTP_LENGTH, OTP_RESEND_SECONDS };

export const SIGN_IN_MESSAGES = {
  phoneRequired: msg`Please enter your phone number`,
  phoneInvalid: msg`Invalid Kenyan phone number format`,
  sendFailed: msg`Failed to send OTP. Please check your phone number and internet connection.`,
  codeIncomplete: msg`Please enter the complete 5-digit code`,
  invalidCode: msg`Invalid verification code. Please check the code and try again.`,
  tooManyAttempts: msg`Too many attempts. Please wait a few minutes before trying again.`,
  verifyFailed: msg`Failed to verify OTP. Please check your internet connection and try again.`,
  unexpectedResponse: msg`Unexpected response from server. Please try again.`,
  accountExists: msg`An account with this phone number already exists. Please try signing in instead.`,
  registrationFailed: msg`Failed to complete registration. Please check your internet connection and try again.`,
  authenticationFailed: msg`Authentication failed. Please try again.`,
  fullNameRequired: msg`Please enter your full name`,
  nationalIdRequired: msg`Please enter your National ID Number`,
  genderRequired: msg`Please select your gender`,
  emailInvalid: msg`Please enter a valid email address`,
} as const satisfies Record<string, MessageDescriptor>;

export type SignInMessage = keyof typeof SIGN_IN_MESSAGES;

/** A sign-in message in the language on screen now. */
export function signInText(key: SignInMessage): string {
  return i18n._(SIGN_IN_MESSAGES[key]);
}
