import type { Location } from '../../../shared/schemas/rides.ts';
import type { bookings, rides } from '../../db/schema.ts';

type RidePlaces = Pick<
  typeof rides.$inferSelect,
  | 'pickupAddress'
  | 'pickupLatitude'
  | 'pickupLongitude'
  | 'destinationAddress'
  | 'destinationLatitude'
  | 'destinationLongitude'
>;
type BookingPickup = Pick<
  typeof bookings.$inferSelect,
  'customPickupAddress' | 'customPickupLatitude' | 'customPickupLongitude'
>;

export const ridePickup = (ride: RidePlaces): Location => ({
  address: ride.pickupAddress,
  latitude: ride.pickupLatitude,
  longitude: ride.pickupLongitude,
});

export const rideDestination = (ride: RidePlaces): Location => ({
  address: ride.destinationAddress,
  latitude: ride.destinationLatitude,
  longitude: ride.destinationLongitude,
});

/** Where a passenger is picked up: their own pickup point if they chose one, else the ride's. */
export function pickupOf(ride: RidePlaces, booking: BookingPickup | null): Location {
  if (
    booking &&
    booking.customPickupAddress !== null &&
    booking.customPickupLatitude !== null &&
    booking.customPickupLongitude !== null
  ) {
    return {
      address: booking.customPickupAddress,
      latitude: booking.customPickupLatitude,
      longitude: booking.customPickupLongitude,
    };
  }
  return ridePickup(ride);
}
