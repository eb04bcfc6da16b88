import type { Language } from '../../../shared/language.ts';
import { timeOfDay } from '../../../shared/rules/commute.ts';
import { WEEK, weekdaysText } from '../../../shared/weekdays.ts';
import { type MessageKey, translate } from '../../i18n/messages.ts';
import { SMS_EN } from '../../i18n/sms-en.ts';
import { personLabel, placeLabel } from './sms-label.ts';

// The words of notifications and SMS in a language, from the server's message table
// (src/server/i18n/sms-{en,sw}.ts): handlers give values, never sentences.

/** What a notification says: inbox and push title and body, and its SMS if it has one. */
export interface NotificationText {
  /** Short, for the inbox and the push notification's title. */
  title: string;
  body: string;
  /** The SMS when push does not reach them; null for an inbox-and-push-only notification. */
  smsText?: string | null;
}

type SmsKey = keyof typeof SMS_EN;

/** The notifications of the table: `notice.<name>.title`, `.body` and (optional) `.sms`. */
export type NoticeName = SmsKey extends infer K
  ? K extends `notice.${infer Name}.title`
    ? Name
    : never
  : never;

/** The stand-ins of sms-label.ts for a place or person whose own words were unusable. */
export type LabelName = SmsKey extends infer K
  ? K extends `label.${infer Name}`
    ? Name
    : never
  : never;

/** A notification's title, body and SMS in a language, all three from the same values. */
export function noticeText(
  language: Language,
  name: NoticeName,
  values: Record<string, unknown> = {},
): NotificationText {
  const key = (part: 'title' | 'body' | 'sms') => `notice.${name}.${part}` as MessageKey;
  return {
    title: translate(language, key('title'), values),
    body: translate(language, key('body'), values),
    smsText: key('sms') in SMS_EN ? translate(language, key('sms'), values) : null,
  };
}

/** A label's stand-in in a language ('the pickup', 'mahali pa kuchukuliwa'). */
export const labelText = (language: Language, name: LabelName) =>
  translate(language, `label.${name}`);

/** A place for an SMS (sms-label.ts), its stand-in in the language. */
export const placeIn = (
  language: Language,
  address: string | null | undefined,
  fallback: LabelName = 'thePickup',
) => placeLabel(address, labelText(language, fallback));

/** A person's first name for an SMS (sms-label.ts), its stand-in in the language. */
export const personIn = (
  language: Language,
  fullName: string | null | undefined,
  fallback: LabelName = 'aPassenger',
) => personLabel(fullName, labelText(language, fallback));

/** Kiswahili weekday names by the server's numbers (0 Sunday … 6 Saturday): 'Jumatatu'. */
const SW_WEEKDAYS = new Map<string, string>(
  WEEK.map((day) => [
    day.short,
    // 7 January 2024 was a Sunday.
    new Intl.DateTimeFormat('sw-KE', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 7 + day.value)),
    ),
  ]),
);

/**
 * The days of a series as commuters say them: 'Mon–Fri', 'Mon, Wed, Fri', 'Every day' in
 * English (shared/weekdays.ts); the same runs with Kiswahili names and a plain hyphen
 * ('Jumatatu-Ijumaa'), which keeps a Kiswahili SMS in the GSM alphabet: the longer names cost
 * no extra SMS.
 */
export function weekdaysIn(language: Language, days: readonly number[]): string {
  if (WEEK.every((day) => days.includes(day.value))) return labelText(language, 'everyDay');
  const text = weekdaysText(days);
  if (language === 'en') return text;
  return text
    .replace(/\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, (short) => SW_WEEKDAYS.get(short) ?? short)
    .replaceAll('–', '-');
}

/**
 * A series' time of day (minutes after midnight) in a message: '07:30' in English as always;
 * '7:30 AM' in Kiswahili, digits with AM/PM, never Swahili hour counting.
 */
export function clockIn(language: Language, minutes: number): string {
  if (language === 'en') return timeOfDay(minutes);
  const hours = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  return `${hours % 12 || 12}:${minute} ${hours < 12 ? 'AM' : 'PM'}`;
}
