import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionLink } from '../../app-shell/section-link';
import { useBookRide } from '../../app-shell/use-book-ride';
import { Button } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { SavingsCalculator } from './savings-calculator';

const PROMISES = [
  msg`Every driver’s National ID checked by our agents`,
  msg`Pay per seat with M-Pesa tokens: 1 token = KSh 1`,
  msg`Cancel before departure and get every shilling back`,
];

export function LandingHero() {
  const { t } = useLingui();
  const bookRide = useBookRide();

  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="scroll-mt-16 bg-gradient-to-b from-primary-soft to-surface"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-8 pb-14 sm:px-6 md:pt-14 lg:grid-cols-[1fr_26rem] lg:items-center lg:gap-14 lg:pb-20">
        <div>
          <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent-ink text-sm">
            <Trans>Carpooling for Nairobi commuters</Trans>
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-balance font-extrabold text-4xl text-ink leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl"
          >
            <Trans>
              Share the ride into town. <span className="text-primary">Pay for your seat.</span>
            </Trans>
          </h1>
          <p className="mt-5 max-w-xl text-ink-muted text-lg leading-relaxed">
            <Trans>
              Pamoja puts you in the empty seat of a verified driver already heading your way on
              Thika Road, Waiyaki Way, Ngong Road or Mombasa Road. Book the night before, pay with
              M-Pesa, and skip both the matatu squeeze and the ride-hailing bill.
            </Trans>
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={bookRide}>
              <Trans>Find a ride</Trans>
            </Button>
            <SectionLink
              href="/#driver-benefits"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-line bg-white px-6 font-semibold text-ink hover:border-primary hover:text-primary-strong"
            >
              <Trans>Offer a ride and earn</Trans>
            </SectionLink>
          </div>
          <ul className="mt-8 grid gap-2.5 text-ink text-sm sm:text-base">
            {PROMISES.map((promise, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
              <li key={index} className="flex gap-2.5">
                <LineIcon className="mt-0.5 size-5 shrink-0 text-primary">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </LineIcon>
                {t(promise)}
              </li>
            ))}
          </ul>
        </div>
        <SavingsCalculator />
      </div>
    </section>
  );
}
