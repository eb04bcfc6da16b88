import { isIP } from 'node:net';

/**
 * Push endpoints come from browsers, that is from anyone: the server will POST to them. So only
 * public https addresses are taken (in development also loopback http, for a local push service),
 * never hosts that name this server's own network. The same check runs again on the address the
 * name resolves to when sending (send-push.ts), so a public name pointing inside is refused too.
 */
export function pushEndpointAllowed(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (url.protocol === 'http:') return !production && isLoopbackHost(host);
  if (url.protocol !== 'https:') return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  if (host.endsWith('.local') || host.endsWith('.internal')) return false;
  if (isIP(host)) return !isPrivateAddress(host);
  // A bare name ("intranet") resolves through local search domains.
  return host.includes('.');
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '::1';
}

/** May the server connect to this resolved address for a push endpoint? */
export function pushAddressAllowed(address: string, production: boolean): boolean {
  if (!production && isLoopbackHost(address)) return true;
  return !isPrivateAddress(address);
}

/**
 * Loopback, private, link-local, CGNAT, unique-local, multicast, unspecified and reserved
 * addresses, IPv4 and IPv6 (IPv4-mapped IPv6 as its IPv4 address).
 */
export function isPrivateAddress(address: string): boolean {
  const ip = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) return isPrivateAddress(mapped[1]);
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (isIP(ip) === 6) {
    if (ip === '::' || ip === '::1') return true;
    const first = Number.parseInt(ip.split(':')[0] || '0', 16);
    return (
      (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
      (first & 0xffc0) === 0xfe80 || // link local fe80::/10
      (first & 0xff00) === 0xff00 || // multicast
      ip.startsWith('64:ff9b:') || // NAT64 into IPv4
      ip.startsWith('::') // IPv4-compatible and other reserved
    );
  }
  return true;
}
