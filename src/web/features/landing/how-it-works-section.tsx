import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LandingSection } from './landing-section';

const STEPS = [
  {
    title: msg`Sign in with your phone`,
    body: msg`Enter your Kenyan mobile number and the 5-digit code we send by SMS. First time? Add your name and National ID number and you are in.`,
  },
  {
    title: msg`Search your route`,
    body: msg`Say where you start, where you are going and when. We show drivers leaving within 5 km of you and arriving within 5 km of where you need to be.`,
  },
  {
    title: msg`Book and pay for your seat`,
    body: msg`Pick a ride, choose up to 4 seats and pay with tokens. You and the driver each get an SMS confirming the booking.`,
  },
  {
    title: msg`Ride, then rate`,
    body: msg`Meet your driver at the pickup point and ride in. Afterwards you rate each other, which keeps every trip courteous.`,
  },
];

export function HowItWorksSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="how-it-works"
      eyebrow={t`How it works`}
      title={t`From your stage to your desk in four steps`}
      intro={t`No queue at the stage and no haggling over the fare: the price per seat is on the screen before you book.`}
      tone="surface"
    >
      <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
            <li key={index} className="rounded-2xl border border-line bg-white p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-white"
              >
                {number}
              </span>
              <h3 className="mt-4 font-semibold text-ink text-lg">
                <span className="sr-only">
                  <Trans>Step {number}:</Trans>{' '}
                </span>
                {t(step.title)}
              </h3>
              <p className="mt-2 text-ink-muted leading-relaxed">{t(step.body)}</p>
            </li>
          );
        })}
      </ol>
    </LandingSection>
  );
}
