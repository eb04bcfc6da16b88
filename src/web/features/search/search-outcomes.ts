import { ApiError, errorCodeOf, refusalText } from '../../lib/api-error';
import {
  BOOKING_MESSAGES,
  type Message,
  notEnoughSeats,
  pickupTooFar,
  SEARCH_MESSAGES,
} from './search-messages';

/** Raised when a search outlives SEARCH_TIMEOUT_MS. */
export class SearchTimeoutError extends Error {
  constructor() {
    super('The search timed out');
    this.name = 'SearchTimeoutError';
  }
}

export interface Failure {
  message: Message;
  /** The server no longer knows the session (401): sign out in the browser too. */
  signOut: boolean;
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/**
 * A failed search as specification §8 names it. "An error containing CORS" is how a browser's
 * blocked or lost connection showed in the earlier version; here a network failure (status 0)
 * is the same thing to the passenger.
 */
export function searchFailure(error: unknown): Failure {
  const status = statusOf(error);
  if (status === 401) return { message: SEARCH_MESSAGES.authRequired, signOut: true };
  if (error instanceof SearchTimeoutError || status === 408 || status === 504) {
    return { message: SEARCH_MESSAGES.timeout, signOut: false };
  }
  // fetch rejects with a TypeError when the network or CORS stops the request.
  if (status === 0 || error instanceof TypeError) {
    return { message: SEARCH_MESSAGES.connection, signOut: false };
  }
  return { message: SEARCH_MESSAGES.failed, signOut: false };
}

export interface BookingFailure extends Failure {
  /** 'already booked', gone and seat shortages send the passenger back to the results. */
  backToResults: boolean;
  /** Free seats the server reported, to show on the ride's card; null when unknown. */
  availableSeats: number | null;
}

/** Free seats from an `insufficient_seats` answer's `availableSeats`; null when it has none. */
function seatsLeft(error: unknown): number | null {
  const data = error instanceof ApiError ? (error.data as { availableSeats?: unknown }) : null;
  return typeof data?.availableSeats === 'number' ? data.availableSeats : null;
}

/** A refused booking as specification §8 names it, and where the flow goes next. */
export function bookingFailure(error: unknown, knownSeats: number): BookingFailure {
  const stay = { signOut: false, backToResults: false, availableSeats: null };
  if (statusOf(error) === 401) {
    return { ...stay, message: BOOKING_MESSAGES.authRequired, signOut: true };
  }
  switch (errorCodeOf(error)) {
    case 'already_booked':
      return { ...stay, message: BOOKING_MESSAGES.unavailable, backToResults: true };
    case 'insufficient_seats': {
      const left = seatsLeft(error) ?? knownSeats;
      return { ...stay, message: notEnoughSeats(left), backToResults: true, availableSeats: left };
    }
    case 'insufficient_tokens':
      return { ...stay, message: BOOKING_MESSAGES.paymentRequired };
    // The passenger changes the pickup point and confirms again.
    case 'pickup_too_far': {
      const data = error instanceof ApiError ? (error.data as { distanceKm?: unknown }) : null;
      return typeof data?.distanceKm === 'number'
        ? { ...stay, message: pickupTooFar(data.distanceKm) }
        : { ...stay, message: BOOKING_MESSAGES.failed };
    }
    // Booked and cancelled too often, declined by its driver, or leaving too soon for its driver
    // to answer a request: this passenger may not book it (the server says why).
    case 'ride_cancelled_too_often':
    case 'request_declined':
    case 'approval_too_late':
      return {
        ...stay,
        message: {
          title: BOOKING_MESSAGES.unavailable.title,
          description: refusalText(error, BOOKING_MESSAGES.unavailable.description),
        },
        backToResults: true,
      };
    // Departed, cancelled or removed since the search: nobody can book it any more.
    case 'ride_unavailable':
    case 'ride_not_found':
      return {
        ...stay,
        message: BOOKING_MESSAGES.unavailable,
        backToResults: true,
        availableSeats: 0,
      };
    default:
      return { ...stay, message: BOOKING_MESSAGES.failed };
  }
}
