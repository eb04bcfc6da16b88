import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { TRIP_ERRORS } from '../../../shared/errors/trips';
import { ApiError, errorCodeOf } from '../../lib/api-error';
import type { OwnBooking, TripDay } from './trip-day-api';

// What the trip screen shows when: plain functions of the trip and the time, tested on their own.
// The server decides every action again; these only keep the screen from offering what it would
// refuse, and say when it becomes possible. Their words are in the language on screen (Lingui's
// global i18n): the components showing them call useLingui(), so a switch re-renders them.

const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** Where a passenger stands, in the words of the screen's status line. */
export type PassengerPhase =
  /** A request the driver who confirms each passenger has not answered yet. */
  | 'requested'
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
  if (booking?.status === 'requested') return 'requested';
  if (booking?.boardingStatus === 'no_show') return 'no_show';
  if (trip.status === 'completed') return 'completed';
  if (booking?.boardingStatus === 'boarded') return 'on_board';
  if (trip.status === 'in_progress') return 'on_the_way';
  return 'waiting';
}

/** The passenger's status line: a title and a sentence for each phase. */
export function passengerPhaseWords(phase: PassengerPhase): { title: string; text: string } {
  switch (phase) {
    case 'requested':
      return {
        title: t`Waiting for the driver to confirm`,
        text: t`This driver confirms each passenger before the ride. We will tell you their answer.`,
      };
    case 'waiting':
      return {
        title: t`Waiting for your driver`,
        text: t`Your driver starts the trip up to 30 minutes before departure. Then you can see the car coming.`,
      };
    case 'on_the_way':
      return {
        title: t`Your driver is on the way`,
        text: t`Be at your pickup on time, and tell the driver your boarding code when you get in.`,
      };
    case 'on_board':
      return {
        title: t`On board`,
        text: t`Enjoy the ride. Your driver ends the trip on arrival.`,
      };
    case 'completed':
      return { title: t`Trip completed`, text: t`Thank you for riding with Pamoja.` };
    case 'no_show':
      return {
        title: t`Marked as not picked up`,
        text: t`Your driver said you were not at the pickup. If that is wrong, contact Pamoja support.`,
      };
    case 'refunded':
      return {
        title: t`Your booking was refunded`,
        text: t`The tokens you paid are back in your balance. Sorry about your trip.`,
      };
    case 'cancelled':
      return {
        title: t`This ride was cancelled`,
        text: t`Any tokens you paid are back in your balance.`,
      };
  }
}

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
  if (minutes < 1) return t`Arriving now`;
  const whole = Math.round(minutes);
  if (whole < 60) return t`${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
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
    if (triesLeft <= 0) return { kind: 'locked', message: i18n._(LOCKED) };
    return { kind: 'wrong', triesLeft, message: wrongCodeText(triesLeft) };
  }
  if (code === 'boarding_code_locked') return { kind: 'locked', message: i18n._(LOCKED) };
  return { kind: 'other', message: tripActionMessage(error) };
}

const LOCKED = msg`Too many wrong codes for this passenger. Ask them to show you the code on their trip screen.`;

/** The trip table's (src/shared/errors/trips.ts) wrong code, with the tries left. */
const wrongCodeText = (triesLeft: number) =>
  t`That boarding code is not right. ${plural(triesLeft, { 0: 'No tries are left.', one: '# try is left.', other: '# tries are left.' })}`;

/**
 * The web app's own words for every code of the trip table (src/shared/errors/trips.ts), the same
 * English, in the language on screen. `wrong_boarding_code` needs the tries left: wrongCodeText.
 * The limits on texts and emergency contacts say their numbers from the answer's data: the
 * server's own sentence, already in the request's language, is shown for them.
 */
const TRIP_ERROR_WORDS: Record<
  Exclude<
    keyof typeof TRIP_ERRORS,
    | 'wrong_boarding_code'
    | 'share_sms_daily_limit'
    | 'share_sms_phone_limit'
    | 'emergency_contacts_daily_limit'
    | 'emergency_contact_declined'
  >,
  MessageDescriptor
> = {
  trip_start_too_early: msg`You can start this trip from 30 minutes before departure.`,
  trip_start_too_late: msg`This trip can no longer be started: its time is over.`,
  trip_cancelled: msg`This ride was cancelled.`,
  trip_already_started: msg`This trip has already started.`,
  trip_already_ended: msg`This trip has already ended.`,
  trip_not_started: msg`Start the trip first.`,
  position_too_frequent: msg`Positions are taken at most once every 2 seconds.`,
  boarding_code_locked: LOCKED,
  already_boarded: msg`This passenger is already on board.`,
  no_show_too_early: msg`You can mark a passenger who never came from 10 minutes after departure.`,
  no_show_report_closed: msg`You can report a driver who never came within 24 hours after the trip ends.`,
  no_show_already_reported: msg`You have already reported this trip.`,
  dispute_not_found: msg`This dispute does not exist.`,
  dispute_already_resolved: msg`This dispute is already resolved.`,
  share_sms_limit: msg`You have already sent this trip to 5 phones.`,
  share_not_found: msg`This trip link does not exist.`,
  share_expired: msg`This trip has ended, so its link no longer works.`,
  live_stream_limit: msg`This trip is already being followed live on too many screens. Close one, then try again.`,
  emergency_contact_twice: msg`Each emergency contact needs a different phone number.`,
  emergency_contact_is_self: msg`An emergency contact must be someone else: this is your own phone number.`,
  sos_outside_window: msg`SOS works from 1 hour before departure until 1 hour after the trip ends.`,
  incident_not_found: msg`This incident does not exist.`,
  incident_already_resolved: msg`This incident is already resolved.`,
};

const isTripErrorCode = (code: string): code is keyof typeof TRIP_ERROR_WORDS =>
  Object.hasOwn(TRIP_ERROR_WORDS, code);

/**
 * What to say when a trip action is refused: the trip table's own words for its codes (the tries
 * left filled from the answer), else the server's reason for a refusal, else a retry.
 */
export function tripActionMessage(error: unknown): string {
  const code = errorCodeOf(error);
  if (code === 'wrong_boarding_code') {
    const data = error instanceof ApiError ? (error.data as { triesLeft?: unknown }) : null;
    // Without the tries left, the server's own sentence says it.
    if (typeof data?.triesLeft === 'number') return wrongCodeText(data.triesLeft);
  } else if (code && isTripErrorCode(code)) {
    return i18n._(TRIP_ERROR_WORDS[code]);
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return t`Check your connection and try again.`;
}

/** '1 seat', '3 seats', in the language on screen. */
export const seatsText = (count: number) =>
  t`${plural(count, { one: '# seat', other: '# seats' })}`;
