import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { userDetailsQuery } from '../../lib/session/user-details-query';
import { type DriverStatus, driverStatusQuery } from './documents-api';

/**
 * Driver tools for verified drivers only: anyone else is told how to become one, rather than
 * shown empty lists. When the profile cannot be read, the tools show and their own calls speak.
 */
export function DriverOnly({ children }: { children: ReactNode }) {
  const details = useQuery(userDetailsQuery);
  if (details.isPending) return <DriverToolsLoading />;
  if (details.data && !details.data.isDriver) return <VerifyPrompt />;
  return <>{children}</>;
}

/** The driver tools' stand-in while it is not known yet whether they open. */
export function DriverToolsLoading() {
  return (
    <Loading className="mt-6 grid gap-4">
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-56 w-full rounded-2xl" />
    </Loading>
  );
}

const PROMPTS: Record<
  DriverStatus['documentStatus'],
  { title: MessageDescriptor; text: MessageDescriptor; action: MessageDescriptor }
> = {
  none: {
    title: msg`Get verified to drive with Pamoja`,
    text: msg`Upload a photo of your National ID. Once our agents approve it, you can schedule trips, take bookings and withdraw your earnings to M-Pesa.`,
    action: msg`Get verified`,
  },
  pending: {
    title: msg`Your National ID is being checked`,
    text: msg`Our agents are reviewing your photo. You will get an SMS when they decide, and your driver tools open here.`,
    action: msg`See your verification`,
  },
  rejected: {
    title: msg`Your ID photo was not accepted`,
    text: msg`Upload a new, clear photo of your National ID so our agents can verify you as a driver.`,
    action: msg`Upload a new photo`,
  },
  approved: {
    title: msg`You are verified`,
    text: msg`Your driver tools are on their way. Refresh the page if they do not appear.`,
    action: msg`See your verification`,
  },
};

/** The friendly way to the Documents screen for someone who is not a verified driver yet. */
export function VerifyPrompt() {
  const { t } = useLingui();
  const status = useQuery(driverStatusQuery);
  const prompt = PROMPTS[status.data?.documentStatus ?? 'none'];
  return (
    <Card className="mt-6 text-center">
      <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto size-14">
        <circle cx="24" cy="24" r="24" className="fill-accent-soft" />
        <path
          d="M24 11l10 4v7c0 6.5-4.2 11.5-10 14-5.8-2.5-10-7.5-10-14v-7zM19.5 24l3 3 6-6"
          fill="none"
          className="stroke-accent-ink"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 className="mt-3 font-semibold text-ink text-xl">{t(prompt.title)}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">{t(prompt.text)}</p>
      <Link
        href="/documents"
        className={buttonStyles({ size: 'lg', className: 'mt-5 w-full sm:w-auto' })}
      >
        {t(prompt.action)}
      </Link>
    </Card>
  );
}
