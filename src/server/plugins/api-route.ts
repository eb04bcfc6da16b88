import type { FastifyRequest } from 'fastify';

/**
 * Whether the router matched this request to a route registered under /api. Guards decide by
 * this, never by `request.url`: the router decodes and tidies a path, so one route has many
 * spellings (`/%61pi/…`, `/api/Auth/GenerateOT%50`, a trailing slash) and a test of the raw
 * string misses all but one.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}

/**
 * For a request the router matched to no route: whether its path lies under /api, read the way a
 * lenient server or proxy might read it (percent-decoded, any case, empty and dot segments
 * resolved), so every spelling of an unknown API path gets the API's JSON 404 and counts
 * against the API's rate limit.
 */
export function isUnderApi(url: string): boolean {
  const rawPath = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = rawPath;
  }
  const segments: string[] = [];
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments[0]?.toLowerCase() === 'api';
}
