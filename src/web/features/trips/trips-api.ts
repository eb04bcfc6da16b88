import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancelSeriesBookingAnswer } from '../../../shared/schemas/commute';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import type { RideResult } from '../../rides/ride-result';
import {
  type DriverBookingRecord,
  type DriverTripRecord,
  type PassengerBookingRecord,
  rideBookingsQuery,
} from '../../rides/trip-queries';

export type { DriverBookingRecord, DriverTripRecord, PassengerBookingRecord };
export { rideBookingsQuery };
/** `GET /api/Commute/GetPastTrips` mixes both; a passenger booking carries `passengerId`. */
export type PastTripRecord = PassengerBookingRecord | DriverTripRecord;

/** Past trips, both roles, read afresh on every visit. */
export const pastTripsQuery = queryOptions({
  queryKey: queryKeys.pastTrips,
  queryFn: getJson<PastTripRecord[]>('/api/Commute/GetPastTrips'),
  staleTime: 0,
});

export interface CancelBookingAnswer {
  success: boolean;
  message: string;
  refundedAmount: number;
  /** Back in the passenger's tokens now. */
  refunded: number;
  /** Kept for the driver (a late cancellation), paid to them when the ride completes. */
  kept: number;
}
export interface CancelTripAnswer {
  success: boolean;
  message: string;
  passengersRefunded: number;
}

/**
 * `DELETE /api/Booking/CancelPassengerBooking?bookingId=`: the passenger's own booking, refunded
 * in full or, late, half kept for the driver.
 */
export function cancelPassengerBooking(bookingId: string): Promise<CancelBookingAnswer> {
  return apiRequest<CancelBookingAnswer>(
    'DELETE',
    `/api/Booking/CancelPassengerBooking?${new URLSearchParams({ bookingId })}`,
  );
}

/** `DELETE /api/Commute/CancelDriverTrip?tripId=`: the driver's ride; every passenger is refunded. */
export function cancelDriverTrip(rideId: string): Promise<CancelTripAnswer> {
  return apiRequest<CancelTripAnswer>(
    'DELETE',
    `/api/Commute/CancelDriverTrip?${new URLSearchParams({ tripId: rideId })}`,
  );
}

/**
 * After a cancellation: both upcoming lists, the past trips (where it now shows as cancelled),
 * the trip's bookings, the home screen's trip reads, and the balance (a refund) are stale.
 */
export function afterCancellation(queryClient: QueryClient): void {
  for (const queryKey of [
    queryKeys.trips,
    queryKeys.driverStats,
    queryKeys.balance,
    queryKeys.userDetails,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * `GET /api/bookings/:id/alternatives`: up to 3 rides leaving within 90 minutes of a ride its
 * driver cancelled, with the booking's seats free, earliest first. Read afresh on every visit.
 */
export function alternativesQuery(bookingId: string) {
  return queryOptions({
    queryKey: queryKeys.rideAlternatives(bookingId),
    queryFn: getJson<RideResult[]>(`/api/bookings/${encodeURIComponent(bookingId)}/alternatives`),
    staleTime: 0,
  });
}

/** What rebooking made: the new booking, and the balance after paying for it. */
export type RebookAnswer = PassengerBookingRecord & { accountBalance: number };

/** `POST /api/bookings/:id/rebook`: the cancelled booking's seats on another ride, once. */
export function rebookBooking(bookingId: string, rideId: string): Promise<RebookAnswer> {
  return apiRequest<RebookAnswer>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/rebook`, {
    rideId,
  });
}

/** What cancelling a whole regular booking did. */
export type CancelSeriesBookingAnswer = Json<z.infer<typeof cancelSeriesBookingAnswer>>;

/** `DELETE /api/bookings/series/:id`: every remaining departure of a regular booking, refunded. */
export function cancelSeriesBooking(seriesBookingId: string): Promise<CancelSeriesBookingAnswer> {
  return apiRequest<CancelSeriesBookingAnswer>(
    'DELETE',
    `/api/bookings/series/${encodeURIComponent(seriesBookingId)}`,
  );
}
