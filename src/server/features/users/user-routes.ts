import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionResponse, userDetails } from '../../../shared/schemas/user.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { toUserDetails } from '../auth/to-user-details.ts';

export function registerUserRoutes(app: FastifyInstance, auth: RequestAuth) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/auth/session',
    { schema: { response: { 200: sessionResponse } } },
    async (request) => ({
      isAuthenticated: (await auth.currentUser(request)) !== null,
    }),
  );

  routes.get(
    '/api/user/details',
    { config: { access: 'user' }, schema: { response: { 200: userDetails } } },
    async (request) => {
      const user = request.user;
      return toUserDetails(user, auth.isAgent(user));
    },
  );
}
