import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type StorageProvider } from './storage-provider.ts';

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Any S3-compatible store (MinIO, R2, ...); path-style addressing. Unset: AWS itself. */
  endpoint?: string;
  /** The signing clock (tests pin it to check signatures against AWS's published examples). */
  now?: () => Date;
}

/** Objects in an S3-compatible bucket, signed with AWS Signature V4. The bucket stays private. */
export function createS3Storage(options: S3Options): StorageProvider {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const awsHost =
    options.region === 'us-east-1' ? 's3.amazonaws.com' : `s3.${options.region}.amazonaws.com`;
  const base = options.endpoint
    ? `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`
    : `https://${options.bucket}.${awsHost}`;
  const urlFor = (key: string) => {
    assertSafeKey(key);
    return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const presign = async (method: 'GET' | 'PUT', url: string, expiresSeconds: number) => {
    const target = new URL(url);
    target.searchParams.set('X-Amz-Expires', String(expiresSeconds));
    const datetime = (options.now?.() ?? new Date()).toISOString().replace(/[:-]|\.\d{3}/g, '');
    const signed = await client.sign(target.toString(), {
      method,
      aws: { signQuery: true, datetime },
    });
    return signed.url;
  };

  return {
    name: 's3',
    origin: new URL(base).origin,
    async put(key, body, contentType) {
      const res = await client.fetch(urlFor(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'Content-Type': contentType, 'Content-Length': String(body.length) },
      });
      if (!res.ok) throw new Error(`S3 PUT ${key} failed with HTTP ${res.status}`);
    },
    async get(key) {
      const res = await client.fetch(urlFor(key));
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed with HTTP ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await client.fetch(urlFor(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404)
        throw new Error(`S3 DELETE ${key} failed with HTTP ${res.status}`);
    },
    presignedPutUrl: (key, expiresSeconds) => presign('PUT', urlFor(key), expiresSeconds),
    async presignedGetUrl(key, expiresSeconds, downloadAs) {
      const url = new URL(urlFor(key));
      // Served from the store's origin, never ours; an SVG is a download, not a page.
      if (downloadAs)
        url.searchParams.set(
          'response-content-disposition',
          `attachment; filename="${downloadAs}"`,
        );
      return presign('GET', url.toString(), expiresSeconds);
    },
  };
}
