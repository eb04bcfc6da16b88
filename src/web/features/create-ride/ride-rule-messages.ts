import { formatMessage } from '../../../shared/errors/format-message';
import { RIDE_ERRORS } from '../../../shared/errors/rides';

/** The server's own words for the ride rules the form checks first (src/shared/errors/rides.ts). */
export const RIDE_RULE_MESSAGES = {
  unverified: RIDE_ERRORS.driver_unverified.message,
  tooSoon: RIDE_ERRORS.departure_too_soon.message,
  tooFar: RIDE_ERRORS.departure_too_far.message,
  tooManySeats: (passengers: number) =>
    formatMessage(RIDE_ERRORS.too_many_seats.message, { passengers }),
  noDays: RIDE_ERRORS.repeat_days_required.message,
} as const;
