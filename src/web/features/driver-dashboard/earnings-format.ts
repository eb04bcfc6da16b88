import { currentIntlLocale } from '../../lib/i18n/catalogues';

// Week names in the language on screen: 'Nov 16' in English, '16 Nov' in Kiswahili. The chart
// calls useLingui(), so it re-renders in a new language.

interface WeekFormats {
  monthDay: Intl.DateTimeFormat;
  month: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
}

const formats = new Map<string, WeekFormats>();

function weekFormats(locale: string): WeekFormats {
  let found = formats.get(locale);
  if (!found) {
    // English keeps its American order ('Nov 16'); Kiswahili reads day then month ('16 Nov').
    const tag = locale === 'en-KE' ? 'en-US' : locale;
    found = {
      monthDay: new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(tag, { day: 'numeric', timeZone: 'UTC' }),
    };
    formats.set(locale, found);
  }
  return found;
}

// Weeks arrive as the Nairobi calendar date of their Monday ('2026-11-16'); read at UTC midnight
// so the date is never shifted by the phone's own time zone.
const mondayOf = (weekStart: string) => new Date(`${weekStart}T00:00:00Z`);

/** 'Nov 16' ('16 Nov'): the Monday a week starts on. */
export function weekLabel(weekStart: string): string {
  const at = mondayOf(weekStart);
  return Number.isNaN(at.getTime())
    ? weekStart
    : weekFormats(currentIntlLocale()).monthDay.format(at);
}

/**
 * 'Nov 16 – 22', or 'Nov 30 – Dec 6' across a month end: Monday to Sunday. Kiswahili:
 * '16 – 22 Nov', '30 Nov – 6 Des'.
 */
export function weekRange(weekStart: string): string {
  const monday = mondayOf(weekStart);
  if (Number.isNaN(monday.getTime())) return weekStart;
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const locale = currentIntlLocale();
  const { monthDay, month, day } = weekFormats(locale);
  const sameMonth = month.format(sunday) === month.format(monday);
  if (locale !== 'en-KE') {
    return `${sameMonth ? day.format(monday) : monthDay.format(monday)} – ${monthDay.format(sunday)}`;
  }
  const end = sameMonth ? String(sunday.getUTCDate()) : monthDay.format(sunday);
  return `${monthDay.format(monday)} – ${end}`;
}

/** Short amounts for above a narrow bar: 850, 1.2k, 12k. */
export function compactAmount(amount: number): string {
  if (amount < 1000) return String(amount);
  if (amount < 10_000) return `${(Math.round(amount / 100) / 10).toString()}k`;
  return `${Math.round(amount / 1000)}k`;
}

/** Whether any week earned anything; otherwise the chart has nothing to show. */
export function hasEarnings(weeks: Array<{ amount: number }>): boolean {
  return weeks.some((week) => week.amount > 0);
}

/** A bar's height as a percentage of the tallest; a week with any earnings stays visible. */
export function barPercent(amount: number, largest: number): number {
  if (amount <= 0 || largest <= 0) return 0;
  return Math.max(4, Math.round((amount / largest) * 100));
}
