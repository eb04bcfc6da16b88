import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonStyles } from '../../components/ui/button';
import { usePageTitle } from '../../components/use-page-title';

export function NotFoundScreen() {
  const { t } = useLingui();
  usePageTitle(t`Page Not Found`);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <svg viewBox="0 0 120 80" aria-hidden="true" className="w-40">
        <path
          d="M14 62C44 58 56 30 90 42"
          className="stroke-primary/35"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
          strokeDasharray="2 12"
        />
        <circle cx="8" cy="64" r="7" className="fill-accent" />
        <path
          d="M96 14a12 12 0 0 1 12 12c0 9-12 20-12 20S84 35 84 26a12 12 0 0 1 12-12z"
          className="fill-primary"
        />
        <text x="96" y="31" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
          ?
        </text>
      </svg>
      <p className="mt-6 font-semibold text-primary text-sm uppercase tracking-wider">
        <Trans>Error 404</Trans>
      </p>
      <h1 className="mt-2 font-bold text-3xl text-ink tracking-tight sm:text-4xl">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-4 text-ink-muted text-lg">
        <Trans>
          This road doesn't lead anywhere. The link may be mistyped, or the page may have moved.
        </Trans>
      </p>
      <Link href="/" className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        <Trans>Back to home</Trans>
      </Link>
    </div>
  );
}
