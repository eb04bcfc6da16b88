import { defineErrors } from './define-errors.ts';

/** Sign-in codes, registration and the account. */
export const AUTH_ERRORS = defineErrors({
  otp_send_failed: {
    status: 502,
    message: 'Failed to send OTP. Please check your phone number and internet connection.',
  },
  otp_invalid: {
    status: 400,
    message: 'Invalid verification code. Please check the code and try again.',
  },
  otp_expired: {
    status: 400,
    message: 'This code has expired or was already used. Please request a new one.',
  },
  otp_too_many_attempts: {
    status: 429,
    message: 'Too many attempts. Please wait a few minutes before trying again.',
  },
  account_exists: {
    status: 409,
    message: 'An account with this phone number already exists. Please try signing in instead.',
  },
  identity_review_required: {
    status: 409,
    message:
      'Changing your name or National ID number sends your account back to an agent for review. You cannot schedule rides until they approve it again.',
  },
  account_not_registered: {
    status: 400,
    message:
      'No Pamoja account uses this phone number yet. Please complete your profile to register.',
  },
  account_has_trip_in_progress: {
    status: 409,
    message:
      'You are on a trip that has not ended yet. You can delete your account once the trip ends.',
  },
  account_has_payment_pending: {
    status: 409,
    message:
      'An M-Pesa payment of yours has not finished yet. You can delete your account once it has, within 15 minutes.',
  },
});
