import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LandingSection } from './landing-section';

const FEATURES = [
  {
    title: msg`The price before you book`,
    body: msg`Drivers set a fixed price per seat. What the ride card says is what you pay: no surge at 7 a.m. and no change counted out at the roadside.`,
  },
  {
    title: msg`Tokens topped up with M-Pesa`,
    body: msg`1 token is KSh 1. Top up any amount with an M-Pesa prompt on your phone, and your balance pays for seats in one tap.`,
  },
  {
    title: msg`Full refunds before departure`,
    body: msg`Plans change. Cancel a booking before the ride leaves and your tokens come back in full. If the driver cancels, everyone is refunded and told by SMS.`,
  },
  {
    title: msg`Popular commuter routes`,
    body: msg`Ruiru to Westlands, Kitengela to the CBD, Ngong to Upper Hill: choose a popular route in one tap instead of typing it every morning.`,
  },
  {
    title: msg`The same seat every weekday`,
    body: msg`Drivers can repeat a trip on the weekdays they choose for four weeks, so the 6:30 from Ruiru is there Monday to Friday.`,
  },
  {
    title: msg`SMS for everything that matters`,
    body: msg`Bookings, cancellations and refunds come by SMS as well as in the app, so you are covered when your bundles run out.`,
  },
];

export function FeaturesSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="features"
      eyebrow={t`Features`}
      title={t`Built for the daily commute, not the occasional trip`}
      intro={t`Everything a regular rider and a regular driver need, and nothing that slows down a 6 a.m. booking.`}
    >
      <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
          <li key={index} className="border-primary border-l-4 pl-5">
            <h3 className="font-semibold text-ink text-lg">{t(feature.title)}</h3>
            <p className="mt-2 text-ink-muted leading-relaxed">{t(feature.body)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
