import { LandingSection } from './landing-section';

const IMPACTS = [
  {
    title: 'Fewer cars in the queue',
    body: 'Three commuters in one car instead of three cars means a shorter queue at every roundabout on Thika Road, Waiyaki Way and Mombasa Road, for everyone on them, matatus included.',
  },
  {
    title: 'Income from seats that were empty',
    body: 'Drivers earn from a trip they were making anyway. For many, the fares from two or three regular passengers cover the week’s fuel.',
  },
  {
    title: 'Neighbours, not strangers',
    body: 'Regular riders on the same route get to know each other. Verified IDs and ratings in both directions keep the car a place where everyone is comfortable.',
  },
];

export function CommunityImpactSection() {
  return (
    <LandingSection
      id="community-impact"
      eyebrow="Community impact"
      title="Good for the city, not just your wallet"
      intro="Every shared seat is one less car on the road into Nairobi, and money that stays with the people who make the trip."
    >
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {IMPACTS.map((impact) => (
          <li key={impact.title} className="rounded-2xl bg-primary-soft p-6">
            <h3 className="font-semibold text-lg text-primary-strong">{impact.title}</h3>
            <p className="mt-2 text-ink leading-relaxed">{impact.body}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
