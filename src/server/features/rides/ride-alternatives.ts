import { REBOOK_WINDOW_MINUTES } from '../../../shared/rules/cancellations.ts';
import { SEARCH_RADIUS_KM } from '../../../shared/rules/rides.ts';
import type { ScheduledTrip } from '../../../shared/schemas/rides.ts';
import type { Database } from '../../db/client.ts';
import type { Ride } from './ride-views.ts';
import { searchRidesBetween } from './search-rides.ts';

/** An alternative ride and its driver (never shown: to keep a passenger off their own ride). */
export interface Alternative {
  trip: ScheduledTrip;
  driverId: string;
}

/**
 * The rides a passenger of a cancelled ride could take instead (docs/product-rules.md
 * "Cost sharing and reliability"): the search rule around the cancelled ride's pickup and
 * destination (the default radius), leaving from its departure to REBOOK_WINDOW_MINUTES later and
 * not in the past, with at least `seats` free, earliest first. The cancelled ride itself is no
 * longer active, so it is never among them. Runs inside a transaction too.
 */
export function alternativesTo(
  db: Database,
  ride: Pick<
    Ride,
    | 'pickupLatitude'
    | 'pickupLongitude'
    | 'destinationLatitude'
    | 'destinationLongitude'
    | 'departureTime'
  >,
  options: { seats: number; passengerId: string | null; limit: number },
): Promise<Alternative[]> {
  const from = ride.departureTime;
  return searchRidesBetween(
    db,
    {
      pickupLatitude: ride.pickupLatitude,
      pickupLongitude: ride.pickupLongitude,
      destinationLatitude: ride.destinationLatitude,
      destinationLongitude: ride.destinationLongitude,
      maxDistance: SEARCH_RADIUS_KM.default,
      maxResults: options.limit,
      minSeats: options.seats,
    },
    { from, to: new Date(from.getTime() + REBOOK_WINDOW_MINUTES * 60_000) },
    options.passengerId,
  );
}

/** The best alternative for one passenger among several found for all: the earliest that fits. */
export function bestFor(
  alternatives: Alternative[],
  booking: { passengerId: string; numberOfSeats: number },
): ScheduledTrip | null {
  const fits = alternatives.find(
    (alternative) =>
      alternative.driverId !== booking.passengerId &&
      alternative.trip.availableSeats >= booking.numberOfSeats,
  );
  return fits?.trip ?? null;
}
