import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LineIcon } from '../../components/ui/line-icon';
import { type DriverStatus, driverStatusQuery } from '../documents';
import { RIDE_RULE_MESSAGES } from './ride-rule-messages';

/** Where the person stands, in a line: the next step on the way to offering rides. */
function nextStep(status: DriverStatus | undefined): {
  text: MessageDescriptor;
  action: MessageDescriptor;
} {
  if (status?.documentStatus === 'pending')
    return {
      text: msg`Your National ID is with our agents. You can create rides as soon as it is approved.`,
      action: msg`Check your verification`,
    };
  if (status?.documentStatus === 'rejected')
    return {
      text: msg`Your National ID was not approved. Upload a new, clear photo to try again.`,
      action: msg`Upload a new photo`,
    };
  return {
    text: msg`Upload a photo of your National ID on the Documents screen for an agent to check.`,
    action: msg`Upload your National ID`,
  };
}

/** Instead of the form, for a person who is not (yet) a verified driver. */
export function VerificationPrompt() {
  const { t } = useLingui();
  const status = useQuery(driverStatusQuery);
  const step = nextStep(status.data);
  return (
    <Card className="mt-6 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
        <LineIcon className="size-7">
          <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM12 8v4M12 15.5v.5" />
        </LineIcon>
      </span>
      <h2 className="mt-3 font-semibold text-ink text-lg">
        <Trans>Verify your account to create rides</Trans>
      </h2>
      <p className="mx-auto mt-1 max-w-md text-ink">{t(RIDE_RULE_MESSAGES.unverified)}</p>
      <p className="mx-auto mt-2 max-w-md text-ink-muted text-sm">{t(step.text)}</p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        <Link href="/documents" className={buttonStyles({ size: 'lg' })}>
          {t(step.action)}
        </Link>
        <Link href="/" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </Card>
  );
}
