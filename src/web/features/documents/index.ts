// What other features use of this one; everything else in the folder is its own business.

// The upload path photos share (issue 17): the slot, the transfer, and the byte check.
export { claimedType, detectImageType, SNIFF_BYTES } from './document-rules';
export { useDocumentWords } from './document-words';
export { type DriverStatus, driverStatusQuery, getUploadUrl, sendFile } from './documents-api';
export { DriverOnly, DriverToolsLoading } from './driver-only';
export { type Age, ageOf, formatNairobiDateTime } from './format-upload-time';
export { useObjectUrl } from './use-document-upload';
