import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  boardingAnswer,
  boardRequest,
  bookingOnlyRequest,
  noShowReportAnswer,
  position,
  positionRequest,
  rideIdParams,
  tripStatusAnswer,
  tripView as tripViewAnswer,
} from '../../../shared/schemas/trips.ts';
import { boardPassenger } from './board-passenger.ts';
import { registerDisputeRoutes } from './dispute-routes.ts';
import { endTrip } from './end-trip.ts';
import { markNoShow } from './mark-no-show.ts';
import { recordPosition } from './record-position.ts';
import { reportNoShow } from './report-no-show.ts';
import { startTrip } from './start-trip.ts';
import type { TripDeps } from './trip-deps.ts';
import { tripPosition } from './trip-position.ts';
import { tripView } from './trip-view.ts';

/**
 * Trip day (decisions.md "Trip day"): the trip screen, start, positions, boarding, no-shows, end,
 * the passenger's report that the driver never came, and the agents' disputes. The live stream,
 * sharing and SOS are registered by their own features.
 */
export function registerTripRoutes(app: FastifyInstance, deps: Omit<TripDeps, 'publish'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const trip: TripDeps = { ...deps, publish: (event) => app.live.publish(event) };
  const { db } = deps;
  const user = { config: { access: 'user' as const } };

  routes.get(
    '/api/trips/:rideId',
    { ...user, schema: { params: rideIdParams, response: { 200: tripViewAnswer } } },
    async (request) => tripView(db, request.params.rideId, request.user.id),
  );

  routes.post(
    '/api/trips/:rideId/start',
    { ...user, schema: { params: rideIdParams, response: { 200: tripStatusAnswer } } },
    async (request) => startTrip(trip, request.user.id, request.params.rideId),
  );

  routes.post(
    '/api/trips/:rideId/location',
    { ...user, schema: { params: rideIdParams, body: positionRequest } },
    async (request, reply) => {
      await recordPosition(trip, request.user.id, request.params.rideId, request.body);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/trips/:rideId/position',
    { ...user, schema: { params: rideIdParams, response: { 200: position.nullable() } } },
    async (request) => tripPosition(db, request.params.rideId, request.user.id),
  );

  routes.post(
    '/api/trips/:rideId/board',
    {
      ...user,
      schema: { params: rideIdParams, body: boardRequest, response: { 200: boardingAnswer } },
    },
    async (request) => boardPassenger(trip, request.user.id, request.params.rideId, request.body),
  );

  routes.post(
    '/api/trips/:rideId/no-show',
    {
      ...user,
      schema: { params: rideIdParams, body: bookingOnlyRequest, response: { 200: boardingAnswer } },
    },
    async (request) =>
      markNoShow(trip, request.user.id, request.params.rideId, request.body.bookingId),
  );

  routes.post(
    '/api/trips/:rideId/end',
    { ...user, schema: { params: rideIdParams, response: { 200: tripStatusAnswer } } },
    async (request) => endTrip(trip, request.user.id, request.params.rideId),
  );

  routes.post(
    '/api/trips/:rideId/report-no-show',
    { ...user, schema: { params: rideIdParams, response: { 200: noShowReportAnswer } } },
    async (request) => reportNoShow(trip, request.user.id, request.params.rideId),
  );

  registerDisputeRoutes(app, trip);
}
