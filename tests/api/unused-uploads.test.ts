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

// A photo or ID image uploaded and never used (the app closed, the person cancelled) is not
// kept: its slot is refused from its expiry (15 minutes), and an hour later its files, camera
// EXIF and GPS included, are deleted and the slot marked discarded.

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
    const used = await slot(t, me);
    await t.app.inject({
      method: 'PUT',
      url: used.uploadURL,
      headers: { ...me, 'content-type': 'image/jpeg' },
      payload: JPEG_BYTES,
    });
    expect((await processUpload(t, me, used.uploadId)).statusCode).toBe(200);
    const sentFile = (await row(t, sentOnly.uploadId)).objectKey;
    const usedFile = (await row(t, used.uploadId)).objectKey;
    expect(await storage.get(sentFile)).toEqual(JPEG_BYTES);

    // Past the 15 minutes: the slot is over, whatever was sent to it.
    expect((await moveClock(t, 16)).uploadsDiscarded).toBe(0);
    const late = await processUpload(t, me, sentOnly.uploadId);
    expect([late.statusCode, late.json().code]).toEqual([410, 'upload_expired']);

    // An hour after that, its file is gone; a used upload keeps its file.
    expect((await moveClock(t, 60)).uploadsDiscarded).toBe(2);
    expect(await storage.get(sentFile)).toBeNull();
    expect(await storage.get(usedFile)).toEqual(JPEG_BYTES);
    expect((await row(t, sentOnly.uploadId)).discardedAt).not.toBeNull();
    expect((await row(t, neverSent.uploadId)).discardedAt).not.toBeNull();
    expect((await row(t, used.uploadId)).discardedAt).toBeNull();
    const after = await processUpload(t, me, sentOnly.uploadId);
    expect([after.statusCode, after.json().code]).toEqual([410, 'upload_expired']);
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
