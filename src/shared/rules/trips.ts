// The numbers of trip day (docs/product-rules.md "Trip day", decisions.md "Trip day"), for the
// server's rules and the screens that show when something becomes possible. Zod-free.

/** The driver may start a trip from this many minutes before departure. */
export const START_BEFORE_MINUTES = 30;
/** A ride completes by itself this long after its departure plus its estimated duration. */
export const COMPLETE_AFTER_MINUTES = 60;
/** The estimated duration of a ride that has none. */
export const DEFAULT_DURATION_MINUTES = 60;
/** At most one accepted position per this many seconds. */
export const POSITION_INTERVAL_SECONDS = 2;
/** Wrong boarding codes a booking takes before the driver is refused. */
export const BOARDING_CODE_TRIES = 5;
/** The driver may mark a passenger who never came from this many minutes after departure. */
export const NO_SHOW_AFTER_MINUTES = 10;
/** A passenger still waiting at completion may say the driver never came within these hours. */
export const NO_SHOW_REPORT_HOURS = 24;
/** Positions are deleted this many hours after completion. */
export const POSITIONS_KEPT_HOURS = 24;
/** A share link stops working this many minutes after completion or cancellation. */
export const SHARE_LINK_AFTER_END_MINUTES = 60;
/** Share links texted per trip and sharer (a booking cancelled and made again does not reset it). */
export const SHARE_SMS_PER_BOOKING = 5;
/** Share links one person may text a Nairobi day, across all their trips. */
export const SHARE_SMS_PER_PERSON_PER_DAY = 10;
/** Share links one phone may be texted a Nairobi day: from one sharer, and from everyone. */
export const SHARE_SMS_TO_PHONE_PER_DAY = { fromOnePerson: 2, fromEveryone: 5 } as const;
/** SOS works from this many minutes before departure until this many after completion. */
export const SOS_WINDOW_MINUTES = { beforeDeparture: 60, afterCompletion: 60 } as const;
/**
 * A person's SOS press on a trip within this many minutes of their previous one joins that
 * incident (its count goes up) unless an agent resolved it: a flood of presses is one incident.
 */
export const SOS_JOIN_MINUTES = 5;
/** SOS incidents per person and trip that text the emergency contacts; later ones are recorded. */
export const SOS_TEXTED_PER_TRIP = 3;
export const MAX_EMERGENCY_CONTACTS = 3;
export const EMERGENCY_CONTACT_NAME_MAX = 60;
/** Phones a person may newly add to their emergency contacts a Nairobi day (each is texted). */
export const EMERGENCY_CONTACTS_ADDED_PER_DAY = 3;
export const RATING_COMMENT_MAX = 500;
/** Kenya's emergency numbers, offered as one-tap calls after an SOS. */
export const EMERGENCY_NUMBERS = ['999', '112'] as const;

const MINUTE = 60_000;

/** When a ride completes by itself if its driver never ends it. */
export function automaticCompletionTime(
  departureTime: Date,
  estimatedDuration: number | null,
): Date {
  const minutes = (estimatedDuration ?? DEFAULT_DURATION_MINUTES) + COMPLETE_AFTER_MINUTES;
  return new Date(departureTime.getTime() + minutes * MINUTE);
}

/** The first moment the driver may start the trip. */
export function startOpensAt(departureTime: Date): Date {
  return new Date(departureTime.getTime() - START_BEFORE_MINUTES * MINUTE);
}

/** The first moment the driver may mark a passenger who never came. */
export function noShowOpensAt(departureTime: Date): Date {
  return new Date(departureTime.getTime() + NO_SHOW_AFTER_MINUTES * MINUTE);
}
