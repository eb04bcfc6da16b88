import { z } from 'zod';

/** `GET /api/auth/check-driver-license` and `/api/auth/auto-verify-user`: may this person drive? */
export const driverStatusResponse = z.object({
  isDriver: z.boolean(),
  isVerified: z.boolean(),
  canScheduleRides: z.boolean(),
  documentStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  rejectionReason: z.string().nullable(),
  message: z.string(),
});
export type DriverStatus = z.infer<typeof driverStatusResponse>;

/** Enough to recognise the person tokens go to, never their whole number. */
export const recipientSummary = z.object({ firstName: z.string(), maskedPhone: z.string() });

/** `GET /api/auth/get-recipient?phoneNumber=`: who would receive tokens sent to a phone. */
export const recipientResponse = z.object({
  found: z.boolean(),
  recipient: recipientSummary.nullable(),
});
export type RecipientResponse = z.infer<typeof recipientResponse>;

/** `GET /api/auth/get-status-before-trip`: can this person book (a given ride) right now? */
export const statusBeforeTripResponse = z.object({
  accountBalance: z.number().int(),
  isDriver: z.boolean(),
  isVerified: z.boolean(),
  profileComplete: z.boolean(),
  ride: z
    .object({
      id: z.string(),
      canBook: z.boolean(),
      reason: z.string().nullable(),
      availableSeats: z.number().int(),
      pricePerSeat: z.number().int(),
      departureTime: z.date(),
    })
    .nullable(),
});
