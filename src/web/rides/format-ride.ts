import { plural, t } from '@lingui/core/macro';
import { NAIROBI_TIME_ZONE } from '../../shared/constants';
import { currentIntlLocale, currentLanguage } from '../lib/i18n/catalogues';
import { addDays, nairobiDate } from './departure-time';

// How a ride reads on a card: times in Nairobi, durations as people say them, in the language on
// screen ('sw-KE' or 'en-KE'). These read the global i18n: a component that shows what they
// return calls `useLingui()`, so it renders again when the language changes.

interface Formats {
  time: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  tripDate: Intl.DateTimeFormat;
}

const formats = new Map<string, Formats>();

/** The formatters of the language on screen, made once per locale. */
function formatsNow(): Formats {
  const locale = currentIntlLocale();
  let made = formats.get(locale);
  if (!made) {
    made = {
      time: new Intl.DateTimeFormat(locale, {
        timeZone: NAIROBI_TIME_ZONE,
        hour: 'numeric',
        minute: '2-digit',
        // en-KE's 12-hour clock is h11 (midnight reads '0:10 am'); people say '12:10 am'.
        hourCycle: 'h12',
      }),
      day: new Intl.DateTimeFormat(locale, {
        timeZone: NAIROBI_TIME_ZONE,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }),
      // My Trips' English reads 'Nov 23', as it always has.
      tripDate: new Intl.DateTimeFormat(locale === 'en-KE' ? 'en-US' : locale, {
        timeZone: NAIROBI_TIME_ZONE,
        month: 'short',
        day: 'numeric',
      }),
    };
    formats.set(locale, made);
  }
  return made;
}

function parts(format: Intl.DateTimeFormat, at: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

/**
 * '7:40 am' in Nairobi time (Kiswahili: '7:40 AM', digits, never Swahili hour counting), with a
 * no-break space so the period never wraps on its own.
 */
export function formatClock(at: Date): string {
  const p = parts(formatsNow().time, at);
  const period = String(p.dayPeriod ?? '');
  const shown = currentLanguage() === 'sw' ? period.toUpperCase() : period.toLowerCase();
  return `${p.hour}:${p.minute}\u00a0${shown}`.trim();
}

/** 'Today', 'Tomorrow' or 'Mon 23 Nov' ('Leo', 'Kesho', 'Jumatatu 23 Nov'), by the Nairobi calendar. */
export function formatDay(at: Date, now: Date): string {
  const day = nairobiDate(at);
  const today = nairobiDate(now);
  if (day === today) return t`Today`;
  if (day === addDays(today, 1)) return t`Tomorrow`;
  const p = parts(formatsNow().day, at);
  return `${p.weekday} ${p.day} ${p.month}`;
}

/** 'Mon 23 Nov, 7:40 am'; an unreadable time reads 'Invalid Date', as My Trips words it. */
export function formatDeparture(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return t`Invalid Date`;
  return `${formatDay(at, now)}, ${formatClock(at)}`;
}

/** Minutes under an hour, otherwise hours and minutes: '45 min', '1 h', '1 h 7 min'. */
export function formatDuration(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes <= 0) return null;
  const whole = Math.round(minutes);
  if (whole < 60) return t`${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
}

/** A rating with one decimal; a driver nobody has rated yet is 'New'. */
export function formatRating(rating: number | null): string {
  return rating === null || rating <= 0 ? t`New` : rating.toFixed(1);
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
    return { shown: t`New driver`, spoken: t`New driver, not rated yet`, rated: false };
  }
  const average = rating.toFixed(1);
  return {
    shown: `${average} (${count})`,
    spoken: t`Rated ${average} from ${plural(count, { one: '# rating', other: '# ratings' })}`,
    rated: true,
  };
}

/** 'Silver Toyota Fielder': colour, make and model. */
export function vehicleLine(vehicle: { color: string; make: string; model: string }): string {
  return [vehicle.color, vehicle.make, vehicle.model].filter((part) => part.trim()).join(' ');
}

/** '2 rides found'. */
export function ridesFoundText(count: number): string {
  return plural(count, { one: '# ride found', other: '# rides found' });
}

/** '1 seat', '3 seats' ('kiti 1', 'viti 3'). */
export function seatsText(count: number): string {
  return plural(count, { one: '# seat', other: '# seats' });
}

/** '1 seat left', '3 seats left'. */
export function seatsLeftText(count: number): string {
  return plural(count, { one: '# seat left', other: '# seats left' });
}

/**
 * A trip's time as My Trips words it, in Nairobi time: '7:40 AM' for a trip today, otherwise
 * 'Nov 23, 7:40 AM'; 'Invalid Date' when the time cannot be read.
 */
export function formatTripDate(iso: string | null | undefined, now: Date): string {
  const at = new Date(iso ?? '');
  if (!iso || Number.isNaN(at.getTime())) return t`Invalid Date`;
  const clock = formatClock(at).replace(
    /\u00a0(am|pm)$/,
    (_, period: string) => `\u00a0${period.toUpperCase()}`,
  );
  if (nairobiDate(at) === nairobiDate(now)) return clock;
  const p = parts(formatsNow().tripDate, at);
  // English 'Nov 23', Kiswahili '23 Nov'.
  const date = currentLanguage() === 'en' ? `${p.month} ${p.day}` : `${p.day} ${p.month}`;
  return `${date}, ${clock}`;
}
