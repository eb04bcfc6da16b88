import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRideRequest,
  createRideResponse,
  driverBooking,
  driverStats,
  driverTrip,
  tripHistoryItem,
  tripHistoryQuery,
  tripIdQuery,
} from '../../../shared/schemas/rides.ts';
import { rides } from '../../db/schema.ts';
import type { PricingDeps } from '../cost-sharing/cost-sharing-deps.ts';
import { pricingAsker } from '../cost-sharing/cost-sharing-routes.ts';
import type { BookingDeps } from './book-seats.ts';
import { createRides } from './create-rides.ts';
import {
  cancelDriverTrip,
  driverStats as statsOf,
  tripHistory,
  upcomingDriverTrips,
} from './driver-trips.ts';
import { bookingsOfRide } from './passenger-trips.ts';
import { selectRides, toDriverTrip } from './ride-views.ts';

/** Scheduling rides and the driver's side of them (second specification document §7). */
export function registerDriverRoutes(
  app: FastifyInstance,
  deps: BookingDeps & { pricing: PricingDeps },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const user = { config: { access: 'user' as const } };

  routes.post(
    '/api/Commute/SaveCommuteDetails',
    { ...user, schema: { body: createRideRequest, response: { 200: createRideResponse } } },
    async (request) => {
      const { created, notificationIds } = await createRides(db, request.user, request.body, {
        ...deps,
        asker: pricingAsker(deps.pricing, request),
      });
      await deps.notifier.deliver(notificationIds);
      const rows = await selectRides(db)
        .where(
          inArray(
            rides.id,
            created.map((r) => r.id),
          ),
        )
        .orderBy(rides.departureTime);
      return { message: 'Ride Created Successfully!', rides: rows.map(toDriverTrip) };
    },
  );

  for (const path of ['/api/Commute/GetDriverUpcomingTrips', '/api/trips/driver/upcoming']) {
    routes.get(
      path,
      { ...user, schema: { response: { 200: z.array(driverTrip) } } },
      async (request) => upcomingDriverTrips(db, request.user.id),
    );
  }

  routes.get(
    '/api/Booking/GetAllBookingsForDriverTrips',
    { ...user, schema: { querystring: tripIdQuery, response: { 200: z.array(driverBooking) } } },
    async (request) => bookingsOfRide(db, request.user.id, request.query.tripId),
  );

  routes.delete(
    '/api/Commute/CancelDriverTrip',
    {
      ...user,
      schema: {
        querystring: tripIdQuery,
        response: {
          200: z.object({
            success: z.boolean(),
            message: z.string(),
            passengersRefunded: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const { passengersRefunded } = await cancelDriverTrip(
        deps,
        request.user,
        request.query.tripId,
      );
      return {
        success: true,
        message: 'Your trip has been cancelled successfully.',
        passengersRefunded,
      };
    },
  );

  routes.get(
    '/api/driver/stats',
    { ...user, schema: { response: { 200: driverStats } } },
    async (request) => statsOf(db, request.user),
  );

  routes.get(
    '/api/trips/history',
    {
      ...user,
      schema: { querystring: tripHistoryQuery, response: { 200: z.array(tripHistoryItem) } },
    },
    async (request) => tripHistory(db, request.user.id, request.query),
  );
}
