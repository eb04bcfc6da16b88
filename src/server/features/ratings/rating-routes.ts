import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { rateTrip } from './rate-trip.ts';

const ratingRequest = z.object({
  bookingId: z.uuid({ error: 'must be a booking id' }),
  score: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).optional(),
});

/** `POST /api/ratings`: the rating of a completed trip by its passenger or its driver. */
export function registerRatingRoutes(
  app: FastifyInstance,
  deps: { db: Database; auth: RequestAuth },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/ratings',
    {
      config: { access: 'user' },
      schema: {
        body: ratingRequest,
        response: {
          200: z.object({
            rateeId: z.string(),
            rating: z.number(),
            totalRatings: z.number().int(),
          }),
        },
      },
    },
    async (request) => rateTrip(deps.db, request.user.id, request.body),
  );
}
