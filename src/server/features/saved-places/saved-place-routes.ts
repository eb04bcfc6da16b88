import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams,
  savedPlace,
  savedPlaceList,
  savedPlaceRequest,
} from '../../../shared/schemas/commute.ts';
import type { Database } from '../../db/client.ts';
import {
  createSavedPlace,
  deleteSavedPlace,
  listSavedPlaces,
  updateSavedPlace,
} from './saved-places.ts';

/** A person's saved places: Home, Work and up to 8 more (decisions.md "The daily commute"). */
export function registerSavedPlaceRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user = { config: { access: 'user' as const } };

  routes.get(
    '/api/user/places',
    { ...user, schema: { response: { 200: savedPlaceList } } },
    async (request) => listSavedPlaces(db, request.user.id),
  );
  routes.post(
    '/api/user/places',
    { ...user, schema: { body: savedPlaceRequest, response: { 201: savedPlace } } },
    async (request, reply) =>
      reply.code(201).send(await createSavedPlace(db, request.user.id, request.body)),
  );
  routes.put(
    '/api/user/places/:id',
    {
      ...user,
      schema: { params: idParams, body: savedPlaceRequest, response: { 200: savedPlace } },
    },
    async (request) => updateSavedPlace(db, request.user.id, request.params.id, request.body),
  );
  routes.delete(
    '/api/user/places/:id',
    { ...user, schema: { params: idParams } },
    async (request, reply) => {
      await deleteSavedPlace(db, request.user.id, request.params.id);
      return reply.code(204).send();
    },
  );
}
