import { t } from '@lingui/core/macro';
import { MAX_DOCUMENT_BYTES } from '../../../shared/rules/documents';
import { PHOTO_TYPES, type PhotoType } from '../../../shared/rules/photos';
import { ApiError } from '../../lib/api-error';
import { claimedType, detectImageType, SNIFF_BYTES } from '../documents';

/** The `accept` attribute of a photo picker. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export type PhotoCheck =
  | { ok: true; file: File; contentType: PhotoType }
  | { ok: false; problem: string };

// The words of the server's refusals (src/shared/errors), the web's own, in the language on screen.
const notAPhoto = () => t`Please select a photo (PNG or JPG).`;
const tooLarge = () => t`Please select a file smaller than 5MB.`;

/**
 * The checks the server makes, before anything is sent: a PNG or JPEG by its bytes, not empty,
 * at most 5 MB.
 */
export async function checkPhotoFile(file: File): Promise<PhotoCheck> {
  if (!(PHOTO_TYPES as readonly string[]).includes(claimedType(file))) {
    return { ok: false, problem: notAPhoto() };
  }
  if (file.size > MAX_DOCUMENT_BYTES) {
    return { ok: false, problem: tooLarge() };
  }
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const contentType = detectImageType(head);
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') {
    return { ok: false, problem: notAPhoto() };
  }
  return { ok: true, file, contentType };
}

/** What a refused upload means for the person, by the server's code. */
export function photoProblem(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'document_invalid_type':
      case 'photo_invalid_type':
        return notAPhoto();
      case 'document_too_large':
        return tooLarge();
      case 'photo_unreadable':
        return t`This photo could not be read. Please take or choose another one.`;
      case 'too_many_uploads':
        return t`Too many uploads. Please wait a while and try again.`;
      default:
        break;
    }
  }
  return t`The photo could not be uploaded. Please try again.`;
}
