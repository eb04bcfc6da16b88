import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, SVG_BYTES } from '../helpers/images.ts';
import { startLocalS3 } from '../helpers/local-s3.ts';
import { json, newPhone, signUp } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('identity documents on S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let t: TestApp;
  const agentPhone = newPhone();

  beforeAll(async () => {
    s3 = await startLocalS3('pamoja-documents');
    t = await createTestApp({
      API_RATE_LIMIT_PER_MINUTE: '0',
      AGENT_PHONES: agentPhone,
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: s3.options.bucket,
      S3_REGION: s3.options.region,
      S3_ENDPOINT: s3.options.endpoint,
      S3_ACCESS_KEY_ID: s3.options.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const start = async (cookie: string) =>
    (
      await t.app.inject({ method: 'POST', url: '/api/Objects/GetUploadUrl', headers: { cookie } })
    ).json() as { uploadId: string; uploadURL: string };
  const processUpload = (cookie: string, uploadId: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/Documents/ProcessUploadedDocument',
      ...json({ uploadId }, { cookie }),
    });

  it('uploads straight to the store, checks the bytes there, and shows agents a short-lived link', async () => {
    const { cookie } = await signUp(t.app);
    const { uploadId, uploadURL } = await start(cookie);
    expect(
      uploadURL.startsWith(`${s3.options.endpoint}/pamoja-documents/incoming/${uploadId}?`),
    ).toBe(true);
    expect(uploadURL).toContain('X-Amz-Expires=900');
    const sent = await fetch(uploadURL, {
      method: 'PUT',
      body: SVG_BYTES,
      headers: { 'Content-Type': 'image/svg+xml' },
    });
    expect(sent.status).toBe(200);
    const processed = await processUpload(cookie, uploadId);
    expect(processed.statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Documents/SaveUserDocument',
      ...json({ documentImageUrl: processed.json().objectPath }, { cookie }),
    });
    expect(saved.statusCode).toBe(200);

    const agent = await signUp(t.app, agentPhone);
    const image = await t.app.inject({
      url: `/api/admin/documents/${saved.json().id}/image`,
      headers: { cookie: agent.cookie },
    });
    expect(image.statusCode).toBe(302);
    const location = String(image.headers.location);
    expect(location.startsWith(`${s3.options.endpoint}/pamoja-documents/documents/`)).toBe(true);
    const fetched = await fetch(location);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(SVG_BYTES)).toBe(true);
    expect(fetched.headers.get('content-disposition')).toContain('attachment');
    // The page may show images from the store, and the browser may upload to it.
    const page = await t.app.inject('/');
    expect(String(page.headers['content-security-policy'])).toContain(
      `img-src 'self' data: blob: ${s3.options.endpoint}`,
    );
  });

  it('refuses a PDF that went to the store under an image name, and removes it', async () => {
    const { cookie } = await signUp(t.app);
    const { uploadId, uploadURL } = await start(cookie);
    await fetch(uploadURL, {
      method: 'PUT',
      body: PDF_BYTES,
      headers: { 'Content-Type': 'image/png' },
    });
    const res = await processUpload(cookie, uploadId);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'document_invalid_type',
      message: 'Please select an image file (SVG, PNG, JPG).',
    });
    const again = await processUpload(cookie, uploadId);
    expect(again.statusCode).toBe(400);
  });
});
