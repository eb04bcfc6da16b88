import { NAIROBI_TIME_ZONE } from './constants.ts';

const format = new Intl.DateTimeFormat('en-KE', {
  timeZone: NAIROBI_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** "Mon 23 Nov, 7:30 am" in Nairobi time, for messages. */
export function formatNairobiDateTime(date: Date): string {
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`;
}

const dayFormat = new Intl.DateTimeFormat('en-KE', {
  timeZone: NAIROBI_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** "Mon 24 Nov" in Nairobi time, for lists of dates in messages. */
export function formatNairobiDay(date: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}
