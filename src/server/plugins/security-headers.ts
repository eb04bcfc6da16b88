import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { START_AFTER_PAINT_HASH } from './landing-page.ts';

/**
 * The origin the map tiles come from (MAP_TILE_URL), for img-src: exactly that host, or its
 * subdomains when the template picks one (`{s}.tile.example.org`).
 */
export function mapTileOrigin(template: string): string {
  const url = new URL(template.replace(/\{[a-z]+\}/g, 'a'));
  const host = template.includes('{s}.') ? `*.${url.host.split('.').slice(1).join('.')}` : url.host;
  return `${url.protocol}//${host}`;
}

/** The content security policy of a JSON answer. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers helmet writes with these options: the same for every answer, so worked out once. */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return [...headers];
}

/**
 * Strict defaults: everything from our own origin, nothing inline but styles (Radix positions
 * popovers with style attributes) and the landing page's starter script (by its hash), no
 * framing. Google Maps is allowed only when the web app can load it (GOOGLE_MAPS_BROWSER_KEY is
 * set: the server's own key never reaches a page); the trip maps' tiles only from
 * MAP_TILE_URL's host. The headers are worked out once at start (helmet's rules), not for every
 * answer.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    https: boolean;
    /** The web app may load Google's map (a browser key is set). */
    mapsEnabled: boolean;
    imageOrigins: string[];
    mapTileUrl: string;
  },
): Promise<void> {
  const maps = options.mapsEnabled
    ? ['https://maps.googleapis.com', 'https://maps.gstatic.com']
    : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The landing page's one inline script, which starts the app once the page has painted.
        scriptSrc: ["'self'", START_AFTER_PAINT_HASH, ...maps],
        styleSrc: [
          "'self'",
          "'unsafe-inline'",
          ...(options.mapsEnabled ? ['https://fonts.googleapis.com'] : []),
        ],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...maps,
          ...options.imageOrigins,
          mapTileOrigin(options.mapTileUrl),
        ],
        fontSrc: ["'self'", ...(options.mapsEnabled ? ['https://fonts.gstatic.com'] : [])],
        // The browser PUTs documents straight to the file store when it is S3.
        connectSrc: ["'self'", ...maps, ...options.imageOrigins],
        // The installable app: its service worker (/sw.js) and manifest, from our own origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful over HTTPS; on plain http://localhost it would break local use.
    strictTransportSecurity: options.https
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // The app asks for the position (ride search) and the camera (ID photo), nothing else.
  headers.push([
    'Permissions-Policy',
    'geolocation=(self), camera=(self), microphone=(), payment=()',
  ]);
  // The built app's hashed files (/assets/) are code, styles and fonts, never a page: the
  // policies that govern a page (CSP, framing, referrer, permissions...) mean nothing on them, and
  // a phone on mobile data would download them with every file. They keep what protects a file:
  // nosniff, the cross-origin resource policy and HSTS. A page is always sent with all of them.
  const protectFiles = new Set([
    'x-content-type-options',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ]);
  const pageHeaders = headers.map(([name, value]) => [name.toLowerCase(), value] as const);
  const fileHeaders = pageHeaders.filter(([name]) => protectFiles.has(name));
  const forPagesOnly = pageHeaders.map(([name]) => name).filter((name) => !protectFiles.has(name));
  // A JSON answer is data, never a page either: what protects a file, with the short policy
  // OWASP's REST cheat sheet gives an API (nothing may load, nothing may frame it, should it ever
  // be opened). That is about 600 bytes less on each of the dozen API calls a first booking makes.
  const apiHeaders = [...fileHeaders, ['content-security-policy', API_POLICY] as const];
  // Each answer gets its set once, as it goes out (onSend also sees errors and files). A route's
  // own value of a header stands (an uploaded image's sandbox policy), but a JSON answer always
  // carries the API's policy and none of a page's headers.
  app.addHook('onSend', async (request, reply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    let set = pageHeaders;
    if (type.startsWith('application/json')) {
      for (const name of forPagesOnly) reply.removeHeader(name);
      set = apiHeaders;
    } else if (
      request.url.startsWith('/assets/') &&
      reply.statusCode === 200 &&
      !type.startsWith('text/html')
    ) {
      set = fileHeaders;
    }
    for (const [name, value] of set) if (!reply.hasHeader(name)) reply.header(name, value);
  });
}
