import { NAIROBI_TIME_ZONE } from './constants.ts';
import { intlLocale, type Language } from './language.ts';

// Dates and times for messages (SMS, notifications), in Nairobi time and in a language: the
// weekday and month in its words, the time always as digits with am/pm ('7:30 am' in English,
// '7:30 AM' in Kiswahili: never Swahili hour counting), so it is read from the English clock.

const clock = new Intl.DateTimeFormat('en-KE', {
  timeZone: NAIROBI_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
const dayFormat = (language: Language) => {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone: NAIROBI_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    dayFormats.set(language, format);
  }
  return format;
};

const partsOf = (format: Intl.DateTimeFormat, date: Date) =>
  Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));

/** "7:30 am" (English) or "7:30 AM" (Kiswahili) in Nairobi time. */
export function formatNairobiTime(date: Date, language: Language = 'en'): string {
  const parts = partsOf(clock, date);
  const period = String(parts.dayPeriod);
  return `${parts.hour}:${parts.minute} ${language === 'sw' ? period.toUpperCase() : period.toLowerCase()}`;
}

/** "Mon 24 Nov" / "Jumatatu 24 Nov" in Nairobi time, for lists of dates in messages. */
export function formatNairobiDay(date: Date, language: Language = 'en'): string {
  const parts = partsOf(dayFormat(language), date);
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/** "Mon 23 Nov, 7:30 am" / "Jumatatu 23 Nov, 7:30 AM" in Nairobi time, for messages. */
export function formatNairobiDateTime(date: Date, language: Language = 'en'): string {
  return `${formatNairobiDay(date, language)}, ${formatNairobiTime(date, language)}`;
}
