import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chooseLanguage, LANGUAGE_COOKIE, type Language } from '../../../shared/language.ts';
import type { RequestAuth } from './request-auth.ts';

// The language a request is answered in (decisions.md, "Languages"): the signed-in person's
// saved language, else the switcher's cookie, else Accept-Language, else English.

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language; use `requestLanguage(request)`. */
    readonly languageOfRequest: () => Promise<Language>;
  }
}

const chosen = new WeakMap<FastifyRequest, Promise<Language>>();

/**
 * The language of a visitor as the request says it, without asking the database: the switcher's
 * cookie, else Accept-Language, else English.
 */
export function visitorLanguage(request: FastifyRequest): Language {
  return chooseLanguage(null, cookieOf(request), acceptLanguageOf(request));
}

/**
 * The language of a request: the signed-in person's saved `users.language`, else the visitor's
 * (cookie, Accept-Language, English). The person comes from the request's own cached lookup
 * (`auth.currentUser`), so a route that already knows who is signed in costs no query; one
 * without a session cookie never costs one. A lookup that fails (the database is down) answers
 * the visitor's language.
 */
export function requestLanguage(request: FastifyRequest): Promise<Language> {
  const lookup = (request as Partial<FastifyRequest>).languageOfRequest;
  return typeof lookup === 'function'
    ? lookup.call(request)
    : Promise.resolve(visitorLanguage(request));
}

/** Gives every request its `requestLanguage`, reading the signed-in person through `auth`. */
export function registerRequestLanguage(
  app: FastifyInstance,
  auth: Pick<RequestAuth, 'currentUser'>,
): void {
  app.decorateRequest('languageOfRequest', function (this: FastifyRequest) {
    let language = chosen.get(this);
    if (!language) {
      const visitor = visitorLanguage(this);
      language = auth.currentUser(this).then(
        (user) => user?.language ?? visitor,
        () => visitor,
      );
      chosen.set(this, language);
    }
    return language;
  });
}

function cookieOf(request: FastifyRequest): string | undefined {
  const parsed = (request as Partial<FastifyRequest>).cookies?.[LANGUAGE_COOKIE];
  if (parsed !== undefined) return parsed;
  // Before the cookie plugin ran (a request refused in an earlier hook): read the header.
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return value.join('=');
  }
  return undefined;
}

function acceptLanguageOf(request: FastifyRequest): string | undefined {
  const header = request.headers['accept-language'];
  return Array.isArray(header) ? header.join(',') : header;
}
