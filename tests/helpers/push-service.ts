import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the push service received: headers, the decrypted payload, the VAPID claims. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The payload decrypted with the subscription's own private key and auth secret. */
  payload: unknown;
  vapid: {
    /** The server's public key from `k=`. */
    publicKey: string;
    claims: { aud?: string; sub?: string; exp?: number };
    /** The JWT's ES256 signature checks out against `k=`. */
    signatureValid: boolean;
  };
}

export interface PushServiceStandIn {
  origin: string;
  /** A new browser subscription at this push service, as PushSubscription.toJSON() gives it. */
  subscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The status the push service answers for one endpoint from now on (201 by default). */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  /** Requests whose payload or signature could not be read (a test expects none). */
  undecryptable: string[];
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * A push service on 127.0.0.1, as Mozilla's or Google's would be for a browser: it takes Web Push
 * requests, checks the VAPID JWT (RFC 8292) and decrypts the aes128gcm payload (RFC 8291, RFC
 * 8188) with the keys of the subscription it handed out. Nothing of web-push is mocked.
 */
export async function startPushService(): Promise<PushServiceStandIn> {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const undecryptable: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const browser = browsers.get(path);
      const status = statuses.get(path) ?? (browser ? 201 : 404);
      if (browser && status < 300) {
        try {
          received.push({
            path,
            headers: request.headers,
            payload: JSON.parse(decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth)),
            vapid: readVapid(String(request.headers.authorization ?? '')),
          });
        } catch (error) {
          // A real push service refuses what it cannot read; the test sees nothing arrive.
          undecryptable.push(String(error));
          response.writeHead(400).end();
          return;
        }
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    undecryptable,
    subscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${b64url(randomBytes(12))}`;
      browsers.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    answer(endpoint, status) {
      statuses.set(new URL(endpoint).pathname, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188 section 2, as a user agent does it. */
function decrypt(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  const ecdhSecret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = hmac(hmac(authSecret, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const baseNonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const parts: Buffer[] = [];
  for (let seq = 0, at = 0; at < records.length; seq++, at += recordSize) {
    const record = records.subarray(at, at + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record sequence number XORed into the nonce's end (small numbers: the last 4 bytes).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
    // Padding: zeros after a delimiter, 2 in the last record, 1 in the others.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const delimiter = plain[end];
    const last = at + recordSize >= records.length;
    if (delimiter !== (last ? 2 : 1)) throw new Error('bad record padding');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts).toString('utf8');
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292 section 3). */
function readVapid(header: string): ReceivedPush['vapid'] {
  const token = /t=([^,\s]+)/.exec(header)?.[1] ?? '';
  const publicKey = /k=([^,\s]+)/.exec(header)?.[1] ?? '';
  const [head = '', body = '', signature = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8') || '{}');
  const point = Buffer.from(publicKey, 'base64url');
  let signatureValid = false;
  if (
    point.length === 65 &&
    JSON.parse(Buffer.from(head, 'base64url').toString()).alg === 'ES256'
  ) {
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: b64url(point.subarray(1, 33)),
        y: b64url(point.subarray(33)),
      },
      format: 'jwk',
    });
    signatureValid = verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  }
  return { publicKey, claims, signatureValid };
}
