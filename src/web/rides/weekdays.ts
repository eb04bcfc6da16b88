// Days of the week as rides, series and ride alerts name them: the API's numbers (0 is Sunday,
// as JavaScript's getDay), shown Monday first, as a Kenyan week is read.

export const WEEKDAYS = [
  { value: 1, short: 'Mon', name: 'Monday' },
  { value: 2, short: 'Tue', name: 'Tuesday' },
  { value: 3, short: 'Wed', name: 'Wednesday' },
  { value: 4, short: 'Thu', name: 'Thursday' },
  { value: 5, short: 'Fri', name: 'Friday' },
  { value: 6, short: 'Sat', name: 'Saturday' },
  { value: 0, short: 'Sun', name: 'Sunday' },
] as const;
export const WORKDAYS = [1, 2, 3, 4, 5];

/** 'Mon–Fri', 'Every day', or the days in week order: 'Mon, Wed, Fri'. */
export function daysText(days: readonly number[]): string {
  const chosen = WEEKDAYS.filter((day) => days.includes(day.value));
  if (chosen.length === 7) return 'Every day';
  if (chosen.length === 5 && WORKDAYS.every((d) => days.includes(d))) return 'Mon–Fri';
  return chosen.map((day) => day.short).join(', ');
}
