import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { PHOTO_TYPES, PROFILE_PICTURE_PX, VEHICLE_PHOTO_PX } from '../../../shared/rules/photos.ts';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { users, vehicles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { newPhotoKey } from '../../photo-links.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { processUpload } from '../documents/uploads.ts';
import { ownVehicle, type VehicleRow } from '../vehicles/vehicles.ts';

export interface PhotoDeps {
  db: Database;
  storage: StorageProvider;
  log: { warn(obj: object, msg: string): void };
}

type PhotoKind = 'profile' | 'vehicle';
const SIZES: Record<PhotoKind, { width: number; height: number }> = {
  profile: { width: PROFILE_PICTURE_PX, height: PROFILE_PICTURE_PX },
  vehicle: VEHICLE_PHOTO_PX,
};
/** 40 megapixels: any phone camera's photo, but not a small file that decodes to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A photo at its one small size: upright by its EXIF orientation, cropped to fill, WebP. sharp
 * writes no metadata unless asked, so the camera's EXIF (with its GPS position) is gone. A file
 * a browser would still show despite small faults (a bad checksum, a cut-short end) is taken as
 * it shows; one with no image in it is refused.
 */
export async function resizePhoto(bytes: Buffer, kind: PhotoKind): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'none' })
      .rotate()
      .resize({ ...SIZES[kind], fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw new AppError('photo_unreadable');
  }
}

/**
 * The person's uploaded file (the documents' upload path: theirs, sent, used once, an image by
 * its bytes, at most 5 MB) as a stored small photo; answers its key. The original is deleted
 * whatever happens, so the full-size file and its metadata are never kept.
 */
async function storePhoto(
  deps: PhotoDeps,
  userId: string,
  uploadId: string,
  kind: PhotoKind,
): Promise<string> {
  const upload = await processUpload(deps, userId, uploadId);
  try {
    if (!(PHOTO_TYPES as readonly string[]).includes(upload.contentType ?? '')) {
      throw new AppError('photo_invalid_type');
    }
    const original = await deps.storage.get(upload.objectKey);
    if (!original) throw new AppError('upload_not_sent');
    const photo = await resizePhoto(original, kind);
    const key = newPhotoKey();
    await deps.storage.put(key, photo, 'image/webp');
    return key;
  } finally {
    await deps.storage.delete(upload.objectKey);
  }
}

/** Removes the files of photos nobody uses any more; a failure is logged, never answered. */
export async function deletePhotoFiles(deps: PhotoDeps, keys: (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    await deps.storage
      .delete(key)
      .catch((error) => deps.log.warn({ err: error }, 'photo file not removed'));
  }
}

/** Sets (or, with no upload, removes) the photo of the owner's vehicle; another's is 404. */
export async function setVehiclePhoto(
  deps: PhotoDeps,
  ownerId: string,
  vehicleId: string,
  uploadId: string | null,
): Promise<VehicleRow> {
  // Before the upload is used: nobody spends an upload on, or learns of, another's vehicle.
  await ownVehicle(deps.db, ownerId, vehicleId);
  const key = uploadId ? await storePhoto(deps, ownerId, uploadId, 'vehicle') : null;
  const swapped = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photoUrl: vehicles.photoUrl })
      .from(vehicles)
      .where(
        and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId), isNull(vehicles.deletedAt)),
      )
      .for('update');
    if (!current) return null;
    const [row] = await tx
      .update(vehicles)
      .set({ photoUrl: key, updatedAt: sqlNow() })
      .where(eq(vehicles.id, vehicleId))
      .returning();
    return row ? { row, old: current.photoUrl } : null;
  });
  // Deleted meanwhile: the new photo has no vehicle to belong to.
  if (!swapped) {
    await deletePhotoFiles(deps, [key]);
    throw new AppError('vehicle_not_found');
  }
  await deletePhotoFiles(deps, [swapped.old]);
  return swapped.row;
}

/** Sets (or, with no upload, removes) the person's own profile picture; answers the new key. */
export async function setProfilePicture(
  deps: PhotoDeps,
  user: SessionUser,
  uploadId: string | null,
): Promise<string | null> {
  const key = uploadId ? await storePhoto(deps, user.id, uploadId, 'profile') : null;
  const old = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ key: users.profilePictureUrl })
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
      .for('update');
    await tx
      .update(users)
      .set({ profilePictureUrl: key, updatedAt: sqlNow() })
      .where(eq(users.id, user.id));
    return current?.key ?? null;
  });
  await deletePhotoFiles(deps, [old]);
  return key;
}

/** Whether a stored photo is still someone's picture or a vehicle's photo. */
export async function isPhotoInUse(db: Database, key: string): Promise<boolean> {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.profilePictureUrl, key))
    .limit(1);
  if (person) return true;
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.photoUrl, key))
    .limit(1);
  return Boolean(vehicle);
}
