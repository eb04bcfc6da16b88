import { formatKsh } from '../../../shared/format-money';
import { seatsText } from '../../../shared/seats-text';
import { ApiError } from '../../lib/api-error';
import { formatTokens } from '../tokens';
import type { TripRole, TripView } from './trip-view';

/** A toast's words. */
export interface Message {
  title: string;
  description: string;
}

export type TripsTab = 'upcoming' | 'completed' | 'cancelled';

/** Specification document 2 §2, My Trips: each tab's empty state, word for word. */
export const EMPTY_TRIPS: Record<TripsTab, Message> = {
  upcoming: { title: 'No Upcoming Trips', description: 'Your upcoming trips will appear here' },
  completed: { title: 'No Completed Trips', description: 'Your completed trips will appear here' },
  cancelled: { title: 'No Cancelled Trips', description: 'Your cancelled trips will appear here' },
};

/** Specification document 2 §8: the cancellation toasts, word for word. */
export const CANCEL_MESSAGES = {
  bookingCancelled: {
    title: 'Booking Cancelled',
    description: 'Your booking has been cancelled successfully.',
  },
  tripCancelled: {
    title: 'Trip Cancelled',
    description: 'Your trip has been cancelled successfully.',
  },
  failedTitle: 'Cancellation Failed',
  bookingFallback: 'Failed to cancel booking. Please try again.',
  tripFallback: 'Failed to cancel trip. Please try again.',
  /** The driver dashboard's own wording, which never shows the server's reason. */
  dashboardFailure: 'Unable to cancel the trip. Please try again.',
} as const;

/** Where a cancellation was asked for: My Trips and the driver dashboard word failures differently. */
export type CancelPlace = 'trips' | 'dashboard';

export function cancelledMessage(role: TripRole): Message {
  return role === 'passenger' ? CANCEL_MESSAGES.bookingCancelled : CANCEL_MESSAGES.tripCancelled;
}

/**
 * The failure toast: the server's own reason when it gave one ('This ride has already left…'),
 * otherwise the specification's fallback; offline and server faults have no reason to show.
 */
export function cancelFailedMessage(error: unknown, role: TripRole, place: CancelPlace): Message {
  const fallback =
    place === 'dashboard'
      ? CANCEL_MESSAGES.dashboardFailure
      : role === 'passenger'
        ? CANCEL_MESSAGES.bookingFallback
        : CANCEL_MESSAGES.tripFallback;
  const serverReason =
    place === 'trips' &&
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message.trim() !== ''
      ? error.message
      : null;
  return { title: CANCEL_MESSAGES.failedTitle, description: serverReason ?? fallback };
}

/** What the confirmation says will happen, before anything is cancelled. */
export function cancelConsequences(trip: Pick<TripView, 'type' | 'refundable' | 'bookedSeats'>): {
  title: string;
  description: string;
  confirm: string;
  keep: string;
} {
  if (trip.type === 'passenger') {
    return {
      title: 'Cancel this booking?',
      description:
        trip.refundable > 0
          ? `You get a full refund of ${formatTokens(trip.refundable)} (${formatKsh(trip.refundable).replace(' ', '\u00a0')}) to your token balance, and your driver is told by SMS.`
          : 'Nothing was paid for this booking, so there is nothing to refund. Your driver is told by SMS.',
      confirm: 'Yes, cancel booking',
      keep: 'Keep booking',
    };
  }
  return {
    title: 'Cancel this trip?',
    description:
      trip.bookedSeats > 0
        ? `${seatsText(trip.bookedSeats)} ${trip.bookedSeats === 1 ? 'is' : 'are'} booked. Every passenger gets a full refund of their tokens and is told by SMS that the trip is cancelled.`
        : 'Nobody has booked a seat yet. The trip is taken off the search results.',
    confirm: 'Yes, cancel trip',
    keep: 'Keep trip',
  };
}

/** The cost line: what a passenger paid in total, or a driver's price per seat. */
export function tripCost(trip: Pick<TripView, 'type' | 'totalAmount' | 'pricePerSeat'>): {
  label: string;
  value: string;
} {
  if (trip.type === 'passenger' && trip.totalAmount !== null) {
    return { label: 'Total', value: formatKsh(trip.totalAmount) };
  }
  return { label: 'Price per seat', value: formatKsh(trip.pricePerSeat) };
}

/** 'Toyota Fielder · Silver · KDA 123B': make, model, colour and plate, as the specification orders them. */
export function vehicleText(vehicle: Omit<TripView['vehicleDetails'], 'photoUrl'>): string {
  return [`${vehicle.make} ${vehicle.model}`.trim(), vehicle.color, vehicle.licensePlate]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
}
