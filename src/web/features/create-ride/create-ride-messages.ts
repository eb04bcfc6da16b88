import { weekdaysText } from '../../../shared/weekdays';
import { formatClock, formatDay, formatDeparture } from '../../rides/format-ride';

/** Specification document 2 §8: the titles of the create-ride toasts, word for word. */
export const CREATE_RIDE_TOASTS = {
  created: 'Ride Created Successfully!',
  failedTitle: 'Error',
  failed: 'Failed to create ride. Please try again.',
} as const;

/**
 * The line under 'Ride Created Successfully!': when the ride leaves or, for a recurring ride,
 * how many were scheduled, on which days, and from when to when (Nairobi time).
 */
export function rideCreatedText(
  rides: ReadonlyArray<{ departureTime: string }>,
  recurringDays: readonly number[] | null,
  now: Date,
): string {
  const day = (at: Date) => lowerRelative(formatDay(at, now));
  const [first] = rides;
  const last = rides[rides.length - 1];
  if (!first || !last) return 'Your ride is open for booking.';
  if (rides.length === 1)
    return `Leaves ${lowerRelative(formatDeparture(first.departureTime, now))}. Passengers can book it now.`;
  const days = recurringDays ? `${weekdaysText(recurringDays)} ` : '';
  const from = new Date(first.departureTime);
  const to = new Date(last.departureTime);
  return `${rides.length} rides scheduled, ${days}at ${formatClock(from)}, from ${day(from)} to ${day(to)}.`;
}

/** 'today' and 'tomorrow' read in the middle of a sentence. */
function lowerRelative(text: string): string {
  return text.replace(/^(Today|Tomorrow)/, (word) => word.toLowerCase());
}
