import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** Short labels, four to a phone's width. */
export const VERIFICATION_STEPS = [
  msg({ context: 'verification step', message: 'Your account' }),
  msg({ context: 'verification step', message: 'National ID' }),
  msg({ context: 'verification step', message: 'Agent check' }),
  msg({ context: 'verification step', message: 'Start driving' }),
] as const;

/**
 * The way to driving, in four steps. Uploading the National ID is step 2 of 4 (the
 * specification's two filled bars); the bars move on once an agent has it, and when it is approved.
 */
export function VerificationSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  const { t } = useLingui();
  const total = VERIFICATION_STEPS.length;
  const currentLabel = VERIFICATION_STEPS[current - 1];
  return (
    <div className="mt-5">
      <p className="font-medium text-ink-muted text-sm">
        <Trans>
          Step {current} of {total}
        </Trans>
        <span className="text-ink"> · {currentLabel ? t(currentLabel) : null}</span>
      </p>
      <ol className="mt-2 grid grid-cols-4 gap-2" aria-label={t`Verification steps`}>
        {VERIFICATION_STEPS.map((label, index) => {
          const step = index + 1;
          const filled = step <= current;
          return (
            <li
              key={label.id}
              aria-current={step === current ? 'step' : undefined}
              className="min-w-0"
              data-filled={filled}
            >
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full ${filled ? 'bg-primary' : 'bg-line'}`}
              />
              <span
                className={`mt-1.5 line-clamp-2 text-xs leading-tight ${filled ? 'font-medium text-ink' : 'text-ink-muted'}`}
              >
                <span className="sr-only">
                  {step < current ? t`Done:` : step === current ? t`Now:` : t`Next:`}{' '}
                </span>
                {t(label)}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
