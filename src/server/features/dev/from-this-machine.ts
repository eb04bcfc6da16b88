import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request comes from this machine: the socket's own address, not X-Forwarded-For, so a
 * proxy on this machine does not open the development routes to the world.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}
