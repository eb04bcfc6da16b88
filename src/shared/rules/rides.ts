// The numbers of ride search, booking and ride creation (specification document 1 §5 and §9,
// docs/product-rules.md "Rides, search and booking"), for the schemas the server validates with
// and the forms that check before sending. Zod-free, so the web app can import it without downloading zod.

/** Kilometres around the passenger's pickup and destination. */
export const SEARCH_RADIUS_KM = { min: 0.1, max: 50, default: 5 } as const;
export const SEARCH_RESULTS = { min: 1, max: 50, default: 20 } as const;
/** A search matches rides leaving from 30 minutes before to 3 hours after the asked time. */
export const SEARCH_WINDOW_MINUTES = { before: 30, after: 180 } as const;
/** The place search answers from this many characters on. */
export const PLACE_QUERY_LENGTH = { min: 2, max: 80 } as const;
export const POPULAR_ROUTES_COUNT = { min: 1, max: 50, default: 5 } as const;

export const MAX_SEATS_PER_BOOKING = 4;
/**
 * Bookings a passenger may cancel on one ride; then they may not book it again (each booking and
 * each cancellation notifies the driver, by SMS when push does not reach them).
 */
export const CANCELLATIONS_PER_RIDE = 2;
/**
 * A passenger's own pickup point (issue 17): at most this many kilometres from the ride's pickup
 * or from the straight line between its pickup and destination.
 */
export const CUSTOM_PICKUP_MAX_KM = 2;
/** Booking and ride notes. */
export const NOTES_MAX_LENGTH = 500;

export const MIN_HOURS_BEFORE_DEPARTURE = 1;
/** Rides depart at most this many days ahead (issue 17); later departures cannot be offered. */
export const MAX_DAYS_BEFORE_DEPARTURE = 90;
export const RECURRING_WEEKS = 4;
export const MAX_RIDE_SEATS = 14;
export const MAX_PRICE = 100_000;
