import { z } from 'zod';
import { LANGUAGES } from '../language.ts';

export const genders = ['Male', 'Female', 'Other'] as const;

/** The user record the web app reads (`GET /api/user/details`). */
export const userDetails = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  nationalId: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  /** A link to the picture that works for 1 to 2 hours, or null. */
  profilePictureUrl: z.string().nullable(),
  isDriver: z.boolean(),
  isVerified: z.boolean(),
  isAgent: z.boolean(),
  accountBalance: z.number().int(),
  rating: z.number().nullable(),
  totalRatings: z.number().int(),
  /** Screens, API messages and SMS in this language, on every device (decisions.md). */
  language: z.enum(LANGUAGES),
});
export type UserDetails = z.infer<typeof userDetails>;

export const sessionResponse = z.object({ isAuthenticated: z.boolean() });
export type SessionResponse = z.infer<typeof sessionResponse>;
