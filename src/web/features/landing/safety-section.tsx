import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LineIcon } from '../../components/ui/line-icon';
import { LandingSection } from './landing-section';

const MEASURES: { title: MessageDescriptor; body: MessageDescriptor; icon: ReactNode }[] = [
  {
    title: msg`ID and phone verification`,
    body: msg`Everyone signs in with a Kenyan mobile number confirmed by an SMS code. Drivers also upload their National ID, and our agents check it before they can offer a single seat.`,
    icon: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="9" cy="11" r="2.2" />
        <path d="M5.8 16c.6-1.5 1.8-2.3 3.2-2.3s2.6.8 3.2 2.3M14.5 10h4M14.5 13.5h3" />
      </>
    ),
  },
  {
    title: msg`Live GPS tracking`,
    body: msg`Follow your ride on the map from pickup to drop-off, and share the trip with someone at home so they know where you are on the Thika Road superhighway at 6 a.m.`,
    icon: (
      <>
        <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21z" />
        <circle cx="12" cy="10" r="2.4" />
      </>
    ),
  },
  {
    title: msg`Emergency alerts`,
    body: msg`If anything feels wrong during a trip, raise an emergency alert and the Pamoja team gets your trip details, your driver and your route at once.`,
    icon: (
      <>
        <path d="M12 3.5L2.8 19.5h18.4z" />
        <path d="M12 9.5v4.5M12 16.8v.2" />
      </>
    ),
  },
  {
    title: msg`Ratings both ways`,
    body: msg`After every trip the passenger rates the driver and the driver rates the passenger, from 1 to 5. You see a driver’s rating before you book; they see yours too.`,
    icon: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  },
  {
    title: msg`Secure payments`,
    body: msg`No cash changes hands in the car. You pay for your seat from your token balance when you book, and top up with an M-Pesa prompt on your own phone.`,
    icon: (
      <>
        <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
      </>
    ),
  },
];

export function SafetySection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="safety"
      eyebrow={t`Safety`}
      title={t`You know who you are riding with`}
      intro={t`A shared car only works when everyone in it is accountable. These are the checks behind every Pamoja seat.`}
    >
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {MEASURES.map((measure, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
          <li key={index} className="rounded-2xl border border-line bg-surface p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
              <LineIcon>{measure.icon}</LineIcon>
            </span>
            <h3 className="mt-4 font-semibold text-ink text-lg">{t(measure.title)}</h3>
            <p className="mt-2 text-ink-muted leading-relaxed">{t(measure.body)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
