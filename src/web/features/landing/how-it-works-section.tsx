import { LandingSection } from './landing-section';

const STEPS = [
  {
    title: 'Sign in with your phone',
    body: 'Enter your Kenyan mobile number and the 5-digit code we send by SMS. First time? Add your name and National ID number and you are in.',
  },
  {
    title: 'Search your route',
    body: 'Say where you start, where you are going and when. We show drivers leaving within 5 km of you and arriving within 5 km of where you need to be.',
  },
  {
    title: 'Book and pay for your seat',
    body: 'Pick a ride, choose up to 4 seats and pay with tokens. You and the driver each get an SMS confirming the booking.',
  },
  {
    title: 'Ride, then rate',
    body: 'Meet your driver at the pickup point and ride in. Afterwards you rate each other, which keeps every trip courteous.',
  },
];

export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="How it works"
      title="From your stage to your desk in four steps"
      intro="No queue at the stage and no haggling over the fare: the price per seat is on the screen before you book."
      tone="surface"
    >
      <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-line bg-white p-6">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-ink text-lg">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink-muted leading-relaxed">{step.body}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
