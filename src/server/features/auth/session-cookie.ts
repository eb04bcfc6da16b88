import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_IDLE_DAYS } from './sessions.ts';

/** HttpOnly, SameSite=Lax, Secure behind HTTPS; the browser keeps it as long as the server does. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  https: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: https || request.protocol === 'https',
    path: '/',
    maxAge: SESSION_IDLE_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
