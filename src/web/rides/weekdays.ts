import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { WEEK } from '../../shared/weekdays';

// The weekdays as the screens say them, in the language on screen: src/shared/weekdays.ts counts
// them as the server does (0 Sunday … 6 Saturday, Monday first) and keeps the server's English.
// Kiswahili's short forms (Jtt, Jnn, …) fit the seven toggles of a phone's row.

const NAMES: Record<number, { short: MessageDescriptor; name: MessageDescriptor }> = {
  1: { short: msg`Mon`, name: msg`Monday` },
  2: { short: msg`Tue`, name: msg`Tuesday` },
  3: { short: msg`Wed`, name: msg`Wednesday` },
  4: { short: msg`Thu`, name: msg`Thursday` },
  5: { short: msg`Fri`, name: msg`Friday` },
  6: { short: msg`Sat`, name: msg`Saturday` },
  0: { short: msg`Sun`, name: msg`Sunday` },
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
 * 'Every day', 'Mon–Fri', 'Mon–Wed, Fri', 'Sat, Sun' in the language on screen (as
 * `weekdaysText` of src/shared/weekdays.ts words it in English); '' for none.
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
  const short = (position: number | undefined) => weekdayShort(WEEK[position ?? 0]?.value ?? 1);
  return runs
    .flatMap((run) => {
      if (run.length >= 3) return [`${short(run[0])}–${short(run.at(-1))}`];
      return run.map(short);
    })
    .join(', ');
}
