import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  geocodedPlace,
  geocodeQuery,
  place,
  placeDetailsQuery,
  placesQuery,
} from '../../../shared/schemas/rides.ts';
import type { Database } from '../../db/client.ts';
import type { MapsProvider } from '../../providers/maps/maps-provider.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import {
  geocodeAddress,
  type PlaceAsker,
  type PlaceDeps,
  placeDetails,
  suggestPlaces,
} from './find-places.ts';
import { createLookupSpending, type LookupLimits } from './lookup-limits.ts';
import { createMapsAnswers } from './maps-answers.ts';

/** Answers are the same for everyone for a while; failures, and answers cut short, are never kept. */
const CACHE = 'public, max-age=3600';

/**
 * Place suggestions, a suggestion's point and geocoding of typed addresses: Google Maps when a
 * key is set, the product's own places otherwise; open to visitors too. Google's answers are kept
 * for every process, and the look-ups that reach Google are limited per person or address.
 */
export function registerPlaceRoutes(
  app: FastifyInstance,
  options: { db: Database; maps: MapsProvider | null; auth: RequestAuth; limits: LookupLimits },
) {
  const { db, maps, auth, limits } = options;
  const deps: PlaceDeps = { db, maps, answers: createMapsAnswers(db) };
  const lookups = createLookupSpending(app, db, auth, limits);
  const askerOf = (request: FastifyRequest): PlaceAsker => ({
    log: request.log,
    spend: () => lookups.spend(request),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/places/search',
    { schema: { querystring: placesQuery, response: { 200: z.array(place) } } },
    async (request, reply) => {
      const { found, limited } = await suggestPlaces(deps, askerOf(request), request.query);
      if (!limited) reply.header('Cache-Control', CACHE);
      return found;
    },
  );
  routes.get(
    '/api/places/details',
    { schema: { querystring: placeDetailsQuery, response: { 200: geocodedPlace } } },
    async (request, reply) => {
      const found = await placeDetails(deps, askerOf(request), request.query);
      reply.header('Cache-Control', CACHE);
      return found;
    },
  );
  routes.get(
    '/api/places/geocode',
    { schema: { querystring: geocodeQuery, response: { 200: geocodedPlace } } },
    async (request, reply) => {
      const found = await geocodeAddress(deps, askerOf(request), request.query.address);
      reply.header('Cache-Control', CACHE);
      return found;
    },
  );
}
