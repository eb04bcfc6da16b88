import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { formatKsh } from '../../../shared/format-money';
import { CUSTOM_PICKUP_MAX_KM } from '../../../shared/rules/rides';

/** A toast's words. */
export interface Message {
  title: string;
  description: string;
}

/** A toast's words before they are read in the language on screen. */
export type Words = readonly [title: MessageDescriptor, description: MessageDescriptor];

/** A toast's words in the language on screen now. */
export const said = ([title, description]: Words): Message => ({
  title: i18n._(title),
  description: i18n._(description),
});

/** A table of words whose entries are read in the language on screen each time they are used. */
function inLanguageOnScreen<K extends string>(table: Record<K, Words>): Record<K, Message> {
  const read = {} as Record<K, Message>;
  for (const key of Object.keys(table) as K[]) {
    Object.defineProperty(read, key, { enumerable: true, get: () => said(table[key]) });
  }
  return read;
}

/**
 * What ride search and booking say, word for word as specification document 1 §5 and §8 write
 * it. The few lines the specification leaves open are marked as ours.
 */
export const SEARCH_WORDS = {
  pickupRequired: [msg`Pickup Location Required`, msg`Please enter a pickup location.`],
  destinationRequired: [msg`Destination Required`, msg`Please enter a destination.`],
  invalidPickup: [
    msg`Invalid Pickup Location`,
    msg`Could not find the pickup address. Please try a more specific location.`,
  ],
  invalidDestination: [
    msg`Invalid Destination`,
    msg`Could not find the destination address. Please try a more specific location.`,
  ],
  invalidDeparture: [msg`Invalid Departure Time`, msg`Please select a future date and time.`],
  mapsUnavailable: [
    msg`Location Services Unavailable`,
    msg`You can still search by typing addresses manually.`,
  ],
  noRides: [
    msg`No Rides Found`,
    msg`Try expanding your search area or selecting a different time.`,
  ],
  connection: [
    msg`Connection Issue`,
    msg`Unable to connect to ride service. Please check your internet connection.`,
  ],
  timeout: [msg`Request Timeout`, msg`The search is taking too long. Please try again.`],
  // The specification gives only the title for a search; the description is ours.
  authRequired: [msg`Authentication Required`, msg`Please sign in again to search for rides.`],
  failed: [msg`Search Failed`, msg`Unable to search for rides. Please try again.`],
} as const satisfies Record<string, Words>;

export const SEARCH_MESSAGES = inLanguageOnScreen(SEARCH_WORDS);

export const EMPTY_RESULTS_TEXT = msg`No drivers have planned a trip on this route just yet.`;

export const BOOKING_MESSAGES = inLanguageOnScreen({
  unavailable: [
    msg`Ride Unavailable`,
    msg`This ride is no longer available. Please search for another ride.`,
  ],
  paymentRequired: [
    msg`Payment Required`,
    msg`Please ensure you have sufficient tokens or complete payment to book this ride.`,
  ],
  authRequired: [msg`Authentication Required`, msg`Please sign in again to complete your booking.`],
  failed: [msg`Booking Failed`, msg`Unable to book the ride. Please try again.`],
});

/** 'Only N seats available. Please reduce your selection.' ('1 seat' when N is 1). */
export function notEnoughSeats(available: number): Message {
  return {
    title: t`Not Enough Seats`,
    description: t`Only ${plural(available, { one: '# seat', other: '# seats' })} available. Please reduce your selection.`,
  };
}

/** The success toast: the driver, what was paid (when anything), and the SMS to expect. */
export function bookingConfirmed(driverName: string, total: number): Message {
  const amount = formatKsh(total);
  return {
    title: t`Booking Confirmed!`,
    description:
      total > 0
        ? t`Your ride with ${driverName} is booked for ${amount}. You'll receive SMS confirmation shortly.`
        : t`Your ride with ${driverName} is booked. You'll receive SMS confirmation shortly.`,
  };
}

/** The toast of a request to a driver who confirms each passenger (our words). */
export function requestSent(driverName: string): Message {
  return {
    title: t`Request sent`,
    description: t`${driverName} confirms each passenger. We will tell you their answer by SMS.`,
  };
}

/** A custom pickup too far from the ride's way (issue 17; our words). */
export function pickupTooFar(distanceKm: number): Message {
  const most = CUSTOM_PICKUP_MAX_KM;
  return {
    title: t`Pickup Too Far`,
    description: t`This place is ${distanceKm} km from the ride's route. Choose a pickup point within ${most} km of it.`,
  };
}

/** A custom pickup typed but not picked from the suggestions (our words). */
export const PICKUP_UNPICKED: Words = [
  msg`Choose a Pickup Point`,
  msg`Pick your pickup point from the suggestions, or remove it to board at the pickup.`,
];
