import { t } from '@lingui/core/macro';
import { WEEK } from '../../../shared/weekdays';
import { currentIntlLocale } from '../../lib/i18n/catalogues';

// The days of a regular ride or a ride alert, as src/shared/weekdays.ts reads them ('Mon–Fri',
// 'Mon, Wed, Fri', 'Every day') but in the language on screen: 'Jumatatu–Ijumaa' in Kiswahili.
// Components showing it call useLingui(), so a switch of language re-renders it.

const formats = new Map<string, Intl.DateTimeFormat>();

/** 'Mon' (0 Sunday … 6 Saturday) in the language on screen; Kiswahili names the whole day. */
export function weekdayShort(day: number): string {
  const locale = currentIntlLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' });
    formats.set(locale, format);
  }
  // 7 January 2024 was a Sunday.
  return format.format(new Date(Date.UTC(2024, 0, 7 + day)));
}

/**
 * 'Every day', 'Mon–Fri', 'Mon–Wed, Fri', 'Sat, Sun': the days in week order, three or more
 * days in a row joined by a dash; '' for none.
 */
export function weekdaysText(days: readonly number[]): string {
  const chosen = WEEK.filter((day) => days.includes(day.value));
  if (chosen.length === 7) return t`Every day`;
  const runs: number[][] = [];
  for (const position of chosen.map((day) => WEEK.indexOf(day))) {
    const run = runs.at(-1);
    if (run && run.at(-1) === position - 1) run.push(position);
    else runs.push([position]);
  }
  const short = (position: number | undefined) => weekdayShort(WEEK[position ?? 0]?.value ?? 1);
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${short(run[0])}–${short(run.at(-1))}`] : run.map(short),
    )
    .join(', ');
}
