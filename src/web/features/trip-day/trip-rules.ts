import { formatMessage } from '../../../shared/errors/format-message';
import { TRIP_ERRORS } from '../../../shared/errors/trips';
import { ApiError, errorCodeOf } from '../../lib/api-error';
import type { OwnBooking, TripDay } from './trip-day-api';

// What the trip screen shows when: plain functions of the trip and the time, tested on their own.
// The server decides every action again; these only keep the screen from offering what it would
// refuse, and say when it becomes possible.

const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** Where a passenger stands, in the words of the screen's status line. */
export type PassengerPhase =
  | 'waiting'
  | 'on_the_way'
  | 'on_board'
  | 'completed'
  | 'no_show'
  | 'refunded'
  | 'cancelled';

export function passengerPhase(trip: Pick<TripDay, 'status' | 'booking'>): PassengerPhase {
  const booking = trip.booking;
  if (trip.status === 'cancelled') return 'cancelled';
  // A booking refunded on a ride that went ahead: the passenger said the driver never came.
  if (booking?.status === 'cancelled')
    return trip.status === 'completed' ? 'refunded' : 'cancelled';
  if (booking?.boardingStatus === 'no_show') return 'no_show';
  if (trip.status === 'completed') return 'completed';
  if (booking?.boardingStatus === 'boarded') return 'on_board';
  if (trip.status === 'in_progress') return 'on_the_way';
  return 'waiting';
}

export const PASSENGER_PHASE_WORDS: Record<PassengerPhase, { title: string; text: string }> = {
  waiting: {
    title: 'Waiting for your driver',
    text: 'Your driver starts the trip up to 30 minutes before departure. Then you can see the car coming.',
  },
  on_the_way: {
    title: 'Your driver is on the way',
    text: 'Be at your pickup on time, and tell the driver your boarding code when you get in.',
  },
  on_board: { title: 'On board', text: 'Enjoy the ride. Your driver ends the trip on arrival.' },
  completed: { title: 'Trip completed', text: 'Thank you for riding with Pamoja.' },
  no_show: {
    title: 'Marked as not picked up',
    text: 'Your driver said you were not at the pickup. If that is wrong, contact Pamoja support.',
  },
  refunded: {
    title: 'Your booking was refunded',
    text: 'The tokens you paid are back in your balance. Sorry about your trip.',
  },
  cancelled: {
    title: 'This ride was cancelled',
    text: 'Any tokens you paid are back in your balance.',
  },
};

/** Whether the driver may start now, and if not, why not. */
export type StartState =
  | { kind: 'too_early'; opensAt: Date }
  | { kind: 'open' }
  | { kind: 'over' }
  | { kind: 'started' }
  | { kind: 'ended' };

export function startState(
  trip: Pick<TripDay, 'status' | 'startOpensAt' | 'completesAt'>,
  now: number,
): StartState {
  if (trip.status === 'in_progress') return { kind: 'started' };
  if (trip.status !== 'active') return { kind: 'ended' };
  const opens = at(trip.startOpensAt);
  if (now < opens) return { kind: 'too_early', opensAt: new Date(opens) };
  if (now >= at(trip.completesAt)) return { kind: 'over' };
  return { kind: 'open' };
}

/** SOS works from an hour before departure until an hour after the trip ends. */
export function sosOpen(trip: Pick<TripDay, 'sosOpensAt' | 'sosClosesAt'>, now: number): boolean {
  return now >= at(trip.sosOpensAt) && now < at(trip.sosClosesAt);
}

/** The driver may say a passenger never came from 10 minutes after departure, while driving. */
export function noShowOpen(trip: Pick<TripDay, 'status' | 'noShowOpensAt'>, now: number): boolean {
  return trip.status === 'in_progress' && now >= at(trip.noShowOpensAt);
}

/** A passenger still waiting when the trip ended may say the driver never came, for 24 hours. */
export function mayReportNoShow(
  trip: Pick<TripDay, 'status'> & {
    booking: Pick<OwnBooking, 'boardingStatus' | 'reportNoShowUntil'> | null;
  },
  now: number,
): boolean {
  const booking = trip.booking;
  return (
    trip.status === 'completed' &&
    booking?.boardingStatus === 'waiting' &&
    now < at(booking.reportNoShowUntil)
  );
}

/** The ETA as people say it: 'Arriving now', '6 min', '1 h 5 min'. */
export function etaText(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  if (minutes < 1) return 'Arriving now';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const rest = whole % 60;
  return rest === 0 ? `${whole / 60} h` : `${Math.floor(whole / 60)} h ${rest} min`;
}

/** What became of a boarding code the driver typed. */
export type BoardingRefusal =
  | { kind: 'wrong'; triesLeft: number; message: string }
  | { kind: 'locked'; message: string }
  | { kind: 'other'; message: string };

export function boardingRefusal(error: unknown): BoardingRefusal {
  const code = errorCodeOf(error);
  const data = error instanceof ApiError ? (error.data as { triesLeft?: unknown }) : null;
  if (code === 'wrong_boarding_code') {
    const triesLeft = typeof data?.triesLeft === 'number' ? data.triesLeft : 0;
    if (triesLeft <= 0)
      return { kind: 'locked', message: TRIP_ERRORS.boarding_code_locked.message };
    return {
      kind: 'wrong',
      triesLeft,
      message: formatMessage(TRIP_ERRORS.wrong_boarding_code.message, { triesLeft }),
    };
  }
  if (code === 'boarding_code_locked') {
    return { kind: 'locked', message: TRIP_ERRORS.boarding_code_locked.message };
  }
  return { kind: 'other', message: tripActionMessage(error) };
}

const CONNECTION_PROBLEM = 'Check your connection and try again.';

/**
 * What to say when a trip action is refused: the trip table's own words for its codes (their
 * placeholders filled from the answer), else the server's reason for a refusal, else a retry.
 */
export function tripActionMessage(error: unknown): string {
  const code = errorCodeOf(error);
  if (code && code in TRIP_ERRORS) {
    const data = error instanceof ApiError && typeof error.data === 'object' ? error.data : {};
    try {
      return formatMessage(
        TRIP_ERRORS[code as keyof typeof TRIP_ERRORS].message,
        data as Record<string, unknown>,
      );
    } catch {
      // A placeholder the answer did not fill: the server's own sentence says it.
    }
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return CONNECTION_PROBLEM;
}

/** The privacy promise of the trip screen, as each person reads it. */
export const PRIVACY_SENTENCE = {
  passenger:
    "Your driver's location is shared only from the start of the trip until it ends and is deleted 24 hours later. We never collect passengers' locations.",
  driver:
    "Your location is shared with your passengers only from the start of the trip until it ends and is deleted 24 hours later. We never collect passengers' locations.",
} as const;
