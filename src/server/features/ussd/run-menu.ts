import { AppError } from '../../errors.ts';
import * as account from './account-screens.ts';
import type { Frame, Screen, ScreenName, UssdContext } from './menu.ts';
import * as places from './place-screens.ts';
import * as rides from './ride-screens.ts';
import { fitScreen, optional } from './screen-text.ts';
import * as trips from './trip-screens.ts';

const SCREENS: Record<ScreenName, Screen> = {
  welcome: account.welcome,
  firstName: account.firstName,
  lastName: account.lastName,
  main: account.main,
  language: account.language,
  tokens: account.tokens,
  topUp: account.topUp,
  from: places.from,
  fromMatches: places.fromMatches,
  to: places.to,
  toMatches: places.toMatches,
  when: rides.when,
  hours: rides.hours,
  rides: rides.rides,
  ride: rides.ride,
  seats: rides.seats,
  confirm: rides.confirm,
  trips: trips.trips,
  trip: trips.trip,
  cancelTrip: trips.cancelTrip,
  driverRides: trips.driverRides,
  driverRide: trips.driverRide,
  cancelRide: trips.cancelRide,
};

/** What the session keeps between requests: the screens it went through, and a new phone's language. */
export interface MenuState {
  stack: Frame[];
  language?: 'en' | 'sw';
}

export interface MenuAnswer {
  text: string;
  end: boolean;
  state: MenuState;
}

/** The first screen: the main menu, or registration for a phone without an account. */
function root(ctx: UssdContext): Frame {
  return { screen: ctx.user ? 'main' : 'welcome', data: {} };
}

/** The session's first screen. */
export function startMenu(ctx: UssdContext): Promise<MenuAnswer> {
  return showFrames(ctx, [root(ctx)]);
}

/**
 * One input on the session's current screen: `00` goes to the main menu, `0` back one screen,
 * anything else is the screen's to answer. A refusal of the rules (a ride just filled up, too
 * many prompts) ends the session with its message in the person's language.
 */
export async function runMenu(
  ctx: UssdContext,
  state: MenuState,
  input: string,
): Promise<MenuAnswer> {
  const stack = state.stack.length > 0 ? state.stack : [root(ctx)];
  if (input === '00') return showFrames(ctx, [root(ctx)]);
  if (input === '0') return showFrames(ctx, stack.length > 1 ? stack.slice(0, -1) : stack);
  const top = stack.at(-1) as Frame;
  let step: Awaited<ReturnType<Screen['answer']>>;
  try {
    step = await SCREENS[top.screen].answer(ctx, top.data, input);
  } catch (error) {
    if (error instanceof AppError) return ended(ctx, error.messageIn(ctx.language));
    throw error;
  }
  if ('end' in step) return ended(ctx, step.end);
  if ('retry' in step) return showFrames(ctx, stack, optional(step.retry));
  if ('home' in step) return showFrames(ctx, [root(ctx)], step.home);
  return showFrames(ctx, [...stack, { screen: step.go, data: { ...top.data, ...step.data } }]);
}

/** The top frame of `stack` shown (with a line above it), remembering what it listed. */
async function showFrames(
  ctx: UssdContext,
  stack: Frame[],
  above: string | null = null,
): Promise<MenuAnswer> {
  const top = stack.at(-1) as Frame;
  const shown = await SCREENS[top.screen].show(ctx, top.data);
  if ('end' in shown) return ended(ctx, shown.end);
  const frames = [...stack.slice(0, -1), { screen: top.screen, data: shown.data ?? top.data }];
  const navigation = stack.length > 1 ? [ctx.t('ussd.back')] : [];
  const lines = [...(above ? [above] : []), ...shown.lines, ...navigation];
  return { text: fitScreen(lines), end: false, state: { stack: frames, language: ctx.language } };
}

function ended(ctx: UssdContext, text: string): MenuAnswer {
  return { text: fitScreen([text]), end: true, state: { stack: [], language: ctx.language } };
}
