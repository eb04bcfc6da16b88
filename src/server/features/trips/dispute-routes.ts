import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dispute, disputeIdParams, resolveDisputeRequest } from '../../../shared/schemas/trips.ts';
import { disputeViews } from './dispute-views.ts';
import { resolveDispute } from './resolve-dispute.ts';
import type { TripDeps } from './trip-deps.ts';

/** Agents weigh a passenger's report against the driver's boarding: list and decide disputes. */
export function registerDisputeRoutes(app: FastifyInstance, deps: TripDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const agent = { config: { access: 'agent' as const } };

  routes.get(
    '/api/admin/disputes',
    { ...agent, schema: { response: { 200: z.array(dispute) } } },
    async () => disputeViews(deps.db),
  );

  routes.post(
    '/api/admin/disputes/:id/resolve',
    {
      ...agent,
      schema: { params: disputeIdParams, body: resolveDisputeRequest, response: { 200: dispute } },
    },
    async (request) => resolveDispute(deps, request.user.id, request.params.id, request.body),
  );
}
