import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import { uploads } from '../../db/schema.ts';
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
 * A photo or ID image uploaded and never used (the app closed, the person cancelled) is not
 * kept: its files, checked or still in S3's holding key, with the camera's EXIF and GPS, are
 * deleted and the slot marked discarded. Safe from several processes at once: each slot is taken
 * `FOR UPDATE SKIP LOCKED` and marked in the same transaction as its files go, so a file that
 * could not be deleted is tried again at the next run. Answers how many slots it discarded.
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
            isNull(uploads.processedAt),
            isNull(uploads.discardedAt),
            lt(uploads.expiresAt, sql`${sqlNow()} - ${DISCARD_AFTER_EXPIRY}::interval`),
          ),
        )
        .orderBy(uploads.expiresAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      for (const slot of due) {
        await deps.storage.delete(slot.objectKey);
        if (slot.incomingKey) await deps.storage.delete(slot.incomingKey);
      }
      await tx
        .update(uploads)
        .set({ discardedAt: sqlNow() })
        .where(
          inArray(
            uploads.id,
            due.map((slot) => slot.id),
          ),
        );
      return due.length;
    });
    discarded += count;
    if (count < BATCH) return discarded;
  }
}
