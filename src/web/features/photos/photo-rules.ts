import { DOCUMENT_ERRORS } from '../../../shared/errors/documents';
import { PHOTO_ERRORS } from '../../../shared/errors/photos';
import { MAX_DOCUMENT_BYTES } from '../../../shared/rules/documents';
import { PHOTO_TYPES, type PhotoType } from '../../../shared/rules/photos';
import { ApiError } from '../../lib/api-error';
import { claimedType, detectImageType, SNIFF_BYTES } from '../documents';

/** The `accept` attribute of a photo picker. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export type PhotoCheck =
  | { ok: true; file: File; contentType: PhotoType }
  | { ok: false; problem: string };

const NOT_A_PHOTO = PHOTO_ERRORS.photo_invalid_type.message;

/**
 * The checks the server makes, before anything is sent: a PNG or JPEG by its bytes, not empty,
 * at most 5 MB. The words are the server's own (src/shared/errors).
 */
export async function checkPhotoFile(file: File): Promise<PhotoCheck> {
  if (!(PHOTO_TYPES as readonly string[]).includes(claimedType(file))) {
    return { ok: false, problem: NOT_A_PHOTO };
  }
  if (file.size > MAX_DOCUMENT_BYTES) {
    return { ok: false, problem: DOCUMENT_ERRORS.document_too_large.message };
  }
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const contentType = detectImageType(head);
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') {
    return { ok: false, problem: NOT_A_PHOTO };
  }
  return { ok: true, file, contentType };
}

/** What a refused upload means for the person, by the server's code. */
export function photoProblem(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'document_invalid_type':
      case 'photo_invalid_type':
        return NOT_A_PHOTO;
      case 'document_too_large':
        return DOCUMENT_ERRORS.document_too_large.message;
      case 'photo_unreadable':
      case 'too_many_uploads':
        return error.code === 'photo_unreadable'
          ? PHOTO_ERRORS.photo_unreadable.message
          : DOCUMENT_ERRORS.too_many_uploads.message;
      default:
        break;
    }
  }
  return 'The photo could not be uploaded. Please try again.';
}
