import type { Language } from '../../../shared/language.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { BookingDeps } from '../rides/book-seats.ts';
import type { PaymentDeps } from '../wallet/payments.ts';

// The menu's vocabulary: a screen shows itself from what the session knows so far (its frame's
// data) and answers one input with a step. The engine (answer-screen.ts) keeps the frames as a
// stack, so `0` goes back one screen and `00` to the main menu whatever the screen.

export type UssdDeps = BookingDeps & PaymentDeps;

/** A point a ride search starts or ends at. */
export interface Point {
  name: string;
  latitude: number;
  longitude: number;
}

/** A ride as a search listed it: what its screens show, kept so that 9 and 0 need no search. */
export interface ListedRide {
  id: string;
  departure: string;
  from: string;
  to: string;
  price: number;
  left: number;
  driver: string;
  car: string;
  /** The driver confirms each passenger: booking it is a request. */
  approval?: boolean;
}

/** Everything a session has chosen so far; each screen reads and adds the fields it needs. */
export interface FrameData {
  firstName?: string;
  /** Saved places and popular routes offered on a from/to screen, by number. */
  offers?: { label: string; from?: Point; to?: Point }[];
  matches?: Point[];
  from?: Point;
  to?: Point;
  hours?: string[];
  at?: string;
  rides?: ListedRide[];
  page?: number;
  ride?: ListedRide;
  seats?: number;
  ids?: string[];
  id?: string;
}

export type ScreenName =
  | 'welcome'
  | 'firstName'
  | 'lastName'
  | 'main'
  | 'language'
  | 'tokens'
  | 'topUp'
  | 'from'
  | 'fromMatches'
  | 'to'
  | 'toMatches'
  | 'when'
  | 'hours'
  | 'rides'
  | 'ride'
  | 'seats'
  | 'confirm'
  | 'trips'
  | 'trip'
  | 'cancelTrip'
  | 'driverRides'
  | 'driverRide'
  | 'cancelRide';

export interface Frame {
  screen: ScreenName;
  data: FrameData;
}

/** The person on the phone and what a screen needs to act for them. */
export interface UssdContext {
  deps: UssdDeps;
  sessionId: string;
  phone: string;
  /** Null until the phone registers. */
  user: SessionUser | null;
  language: Language;
  t(key: MessageKey, values?: Record<string, unknown>): string;
}

/** A screen's lines (a CON), or the session's last words (an END); `data` is what it listed. */
export type Shown = { lines: string[]; data?: FrameData } | { end: string };

export type Step =
  | { go: ScreenName; data?: FrameData }
  | { end: string }
  /** The input does not fit: the same screen again under this one-line hint. */
  | { retry: string }
  /** Back to the main menu (registered, language changed), with a line above it. */
  | { home: string | null };

export interface Screen {
  show(ctx: UssdContext, data: FrameData): Promise<Shown>;
  answer(ctx: UssdContext, data: FrameData, input: string): Promise<Step>;
}

/** The signed-in person of a screen that only a registered phone reaches. */
export function userOf(ctx: UssdContext): SessionUser {
  if (!ctx.user) throw new Error('USSD screen reached without an account');
  return ctx.user;
}

/** The number 1..count an input chose, or null. */
export function choice(input: string, count: number): number | null {
  if (!/^[1-9]\d?$/.test(input)) return null;
  const n = Number(input);
  return n <= count ? n : null;
}
