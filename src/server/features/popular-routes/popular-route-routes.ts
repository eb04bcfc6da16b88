import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tripEstimate } from '../../../shared/geo.ts';
import { typicalPricePerSeat } from '../../../shared/rules/cost-sharing.ts';
import {
  createPopularRouteRequest,
  popularRoute,
  popularRoutesQuery,
} from '../../../shared/schemas/rides.ts';
import type { Database } from '../../db/client.ts';
import { popularRoutes } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { topPopularRoutes } from './top-popular-routes.ts';

export function registerPopularRouteRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const path of ['/api/Commute/GetPopularRoutes', '/api/routes/top-popular']) {
    routes.get(
      path,
      { schema: { querystring: popularRoutesQuery, response: { 200: z.array(popularRoute) } } },
      async (request) => topPopularRoutes(db, request.query.count),
    );
  }

  routes.post(
    '/api/routes/create-popular',
    {
      config: { access: 'agent' },
      schema: { body: createPopularRouteRequest, response: { 200: popularRoute } },
    },
    async (request) => {
      const body = request.body;
      const [existing] = await db
        .select({ id: popularRoutes.id })
        .from(popularRoutes)
        .where(
          and(
            eq(popularRoutes.fromLocation, body.fromLocation),
            eq(popularRoutes.toLocation, body.toLocation),
          ),
        );
      if (existing) throw new AppError('popular_route_exists');
      const trip = tripEstimate(
        { latitude: body.fromLatitude, longitude: body.fromLongitude },
        { latitude: body.toLatitude, longitude: body.toLongitude },
      );
      const [created] = await db
        .insert(popularRoutes)
        .values({
          ...body,
          name: body.name ?? `${body.fromLocation} → ${body.toLocation}`,
          averagePrice: body.averagePrice ?? typicalPricePerSeat(trip.totalDistance),
          estimatedDuration: body.estimatedDuration ?? trip.estimatedDuration,
        })
        .returning();
      if (!created) throw new Error('route not written');
      return created;
    },
  );
}
