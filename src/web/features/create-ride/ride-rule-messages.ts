import { msg, plural } from '@lingui/core/macro';

/**
 * The server's own words for the ride rules the form checks first (src/shared/errors/rides.ts),
 * as the web's messages: the same English, shown in the language on screen.
 */
export const RIDE_RULE_MESSAGES = {
  unverified: msg`Verify your account: upload your National ID and wait for approval before scheduling trips.`,
  tooSoon: msg`Departure must be at least 1 hour from now.`,
  tooFar: msg`Departure can be at most 90 days from now.`,
  tooManySeats: (passengers: number) =>
    msg`This vehicle takes at most ${plural(passengers, { one: '# passenger', other: '# passengers' })}.`,
  noDays: msg`Choose the days of the week this ride repeats.`,
} as const;
