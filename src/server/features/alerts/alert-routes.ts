import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams,
  rideAlert,
  rideAlertList,
  rideAlertRequest,
} from '../../../shared/schemas/commute.ts';
import type { Database } from '../../db/client.ts';
import { createRideAlert, deleteRideAlert, listRideAlerts } from './ride-alerts.ts';

/** A passenger's ride alerts: standing searches they are told about (decisions.md). */
export function registerAlertRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user = { config: { access: 'user' as const } };

  routes.get(
    '/api/alerts',
    { ...user, schema: { response: { 200: rideAlertList } } },
    async (request) => listRideAlerts(db, request.user.id),
  );
  routes.post(
    '/api/alerts',
    { ...user, schema: { body: rideAlertRequest, response: { 201: rideAlert } } },
    async (request, reply) =>
      reply.code(201).send(await createRideAlert(db, request.user.id, request.body)),
  );
  routes.delete(
    '/api/alerts/:id',
    { ...user, schema: { params: idParams } },
    async (request, reply) => {
      await deleteRideAlert(db, request.user.id, request.params.id);
      return reply.code(204).send();
    },
  );
}
