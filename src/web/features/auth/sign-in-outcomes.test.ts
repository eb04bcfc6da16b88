import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  registrationErrorMessage,
  registrationSucceeded,
  sendErrorMessage,
  verifyOutcomeFromAnswer,
  verifyOutcomeFromError,
} from './sign-in-outcomes';

const user = {
  id: 'u1',
  phoneNumber: '+254712345678',
  fullName: 'Achieng Otieno',
  email: null,
  nationalId: '12345678',
  gender: 'Female',
  profilePictureUrl: null,
  isDriver: false,
  isVerified: false,
  isAgent: false,
  accountBalance: 0,
  rating: null,
  totalRatings: 0,
};

describe('the answer to a code check', () => {
  it('signs a known phone in, with the user when the server sends one', () => {
    expect(verifyOutcomeFromAnswer({ status: 'success', message: 'ok', user })).toEqual({
      kind: 'signed-in',
      user,
    });
    expect(verifyOutcomeFromAnswer({ status: 'success', message: 'ok' })).toEqual({
      kind: 'signed-in',
      user: null,
    });
  });

  it('asks a new phone to register, with the number the server answered', () => {
    expect(
      verifyOutcomeFromAnswer({ status: 'needs_registration', phoneNumber: '+254712345678' }),
    ).toEqual({ kind: 'needs-registration', phoneNumber: '+254712345678' });
    expect(verifyOutcomeFromAnswer({ status: 'needs_registration' })).toEqual({
      kind: 'needs-registration',
      phoneNumber: null,
    });
  });

  it('treats invalid_otp as a wrong code, with the server message or the default', () => {
    expect(verifyOutcomeFromAnswer({ status: 'invalid_otp', message: 'Wrong code' })).toEqual({
      kind: 'invalid-code',
      message: 'Wrong code',
    });
    expect(verifyOutcomeFromAnswer({ status: 'invalid_otp' })).toEqual({
      kind: 'invalid-code',
      message: 'Invalid verification code. Please check the code and try again.',
    });
  });

  it('does not guess at a status it does not know', () => {
    expect(verifyOutcomeFromAnswer({ status: 'maybe' })).toEqual({
      kind: 'error',
      message: 'Unexpected response from server. Please try again.',
    });
    expect(verifyOutcomeFromAnswer({})).toMatchObject({ kind: 'error' });
  });
});

describe('a failed code check', () => {
  it('clears the boxes on 400 and shows the server message', () => {
    const error = new ApiError('x', 400, { status: 'invalid_otp', message: 'Code expired' });
    expect(verifyOutcomeFromError(error)).toEqual({
      kind: 'invalid-code',
      message: 'Code expired',
    });
  });

  it('shows the invalid-code message on a 400 without one', () => {
    expect(verifyOutcomeFromError(new ApiError('x', 400, {}))).toEqual({
      kind: 'invalid-code',
      message: 'Invalid verification code. Please check the code and try again.',
    });
  });

  it('asks to wait after too many tries', () => {
    expect(verifyOutcomeFromError(new ApiError('x', 429, { message: 'slow down' }))).toEqual({
      kind: 'error',
      message: 'Too many attempts. Please wait a few minutes before trying again.',
    });
  });

  it.each([
    new ApiError('Network error: offline', 0),
    new ApiError('boom', 500, { message: 'boom' }),
    new TypeError('x'),
  ])('blames the connection for anything else (%s)', (error) => {
    expect(verifyOutcomeFromError(error)).toEqual({
      kind: 'error',
      message: 'Failed to verify OTP. Please check your internet connection and try again.',
    });
  });
});

describe('a failed code send', () => {
  it("shows the server's reason for a refused number or too many codes", () => {
    const invalid = new ApiError('x', 400, { message: 'Invalid Kenyan phone number format' });
    expect(sendErrorMessage(invalid)).toBe('Invalid Kenyan phone number format');
    const tooMany = new ApiError('x', 429, {
      message: 'Too many attempts. Please wait a few minutes before trying again.',
    });
    expect(sendErrorMessage(tooMany)).toBe(
      'Too many attempts. Please wait a few minutes before trying again.',
    );
  });

  it('shows the send failure otherwise', () => {
    const message = 'Failed to send OTP. Please check your phone number and internet connection.';
    expect(sendErrorMessage(new ApiError('x', 502, { message: 'gateway' }))).toBe(message);
    expect(sendErrorMessage(new ApiError('Network error: x', 0))).toBe(message);
  });
});

describe('a failed registration', () => {
  const exists = 'An account with this phone number already exists. Please try signing in instead.';

  it('says the account exists when the server answers account_exists, whatever the words', () => {
    expect(registrationErrorMessage(new ApiError('x', 409, { code: 'account_exists' }))).toBe(
      exists,
    );
    // The words alone decide nothing: a sentence about an existing account is shown as it is.
    expect(
      registrationErrorMessage(
        new ApiError('x', 400, { code: 'invalid_request', message: 'User already exists' }),
      ),
    ).toBe('User already exists');
  });

  it('shows a refused field in the server words', () => {
    expect(
      registrationErrorMessage(
        new ApiError('x', 400, { message: 'Please enter a valid email address' }),
      ),
    ).toBe('Please enter a valid email address');
  });

  it('blames the connection for anything else', () => {
    const message =
      'Failed to complete registration. Please check your internet connection and try again.';
    expect(registrationErrorMessage(new ApiError('x', 500, {}))).toBe(message);
    expect(registrationErrorMessage(new ApiError('Network error: x', 0))).toBe(message);
    expect(registrationErrorMessage(new Error('x'))).toBe(message);
  });

  it('reads success from the answer', () => {
    expect(registrationSucceeded({ success: true, message: 'ok' })).toBe(true);
    expect(registrationSucceeded({ success: false })).toBe(false);
  });
});
