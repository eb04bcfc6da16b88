import { z } from 'zod';
import {
  EMAIL_INVALID,
  FULL_NAME_REQUIRED,
  GENDER_REQUIRED,
  NATIONAL_ID_REQUIRED,
  OTP_INCOMPLETE_MESSAGE,
} from '../auth-messages.ts';
import { LANGUAGES } from '../language.ts';
import { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE, toE164KenyanPhone } from '../phone.ts';
import { genders, userDetails } from './user.ts';

export * from '../auth-messages.ts';

/** A Kenyan mobile number in any accepted form, answered in E.164 (+2547XXXXXXXX). */
export const kenyanPhone = z
  .string({ error: PHONE_REQUIRED_MESSAGE })
  .min(1, PHONE_REQUIRED_MESSAGE)
  .max(32, PHONE_INVALID_MESSAGE)
  .transform((value, ctx) => {
    const e164 = toE164KenyanPhone(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    }
    return e164;
  });

/** The code as typed: 4 to 6 characters are accepted by the schema; only 5 digits can match. */
export const otpCode = z
  .string({ error: OTP_INCOMPLETE_MESSAGE })
  .trim()
  .min(4, OTP_INCOMPLETE_MESSAGE)
  .max(6, OTP_INCOMPLETE_MESSAGE);

const optionalEmail = z
  .string()
  .trim()
  .max(254, EMAIL_INVALID)
  .transform((v) => v || undefined)
  .pipe(z.email({ error: EMAIL_INVALID }).optional())
  .nullish();

/** Gender as the dialog sends it, or as the unused variant's code (Male 1, Female 2, Other 3). */
export const genderInput = z.preprocess(
  (value) =>
    value === 1 || value === '1'
      ? 'Male'
      : value === 2 || value === '2'
        ? 'Female'
        : value === 3 || value === '3'
          ? 'Other'
          : value,
  z.enum(genders, { error: GENDER_REQUIRED }),
);

// --- POST /api/auth/otp/send, GET /api/Auth/GenerateOTP ---------------------------------
export const otpSendRequest = z.object({ phoneNumber: kenyanPhone });
export const otpSendResponse = z.object({ success: z.boolean(), message: z.string() });
export type OtpSendResponse = z.infer<typeof otpSendResponse>;

// --- POST /api/auth/otp/verify ------------------------------------------------------------
export const otpVerifyRequest = z.object({ phoneNumber: kenyanPhone, otp: otpCode });
/** The second use of the same path: completing registration after `needs_registration`. */
export const registrationRequest = z.object({
  phoneNumber: kenyanPhone,
  otp: otpCode,
  isNewUser: z.literal(true),
  fullName: z.string({ error: FULL_NAME_REQUIRED }).trim().min(1, FULL_NAME_REQUIRED).max(100),
  firstName: z.string().trim().max(60).optional(),
  lastName: z.string().trim().max(100).optional(),
  email: optionalEmail,
  nationalIdNumber: z
    .string({ error: NATIONAL_ID_REQUIRED })
    .trim()
    .min(1, NATIONAL_ID_REQUIRED)
    .max(20, 'National ID Number is too long'),
  gender: genderInput,
});
export type RegistrationRequest = z.input<typeof registrationRequest>;

export const otpVerifyResponse = z.object({
  status: z.enum(['success', 'needs_registration', 'invalid_otp']),
  phoneNumber: z.string().optional(),
  message: z.string(),
  user: userDetails.optional(),
});
export type OtpVerifyResponse = z.infer<typeof otpVerifyResponse>;

export const registrationResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  user: userDetails.optional(),
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

// --- POST /api/auth/login -----------------------------------------------------------------
export const loginRequest = z.object({
  phoneNumber: kenyanPhone,
  otp: otpCode,
  isNewUser: z.boolean().optional(),
  FullName: z.string().trim().max(100).optional(),
  email: optionalEmail,
  NationalID: z.string().trim().max(20).optional(),
  gender: genderInput.optional(),
});
export const loginResponse = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  user: userDetails.optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

// --- Profile and account --------------------------------------------------------------------
export const updateUserDetailsRequest = z
  .object({
    fullName: z.string().trim().min(1, FULL_NAME_REQUIRED).max(100),
    email: optionalEmail,
    nationalId: z.string().trim().min(1, NATIONAL_ID_REQUIRED).max(20),
    gender: genderInput,
    language: z.enum(LANGUAGES),
  })
  .partial()
  .extend({
    /**
     * A verified driver's consent that a new name or National ID goes back to an agent; without
     * it such a change is refused (`identity_review_required`) and nothing is saved.
     */
    acceptIdentityReview: z.literal(true).optional(),
  });
export type UpdateUserDetailsRequest = z.input<typeof updateUserDetailsRequest>;
export const lastKnownLocationRequest = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().trim().max(300).optional(),
});
export const successResponse = z.object({ success: z.boolean(), message: z.string().optional() });

/** What deleting the account would take away, for the confirmation. */
export const accountDeletionPreview = z.object({
  accountBalance: z.number().int(),
  upcomingBookings: z.number().int(),
  upcomingRides: z.number().int(),
  vehicles: z.number().int(),
  documents: z.number().int(),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreview>;

export const mapsKeyResponse = z.object({ googleApiKey: z.string().nullable() });
