import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

const SCORES = [1, 2, 3, 4, 5] as const;

/** What each score means, read out with it and shown under the stars once chosen. */
export const SCORE_WORDS: Record<(typeof SCORES)[number], MessageDescriptor> = {
  1: msg`Very poor`,
  2: msg`Poor`,
  3: msg`OK`,
  4: msg`Good`,
  5: msg`Excellent`,
};

function Star({ filled, className }: { filled: boolean; className: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className}>
      <path
        d="M10 1.8l2.5 5.2 5.7.7-4.2 3.9 1.1 5.6L10 14.4l-5.1 2.8L6 11.6 1.8 7.7l5.7-.7z"
        className={filled ? 'fill-accent stroke-accent' : 'fill-white stroke-ink-muted/60'}
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Stars 1 to 5 to choose from, built from native radio buttons: arrow keys, labels and screen
 * readers work as for any radio group. The chosen star and those before it fill.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  value: number | null;
  onChange(score: number): void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const name = useId();
  const chosen = SCORES.find((score) => score === value);
  return (
    <fieldset disabled={disabled}>
      <legend className="font-medium text-ink text-sm">{legend}</legend>
      <div className="mt-1.5 flex gap-1">
        {SCORES.map((score) => {
          const word = t(SCORE_WORDS[score]);
          return (
            <label key={score} className="relative cursor-pointer">
              <input
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                // Laid over its star, invisible: a tap on the star is a tap on the radio itself.
                className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
              />
              <span className="sr-only">
                {t`${plural(score, { one: `# star, ${word}`, other: `# stars, ${word}` })}`}
              </span>
              <span className="flex size-11 items-center justify-center rounded-lg transition-colors hover:bg-accent-soft peer-focus-visible:outline-3 peer-focus-visible:outline-focus">
                <Star filled={value !== null && score <= value} className="size-8" />
              </span>
            </label>
          );
        })}
      </div>
      <p className="mt-1 min-h-5 text-ink-muted text-sm" aria-hidden="true">
        {chosen ? t(SCORE_WORDS[chosen]) : ''}
      </p>
    </fieldset>
  );
}

/** A rating already given: its stars, and the words for screen readers. */
export function StarsShown({ score, className = 'size-4' }: { score: number; className?: string }) {
  const { t } = useLingui();
  return (
    <span className="inline-flex items-center gap-0.5">
      {SCORES.map((n) => (
        <Star key={n} filled={n <= score} className={className} />
      ))}
      <span className="sr-only">
        {t`${plural(score, { one: 'You rated # out of 5 star', other: 'You rated # out of 5 stars' })}`}
      </span>
    </span>
  );
}
