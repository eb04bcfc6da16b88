import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock } from '../../src/server/clock.ts';
import { uploads } from '../../src/server/db/schema.ts';
import { createLocalStorage } from '../../src/server/providers/storage/local-storage.ts';
import { createS3Storage } from '../../src/server/providers/storage/s3-storage.ts';
import type { StorageProvider } from '../../src/server/providers/storage/storage-provider.ts';
import { createPassenger } from '../factories/index.ts';
import { JPEG_BYTES } from '../helpers/images.ts';
import { startLocalS3 } from '../helpers/local-s3.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A photo or ID image uploaded and never used (the app closed, the person cancelled, a document
// refused because another still waits) is not kept: its slot is refused from its expiry (15
// minutes), and an hour later its files, camera EXIF and GPS included, are deleted and the slot
// marked discarded. An image saved as a document stays.

async function person(t: TestApp) {
  return t.signIn((await createPassenger(t.database.db)).id);
}

async function slot(t: TestApp, headers: { cookie: string }) {
  const res = await t.app.inject({ method: 'POST', url: '/api/Objects/GetUploadUrl', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { uploadId: string; uploadURL: string };
}

const processUpload = (t: TestApp, headers: { cookie: string }, uploadId: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/Documents/ProcessUploadedDocument',
    ...json({ uploadId }, headers),
  });

const saveDocument = (t: TestApp, headers: { cookie: string }, documentImageUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Documents/SaveUserDocument',
    ...json({ documentType: 'National ID', documentImageUrl }, headers),
  });

/** Sends the image to a slot's own signed URL (local storage) and has it checked. */
async function sendAndProcess(t: TestApp, headers: { cookie: string }) {
  const { uploadId, uploadURL } = await slot(t, headers);
  const put = await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...headers, 'content-type': 'image/jpeg' },
    payload: JPEG_BYTES,
  });
  expect(put.statusCode, put.body).toBe(200);
  const processed = await processUpload(t, headers, uploadId);
  expect(processed.statusCode, processed.body).toBe(200);
  return { uploadId, objectPath: processed.json().objectPath as string };
}

async function row(t: TestApp, uploadId: string) {
  const [found] = await t.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!found) throw new Error(`no upload ${uploadId}`);
  return found;
}

const moveClock = async (t: TestApp, advanceMinutes: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/clock',
    ...json({ advanceMinutes }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { uploadsDiscarded?: number };
};

describe('unused uploads on local storage', () => {
  let t: TestApp;
  let storage: StorageProvider;
  beforeAll(async () => {
    storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'pamoja-uploads-')));
    t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' }, { providers: { storage } });
  });
  afterAll(() => t?.close());

  it('are refused from their expiry, and their files deleted an hour later', async () => {
    const me = await person(t);
    const sentOnly = await slot(t, me);
    const put = await t.app.inject({
      method: 'PUT',
      url: sentOnly.uploadURL,
      headers: { ...me, 'content-type': 'image/jpeg' },
      payload: JPEG_BYTES,
    });
    expect(put.statusCode, put.body).toBe(200);
    const neverSent = await slot(t, me);
    // Saved as the person's National ID: it stays. A second one, checked while the first still
    // waits for an agent, is refused as a document and never used.
    const used = await sendAndProcess(t, me);
    expect((await saveDocument(t, me, used.objectPath)).statusCode).toBe(200);
    const refused = await sendAndProcess(t, me);
    const again = await saveDocument(t, me, refused.objectPath);
    expect([again.statusCode, again.json().code]).toEqual([409, 'document_already_pending']);
    const sentFile = (await row(t, sentOnly.uploadId)).objectKey;
    const usedFile = (await row(t, used.uploadId)).objectKey;
    const refusedFile = (await row(t, refused.uploadId)).objectKey;
    expect(await storage.get(sentFile)).toEqual(JPEG_BYTES);
    expect(await storage.get(refusedFile)).toEqual(JPEG_BYTES);

    // Past the 15 minutes: the slot is over, whatever was sent to it.
    expect((await moveClock(t, 16)).uploadsDiscarded).toBe(0);
    const late = await processUpload(t, me, sentOnly.uploadId);
    expect([late.statusCode, late.json().code]).toEqual([410, 'upload_expired']);

    // An hour after that, the unused files are gone, the refused ID image too; the saved one stays.
    expect((await moveClock(t, 60)).uploadsDiscarded).toBe(3);
    expect(await storage.get(sentFile)).toBeNull();
    expect(await storage.get(refusedFile)).toBeNull();
    expect(await storage.get(usedFile)).toEqual(JPEG_BYTES);
    expect((await row(t, sentOnly.uploadId)).discardedAt).not.toBeNull();
    expect((await row(t, neverSent.uploadId)).discardedAt).not.toBeNull();
    expect((await row(t, refused.uploadId)).discardedAt).not.toBeNull();
    expect((await row(t, used.uploadId)).discardedAt).toBeNull();
    const after = await processUpload(t, me, sentOnly.uploadId);
    expect([after.statusCode, after.json().code]).toEqual([410, 'upload_expired']);
    // Its file gone, the refused image can no longer become a document.
    const tooLate = await saveDocument(t, me, refused.objectPath);
    expect([tooLate.statusCode, tooLate.json().code]).toEqual([400, 'document_image_unknown']);
    expect((await moveClock(t, 60)).uploadsDiscarded).toBe(0);
  });

  it('are each discarded once when several processes run the job at once', async () => {
    const other = await createTestApp({}, { database: t.database, providers: { storage } });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const me = await person(t);
        for (let n = 0; n < 15; n++) ids.push((await slot(t, me)).uploadId);
      }
      advanceClock(76);
      const counts = await Promise.all([
        t.app.jobs.discardUnusedUploads(),
        other.app.jobs.discardUnusedUploads(),
        t.app.jobs.discardUnusedUploads(),
        other.app.jobs.discardUnusedUploads(),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(ids.length);
      for (const id of ids) expect((await row(t, id)).discardedAt).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('unused uploads on S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let storage: StorageProvider;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3('pamoja-unused-uploads');
    storage = createS3Storage(s3.options);
    t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' }, { providers: { storage } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('lose the file waiting in the holding key', async () => {
    const me = await person(t);
    const { uploadId, uploadURL } = await slot(t, me);
    const sent = await fetch(uploadURL, {
      method: 'PUT',
      body: JPEG_BYTES,
      headers: { 'Content-Type': 'image/jpeg' },
    });
    expect(sent.status).toBe(200);
    expect(await storage.get(`incoming/${uploadId}`)).toEqual(JPEG_BYTES);
    expect((await moveClock(t, 16)).uploadsDiscarded).toBe(0);
    const late = await processUpload(t, me, uploadId);
    expect([late.statusCode, late.json().code]).toEqual([410, 'upload_expired']);
    expect((await moveClock(t, 60)).uploadsDiscarded).toBe(1);
    expect(await storage.get(`incoming/${uploadId}`)).toBeNull();
    expect((await row(t, uploadId)).discardedAt).not.toBeNull();
  });
});
