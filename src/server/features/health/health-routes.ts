import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse, readinessResponse } from '../../../shared/schemas/health.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { checkReadiness, migrationsOfThisBuild } from './readiness.ts';

const startedAt = Date.now();

/**
 * For load balancers and people. `/api/health` (liveness): 200 when the database answers, 503
 * when it does not. `/api/ready` (readiness): 200 when the database answers and has every
 * migration of this build, 503 saying which check failed.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  info: { version: string; standIns: string[] },
) {
  const { version, standIns } = info;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: { response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      const up = await database.ping();
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        ...(standIns.length > 0 ? { standIns } : {}),
      });
    },
  );

  const migrations = migrationsOfThisBuild();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    {
      config: { rateLimit: false },
      schema: { response: { 200: readinessResponse, 503: readinessResponse } },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(database, migrations);
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
}
