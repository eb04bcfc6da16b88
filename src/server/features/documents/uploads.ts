import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { MAX_DOCUMENT_BYTES, UPLOAD_URL_MINUTES } from '../../../shared/rules/documents.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';
import { detectImageType } from './detect-image-type.ts';

export interface UploadDeps {
  db: Database;
  storage: StorageProvider;
}

export type Upload = typeof uploads.$inferSelect;

const UPLOADS_PER_HOUR = 20;
const sha256 = (value: string) => hash('sha256', value);

/**
 * A single-use upload slot for one user, valid 15 minutes. On S3 the URL is a presigned PUT to a
 * holding key; on local disk it is our own signed URL. Either way the bytes are checked before
 * the file counts.
 */
export async function createUploadSlot(
  deps: UploadDeps,
  userId: string,
): Promise<{ uploadId: string; uploadURL: string }> {
  const [recent] = await deps.db
    .select({ n: count() })
    .from(uploads)
    .where(
      and(eq(uploads.userId, userId), gt(uploads.createdAt, sql`${sqlNow()} - interval '1 hour'`)),
    );
  if ((recent?.n ?? 0) >= UPLOADS_PER_HOUR) {
    throw new AppError('too_many_uploads');
  }
  const token = randomBytes(32).toString('base64url');
  const [slot] = await deps.db
    .insert(uploads)
    .values({
      userId,
      tokenHash: sha256(token),
      objectKey: `documents/${userId}/${randomBytes(12).toString('hex')}`,
      expiresAt: sql`${sqlNow()} + ${`${UPLOAD_URL_MINUTES} minutes`}::interval`,
    })
    .returning();
  if (!slot) throw new Error('upload slot not written');
  const incomingKey = `incoming/${slot.id}`;
  const presigned = await deps.storage.presignedPutUrl(incomingKey, UPLOAD_URL_MINUTES * 60);
  if (presigned) {
    await deps.db.update(uploads).set({ incomingKey }).where(eq(uploads.id, slot.id));
    return { uploadId: slot.id, uploadURL: presigned };
  }
  return { uploadId: slot.id, uploadURL: `/api/uploads/${slot.id}?signature=${token}` };
}

/** Checks bytes against the rules: an image by content, not name, and at most 5 MB. */
export function checkImage(bytes: Uint8Array) {
  if (bytes.length === 0) throw new AppError('document_empty');
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new AppError('document_too_large');
  const type = detectImageType(bytes);
  if (!type) throw new AppError('document_invalid_type');
  return type;
}

/** The PUT to our own signed upload URL (local storage): once, by its owner, before it expires. */
export async function receiveUpload(
  deps: UploadDeps,
  input: { uploadId: string; signature: string; userId: string; bytes: Buffer },
): Promise<Upload> {
  const [slot] = await deps.db.select().from(uploads).where(eq(uploads.id, input.uploadId));
  const given = Buffer.from(sha256(input.signature), 'hex');
  if (!slot || !timingSafeEqual(given, Buffer.from(slot.tokenHash, 'hex'))) {
    throw new AppError('upload_link_invalid');
  }
  if (slot.userId !== input.userId) throw new AppError('upload_not_yours');
  if (slot.uploadedAt) throw new AppError('upload_used');
  if (slot.expiresAt.getTime() <= now().getTime()) throw new AppError('upload_expired');
  const contentType = checkImage(input.bytes);
  // Claim the slot first, so two racing PUTs cannot both store a file.
  const [claimed] = await deps.db
    .update(uploads)
    .set({ uploadedAt: sqlNow(), contentType, sizeBytes: input.bytes.length })
    .where(
      and(eq(uploads.id, slot.id), isNull(uploads.uploadedAt), gt(uploads.expiresAt, sqlNow())),
    )
    .returning();
  if (!claimed) throw new AppError('upload_used');
  try {
    await deps.storage.put(claimed.objectKey, input.bytes, contentType);
  } catch (error) {
    await deps.db.update(uploads).set({ uploadedAt: null }).where(eq(uploads.id, slot.id));
    throw error;
  }
  return claimed;
}

/**
 * `ProcessUploadedDocument`: the owner's uploaded file becomes a document image, once, before
 * its slot expires (an unused slot's files are then deleted: discard-unused-uploads.ts). A file
 * that went straight to S3 is fetched and checked here, then moved out of the holding key.
 */
export async function processUpload(
  deps: UploadDeps,
  userId: string,
  uploadId: string,
): Promise<Upload> {
  const [slot] = await deps.db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!slot) throw new AppError('upload_not_found');
  if (slot.userId !== userId) throw new AppError('upload_not_yours');
  if (slot.processedAt) throw new AppError('upload_used');
  if (slot.discardedAt || slot.expiresAt.getTime() <= now().getTime()) {
    throw new AppError('upload_expired');
  }
  const unused = and(
    eq(uploads.id, slot.id),
    isNull(uploads.processedAt),
    isNull(uploads.discardedAt),
  );

  if (slot.incomingKey && !slot.uploadedAt) {
    const bytes = await deps.storage.get(slot.incomingKey);
    if (!bytes) throw new AppError('upload_not_sent');
    let contentType: ReturnType<typeof checkImage>;
    try {
      contentType = checkImage(bytes);
    } finally {
      await deps.storage.delete(slot.incomingKey);
    }
    await deps.storage.put(slot.objectKey, bytes, contentType);
    const [done] = await deps.db
      .update(uploads)
      .set({
        uploadedAt: sqlNow(),
        processedAt: sqlNow(),
        contentType,
        sizeBytes: bytes.length,
      })
      .where(unused)
      .returning();
    if (!done) throw new AppError('upload_used');
    return done;
  }

  if (!slot.uploadedAt) throw new AppError('upload_not_sent');
  const [done] = await deps.db
    .update(uploads)
    .set({ processedAt: sqlNow() })
    .where(unused)
    .returning();
  if (!done) throw new AppError('upload_used');
  return done;
}
