import { NAIROBI_TIME_ZONE } from '../../../shared/constants';
import { formatNairobiDateTime } from '../../../shared/nairobi-time';
import { currentIntlLocale } from '../../lib/i18n/catalogues';

// Dates of the ride form in the language on screen. English keeps the shared helper's words
// exactly ('Mon 23 Nov, 7:30 am'); Kiswahili names the day in full ('Jumatatu, 23 Novemba,
// 7:30 AM'). Components showing them call useLingui(). (The days of a regular ride:
// rides/weekdays.ts.)

interface LocalFormats {
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}

const formats = new Map<string, LocalFormats>();

function localFormats(locale: string): LocalFormats {
  let found = formats.get(locale);
  if (!found) {
    found = {
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

/** 'Mon 23 Nov, 7:30 am'; in Kiswahili 'Jumatatu, 23 Novemba, 7:30 AM'. Nairobi time. */
export function formatRideDateTime(at: Date): string {
  const locale = currentIntlLocale();
  if (locale === 'en-KE') return formatNairobiDateTime(at);
  const { date, time } = localFormats(locale);
  return `${date.format(at)}, ${time.format(at).replace(/\s+/, '\u00a0').toUpperCase()}`;
}
