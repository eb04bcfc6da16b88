import { plural, t } from '@lingui/core/macro';
import { formatClock, formatDay, formatDeparture } from '../../rides/format-ride';
import { weekdaysText } from '../../rides/weekdays';

/** Specification document 2 §8: the titles of the create-ride toasts, word for word. */
export const CREATE_RIDE_TOASTS = {
  get created() {
    return t`Ride Created Successfully!`;
  },
  get failedTitle() {
    return t`Error`;
  },
  get failed() {
    return t`Failed to create ride. Please try again.`;
  },
};

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
  if (!first || !last) return t`Your ride is open for booking.`;
  if (rides.length === 1) {
    const when = lowerRelative(formatDeparture(first.departureTime, now));
    return t`Leaves ${when}. Passengers can book it now.`;
  }
  const count = rides.length;
  const start = new Date(first.departureTime);
  const end = new Date(last.departureTime);
  const time = formatClock(start);
  const from = day(start);
  const to = day(end);
  if (recurringDays) {
    const days = weekdaysText(recurringDays);
    return t`${plural(count, { one: '# ride scheduled', other: '# rides scheduled' })}, ${days} at ${time}, from ${from} to ${to}.`;
  }
  return t`${plural(count, { one: '# ride scheduled', other: '# rides scheduled' })}, at ${time}, from ${from} to ${to}.`;
}

/** 'today' and 'tomorrow' ('leo', 'kesho') read in the middle of a sentence. */
export function lowerRelative(text: string): string {
  return text.replace(/^(Today|Tomorrow|Leo|Kesho)\b/, (word) => word.toLowerCase());
}
