import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  geocodedPlace,
  geocodeQuery,
  place,
  placeDetailsQuery,
  placesQuery,
} from '../../../shared/schemas/rides.ts';
import { geocodeAddress, type PlaceDeps, placeDetails, suggestPlaces } from './find-places.ts';

/** Answers are the same for everyone for a while; failures are never kept. */
const CACHE = 'public, max-age=3600';

/**
 * Place suggestions, a suggestion's point and geocoding of typed addresses: Google Maps when a
 * key is set, the product's own places otherwise; open to visitors too.
 */
export function registerPlaceRoutes(app: FastifyInstance, deps: PlaceDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/places/search',
    { schema: { querystring: placesQuery, response: { 200: z.array(place) } } },
    async (request, reply) => {
      const found = await suggestPlaces(deps, request.log, request.query.q, request.query.limit);
      reply.header('Cache-Control', CACHE);
      return found;
    },
  );
  routes.get(
    '/api/places/details',
    { schema: { querystring: placeDetailsQuery, response: { 200: geocodedPlace } } },
    async (request, reply) => {
      const found = await placeDetails(deps, request.log, request.query.placeId);
      reply.header('Cache-Control', CACHE);
      return found;
    },
  );
  routes.get(
    '/api/places/geocode',
    { schema: { querystring: geocodeQuery, response: { 200: geocodedPlace } } },
    async (request, reply) => {
      const found = await geocodeAddress(deps, request.log, request.query.address);
      reply.header('Cache-Control', CACHE);
      return found;
    },
  );
}
