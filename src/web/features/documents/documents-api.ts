import { queryOptions } from '@tanstack/react-query';
import type { DriverStatus } from '../../../shared/schemas/account-status';
import type { DocumentView } from '../../../shared/schemas/documents';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

export type DocumentRecord = Json<DocumentView>;

import { NATIONAL_ID } from '../../../shared/rules/documents';

export type { DriverStatus };
export { NATIONAL_ID };
/** The app's stand-in for the document number; the server keeps the one given at registration. */
export const PENDING_DOCUMENT_NUMBER = 'pending';

/** Where the person stands on the way to driving; read fresh on every visit. */
export const driverStatusQuery = queryOptions({
  queryKey: queryKeys.driverStatus,
  queryFn: getJson<DriverStatus>('/api/auth/check-driver-license'),
  staleTime: 0,
});

/** The person's own documents, newest first. */
export const ownDocumentsQuery = queryOptions({
  queryKey: queryKeys.ownDocuments,
  queryFn: getJson<DocumentRecord[]>('/api/Documents/GetUserDocuments'),
  staleTime: 0,
});

export function documentImagePath(documentId: string): string {
  return `/api/Documents/${encodeURIComponent(documentId)}/image`;
}

export function getUploadUrl(): Promise<{ uploadId: string; uploadURL: string }> {
  return apiRequest('POST', '/api/Objects/GetUploadUrl');
}

export function processUploadedDocument(
  uploadId: string,
  documentURL: string,
): Promise<{ objectPath: string }> {
  return apiRequest('PUT', '/api/Documents/ProcessUploadedDocument', {
    uploadId,
    documentType: NATIONAL_ID,
    // The server decides by uploadId; a presigned URL's signature has no business in its logs.
    documentURL: documentURL.split('?')[0],
  });
}

export function saveUserDocument(objectPath: string): Promise<DocumentRecord> {
  return apiRequest('POST', '/api/Documents/SaveUserDocument', {
    documentType: NATIONAL_ID,
    documentNumber: PENDING_DOCUMENT_NUMBER,
    documentImageUrl: objectPath,
  });
}

/**
 * Our own signed URL (local storage) is a relative path on this origin and needs the session
 * cookie; a presigned S3 URL is another origin and must get no cookies at all.
 */
export function isOwnOrigin(url: string): boolean {
  const here = globalThis.location?.origin;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  if (!here) return false;
  try {
    return new URL(url, here).origin === here;
  } catch {
    return false;
  }
}

/** The transfer itself: the file as the body, with its content type. Answers the raw response. */
export function sendFile(uploadURL: string, file: Blob, contentType: string): Promise<Response> {
  return fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': contentType },
    credentials: isOwnOrigin(uploadURL) ? 'include' : 'omit',
  });
}
