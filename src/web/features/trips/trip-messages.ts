import { plural, t } from '@lingui/core/macro';
import { formatKsh } from '../../../shared/format-money';
import { cancellationSplit, isLateForDriver } from '../../../shared/rules/cancellations';
import { ApiError } from '../../lib/api-error';
import { formatTokens } from '../tokens';
import type { TripRole, TripView } from './trip-view';

// My Trips' words, in the language on screen (Lingui's global i18n): every component that shows
// them calls useLingui(), so a switch of language re-renders them.

/** A toast's words. */
export interface Message {
  title: string;
  description: string;
}

export type TripsTab = 'upcoming' | 'completed' | 'cancelled';

/** Specification document 2 §2, My Trips: each tab's empty state, word for word. */
export function emptyTrips(tab: TripsTab): Message {
  switch (tab) {
    case 'upcoming':
      return {
        title: t`No Upcoming Trips`,
        description: t`Your upcoming trips will appear here`,
      };
    case 'completed':
      return {
        title: t`No Completed Trips`,
        description: t`Your completed trips will appear here`,
      };
    case 'cancelled':
      return {
        title: t`No Cancelled Trips`,
        description: t`Your cancelled trips will appear here`,
      };
  }
}

/** Specification document 2 §8: the title of a failed cancellation's toast, word for word. */
export const cancelFailedTitle = () => t`Cancellation Failed`;

/** Where a cancellation was asked for: My Trips and the driver dashboard word failures differently. */
export type CancelPlace = 'trips' | 'dashboard';

/** Specification document 2 §8: the cancellation toasts, word for word. */
export function cancelledMessage(
  role: TripRole,
  money: { refunded: number; kept: number } | null = null,
): Message {
  if (role === 'passenger' && money && money.kept > 0) {
    const back = formatKsh(money.refunded);
    const kept = formatKsh(money.kept);
    return {
      title: t`Booking Cancelled`,
      description: t`${back} is back in your tokens. ${kept} goes to your driver.`,
    };
  }
  return role === 'passenger'
    ? {
        title: t`Booking Cancelled`,
        description: t`Your booking has been cancelled successfully.`,
      }
    : {
        title: t`Trip Cancelled`,
        description: t`Your trip has been cancelled successfully.`,
      };
}

/**
 * The failure toast: the server's own reason when it gave one ('This ride has already left…'),
 * otherwise the specification's fallback; offline and server faults have no reason to show.
 */
export function cancelFailedMessage(error: unknown, role: TripRole, place: CancelPlace): Message {
  const fallback =
    place === 'dashboard'
      ? // The driver dashboard's own wording, which never shows the server's reason.
        t`Unable to cancel the trip. Please try again.`
      : role === 'passenger'
        ? t`Failed to cancel booking. Please try again.`
        : t`Failed to cancel trip. Please try again.`;
  const serverReason =
    place === 'trips' &&
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message.trim() !== ''
      ? error.message
      : null;
  return { title: cancelFailedTitle(), description: serverReason ?? fallback };
}

/**
 * What a passenger's cancellation now gives back and keeps for the driver (docs/product-rules.md
 * "Cost sharing and reliability"): the server's own rule, from the booking's free-cancellation
 * time.
 */
export function cancellationNow(
  trip: Pick<TripView, 'refundable' | 'freeCancellationUntil'>,
  now: Date,
): { refunded: number; kept: number } {
  if (!trip.freeCancellationUntil) return { refunded: trip.refundable, kept: 0 };
  return cancellationSplit(trip.refundable, new Date(trip.freeCancellationUntil), now);
}

/** What the confirmation says will happen, before anything is cancelled. */
export function cancelConsequences(
  trip: Pick<
    TripView,
    'type' | 'refundable' | 'bookedSeats' | 'freeCancellationUntil' | 'departureTime'
  >,
  now: Date,
): {
  title: string;
  description: string;
  /** A late passenger cancellation: what comes back and what the driver keeps, to show apart. */
  split: { back: string; kept: string } | null;
  /** A driver's late cancellation: what it counts towards. */
  warning: string | null;
  confirm: string;
  keep: string;
} {
  if (trip.type === 'passenger') {
    const { refunded, kept } = cancellationNow(trip, now);
    const tokens = formatTokens(trip.refundable);
    const money = formatKsh(trip.refundable).replace(' ', '\u00a0');
    const words = {
      title: t`Cancel this booking?`,
      warning: null,
      confirm: t`Yes, cancel booking`,
      keep: t`Keep booking`,
    };
    if (kept > 0) {
      return {
        ...words,
        description: t`Your ride leaves in less than 2 hours, so half of what you paid goes to your driver, who kept your seat. Your driver is told by SMS.`,
        split: { back: formatKsh(refunded), kept: formatKsh(kept) },
      };
    }
    return {
      ...words,
      description:
        trip.refundable > 0
          ? t`You get a full refund of ${tokens} (${money}) to your token balance, and your driver is told by SMS.`
          : t`Nothing was paid for this booking, so there is nothing to refund. Your driver is told by SMS.`,
      split: null,
    };
  }
  const booked = trip.bookedSeats;
  const late = booked > 0 && isLateForDriver(new Date(trip.departureTime), now);
  return {
    title: t`Cancel this trip?`,
    description:
      booked > 0
        ? t`${plural(booked, { one: '# seat is booked.', other: '# seats are booked.' })} Every passenger gets a full refund of their tokens and is told by SMS that the trip is cancelled.`
        : t`Nobody has booked a seat yet. The trip is taken off the search results.`,
    split: null,
    warning: late
      ? t`Less than 12 hours before departure, this is a late cancellation. Passengers see your late cancellations, and 3 within 30 days stop you offering rides for 7 days.`
      : null,
    confirm: t`Yes, cancel trip`,
    keep: t`Keep trip`,
  };
}

/** The cost line: what a passenger paid in total, or a driver's price per seat. */
export function tripCost(trip: Pick<TripView, 'type' | 'totalAmount' | 'pricePerSeat'>): {
  label: string;
  value: string;
} {
  if (trip.type === 'passenger' && trip.totalAmount !== null) {
    return { label: t`Total`, value: formatKsh(trip.totalAmount) };
  }
  return { label: t`Price per seat`, value: formatKsh(trip.pricePerSeat) };
}

/** '1 seat', '3 seats', in the language on screen. */
export const seatsText = (count: number) =>
  t`${plural(count, { one: '# seat', other: '# seats' })}`;

/** 'Toyota Fielder · Silver · KDA 123B': make, model, colour and plate, as the specification orders them. */
export function vehicleText(vehicle: Omit<TripView['vehicleDetails'], 'photoUrl'>): string {
  return [`${vehicle.make} ${vehicle.model}`.trim(), vehicle.color, vehicle.licensePlate]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
}
