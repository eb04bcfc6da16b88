import { userFacing } from './user-facing.ts';

// Sign-in texts and limits shared by the server's schemas and the sign-in dialog, kept free of
// zod so the dialog's chunk stays small.

export const OTP_LENGTH = 5;
export const OTP_RESEND_SECONDS = 60;
/** How long a sign-in code is valid, as the SMS says. */
export const CODE_SMS_MINUTES = 5;

export const OTP_INCOMPLETE_MESSAGE = userFacing('Please enter the complete 5-digit code');
export const FULL_NAME_REQUIRED = userFacing('Please enter your full name');
export const NATIONAL_ID_REQUIRED = userFacing('Please enter your National ID Number');
export const GENDER_REQUIRED = userFacing('Please select your gender');
export const EMAIL_INVALID = userFacing('Please enter a valid email address');

/** What sign-in answers when it works; its refusals are in src/shared/errors/auth.ts. */
export const AUTH_MESSAGES = {
  otpSent: 'OTP sent successfully',
  verificationFailed: 'OTP verification failed',
} as const;
