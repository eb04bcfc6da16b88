import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  FULL_NAME_REQUIRED,
  GENDER_REQUIRED,
  NATIONAL_ID_REQUIRED,
  OTP_INCOMPLETE_MESSAGE,
} from '../../../shared/auth-messages';
import { AUTH_ERRORS } from '../../../shared/errors/auth';
import { PHONE_INVALID_MESSAGE } from '../../../shared/phone';
import { signInText } from './sign-in-messages';

describe('the sign-in dialog’s own words', () => {
  it('are, in English, the very words the server uses for the same things', () => {
    expect(signInText('phoneInvalid')).toBe(PHONE_INVALID_MESSAGE);
    expect(signInText('sendFailed')).toBe(AUTH_ERRORS.otp_send_failed.message);
    expect(signInText('codeIncomplete')).toBe(OTP_INCOMPLETE_MESSAGE);
    expect(signInText('invalidCode')).toBe(AUTH_ERRORS.otp_invalid.message);
    expect(signInText('tooManyAttempts')).toBe(AUTH_ERRORS.otp_too_many_attempts.message);
    expect(signInText('accountExists')).toBe(AUTH_ERRORS.account_exists.message);
    expect(signInText('fullNameRequired')).toBe(FULL_NAME_REQUIRED);
    expect(signInText('nationalIdRequired')).toBe(NATIONAL_ID_REQUIRED);
    expect(signInText('genderRequired')).toBe(GENDER_REQUIRED);
    expect(signInText('emailInvalid')).toBe(EMAIL_INVALID);
  });
});
