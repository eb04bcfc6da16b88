import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SessionCache } from './session-cache.ts';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from './sessions.ts';

export interface RequestAuth {
  /** The signed-in user, or null; looked up once per request. */
  currentUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** The signed-in user, or 401 'Not authenticated. Please log in.' */
  requireUser(request: FastifyRequest): Promise<SessionUser>;
  /** The signed-in agent, or 401/403. */
  requireAgent(request: FastifyRequest): Promise<SessionUser>;
  isAgent(user: SessionUser): boolean;
}

export function createRequestAuth(
  db: Database,
  agentPhones: readonly string[],
  sessionCache?: SessionCache | null,
): RequestAuth {
  const agents = new Set(agentPhones);
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  const currentUser = (request: FastifyRequest) => {
    let lookup = cache.get(request);
    if (!lookup) {
      const token = request.cookies[SESSION_COOKIE];
      lookup = token ? findSessionUser(db, token, sessionCache) : Promise.resolve(null);
      cache.set(request, lookup);
    }
    return lookup;
  };
  const isAgent = (user: SessionUser) => agents.has(user.phoneNumber);

  return {
    currentUser,
    isAgent,
    async requireUser(request) {
      const user = await currentUser(request);
      if (!user) throw new AppError('not_authenticated');
      return user;
    },
    async requireAgent(request) {
      const user = await currentUser(request);
      if (!user) throw new AppError('not_authenticated');
      if (!isAgent(user)) throw new AppError('agents_only');
      return user;
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: checked before the body is validated, so visitors get 401 first. */
    access?: 'user' | 'agent';
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in person, on a route with `access` ('user' or 'agent'): looked up once, before
     * the body is validated. Read on any other route, it answers 401 rather than nobody.
     */
    readonly user: SessionUser;
  }
}

/** Checks each route's `access` and puts the signed-in person on `request.user`. */
export function registerAccessCheck(app: FastifyInstance, auth: RequestAuth): void {
  const signedIn = new WeakMap<FastifyRequest, SessionUser>();
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = signedIn.get(this);
      if (!user) throw new AppError('not_authenticated');
      return user;
    },
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === 'user') signedIn.set(request, await auth.requireUser(request));
    else if (access === 'agent') signedIn.set(request, await auth.requireAgent(request));
  });
}
