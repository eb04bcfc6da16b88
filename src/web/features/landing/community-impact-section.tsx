import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LandingSection } from './landing-section';

const IMPACTS = [
  {
    title: msg`Fewer cars in the queue`,
    body: msg`Three commuters in one car instead of three cars means a shorter queue at every roundabout on Thika Road, Waiyaki Way and Mombasa Road, for everyone on them, matatus included.`,
  },
  {
    title: msg`Income from seats that were empty`,
    body: msg`Drivers earn from a trip they were making anyway. For many, the fares from two or three regular passengers cover the week’s fuel.`,
  },
  {
    title: msg`Neighbours, not strangers`,
    body: msg`Regular riders on the same route get to know each other. Verified IDs and ratings in both directions keep the car a place where everyone is comfortable.`,
  },
];

export function CommunityImpactSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="community-impact"
      eyebrow={t`Community impact`}
      title={t`Good for the city, not just your wallet`}
      intro={t`Every shared seat is one less car on the road into Nairobi, and money that stays with the people who make the trip.`}
    >
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {IMPACTS.map((impact, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
          <li key={index} className="rounded-2xl bg-primary-soft p-6">
            <h3 className="font-semibold text-lg text-primary-strong">{t(impact.title)}</h3>
            <p className="mt-2 text-ink leading-relaxed">{t(impact.body)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
