// The numbers of rides whose driver confirms each passenger (docs/product-rules.md "Drivers who
// confirm each passenger"), for the server's rules and the screens that say them before anyone
// books. Zod-free, so the web app can import it without downloading zod.

const MINUTE = 60_000;

/** A driver answers a request within this many hours of it being made... */
export const REQUEST_ANSWER_HOURS = 3;
/** ...and at the latest this many minutes before departure, whichever comes first. */
export const REQUEST_CLOSES_BEFORE_DEPARTURE_MINUTES = 60;
/**
 * A request is refused when the driver would have less than this to answer it: a ride leaving
 * within 75 minutes cannot be requested (`approval_too_late`).
 */
export const REQUEST_MIN_ANSWER_MINUTES = 15;
/** A driver's reason for declining, told to the passenger in the app (never by SMS). */
export const DECLINE_REASON_MAX_LENGTH = 200;

/**
 * When a request made at `requestedAt` expires unanswered: REQUEST_ANSWER_HOURS after it, or
 * REQUEST_CLOSES_BEFORE_DEPARTURE_MINUTES before departure if that is sooner.
 */
export function requestExpiresAt(requestedAt: Date, departure: Date): Date {
  return new Date(
    Math.min(
      requestedAt.getTime() + REQUEST_ANSWER_HOURS * 60 * MINUTE,
      departure.getTime() - REQUEST_CLOSES_BEFORE_DEPARTURE_MINUTES * MINUTE,
    ),
  );
}

/** Whether a request made at `at` leaves the driver at least REQUEST_MIN_ANSWER_MINUTES. */
export function requestAnswerable(departure: Date, at: Date): boolean {
  return (
    requestExpiresAt(at, departure).getTime() - at.getTime() >= REQUEST_MIN_ANSWER_MINUTES * MINUTE
  );
}

/** The minutes before departure from which a ride that confirms each passenger is not bookable. */
export const REQUESTS_CLOSE_MINUTES_BEFORE_DEPARTURE =
  REQUEST_CLOSES_BEFORE_DEPARTURE_MINUTES + REQUEST_MIN_ANSWER_MINUTES;
