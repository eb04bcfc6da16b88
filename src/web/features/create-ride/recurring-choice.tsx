import { Switch } from 'radix-ui';
import { RECURRING_WEEKS } from '../../../shared/rules/rides';
import type { RideFormValues } from './ride-form';
import { WeekdayPicker } from './weekday-picker';

/** The recurring switch and, when on, the days the ride repeats on. */
export function RecurringChoice({
  id,
  values,
  error,
  onRecurringChange,
  onDaysChange,
}: {
  id: string;
  values: RideFormValues;
  error?: string;
  onRecurringChange(on: boolean): void;
  onDaysChange(days: number[]): void;
}) {
  return (
    <div className="grid gap-3 rounded-xl border border-line p-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={`${id}-switch`} className="font-medium text-ink">
            Recurring ride
          </label>
          <p id={`${id}-switch-hint`} className="mt-0.5 text-ink-muted text-xs">
            Offer it on the chosen days for the next {RECURRING_WEEKS} weeks, at the same time.
          </p>
        </div>
        <Switch.Root
          id={`${id}-switch`}
          checked={values.isRecurring}
          onCheckedChange={onRecurringChange}
          aria-describedby={`${id}-switch-hint`}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-line transition-colors data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
        </Switch.Root>
      </div>
      {values.isRecurring ? (
        <div id={id} tabIndex={-1}>
          <WeekdayPicker
            days={values.recurringDays}
            onChange={onDaysChange}
            error={error}
            errorId={`${id}-error`}
          />
        </div>
      ) : null}
    </div>
  );
}
