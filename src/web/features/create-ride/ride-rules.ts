import { formatMessage } from '../../../shared/errors/format-message';
import { RIDE_ERRORS } from '../../../shared/errors/rides';

/**
 * The ride rules of src/shared/schemas/rides.ts (createRideRequest), mirrored: importing that
 * module at run time brings zod into this screen's download. ride-rules.test.ts keeps the two
 * equal. The messages are the server's own (src/shared/errors/rides.ts).
 */
export const MIN_HOURS_BEFORE_DEPARTURE = 1;
export const RECURRING_WEEKS = 4;
export const MAX_RIDE_SEATS = 14;
export const MAX_PRICE = 100_000;
export const NOTES_MAX_LENGTH = 500;

export const RIDE_RULE_MESSAGES = {
  unverified: RIDE_ERRORS.driver_unverified.message,
  tooSoon: RIDE_ERRORS.departure_too_soon.message,
  tooManySeats: (passengers: number) =>
    formatMessage(RIDE_ERRORS.too_many_seats.message, { passengers }),
  noDays: RIDE_ERRORS.repeat_days_required.message,
} as const;
