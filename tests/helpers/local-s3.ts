import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './server-process.ts';

/** A real S3-compatible server on loopback (s3rver), checking signatures like S3 does. */
export async function startLocalS3(bucket = 'pamoja-test') {
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'pamoja-s3-')),
    configureBuckets: [{ name: bucket, configs: [] }],
    vhostBuckets: false,
  });
  await server.run();
  return {
    options: {
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      endpoint: `http://127.0.0.1:${port}`,
    },
    close: () => server.close(),
  };
}
