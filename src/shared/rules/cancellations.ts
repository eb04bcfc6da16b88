// The numbers of cancelling, reliability and rebooking (docs/product-rules.md "Cancelling and
// reliability"), for the server's rules and the screens that say them before anyone confirms.
// Zod-free, so the web app can import it without downloading zod.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A passenger who cancels at least this many hours before departure gets everything back. */
export const FREE_CANCEL_HOURS = 2;
/** A change of mind this soon after booking is free too, when the ride is not about to leave. */
export const CHANGE_OF_MIND_MINUTES = 10;
/** ...as long as the departure is still at least this many minutes away. */
export const CHANGE_OF_MIND_LEAD_MINUTES = 30;

/** A driver cancelling a booked ride less than this many hours before departure cancels late. */
export const LATE_DRIVER_CANCEL_HOURS = 12;
/** Late cancellations within LATE_CANCELS_WINDOW_DAYS that stop a driver publishing. */
export const LATE_CANCELS_TO_SUSPEND = 3;
export const LATE_CANCELS_WINDOW_DAYS = 30;
/** How long a driver so suspended may not publish rides. */
export const SUSPENSION_DAYS = 7;

/** The days a driver's completed rides and late cancellations are counted over, for passengers. */
export const RELIABILITY_DAYS = 90;

/** Alternatives to a ride its driver cancelled: leaving up to this many minutes after it. */
export const REBOOK_WINDOW_MINUTES = 90;
export const ALTERNATIVES_SHOWN = 3;

/**
 * Until when a booking may be cancelled with a full refund: FREE_CANCEL_HOURS before departure,
 * or CHANGE_OF_MIND_MINUTES after booking if that is still CHANGE_OF_MIND_LEAD_MINUTES before
 * departure, whichever is later. (Free when cancelled at least 2 hours ahead, or within 10
 * minutes of booking while departure is at least 30 minutes away: both are "now <= some time",
 * so together they are one time.)
 */
export function freeCancellationUntil(bookedAt: Date, departure: Date): Date {
  const ahead = departure.getTime() - FREE_CANCEL_HOURS * HOUR;
  const changeOfMind = Math.min(
    bookedAt.getTime() + CHANGE_OF_MIND_MINUTES * MINUTE,
    departure.getTime() - CHANGE_OF_MIND_LEAD_MINUTES * MINUTE,
  );
  return new Date(Math.max(ahead, changeOfMind));
}

/**
 * What a passenger's cancellation at `at` gives back now and keeps for the driver, out of what
 * they paid: everything back until freeCancellationUntil; later, half is kept (rounded down, the
 * odd shilling goes back to the passenger) and paid to the driver when the ride completes.
 */
export function cancellationSplit(
  paid: number,
  freeUntil: Date,
  at: Date,
): { refunded: number; kept: number } {
  if (at.getTime() <= freeUntil.getTime()) return { refunded: paid, kept: 0 };
  const kept = Math.floor(paid / 2);
  return { refunded: paid - kept, kept };
}

/** Whether a driver cancelling at `at` cancels late (when the ride has a live booking). */
export function isLateForDriver(departure: Date, at: Date): boolean {
  return departure.getTime() - at.getTime() < LATE_DRIVER_CANCEL_HOURS * HOUR;
}

/** When a suspension that starts at `at` ends. */
export const suspensionEnd = (at: Date) => new Date(at.getTime() + SUSPENSION_DAYS * DAY);
