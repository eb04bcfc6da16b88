import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { place, placesQuery } from '../../../shared/schemas/rides.ts';
import type { Database } from '../../db/client.ts';
import { searchPlaces } from './search-places.ts';

/** Place suggestions and geocoding when no maps service is configured; open to visitors too. */
export function registerPlaceRoutes(app: FastifyInstance, db: Database) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/places/search',
      { schema: { querystring: placesQuery, response: { 200: z.array(place) } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'public, max-age=3600');
        return searchPlaces(db, request.query.q, request.query.limit);
      },
    );
}
