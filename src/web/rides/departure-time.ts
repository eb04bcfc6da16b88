import { NAIROBI_UTC_OFFSET_MINUTES } from '../../shared/constants';

// The date and time a passenger picks are Nairobi wall-clock time, whatever the phone's own
// time zone: the rides are in Nairobi. Nairobi is UTC+3 all year, so plain arithmetic will do.

const OFFSET_MS = NAIROBI_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const offsetHours = String(Math.floor(NAIROBI_UTC_OFFSET_MINUTES / 60)).padStart(2, '0');
const offsetMinutes = String(NAIROBI_UTC_OFFSET_MINUTES % 60).padStart(2, '0');
/** '+03:00', the offset every departure is sent with. */
/** The time a new search or ride starts at. */
export const DEFAULT_DEPARTURE_TIME = '08:00';

export const NAIROBI_OFFSET = `+${offsetHours}:${offsetMinutes}`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The calendar date in Nairobi at an instant, as a date input holds it ('2026-11-23'). */
export function nairobiDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** A date input value `days` calendar days later. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The departure the form starts with: 08:00 (the specification's default time), today when that
 * is still ahead in Nairobi, otherwise tomorrow, so a fresh form never starts in the past.
 */
export function defaultDeparture(now: Date): { date: string; time: string } {
  const today = nairobiDate(now);
  const todayAtDefault = departureInstant(today, DEFAULT_DEPARTURE_TIME);
  const date =
    todayAtDefault && todayAtDefault.getTime() > now.getTime() ? today : addDays(today, 1);
  return { date, time: DEFAULT_DEPARTURE_TIME };
}

/** The API's departureDate: '2026-11-23T07:00:00+03:00'; null for an incomplete date or time. */
export function departureIso(date: string, time: string): string | null {
  if (!DATE.test(date) || !TIME.test(time)) return null;
  const iso = `${date}T${time}:00${NAIROBI_OFFSET}`;
  const instant = new Date(iso);
  // Rejects dates that do not exist, such as 2026-02-30.
  if (Number.isNaN(instant.getTime()) || nairobiDate(instant) !== date) return null;
  return iso;
}

export function departureInstant(date: string, time: string): Date | null {
  const iso = departureIso(date, time);
  return iso ? new Date(iso) : null;
}

/** 'Invalid Departure Time' unless the chosen date and time are still ahead. */
export function isFutureDeparture(date: string, time: string, now: Date): boolean {
  const instant = departureInstant(date, time);
  return instant !== null && instant.getTime() > now.getTime();
}
