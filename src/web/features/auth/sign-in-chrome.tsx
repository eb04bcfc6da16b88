import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { iconButtonStyles } from '../../components/ui/modal-styles';
import { formatKenyanPhone } from '../../lib/format-phone';
import type { SignInStep } from './sign-in-steps';

// What the sign-in dialog shows around each step: back and close, a picture, title and subtitle.

/** Back (on the code and profile steps) and Close (always). */
export function SignInTopBar({ canGoBack, onBack }: { canGoBack: boolean; onBack(): void }) {
  const { t } = useLingui();
  return (
    <div className="-mt-1 -mx-1 mb-2 flex items-center justify-between sm:-mt-3 sm:-mx-3">
      {canGoBack ? (
        <button type="button" className={iconButtonStyles} aria-label={t`Back`} onClick={onBack}>
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
            <path
              d="M12.5 4.5L7 10l5.5 5.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : (
        <span aria-hidden="true" />
      )}
      <Dialog.Close className={iconButtonStyles} aria-label={t`Close`}>
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
          <path
            d="M5 5l10 10M15 5L5 15"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </Dialog.Close>
    </div>
  );
}

/** The specification's title and subtitle of each step. */
export function useStepHeadings(
  step: SignInStep,
  phoneNumber: string,
): { title: string; subtitle: ReactNode } {
  const { t } = useLingui();
  switch (step) {
    case 'phone':
      return {
        title: t`Sign in to Pamoja`,
        subtitle: t`Enter your phone number to get started`,
      };
    case 'otp': {
      const phone = formatKenyanPhone(phoneNumber);
      return {
        title: t`Verify your number`,
        subtitle: (
          <Trans>
            We sent a 5-digit code to{' '}
            <span className="whitespace-nowrap font-semibold text-ink">{phone}</span>
          </Trans>
        ),
      };
    }
    case 'register':
      return {
        title: t`Complete your profile`,
        subtitle: t`Just a few more details to get started`,
      };
    case 'success':
      return { title: t`Welcome aboard!`, subtitle: t`You're all set to start booking rides` };
  }
}

const stepIcons: Record<SignInStep, ReactNode> = {
  phone: (
    <path d="M9 3h6a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM11 18h2" />
  ),
  otp: <path d="M4 6h16v10H9l-5 4V6zM8 11h.01M12 11h.01M16 11h.01" />,
  register: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5 20a7 7 0 0 1 14 0" />,
  success: <path d="M5 12.5l4.5 4.5L19 7.5" />,
};

/** A picture of what the step is about; success gets the brand colour in full. */
export function StepIcon({ step }: { step: SignInStep }) {
  const colours = step === 'success' ? 'bg-primary text-white' : 'bg-primary-soft text-primary';
  return (
    <div className={`mx-auto flex size-14 items-center justify-center rounded-full ${colours}`}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {stepIcons[step]}
      </svg>
    </div>
  );
}
