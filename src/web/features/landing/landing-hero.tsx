import { buttonStyles } from '../../components/ui/button';
import { HeroIllustration } from './hero-illustration';

export function LandingHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-primary-soft/70 to-surface"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 md:grid-cols-2 md:gap-12 md:pt-16 md:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent-ink text-sm">
            Carpooling for Nairobi commuters
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-balance font-extrabold text-4xl text-ink leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl"
          >
            Share the ride into town. <span className="text-primary">Pay for your seat.</span>
          </h1>
          <p className="mt-5 max-w-xl text-ink-muted text-lg leading-relaxed">
            Pamoja puts you in a verified driver's empty seat on their way from Ruiru, Thika Road,
            Kiambu or Ngong Road into the CBD and Westlands. Book a seat, pay with M-Pesa, and ride
            in comfort.
          </p>
          <a
            href="#why-pamoja"
            className={buttonStyles({ size: 'lg', className: 'mt-8 w-full sm:w-auto' })}
          >
            See how Pamoja works
          </a>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md md:max-w-none" />
      </div>
    </section>
  );
}
