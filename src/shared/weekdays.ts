// Weekdays as the server counts them (0 Sunday … 6 Saturday, the Nairobi calendar) and as
// commuters say them: the week starts on Monday, and a run of days reads 'Mon–Fri'.

/** Monday first, as a Kenyan week is read. */
export const WEEK = [
  { value: 1, short: 'Mon', name: 'Monday' },
  { value: 2, short: 'Tue', name: 'Tuesday' },
  { value: 3, short: 'Wed', name: 'Wednesday' },
  { value: 4, short: 'Thu', name: 'Thursday' },
  { value: 5, short: 'Fri', name: 'Friday' },
  { value: 6, short: 'Sat', name: 'Saturday' },
  { value: 0, short: 'Sun', name: 'Sunday' },
] as const;

/** Monday to Friday. */
export const WORKWEEK = [1, 2, 3, 4, 5] as const;

/**
 * 'Every day', 'Mon–Fri', 'Mon–Wed, Fri', 'Sat, Sun': the days in week order, three or more
 * days in a row joined by a dash; '' for none.
 */
export function weekdaysText(days: readonly number[]): string {
  const chosen = WEEK.filter((day) => days.includes(day.value));
  if (chosen.length === 7) return 'Every day';
  const positions = chosen.map((day) => WEEK.indexOf(day));
  const runs: number[][] = [];
  for (const position of positions) {
    const run = runs.at(-1);
    if (run && run.at(-1) === position - 1) run.push(position);
    else runs.push([position]);
  }
  return runs
    .flatMap((run) => {
      const short = (position: number | undefined) => WEEK[position ?? 0]?.short ?? '';
      if (run.length >= 3) return [`${short(run[0])}–${short(run.at(-1))}`];
      return run.map(short);
    })
    .join(', ');
}
