import { useLingui } from '@lingui/react/macro';
import { FieldError } from '../components/ui/input';
import { weekNow } from './weekdays';

/** Days of the week as seven toggles, Monday first: a recurring ride's, a ride alert's. */
export function WeekdayPicker({
  days,
  onChange,
  error,
  errorId,
  legend,
}: {
  days: readonly number[];
  onChange(days: number[]): void;
  error?: string;
  errorId: string;
  legend?: string;
}) {
  const { t } = useLingui();
  function toggle(day: number, on: boolean) {
    onChange(on ? [...days, day] : days.filter((d) => d !== day));
  }
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-medium text-ink text-sm">{legend ?? t`Repeat on`}</legend>
      <div className="grid grid-cols-7 gap-1.5">
        {weekNow().map((day) => (
          <label
            key={day.value}
            className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-line bg-white font-semibold text-ink text-sm transition-colors hover:border-primary has-checked:border-primary has-checked:bg-primary has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-focus has-focus-visible:outline-offset-2"
          >
            <input
              type="checkbox"
              value={day.value}
              checked={days.includes(day.value)}
              onChange={(event) => toggle(day.value, event.target.checked)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span aria-hidden="true">{day.short}</span>
            <span className="sr-only">{day.name}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error ?? null} />
    </fieldset>
  );
}
