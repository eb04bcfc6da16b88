import { NAIROBI_TIME_ZONE } from '../../shared/constants';
import { addDays, nairobiDate } from './departure-time';

// How a ride reads on a card: times in Nairobi, durations as people say them.

const timeFormat = new Intl.DateTimeFormat('en-KE', {
  timeZone: NAIROBI_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  // en-KE's 12-hour clock is h11 (midnight reads '0:10 am'); people say '12:10 am'.
  hourCycle: 'h12',
});
const dayFormat = new Intl.DateTimeFormat('en-KE', {
  timeZone: NAIROBI_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

function parts(format: Intl.DateTimeFormat, at: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

/** '7:40 am' in Nairobi time, with a no-break space so 'am' never wraps on its own. */
export function formatClock(at: Date): string {
  const p = parts(timeFormat, at);
  return `${p.hour}:${p.minute}\u00a0${String(p.dayPeriod ?? '').toLowerCase()}`.trim();
}

/** 'Today', 'Tomorrow' or 'Mon 23 Nov', by the Nairobi calendar. */
export function formatDay(at: Date, now: Date): string {
  const day = nairobiDate(at);
  const today = nairobiDate(now);
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  const p = parts(dayFormat, at);
  return `${p.weekday} ${p.day} ${p.month}`;
}

/** 'Mon 23 Nov, 7:40 am'; an unreadable time reads 'Invalid Date', as My Trips words it. */
export function formatDeparture(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'Invalid Date';
  return `${formatDay(at, now)}, ${formatClock(at)}`;
}

/** Minutes under an hour, otherwise hours and minutes: '45 min', '1 h', '1 h 7 min'. */
export function formatDuration(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes <= 0) return null;
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A rating with one decimal; a driver nobody has rated yet is 'New'. */
export function formatRating(rating: number | null): string {
  return rating === null || rating <= 0 ? 'New' : rating.toFixed(1);
}

/**
 * A driver's average with how many ratings it is of, '4.8 (23)', for search, booking and the
 * trip screens; someone nobody has rated yet is a 'New driver'. `spoken` is the same for screen
 * readers ('Rated 4.8 from 23 ratings').
 */
export function formatRatingWithCount(
  rating: number | null,
  count: number,
): { shown: string; spoken: string; rated: boolean } {
  if (rating === null || rating <= 0 || count <= 0) {
    return { shown: 'New driver', spoken: 'New driver, not rated yet', rated: false };
  }
  const average = rating.toFixed(1);
  return {
    shown: `${average} (${count})`,
    spoken: `Rated ${average} from ${count} ${count === 1 ? 'rating' : 'ratings'}`,
    rated: true,
  };
}

/** 'Silver Toyota Fielder': colour, make and model. */
export function vehicleLine(vehicle: { color: string; make: string; model: string }): string {
  return [vehicle.color, vehicle.make, vehicle.model].filter((part) => part.trim()).join(' ');
}

/** '2 rides found'. */
export function ridesFoundText(count: number): string {
  return `${count} ${count === 1 ? 'ride' : 'rides'} found`;
}

const tripDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: NAIROBI_TIME_ZONE,
  month: 'short',
  day: 'numeric',
});

/**
 * A trip's time as My Trips words it, in Nairobi time: '7:40 AM' for a trip today, otherwise
 * 'Nov 23, 7:40 AM'; 'Invalid Date' when the time cannot be read.
 */
export function formatTripDate(iso: string | null | undefined, now: Date): string {
  const at = new Date(iso ?? '');
  if (!iso || Number.isNaN(at.getTime())) return 'Invalid Date';
  const clock = formatClock(at).replace(
    /\u00a0(am|pm)$/,
    (_, period: string) => `\u00a0${period.toUpperCase()}`,
  );
  if (nairobiDate(at) === nairobiDate(now)) return clock;
  const p = parts(tripDateFormat, at);
  return `${p.month} ${p.day}, ${clock}`;
}
