import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingConfirmation,
  bookingIdParams,
  bookingRequest,
  cancelBookingQuery,
  cancelBookingQueryLower,
  cancelResponse,
  declineRequestBody,
  driverBooking,
  passengerBooking,
  pastTrip,
  rebookRequest,
  scheduledTrip,
  searchRequest,
} from '../../../shared/schemas/rides.ts';
import { approveRequest, declineRequest } from './answer-request.ts';
import { type BookingDeps, bookSeats } from './book-seats.ts';
import { type CancellationMoney, cancelPassengerBooking } from './cancel-booking.ts';
import { bookingsOfRide, pastTrips, upcomingBookings } from './passenger-trips.ts';
import { bookingAlternatives, rebookBooking } from './rebooking.ts';
import { rideForBooking } from './ride-for-booking.ts';
import { searchRides } from './search-rides.ts';

/** Finding rides, booking seats, and the passenger's trips (first specification document §7). */
export function registerRideRoutes(app: FastifyInstance, deps: BookingDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const user = { config: { access: 'user' as const } };

  routes.post(
    '/api/Commute/GetUpcomingTripsByLocation',
    // A search is a POST (its body is the search) that changes nothing.
    {
      config: { access: 'user', changesNothing: true },
      schema: { body: searchRequest, response: { 200: z.array(scheduledTrip) } },
    },
    async (request) => searchRides(db, request.body, request.user.id),
  );

  routes.get(
    '/api/rides/:rideId',
    {
      ...user,
      schema: {
        params: z.object({ rideId: z.uuid({ error: 'must be a ride id' }) }),
        response: { 200: scheduledTrip },
      },
    },
    async (request) => rideForBooking(db, request.params.rideId),
  );

  routes.post(
    '/api/Commute/SavePassengerBooking',
    { ...user, schema: { body: bookingRequest, response: { 200: bookingConfirmation } } },
    async (request) => {
      const { scheduledCommuteId, numberOfSeats, notes, ...custom } = request.body;
      const { customPickupLatitude: latitude, customPickupLongitude: longitude } = custom;
      const address = custom.customPickupAddress;
      return bookSeats(deps, request.user, {
        rideId: scheduledCommuteId,
        numberOfSeats,
        notes,
        customPickup:
          latitude !== undefined && longitude !== undefined && address !== undefined
            ? { latitude, longitude, address }
            : undefined,
      });
    },
  );

  for (const path of [
    '/api/Commute/GetPassengerUpcomingTrips',
    '/api/Booking/GetUpcomingBookingsForPassenger',
    '/api/trips/passenger/upcoming',
  ]) {
    routes.get(
      path,
      { ...user, schema: { response: { 200: z.array(passengerBooking) } } },
      async (request) => upcomingBookings(db, request.user.id),
    );
  }

  routes.get(
    '/api/Commute/GetPastTrips',
    { ...user, schema: { response: { 200: z.array(pastTrip) } } },
    async (request) => pastTrips(db, request.user.id),
  );

  routes.get(
    '/api/Commute/GetAllBookingsForScheduledCommute',
    {
      ...user,
      schema: {
        querystring: z.object({ ScheduledCommuteId: z.uuid({ error: 'must be a ride id' }) }),
        response: { 200: z.array(driverBooking) },
      },
    },
    async (request) => bookingsOfRide(db, request.user.id, request.query.ScheduledCommuteId),
  );

  const cancelled = ({ refunded, kept }: CancellationMoney) => ({
    success: true,
    message: 'Your booking has been cancelled successfully.',
    refundedAmount: refunded,
    refunded,
    kept,
  });
  routes.get(
    '/api/Commute/CancelPassengerBooking',
    {
      config: { access: 'user', stateChangingGet: true },
      schema: { querystring: cancelBookingQuery, response: { 200: cancelResponse } },
    },
    async (request) =>
      cancelled(await cancelPassengerBooking(deps, request.user, request.query.BookingId)),
  );
  routes.delete(
    '/api/Booking/CancelPassengerBooking',
    {
      ...user,
      schema: { querystring: cancelBookingQueryLower, response: { 200: cancelResponse } },
    },
    async (request) =>
      cancelled(await cancelPassengerBooking(deps, request.user, request.query.bookingId)),
  );

  // Rebooking a booking its driver cancelled (docs/product-rules.md "Cost sharing and reliability").
  routes.get(
    '/api/bookings/:id/alternatives',
    { ...user, schema: { params: bookingIdParams, response: { 200: z.array(scheduledTrip) } } },
    async (request) => bookingAlternatives(db, request.user.id, request.params.id),
  );
  routes.post(
    '/api/bookings/:id/rebook',
    {
      ...user,
      schema: {
        params: bookingIdParams,
        body: rebookRequest,
        response: { 200: bookingConfirmation },
      },
    },
    async (request) => rebookBooking(deps, request.user, request.params.id, request.body.rideId),
  );

  // The driver's answer to a request (docs/product-rules.md "Drivers who confirm each
  // passenger"): the ride's driver only; to anyone else the booking does not exist.
  routes.post(
    '/api/bookings/:id/approve',
    { ...user, schema: { params: bookingIdParams, response: { 200: driverBooking } } },
    async (request) => approveRequest(deps, request.user, request.params.id),
  );
  routes.post(
    '/api/bookings/:id/decline',
    {
      ...user,
      schema: {
        params: bookingIdParams,
        body: declineRequestBody.optional(),
        response: { 200: driverBooking },
      },
    },
    async (request) => declineRequest(deps, request.user, request.params.id, request.body?.reason),
  );
}
