import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_VERSION, API_VERSION_HEADER } from '../../shared/constants.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (the specification has three): needs the API version header. */
    stateChangingGet?: boolean;
    /** A state-changing request whose body is not JSON (the signed upload PUT). */
    rawBody?: boolean;
    /**
     * A provider's form-encoded callback (Africa's Talking's USSD, inbound SMS and delivery
     * reports): a server calls it, never a browser, and its path secret is what proves it; the
     * JSON and Origin rules do not apply.
     */
    providerForm?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guards: a request that changes state must be JSON and, when it says
 * where it comes from (Origin), come from our own origin; the state-changing GETs need the
 * X-API-Version header, which a link or form on another site cannot send. They hold for every
 * request whatever its path (no route outside /api changes state), and the GET rule is the
 * matched route's own setting, so no spelling of a path can step around them.
 */
export function registerRequestGuards(app: FastifyInstance, publicUrl: string | undefined): void {
  const configuredOrigin = publicUrl ? new URL(publicUrl).origin : null;
  const ownOrigin = (request: FastifyRequest) =>
    configuredOrigin ?? `${request.protocol}://${request.headers.host ?? ''}`;

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config?.providerForm) return;
    if (STATE_CHANGING.has(request.method)) {
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== ownOrigin(request)) {
        throw new AppError('origin_refused');
      }
      if (!config?.rawBody && !isJsonOrEmpty(request)) {
        throw new AppError('origin_refused');
      }
    } else if (
      config?.stateChangingGet &&
      request.headers[API_VERSION_HEADER.toLowerCase()] !== API_VERSION
    ) {
      throw new AppError('origin_refused');
    }
  });

  // PostgreSQL cannot store the NUL character: refuse it in any text of the request before a
  // rule reads it, so the refusal is the same whatever the route would have decided.
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
      throw new AppError('text_has_nul');
    }
  });
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1),
  );
}

function isJsonOrEmpty(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  if (type === undefined) {
    const length = request.headers['content-length'];
    return (
      (length === undefined || length === '0') && request.headers['transfer-encoding'] === undefined
    );
  }
  return /^application\/json\s*(;|$)/i.test(type);
}
