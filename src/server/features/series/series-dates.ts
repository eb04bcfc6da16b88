import { nairobiWeekday } from '../../../shared/geo.ts';
import { SERIES_WEEKS_AHEAD } from '../../../shared/rules/commute.ts';
import { MIN_HOURS_BEFORE_DEPARTURE } from '../../../shared/rules/rides.ts';

// A series lives in Nairobi dates and a Nairobi time of day; its departures are instants. These
// turn one into the other (Nairobi is UTC+3 all year, no daylight saving).

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Nairobi date of an instant, 'YYYY-MM-DD'. */
export function nairobiDateOf(at: Date): string {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a Nairobi date at `minutes` after its midnight. */
export function departureOn(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - NAIROBI_OFFSET_MS + minutes * 60_000);
}

/** Days from one Nairobi date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface SeriesCalendar {
  departureMinutes: number;
  weekdays: number[];
  skippedDates: string[];
  pausedFrom: string | null;
  pausedUntil: string | null;
}

/** Is this Nairobi date inside the series' holiday? */
export function isPaused(series: SeriesCalendar, date: string): boolean {
  return (
    series.pausedFrom !== null &&
    series.pausedUntil !== null &&
    date >= series.pausedFrom &&
    date <= series.pausedUntil
  );
}

/**
 * The departures a series should have from an hour after `at` to SERIES_WEEKS_AHEAD weeks after
 * it: every chosen weekday, except skipped dates and the holiday. (Which of them already exist is
 * for the caller to ask.)
 */
export function dueDepartures(series: SeriesCalendar, at: Date): Date[] {
  const earliest = at.getTime() + MIN_HOURS_BEFORE_DEPARTURE * 3_600_000;
  const latest = at.getTime() + SERIES_WEEKS_AHEAD * 7 * DAY_MS;
  const today = nairobiDateOf(at);
  const days = new Set(series.weekdays);
  const due: Date[] = [];
  for (let day = 0; day <= SERIES_WEEKS_AHEAD * 7; day++) {
    const date = nairobiDateOf(new Date(Date.parse(`${today}T12:00:00Z`) + day * DAY_MS));
    const departure = departureOn(date, series.departureMinutes);
    if (departure.getTime() < earliest || departure.getTime() > latest) continue;
    if (!days.has(nairobiWeekday(departure))) continue;
    if (series.skippedDates.includes(date) || isPaused(series, date)) continue;
    due.push(departure);
  }
  return due;
}
