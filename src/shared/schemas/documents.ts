import { z } from 'zod';
import {
  MAX_REASON_LENGTH,
  MIN_REASON_LENGTH,
  NATIONAL_ID,
  REJECTION_REASON_MESSAGE,
} from '../rules/documents.ts';

// --- POST /api/Objects/GetUploadUrl ------------------------------------------------------
export const uploadUrlResponse = z.object({ uploadId: z.string(), uploadURL: z.string() });

// --- PUT /api/Documents/ProcessUploadedDocument -----------------------------------------------
export const processDocumentRequest = z.object({
  uploadId: z.uuid({ error: 'must be an upload id' }),
  documentType: z.literal(NATIONAL_ID, { error: `must be '${NATIONAL_ID}'` }).default(NATIONAL_ID),
  /** The upload URL the file was sent to; informative only, the uploadId decides. */
  documentURL: z.string().max(2000).optional(),
});
export const processDocumentResponse = z.object({ objectPath: z.string() });

// --- POST /api/Documents/SaveUserDocument (and /api/Auth/SaveRegistrationDocuments) -----------
export const saveDocumentRequest = z.object({
  documentType: z.literal(NATIONAL_ID, { error: `must be '${NATIONAL_ID}'` }).default(NATIONAL_ID),
  /** The app sends a placeholder; the National ID number from registration is used instead. */
  documentNumber: z.string().trim().max(40).optional(),
  documentImageUrl: z.string().min(1).max(300),
});

export const documentView = z.object({
  id: z.string(),
  documentType: z.string(),
  documentNumber: z.string().nullable(),
  verificationStatus: z.enum(['pending', 'approved', 'rejected']),
  rejectionReason: z.string().nullable(),
  createdAt: z.date(),
  verifiedAt: z.date().nullable(),
});
export type DocumentView = z.infer<typeof documentView>;

// --- Agents: /api/admin/documents ----------------------------------------------------------------
export const adminDocumentsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const adminDocument = documentView.extend({
  user: z.object({
    id: z.string(),
    fullName: z.string().nullable(),
    phoneNumber: z.string(),
    nationalId: z.string().nullable(),
    /** Beside the ID: a link to the person's profile picture (1 to 2 hours), or null. */
    profilePictureUrl: z.string().nullable(),
    /** The name an agent approved before: a second review after a change of name or ID. */
    verifiedFullName: z.string().nullable(),
  }),
  verifiedBy: z.string().nullable(),
  imageUrl: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocument>;
export const rejectDocumentRequest = z.object({
  reason: z
    .string({ error: REJECTION_REASON_MESSAGE })
    .trim()
    .min(MIN_REASON_LENGTH, REJECTION_REASON_MESSAGE)
    .max(MAX_REASON_LENGTH, REJECTION_REASON_MESSAGE),
});
