import type { PhotoType } from '../../../shared/rules/photos';
import type { UserDetails } from '../../../shared/schemas/user';
import type { Vehicle } from '../../../shared/schemas/vehicles';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import type { Json } from '../../lib/json';
import { bodyMessage, readJsonBody } from '../../lib/read-json-body';
import { getUploadUrl, sendFile } from '../documents';

/**
 * The documents' upload path (an upload slot, the file sent to it), then the upload becomes the
 * photo: the server checks it is the person's own, resizes it and drops its metadata.
 */
async function upload(file: File, contentType: PhotoType): Promise<string> {
  const slot = await getUploadUrl();
  let response: Response;
  try {
    response = await sendFile(slot.uploadURL, file, contentType);
  } catch {
    throw new ApiError('The photo could not be sent.', 0);
  }
  if (!response.ok) {
    const { data } = await readJsonBody(response);
    throw new ApiError(bodyMessage(data) ?? 'Upload failed', response.status, data);
  }
  return slot.uploadId;
}

export type PhotoFile = { file: File; contentType: PhotoType };

export async function setVehiclePhoto(vehicleId: string, photo: PhotoFile): Promise<Json<Vehicle>> {
  const uploadId = await upload(photo.file, photo.contentType);
  return apiRequest('PUT', `/api/vehicles/${encodeURIComponent(vehicleId)}/photo`, { uploadId });
}

export async function setProfilePicture(photo: PhotoFile): Promise<Json<UserDetails>> {
  const uploadId = await upload(photo.file, photo.contentType);
  return apiRequest('PUT', '/api/user/profile-picture', { uploadId });
}

export function removeProfilePicture(): Promise<Json<UserDetails>> {
  return apiRequest('DELETE', '/api/user/profile-picture');
}
