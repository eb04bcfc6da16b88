import { z } from 'zod';
import { userDetails } from './user.ts';

// --- PUT /api/vehicles/:id/photo and PUT /api/user/profile-picture --------------------------------
/** The upload (POST /api/Objects/GetUploadUrl, then the file sent) that becomes the photo. */
export const attachPhotoRequest = z.object({ uploadId: z.uuid({ error: 'must be an upload id' }) });
export type AttachPhotoRequest = z.input<typeof attachPhotoRequest>;

/** The person's details with the new picture (or none). */
export const profilePictureResponse = userDetails;

// --- GET /api/photos/:name (the links answers carry; src/server/photo-links.ts) -------------------
export const photoLinkParams = z.object({
  name: z.string().regex(/^[0-9a-f]{32}\.webp$/, 'This photo link is not valid.'),
});
export const photoLinkQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(20).max(100),
});
