import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../components/ui/spinner';
import { UPLOAD_STEPS, type UploadStep } from './document-upload';

const STEP_LABELS: Record<UploadStep, MessageDescriptor> = {
  requesting: msg`Preparing the upload`,
  sending: msg`Sending your photo`,
  processing: msg`Checking the photo`,
  saving: msg`Saving your document`,
};

/** Where the upload stands: a bar for a glance, the four steps for the detail. */
export function UploadProgress({ step }: { step: UploadStep }) {
  const { t } = useLingui();
  const current = UPLOAD_STEPS.indexOf(step);
  const percent = Math.round(((current + 0.5) / UPLOAD_STEPS.length) * 100);

  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={t`Upload progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t(STEP_LABELS[step])}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-3 grid gap-1.5 text-sm" aria-label={t`Upload steps`}>
        {UPLOAD_STEPS.map((name, index) => {
          const done = index < current;
          const now = index === current;
          return (
            <li
              key={name}
              className={`flex items-center gap-2 ${done || now ? 'text-ink' : 'text-ink-muted'}`}
              aria-current={now ? 'step' : undefined}
            >
              <span className="flex size-5 items-center justify-center" aria-hidden="true">
                {now ? (
                  <Spinner className="size-4 text-primary" />
                ) : done ? (
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className="size-4 text-primary"
                    fill="none"
                  >
                    <path
                      d="M5 10.5l3.2 3L15 7"
                      stroke="currentColor"
                      strokeWidth="2.4"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                ) : (
                  <span className="size-2 rounded-full bg-line" />
                )}
              </span>
              <span className={now ? 'font-medium' : undefined}>
                {t(STEP_LABELS[name])}
                {now ? '…' : ''}
                {done ? (
                  <span className="sr-only">
                    {' '}
                    <Trans>(done)</Trans>
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
