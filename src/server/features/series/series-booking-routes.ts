import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelSeriesBookingAnswer,
  idParams,
  seriesBooking,
  seriesBookingAnswer,
  seriesBookingRequest,
} from '../../../shared/schemas/commute.ts';
import { bookSeries, type SeriesBookingDeps } from './book-series.ts';
import { cancelSeriesBooking } from './cancel-series-booking.ts';
import { seriesBookingViews } from './series-booking-views.ts';

/** A passenger's regular bookings: book a series on chosen weekdays, list them, cancel one. */
export function registerSeriesBookingRoutes(app: FastifyInstance, deps: SeriesBookingDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user = { config: { access: 'user' as const } };

  routes.post(
    '/api/bookings/series',
    { ...user, schema: { body: seriesBookingRequest, response: { 201: seriesBookingAnswer } } },
    async (request, reply) => {
      reply.code(201);
      return bookSeries(deps, request.user, request.body);
    },
  );

  routes.get(
    '/api/bookings/series',
    { ...user, schema: { response: { 200: z.array(seriesBooking) } } },
    async (request) => seriesBookingViews(deps.db, request.user.id),
  );

  routes.delete(
    '/api/bookings/series/:id',
    { ...user, schema: { params: idParams, response: { 200: cancelSeriesBookingAnswer } } },
    async (request) => cancelSeriesBooking(deps, request.user, request.params.id),
  );
}
