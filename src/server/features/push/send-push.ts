import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import webpush from 'web-push';
import { pushAddressAllowed } from './push-endpoint.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  /** What the service worker shows: {id, title, body, link, kind}. */
  payload: string;
  /** Seconds the push service keeps it for an offline device. */
  ttl: number;
  urgency: 'normal' | 'high';
  /** One per notification: a repeat sent after a crash replaces the first at the push service. */
  topic: string;
}

/** sent: the push service took it; gone: the subscription expired (delete it); failed: try SMS. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

const TIMEOUT_MS = 10_000;

/**
 * Sends one Web Push message. `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs
 * the VAPID header (RFC 8292); the request itself is ours, because web-push speaks https only
 * and we must control where it connects: the address the endpoint's name resolves to is checked
 * again here (a public name may point inside our network), and a redirect is never followed
 * (Node's http client does not follow them; a 3xx is a failure).
 */
export async function sendPush(
  vapid: VapidKeys,
  target: PushTarget,
  message: PushMessage,
  production: boolean,
): Promise<PushOutcome> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      message.payload,
      {
        vapidDetails: vapid,
        TTL: message.ttl,
        urgency: message.urgency,
        topic: message.topic,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch {
    // The browser's key is not a P-256 point: nothing can ever be encrypted for it.
    return { kind: 'gone' };
  }
  const url = new URL(details.endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !pushAddressAllowed(host, production)) {
    return { kind: 'failed', reason: 'push address not allowed' };
  }
  const status = await new Promise<number>((resolve, reject) => {
    const request = (url.protocol === 'http:' ? http : https).request(
      url,
      {
        method: details.method,
        headers: details.headers as http.OutgoingHttpHeaders,
        lookup: guardedLookup(production),
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  }).catch((error: Error) => error);
  if (status instanceof Error) return { kind: 'failed', reason: status.message.slice(0, 100) };
  if (status === 404 || status === 410) return { kind: 'gone' };
  if (status >= 200 && status < 300) return { kind: 'sent' };
  return { kind: 'failed', reason: `push service answered ${status}` };
}

/** DNS lookup that refuses private addresses, so the connection never goes inside. */
function guardedLookup(production: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const allowed = list.filter((a) => pushAddressAllowed(a.address, production));
      const first = allowed[0];
      if (!first || allowed.length !== list.length) {
        return callback(new Error('push address not allowed'), '', 0);
      }
      if ((options as { all?: boolean }).all) {
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      }
      callback(null, first.address, first.family);
    });
  };
}
