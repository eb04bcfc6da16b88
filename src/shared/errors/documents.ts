import { defineErrors } from './define-errors.ts';

/** Uploads of National ID photos and agents' reviews. */
export const DOCUMENT_ERRORS = defineErrors({
  too_many_uploads: {
    status: 429,
    message: 'Too many uploads. Please wait a while and try again.',
  },
  upload_body_required: { status: 400, message: 'Send the image file as the request body.' },
  document_empty: {
    status: 400,
    message: 'The file is empty. Please select a photo of your National ID.',
  },
  document_too_large: { status: 413, message: 'Please select a file smaller than 5MB.' },
  document_invalid_type: { status: 415, message: 'Please select an image file (SVG, PNG, JPG).' },
  upload_link_invalid: { status: 403, message: 'This upload link is not valid.' },
  upload_not_yours: { status: 403, message: 'This upload does not belong to you.' },
  upload_used: {
    status: 409,
    message: 'This upload link was already used. Please start the upload again.',
  },
  upload_expired: {
    status: 410,
    message: 'This upload link has expired. Please start the upload again.',
  },
  upload_not_found: { status: 404, message: 'This upload does not exist.' },
  upload_not_sent: {
    status: 400,
    message: 'The file has not been uploaded yet. Please upload it first.',
  },
  document_image_unknown: { status: 400, message: 'Upload the document image first.' },
  document_already_pending: {
    status: 409,
    message: 'Your National ID is already waiting for an agent to check it.',
  },
  document_already_approved: { status: 409, message: 'Your National ID is already verified.' },
  document_not_found: { status: 404, message: 'This document does not exist.' },
  document_not_pending: { status: 409, message: 'This document has already been reviewed.' },
  own_document_review: { status: 403, message: 'Another agent must review your own documents.' },
  document_owner_or_agent_only: {
    status: 403,
    message: 'Only the owner and verification agents can see this document.',
  },
  document_image_missing: { status: 404, message: 'The image of this document is missing.' },
});
