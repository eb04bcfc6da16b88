import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import { registrationDocuments, uploads } from '../../db/schema.ts';
import type { UploadDeps } from './uploads.ts';

/**
 * How long after its slot expired an unused upload's files are deleted. The slot is refused from
 * its expiry on (processUpload); the wait is for a PUT to S3 begun just before then, which S3
 * lets finish however long it takes (it checks a presigned URL when a request starts).
 */
const DISCARD_AFTER_EXPIRY = '1 hour';
/** Slots per transaction: their files are deleted while their rows are locked. */
const BATCH = 20;

/**
 * A photo or ID image uploaded and never used (the app closed, the person cancelled, a document
 * refused because another was still waiting) is not kept: its files, checked or still in S3's
 * holding key, with the camera's EXIF and GPS, are deleted and the slot marked discarded. Used
 * means saved as a document (registration_documents holds its key); a photo's upload is used up
 * when the photo is made (its original is deleted then), so deleting it again costs nothing.
 * Safe from several processes at once: each slot is taken `FOR UPDATE SKIP LOCKED` and marked in
 * the same transaction as its files go, so a file that could not be deleted is tried again at the
 * next run; a document saved meanwhile locks its slot first (saveUserDocument), and those saved
 * before the slots were locked are seen by a second look. Answers how many slots it discarded.
 */
export async function discardUnusedUploads(deps: UploadDeps): Promise<number> {
  let discarded = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: uploads.id, objectKey: uploads.objectKey, incomingKey: uploads.incomingKey })
        .from(uploads)
        .where(
          and(
            isNull(uploads.discardedAt),
            lt(uploads.expiresAt, sql`${sqlNow()} - ${DISCARD_AFTER_EXPIRY}::interval`),
            sql`not exists (select 1 from ${registrationDocuments} where ${registrationDocuments.documentImageUrl} = ${uploads.objectKey})`,
          ),
        )
        .orderBy(uploads.expiresAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      // Documents saved after this statement's snapshot but before its locks: a new look sees them.
      const saved = new Set(
        (
          await tx
            .select({ key: registrationDocuments.documentImageUrl })
            .from(registrationDocuments)
            .where(
              inArray(
                registrationDocuments.documentImageUrl,
                due.map((slot) => slot.objectKey),
              ),
            )
        ).map((row) => row.key),
      );
      for (const slot of due) {
        if (saved.has(slot.objectKey)) continue;
        await deps.storage.delete(slot.objectKey);
        if (slot.incomingKey) await deps.storage.delete(slot.incomingKey);
      }
      const gone = due.filter((slot) => !saved.has(slot.objectKey));
      if (gone.length > 0) {
        await tx
          .update(uploads)
          .set({ discardedAt: sqlNow() })
          .where(
            inArray(
              uploads.id,
              gone.map((slot) => slot.id),
            ),
          );
      }
      return due.length;
    });
    discarded += count;
    if (count < BATCH) return discarded;
  }
}
