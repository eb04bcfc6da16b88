/**
 * The ride rules and messages of src/shared/schemas/rides.ts (createRideRequest,
 * CREATE_RIDE_MESSAGES), mirrored: importing that module at run time brings zod into this
 * screen's download. ride-rules.test.ts keeps the two equal.
 */
export const MIN_HOURS_BEFORE_DEPARTURE = 1;
export const RECURRING_WEEKS = 4;
export const MAX_RIDE_SEATS = 14;
export const MAX_PRICE = 100_000;
export const NOTES_MAX_LENGTH = 500;

export const RIDE_RULE_MESSAGES = {
  unverified:
    'Verify your account: upload your National ID and wait for approval before scheduling trips.',
  tooSoon: 'Departure must be at least 1 hour from now.',
  tooManySeats: (passengers: number) =>
    `This vehicle takes at most ${passengers} ${passengers === 1 ? 'passenger' : 'passengers'}.`,
  noDays: 'Choose the days of the week this ride repeats.',
} as const;
