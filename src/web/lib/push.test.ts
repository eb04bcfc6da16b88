import { describe, expect, it } from 'vitest';
import { vapidKeyBytes } from './push';

describe('the server key for push', () => {
  it('reads base64url without padding, as VAPID keys are written', () => {
    // 0xfb 0xff 0xbf: '+/+/' in base64 is '-_-_' in base64url.
    expect([...vapidKeyBytes('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...vapidKeyBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...vapidKeyBytes('AQ')]).toEqual([1]);
  });

  it('gives the 65 bytes of an uncompressed P-256 public key', () => {
    const key = `B${'A'.repeat(86)}`;
    expect(vapidKeyBytes(key)).toHaveLength(65);
    expect(vapidKeyBytes(key)[0]).toBe(4);
  });
});
