import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { WEEK } from '../../shared/weekdays';

// The weekdays as the screens say them, in the language on screen: src/shared/weekdays.ts counts
// them as the server does (0 Sunday … 6 Saturday, Monday first) and keeps the server's English.
// Kiswahili's short forms (Jtt, Jnn, …) fit the seven toggles of a phone's row; in a sentence
// ('Jumatatu–Ijumaa') it names the days in full, where English keeps 'Mon–Fri'.

interface DayNames {
  short: MessageDescriptor;
  name: MessageDescriptor;
  inText: MessageDescriptor;
}

const NAMES: Record<number, DayNames> = {
  1: {
    short: msg`Mon`,
    name: msg`Monday`,
    inText: msg({ message: 'Mon', context: 'a day in a list of days' }),
  },
  2: {
    short: msg`Tue`,
    name: msg`Tuesday`,
    inText: msg({ message: 'Tue', context: 'a day in a list of days' }),
  },
  3: {
    short: msg`Wed`,
    name: msg`Wednesday`,
    inText: msg({ message: 'Wed', context: 'a day in a list of days' }),
  },
  4: {
    short: msg`Thu`,
    name: msg`Thursday`,
    inText: msg({ message: 'Thu', context: 'a day in a list of days' }),
  },
  5: {
    short: msg`Fri`,
    name: msg`Friday`,
    inText: msg({ message: 'Fri', context: 'a day in a list of days' }),
  },
  6: {
    short: msg`Sat`,
    name: msg`Saturday`,
    inText: msg({ message: 'Sat', context: 'a day in a list of days' }),
  },
  0: {
    short: msg`Sun`,
    name: msg`Sunday`,
    inText: msg({ message: 'Sun', context: 'a day in a list of days' }),
  },
};

/** A day's short name on a toggle: 'Mon' ('Jtt'). Components showing it call `useLingui()`. */
export function weekdayShort(value: number): string {
  const names = NAMES[value];
  return names ? i18n._(names.short) : '';
}

/** A day's full name: 'Monday' ('Jumatatu'). */
export function weekdayName(value: number): string {
  const names = NAMES[value];
  return names ? i18n._(names.name) : '';
}

/** The week, Monday first, with each day's names in the language on screen. */
export function weekNow(): { value: number; short: string; name: string }[] {
  return WEEK.map((day) => ({
    value: day.value,
    short: weekdayShort(day.value),
    name: weekdayName(day.value),
  }));
}

/**
 * The days of a regular ride, a series or an alert: 'Every day', 'Mon–Fri', 'Mon–Wed, Fri',
 * 'Sat, Sun' (as `weekdaysText` of src/shared/weekdays.ts words it in English); in Kiswahili
 * 'Kila siku', 'Jumatatu–Ijumaa'. Three or more days in a row are joined by a dash; '' for none.
 * Components showing it call `useLingui()`.
 */
export function weekdaysText(days: readonly number[]): string {
  const chosen = WEEK.filter((day) => days.includes(day.value));
  if (chosen.length === 7) return t`Every day`;
  const positions = chosen.map((day) => WEEK.indexOf(day));
  const runs: number[][] = [];
  for (const position of positions) {
    const run = runs.at(-1);
    if (run && run.at(-1) === position - 1) run.push(position);
    else runs.push([position]);
  }
  const day = (position: number | undefined) => {
    const names = NAMES[WEEK[position ?? 0]?.value ?? 1];
    return names ? i18n._(names.inText) : '';
  };
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${day(run[0])}–${day(run.at(-1))}`] : run.map(day)))
    .join(', ');
}
