import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LandingSection } from './landing-section';

const TESTIMONIALS = [
  {
    name: 'Wanjiru',
    area: 'Ruiru',
    role: msg`Passenger`,
    quote: msg`I used to be at the Ruiru stage by 6 waiting for a matatu with space. Now I book the night before and I am at my desk in Westlands by a quarter to eight.`,
  },
  {
    name: 'Otieno',
    area: 'Kitengela',
    role: msg`Driver`,
    quote: msg`I drive to Upper Hill on Mombasa Road every day anyway. Three regular passengers cover my fuel for the week, and the money is on my M-Pesa the next day.`,
  },
  {
    name: 'Achieng',
    area: 'Ngong',
    role: msg`Passenger`,
    quote: msg`What sold me was the ratings. I can see the driver’s rating before I book, and they can see mine, so everyone is on their best behaviour.`,
  },
  {
    name: 'Kamau',
    area: 'Thika',
    role: msg`Passenger`,
    quote: msg`Thika Road traffic is the same, but I am not the one driving it. I answer e-mails on the way and spend less than I did on fuel and parking in town.`,
  },
  {
    name: 'Njeri',
    area: 'Kikuyu',
    role: msg`Passenger`,
    quote: msg`My meeting moved, so I cancelled the morning ride from my phone. The tokens were back in my balance straight away, all of them.`,
  },
  {
    name: 'Mwangi',
    area: 'Kiambu',
    role: msg`Driver`,
    quote: msg`I uploaded my ID on a Sunday, an agent approved it, and I posted my first ride on Monday. Now my Waiyaki Way trip has a regular crew.`,
  },
];

const AVATAR_TONES = [
  'bg-primary text-white',
  'bg-accent text-ink',
  'bg-primary-strong text-white',
  'bg-ink text-white',
];

export function TestimonialsSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="testimonials"
      eyebrow={t`Testimonials`}
      title={t`What Nairobi commuters say`}
      tone="surface"
    >
      <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {TESTIMONIALS.map((testimonial, index) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6">
              <blockquote className="flex-1 text-ink leading-relaxed">
                <p>“{t(testimonial.quote)}”</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`inline-flex size-11 items-center justify-center rounded-full font-bold ${AVATAR_TONES[index % AVATAR_TONES.length]}`}
                >
                  {testimonial.name[0]}
                </span>
                <span>
                  <span className="block font-semibold text-ink">
                    {testimonial.name}, {testimonial.area}
                  </span>
                  <span className="block text-ink-muted text-sm">{t(testimonial.role)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
