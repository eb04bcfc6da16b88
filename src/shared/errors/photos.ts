import { defineErrors } from './define-errors.ts';

/** Vehicle photos and profile pictures; the upload itself answers the documents' errors. */
export const PHOTO_ERRORS = defineErrors({
  photo_invalid_type: { status: 415, message: 'Please select a photo (PNG or JPG).' },
  photo_unreadable: {
    status: 422,
    message: 'This photo could not be read. Please take or choose another one.',
  },
  photo_not_found: { status: 404, message: 'This photo does not exist.' },
  photo_link_invalid: { status: 403, message: 'This photo link is not valid.' },
  photo_link_expired: {
    status: 410,
    message: 'This photo link has expired. Please reload the page.',
  },
});
