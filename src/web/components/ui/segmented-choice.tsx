import { type ReactNode, useId } from 'react';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
  /** A small drawing before the label; decorative. */
  icon?: ReactNode;
}

const looks = {
  /** On a white form: a grey track, the chosen segment raised in white. */
  soft: {
    track: 'bg-surface',
    segment:
      'min-h-10 px-2 text-center peer-checked:bg-white peer-checked:text-primary-strong ' +
      'peer-checked:shadow-sm peer-focus-visible:outline-offset-1',
  },
  /** A screen's own switch: a white track, the chosen segment filled with the brand colour. */
  solid: {
    track: 'bg-white shadow-sm',
    segment:
      'min-h-11 px-3 hover:bg-surface hover:text-ink peer-checked:bg-primary peer-checked:text-white ' +
      'peer-checked:shadow-sm peer-checked:hover:bg-primary-strong peer-checked:hover:text-white ' +
      'peer-focus-visible:outline-offset-2',
  },
} as const;

/**
 * A choice of two options drawn as segments, built from native radio buttons: arrow
 * keys, labels and screen readers work as for any radio group, without script. The inputs are
 * visually hidden and their labels drawn.
 */
export function SegmentedChoice<T extends string>({
  legend,
  hideLegend = false,
  value,
  options,
  onChange,
  look = 'soft',
  className = '',
  name: givenName,
}: {
  legend: string;
  /** Name the group for screen readers only, when the screen around it says what it is. */
  hideLegend?: boolean;
  value: T;
  options: readonly SegmentOption<T>[];
  onChange: (value: T) => void;
  look?: keyof typeof looks;
  className?: string;
  /** The radio group's name in its form; a unique one without it. */
  name?: string;
}) {
  const uniqueName = useId();
  const name = givenName ?? uniqueName;
  const { track, segment } = looks[look];
  return (
    <fieldset className={className}>
      <legend className={hideLegend ? 'sr-only' : 'font-medium text-ink text-sm'}>{legend}</legend>
      <div
        className={`grid grid-cols-2 gap-1 rounded-xl border border-line p-1 ${track} ${hideLegend ? '' : 'mt-1.5'}`}
      >
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
            <span
              className={`flex cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold text-ink-muted text-sm transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-focus ${segment}`}
            >
              {option.icon}
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
