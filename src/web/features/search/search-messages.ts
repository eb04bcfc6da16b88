import { formatKsh } from '../../../shared/format-money';
import { CUSTOM_PICKUP_MAX_KM } from '../../../shared/rules/rides';

/** A toast's words. */
export interface Message {
  title: string;
  description: string;
}

/**
 * What ride search and booking say, word for word as specification document 1 §5 and §8 write
 * it. The few lines the specification leaves open are marked as ours.
 */
export const SEARCH_MESSAGES = {
  pickupRequired: {
    title: 'Pickup Location Required',
    description: 'Please enter a pickup location.',
  },
  destinationRequired: {
    title: 'Destination Required',
    description: 'Please enter a destination.',
  },
  invalidPickup: {
    title: 'Invalid Pickup Location',
    description: 'Could not find the pickup address. Please try a more specific location.',
  },
  invalidDestination: {
    title: 'Invalid Destination',
    description: 'Could not find the destination address. Please try a more specific location.',
  },
  invalidDeparture: {
    title: 'Invalid Departure Time',
    description: 'Please select a future date and time.',
  },
  mapsUnavailable: {
    title: 'Location Services Unavailable',
    description: 'You can still search by typing addresses manually.',
  },
  noRides: {
    title: 'No Rides Found',
    description: 'Try expanding your search area or selecting a different time.',
  },
  connection: {
    title: 'Connection Issue',
    description: 'Unable to connect to ride service. Please check your internet connection.',
  },
  timeout: {
    title: 'Request Timeout',
    description: 'The search is taking too long. Please try again.',
  },
  // The specification gives only the title for a search; the description is ours.
  authRequired: {
    title: 'Authentication Required',
    description: 'Please sign in again to search for rides.',
  },
  failed: { title: 'Search Failed', description: 'Unable to search for rides. Please try again.' },
} as const satisfies Record<string, Message>;

export const EMPTY_RESULTS_TEXT = 'No drivers have planned a trip on this route just yet.';

export const BOOKING_MESSAGES = {
  unavailable: {
    title: 'Ride Unavailable',
    description: 'This ride is no longer available. Please search for another ride.',
  },
  paymentRequired: {
    title: 'Payment Required',
    description: 'Please ensure you have sufficient tokens or complete payment to book this ride.',
  },
  authRequired: {
    title: 'Authentication Required',
    description: 'Please sign in again to complete your booking.',
  },
  failed: { title: 'Booking Failed', description: 'Unable to book the ride. Please try again.' },
} as const satisfies Record<string, Message>;

/** 'Only N seats available. Please reduce your selection.' ('1 seat' when N is 1). */
export function notEnoughSeats(available: number): Message {
  const seats = available === 1 ? '1 seat' : `${available} seats`;
  return {
    title: 'Not Enough Seats',
    description: `Only ${seats} available. Please reduce your selection.`,
  };
}

/** The success toast: the driver, what was paid (when anything), and the SMS to expect. */
export function bookingConfirmed(driverName: string, total: number): Message {
  const paid = total > 0 ? ` for ${formatKsh(total)}` : '';
  return {
    title: 'Booking Confirmed!',
    description: `Your ride with ${driverName} is booked${paid}. You'll receive SMS confirmation shortly.`,
  };
}

/** A custom pickup too far from the ride's way (issue 17; our words). */
export function pickupTooFar(distanceKm: number): Message {
  return {
    title: 'Pickup Too Far',
    description: `This place is ${distanceKm} km from the ride's route. Choose a pickup point within ${CUSTOM_PICKUP_MAX_KM} km of it.`,
  };
}

/** A custom pickup typed but not picked from the suggestions (our words). */
export const PICKUP_UNPICKED: Message = {
  title: 'Choose a Pickup Point',
  description: 'Pick your pickup point from the suggestions, or remove it to board at the pickup.',
};
