interface Option<T extends string> {
  value: T;
  label: string;
}

interface SegmentedChoiceProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}

/**
 * A two-way toggle built from native radio buttons, so arrow keys, labels and screen readers
 * work without script; the inputs are visually hidden and their labels drawn as segments.
 */
export function SegmentedChoice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: SegmentedChoiceProps<T>) {
  return (
    <fieldset>
      <legend className="font-medium text-ink text-sm">{legend}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-1 rounded-xl border border-line bg-surface p-1">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-2 text-center font-semibold text-ink-muted text-sm peer-checked:bg-white peer-checked:text-primary-strong peer-checked:shadow-sm peer-focus-visible:outline-3 peer-focus-visible:outline-focus peer-focus-visible:outline-offset-1">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
