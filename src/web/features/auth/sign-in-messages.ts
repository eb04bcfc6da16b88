import {
  EMAIL_INVALID,
  FULL_NAME_REQUIRED,
  GENDER_REQUIRED,
  NATIONAL_ID_REQUIRED,
  OTP_INCOMPLETE_MESSAGE,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
} from '../../../shared/auth-messages';
import { AUTH_ERRORS } from '../../../shared/errors/auth';
import { PHONE_INVALID_MESSAGE } from '../../../shared/phone';

/**
 * Every text the sign-in dialog shows, in the specification's words. The ones the server also
 * uses come from src/shared; this module is only imported by the lazily loaded dialog.
 */
export { OTP_LENGTH, OTP_RESEND_SECONDS };

export const SIGN_IN_MESSAGES = {
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: PHONE_INVALID_MESSAGE,
  sendFailed: AUTH_ERRORS.otp_send_failed.message,
  codeIncomplete: OTP_INCOMPLETE_MESSAGE,
  invalidCode: AUTH_ERRORS.otp_invalid.message,
  tooManyAttempts: AUTH_ERRORS.otp_too_many_attempts.message,
  verifyFailed: 'Failed to verify OTP. Please check your internet connection and try again.',
  unexpectedResponse: 'Unexpected response from server. Please try again.',
  accountExists: AUTH_ERRORS.account_exists.message,
  registrationFailed:
    'Failed to complete registration. Please check your internet connection and try again.',
  authenticationFailed: 'Authentication failed. Please try again.',
  fullNameRequired: FULL_NAME_REQUIRED,
  nationalIdRequired: NATIONAL_ID_REQUIRED,
  genderRequired: GENDER_REQUIRED,
  emailInvalid: EMAIL_INVALID,
} as const;
