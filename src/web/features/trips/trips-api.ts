import type { QueryClient } from '@tanstack/react-query';
import type { DriverBooking, DriverTrip, PassengerBooking } from '../../../shared/schemas/rides';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { userDetailsQuery } from '../../lib/session/use-session';
import { UPCOMING_TRIPS_QUERY_KEYS } from '../search';
import { BALANCE_QUERY_KEY } from '../tokens';

export type PassengerBookingRecord = Json<PassengerBooking>;
export type DriverTripRecord = Json<DriverTrip>;
export type DriverBookingRecord = Json<DriverBooking>;
/** `GET /api/Commute/GetPastTrips` mixes both; a passenger booking carries `passengerId`. */
export type PastTripRecord = PassengerBookingRecord | DriverTripRecord;

export const PASSENGER_UPCOMING_QUERY_KEY = [
  '/api/Booking/GetUpcomingBookingsForPassenger',
] as const;
export const DRIVER_UPCOMING_QUERY_KEY = ['/api/Commute/GetDriverUpcomingTrips'] as const;
export const PAST_TRIPS_QUERY_KEY = ['/api/Commute/GetPastTrips'] as const;
const TRIP_BOOKINGS_PATH = '/api/Booking/GetAllBookingsForDriverTrips';

/** Trips change elsewhere (a booking, a driver's cancellation, completion): read them afresh on every visit. */
export const FRESH = { staleTime: 0 } as const;

/**
 * The bookings of one of the driver's trips. As the specification says, a failed call yields an
 * empty list: one unreadable trip must not hide the others' bookings.
 */
export function tripBookingsQuery(tripId: string) {
  return {
    queryKey: [TRIP_BOOKINGS_PATH, tripId] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      try {
        return await apiRequest<DriverBookingRecord[]>(
          'GET',
          `${TRIP_BOOKINGS_PATH}?${new URLSearchParams({ tripId })}`,
          undefined,
          { signal },
        );
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return [];
      }
    },
    ...FRESH,
  };
}

export interface CancelBookingAnswer {
  success: boolean;
  message: string;
  refundedAmount: number;
}
export interface CancelTripAnswer {
  success: boolean;
  message: string;
  passengersRefunded: number;
}

/** `DELETE /api/Booking/CancelPassengerBooking?bookingId=`: the passenger's own booking, fully refunded. */
export function cancelPassengerBooking(bookingId: string): Promise<CancelBookingAnswer> {
  return apiRequest<CancelBookingAnswer>(
    'DELETE',
    `/api/Booking/CancelPassengerBooking?${new URLSearchParams({ bookingId })}`,
  );
}

/** `DELETE /api/Commute/CancelDriverTrip?tripId=`: the driver's ride; every passenger is refunded. */
export function cancelDriverTrip(tripId: string): Promise<CancelTripAnswer> {
  return apiRequest<CancelTripAnswer>(
    'DELETE',
    `/api/Commute/CancelDriverTrip?${new URLSearchParams({ tripId })}`,
  );
}

/**
 * After a cancellation: both upcoming lists, the past trips (where it now shows as cancelled),
 * the trip's bookings, the home screen's trip reads, and the balance (a refund) are stale.
 */
export function afterCancellation(queryClient: QueryClient): void {
  for (const queryKey of [
    ...UPCOMING_TRIPS_QUERY_KEYS,
    DRIVER_UPCOMING_QUERY_KEY,
    ['/api/trips/driver/upcoming'],
    ['/api/trips/history'],
    ['/api/driver/stats'],
    PAST_TRIPS_QUERY_KEY,
    [TRIP_BOOKINGS_PATH],
    BALANCE_QUERY_KEY,
    userDetailsQuery.queryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
