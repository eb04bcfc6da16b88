import { ApiError } from '../../lib/api-error';
import { BOOKING_MESSAGES, type Message, notEnoughSeats, SEARCH_MESSAGES } from './search-messages';

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
const textOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A failed search as specification §8 names it. "An error containing CORS" is how a browser's
 * blocked or lost connection showed in the earlier version; here a network failure (status 0)
 * is the same thing to the passenger.
 */
export function searchFailure(error: unknown): Failure {
  const status = statusOf(error);
  const text = textOf(error);
  if (status === 401) return { message: SEARCH_MESSAGES.authRequired, signOut: true };
  if (
    error instanceof SearchTimeoutError ||
    status === 408 ||
    status === 504 ||
    /time-?out/i.test(text)
  ) {
    return { message: SEARCH_MESSAGES.timeout, signOut: false };
  }
  if (status === 0 || /cors/i.test(text)) {
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

/** Free seats from an 'insufficient seats' answer: its `availableSeats`, else the number in its words. */
function seatsLeft(error: unknown): number | null {
  if (error instanceof ApiError) {
    const data = error.data as { availableSeats?: unknown } | null;
    if (typeof data?.availableSeats === 'number') return data.availableSeats;
  }
  const counted = /only (\d+)/i.exec(textOf(error));
  return counted ? Number(counted[1]) : null;
}

/** A refused booking as specification §8 names it, and where the flow goes next. */
export function bookingFailure(error: unknown, knownSeats: number): BookingFailure {
  const status = statusOf(error);
  const text = textOf(error).toLowerCase();
  const stay = { signOut: false, backToResults: false, availableSeats: null };
  if (status === 401) return { ...stay, message: BOOKING_MESSAGES.authRequired, signOut: true };
  if (text.includes('already booked')) {
    return { ...stay, message: BOOKING_MESSAGES.unavailable, backToResults: true };
  }
  if (text.includes('insufficient seats')) {
    const left = seatsLeft(error) ?? knownSeats;
    return { ...stay, message: notEnoughSeats(left), backToResults: true, availableSeats: left };
  }
  if (text.includes('payment')) return { ...stay, message: BOOKING_MESSAGES.paymentRequired };
  // Departed, cancelled or removed since the search: nobody can book it any more.
  if (text.includes('no longer available') || status === 404) {
    return {
      ...stay,
      message: BOOKING_MESSAGES.unavailable,
      backToResults: true,
      availableSeats: 0,
    };
  }
  return { ...stay, message: BOOKING_MESSAGES.failed };
}
