import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { useAuth } from '../../lib/session/auth-context';
import { HeroIllustration } from './hero-illustration';
import { LandingSection } from './landing-section';

const BENEFITS = [
  {
    title: msg`Paid within 24 hours`,
    body: msg`Passengers pay when they book. Once the ride is done the fares are yours, on your M-Pesa within 24 hours.`,
  },
  {
    title: msg`Your price, your seats`,
    body: msg`Set the price per seat and how many seats you offer. You decide who rides by their rating.`,
  },
  {
    title: msg`Post once, drive all month`,
    body: msg`Repeat your trip on the weekdays you choose for four weeks, and regular passengers book the same seat every morning.`,
  },
];

const REQUIREMENTS = [
  msg`A valid Kenyan driving licence`,
  msg`A registered vehicle in good condition`,
  msg`A clean driving record`,
  msg`Verification: your National ID, checked by our agents`,
];

export function DriverBenefitsSection() {
  const { t } = useLingui();
  const auth = useAuth();
  const [, navigate] = useLocation();
  // Becoming a driver starts with the ID upload, which needs an account.
  const startDriving = () => {
    if (auth.status === 'signed-in') navigate('/documents');
    else auth.openSignIn(() => navigate('/documents'));
  };

  return (
    <LandingSection
      id="driver-benefits"
      eyebrow={t`For drivers`}
      title={t`Drive to work anyway? Get paid for the empty seats.`}
      intro={t`You are already making the trip. Pamoja fills the seats beside you with verified commuters going the same way.`}
    >
      <div className="mt-10 grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <ul className="grid gap-6">
            {BENEFITS.map((benefit, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
              <li key={index} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-ink">
                  <LineIcon>
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </LineIcon>
                </span>
                <div>
                  <h3 className="font-semibold text-ink text-lg">{t(benefit.title)}</h3>
                  <p className="mt-1 text-ink-muted leading-relaxed">{t(benefit.body)}</p>
                </div>
              </li>
            ))}
          </ul>
          <HeroIllustration className="mt-10 hidden w-full max-w-md lg:block" />
        </div>
        <div className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
          <h3 className="font-bold text-ink text-xl">
            <Trans>What you need to drive with Pamoja</Trans>
          </h3>
          <ul className="mt-5 grid gap-3">
            {REQUIREMENTS.map((requirement, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
              <li key={index} className="flex gap-3 text-ink">
                <LineIcon className="mt-0.5 size-5 shrink-0 text-primary">
                  <circle cx="12" cy="12" r="9" />
                  <path d="M8 12.5l2.8 2.8L16 9.8" />
                </LineIcon>
                {t(requirement)}
              </li>
            ))}
          </ul>
          <p className="mt-5 text-ink-muted text-sm leading-relaxed">
            <Trans>
              Sign in, upload a photo of your National ID, and add your vehicle. Once an agent
              approves your ID you can schedule your first ride.
            </Trans>
          </p>
          <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={startDriving}>
            <Trans>Start driving with Pamoja</Trans>
          </Button>
        </div>
      </div>
    </LandingSection>
  );
}
