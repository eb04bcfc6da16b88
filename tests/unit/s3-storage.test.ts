import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/server/providers/storage/s3-storage.ts';
import { startLocalS3 } from '../helpers/local-s3.ts';

describe('the S3 storage adapter, against a local S3-compatible server', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let storage: ReturnType<typeof createS3Storage>;
  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = createS3Storage(s3.options);
  });
  afterAll(() => s3.close());

  it('stores, reads back and deletes an object', async () => {
    await storage.put('documents/u1/id.png', Buffer.from('png bytes'), 'image/png');
    expect((await storage.get('documents/u1/id.png'))?.toString()).toBe('png bytes');
    await storage.delete('documents/u1/id.png');
    expect(await storage.get('documents/u1/id.png')).toBeNull();
    await expect(storage.delete('documents/u1/never-there.png')).resolves.toBeUndefined();
  });

  // s3rver does not check Signature V4, so the signature itself is checked against the example
  // AWS publishes for presigned URLs ("Authenticating Requests: Using Query Parameters").
  it('signs presigned URLs exactly as AWS documents', async () => {
    const aws = createS3Storage({
      bucket: 'examplebucket',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      now: () => new Date('2013-05-24T00:00:00Z'),
    });
    const url = new URL((await aws.presignedGetUrl('test.txt', 86400))!);
    expect(url.origin + url.pathname).toBe('https://examplebucket.s3.amazonaws.com/test.txt');
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('hands out presigned PUT and GET URLs that work without credentials', async () => {
    const putUrl = await storage.presignedPutUrl('incoming/upload-1', 900);
    expect(putUrl).toContain('X-Amz-Signature=');
    expect(putUrl).toContain('X-Amz-Expires=900');
    const put = await fetch(putUrl!, {
      method: 'PUT',
      body: 'jpeg bytes',
      headers: { 'Content-Type': 'image/jpeg' },
    });
    expect(put.status).toBe(200);
    const getUrl = await storage.presignedGetUrl('incoming/upload-1', 60);
    const get = await fetch(getUrl!);
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('jpeg bytes');
  });

  it('makes an SVG a download when fetched through a presigned URL', async () => {
    await storage.put(
      'documents/u1/id.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    const url = await storage.presignedGetUrl('documents/u1/id.svg', 60, 'national-id.svg');
    const res = await fetch(url!);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="national-id.svg"');
  });
});
