import { t } from '@lingui/core/macro';
import { NAIROBI_TIME_ZONE } from '../../../shared/constants';
import { formatNairobiDateTime } from '../../../shared/nairobi-time';
import { WEEK, weekdaysText } from '../../../shared/weekdays';
import { currentIntlLocale } from '../../lib/i18n/catalogues';

// Days and dates of the ride form in the language on screen. English keeps the shared helpers'
// words exactly ('Mon–Fri', 'Mon 23 Nov, 7:30 am'); Kiswahili names its days in full
// ('Jumatatu–Ijumaa', 'Jumatatu, 23 Novemba, 7:30 AM'). Components showing them call useLingui().

interface LocalFormats {
  weekday: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}

const formats = new Map<string, LocalFormats>();

function localFormats(locale: string): LocalFormats {
  let found = formats.get(locale);
  if (!found) {
    found = {
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
      date: new Intl.DateTimeFormat(locale, {
        timeZone: NAIROBI_TIME_ZONE,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }),
      // Digits and AM/PM, never Swahili hour counting.
      time: new Intl.DateTimeFormat('en-KE', {
        timeZone: NAIROBI_TIME_ZONE,
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
      }),
    };
    formats.set(locale, found);
  }
  return found;
}

/** A weekday's name (0 Sunday … 6 Saturday): 22 November 2026 was a Sunday. */
const dayName = (locale: string, day: number) =>
  localFormats(locale).weekday.format(new Date(Date.UTC(2026, 10, 22 + day)));

/** 'Mon–Fri', 'Sat, Sun', 'Every day'; in Kiswahili 'Jumatatu–Ijumaa', 'Kila siku'. */
export function weekdaysLabel(days: readonly number[]): string {
  const locale = currentIntlLocale();
  if (locale === 'en-KE') return weekdaysText(days);
  const positions = WEEK.flatMap((day, position) => (days.includes(day.value) ? [position] : []));
  if (positions.length === 7) return t`Every day`;
  const runs: number[][] = [];
  for (const position of positions) {
    const run = runs.at(-1);
    if (run && run.at(-1) === position - 1) run.push(position);
    else runs.push([position]);
  }
  const name = (position: number | undefined) => dayName(locale, WEEK[position ?? 0]?.value ?? 1);
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${name(run[0])}–${name(run.at(-1))}`] : run.map(name)))
    .join(', ');
}

/** 'Mon 23 Nov, 7:30 am'; in Kiswahili 'Jumatatu, 23 Novemba, 7:30 AM'. Nairobi time. */
export function formatRideDateTime(at: Date): string {
  const locale = currentIntlLocale();
  if (locale === 'en-KE') return formatNairobiDateTime(at);
  const { date, time } = localFormats(locale);
  return `${date.format(at)}, ${time.format(at).replace(/\s+/, '\u00a0').toUpperCase()}`;
}
