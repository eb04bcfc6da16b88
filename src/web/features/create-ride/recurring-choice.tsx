import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Switch } from 'radix-ui';
import { nairobiWeekday } from '../../../shared/geo';
import { RECURRING_WEEKS } from '../../../shared/rules/rides';
import { WeekdayPicker } from '../../rides/weekday-picker';
import { weekdaysText } from '../../rides/weekdays';
import { departureFromInput, type RideFormValues } from './ride-form';
import { formatRideDateTime } from './ride-words';

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
  const weeks = RECURRING_WEEKS;
  return (
    <div className="grid gap-3 rounded-xl border border-line p-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={`${id}-switch`} className="font-medium text-ink">
            <Trans>Recurring ride</Trans>
          </label>
          <p id={`${id}-switch-hint`} className="mt-0.5 text-ink-muted text-xs">
            <Trans>Offer it on the chosen days for the next {weeks} weeks, at the same time.</Trans>
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
          <FirstRideNote values={values} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The date the driver picked is always the first ride, even on a day the ride does not repeat
 * on: say so before saving, so nobody is surprised by a ride they did not expect.
 */
function FirstRideNote({ values }: { values: RideFormValues }) {
  useLingui();
  const first = departureFromInput(values.departure);
  if (!first || values.recurringDays.length === 0) return null;
  const firstDate = new Date(first);
  const offDay = !values.recurringDays.includes(nairobiWeekday(firstDate));
  const when = formatRideDateTime(firstDate);
  const days = weekdaysText(values.recurringDays);
  const weeks = RECURRING_WEEKS;
  return (
    <p className="mt-3 text-ink-muted text-sm" aria-live="polite">
      {offDay ? (
        <Trans>
          First ride <strong className="text-ink">{when}</strong> (the date you picked, although the
          ride does not repeat on that day), then {days} at the same time for {weeks} weeks.
        </Trans>
      ) : (
        <Trans>
          First ride <strong className="text-ink">{when}</strong>, then {days} at the same time for{' '}
          {weeks} weeks.
        </Trans>
      )}
    </p>
  );
}
