import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const CLAIMS = [
  {
    figure: msg`KES 2.8M`,
    label: msg`saved by commuters who shared instead of driving alone or hailing`,
  },
  {
    figure: '156,000+',
    label: msg`trees’ worth of carbon uptake: the CO₂ that shared seats kept out of the air`,
  },
  {
    figure: '89%',
    label: msg`lower emissions per person when a car travels full instead of with one person in it`,
  },
  {
    figure: msg`Up to 45%`,
    label: msg`lower CO₂ on your own commute when you share the ride`,
  },
];

export function EnvironmentalBenefitsSection() {
  const { t } = useLingui();
  return (
    <section
      id="environmental-benefits"
      aria-labelledby="environmental-benefits-title"
      className="scroll-mt-16 bg-primary-strong text-white focus:outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="font-semibold text-accent text-sm uppercase tracking-wider">
          <Trans>Environmental benefits</Trans>
        </p>
        <h2
          id="environmental-benefits-title"
          className="mt-2 max-w-2xl text-balance font-bold text-2xl tracking-tight sm:text-3xl"
        >
          <Trans>Cleaner air over Nairobi, one shared seat at a time</Trans>
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-white/90 leading-relaxed">
          <Trans>
            Most cars on the way into town carry one person. Filling the empty seats is the quickest
            way to cut the fumes in our traffic, without waiting for new roads.
          </Trans>
        </p>
        <dl className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {CLAIMS.map((claim, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
            <div key={index} className="rounded-2xl bg-white/10 p-6">
              <dt className="font-extrabold text-4xl text-white tracking-tight">
                {typeof claim.figure === 'string' ? claim.figure : t(claim.figure)}
              </dt>
              <dd className="mt-2 text-white/90 leading-relaxed">{t(claim.label)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 max-w-3xl text-sm text-white/80">
          <Trans>
            Figures are Pamoja’s estimates for shared trips against the same trips driven alone.
            Yours depend on your route and car: the calculator at the top of this page works them
            out.
          </Trans>
        </p>
      </div>
    </section>
  );
}
