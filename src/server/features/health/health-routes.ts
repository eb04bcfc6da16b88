import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../shared/schemas/health.ts';
import type { DatabaseHandle } from '../../db/client.ts';

const startedAt = Date.now();

/** For load balancers and people: 200 when the database answers, 503 when it does not. */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  version: string,
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: healthResponse, 503: healthResponse } } },
      async (_request, reply) => {
        const up = await database.ping();
        return reply.status(up ? 200 : 503).send({
          status: up ? 'ok' : 'degraded',
          database: up ? 'up' : 'down',
          version,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        });
      },
    );
}
