import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LandingSection } from './landing-section';

const QUESTIONS = [
  {
    question: msg`How do I pay for a ride?`,
    answer: msg`With tokens: 1 token is KSh 1. Top up from the Tokens screen and an M-Pesa prompt arrives on your registered phone; enter your PIN and the tokens are in your balance. Your seat is paid from that balance when you book, so there is no cash in the car.`,
  },
  {
    question: msg`What happens if I cancel?`,
    answer: msg`Cancel from My Trips at any time before the ride leaves and every token you paid comes back to your balance. If the driver cancels the ride, all passengers are refunded in full and told by SMS.`,
  },
  {
    question: msg`How do you check drivers?`,
    answer: msg`Every driver signs in with a verified phone number and uploads a photo of their National ID. Our agents check it by hand, and only approved drivers can schedule rides. After each trip, passengers and drivers rate each other, and ratings show on every ride.`,
  },
  {
    question: msg`Is Pamoja cheaper than a matatu?`,
    answer: msg`Usually not, and we will not pretend otherwise: a matatu is the cheapest way into town. Pamoja is for when you want a seat of your own, a direct trip and a driver you know, for far less than a ride-hailing fare or driving alone. Drivers set their own price per seat and you see it before you book.`,
  },
  {
    question: msg`How many seats can I book?`,
    answer: msg`Up to 4 seats in one booking, as long as the ride has that many free. A ride with no seats left shows as Fully Booked.`,
  },
  {
    question: msg`Which areas does Pamoja cover?`,
    answer: msg`Nairobi and the towns its commuters come from: Ruiru, Juja and Thika along Thika Road; Kiambu and Ruaka; Kikuyu and Westlands along Waiyaki Way; Ngong, Karen and Rongai; Kitengela and Syokimau along Mombasa Road. Rides run wherever drivers post them.`,
  },
  {
    question: msg`Do I need to install an app?`,
    answer: msg`No. Pamoja works in the browser on any smartphone. To open it like an app, add it to your home screen, or get the app, from the bottom of this page.`,
  },
  {
    question: msg`How do drivers get paid?`,
    answer: msg`Passengers pay when they book, so every seat is paid before the trip. When the ride is completed, the fares are credited to the driver, who withdraws them to M-Pesa. Drivers are paid within 24 hours.`,
  },
];

export function FaqSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="faq"
      eyebrow={t`FAQ`}
      title={t`Questions commuters ask us`}
      intro={t`Something else on your mind? Call or write to us: our details are at the bottom of the page.`}
      tone="surface"
    >
      <div className="mt-10 grid max-w-3xl gap-3">
        {QUESTIONS.map((item, index) => (
          <details
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
            key={index}
            className="group rounded-2xl border border-line bg-white open:shadow-sm"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              <h3>{t(item.question)}</h3>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
              >
                <path
                  d="M6 9l6 6 6-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </summary>
            <p className="px-5 pb-5 text-ink-muted leading-relaxed">{t(item.answer)}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
