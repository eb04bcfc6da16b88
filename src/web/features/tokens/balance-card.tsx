import { Trans } from '@lingui/react/macro';
import { formatKsh } from '../../../shared/format-money';
import { Skeleton } from '../../components/ui/skeleton';
import { useLanguage } from '../../lib/i18n/use-language';
import { formatTokens } from './format-tokens';

/** The token balance, in shillings first (what people count in) and tokens second. */
export function BalanceCard({
  balance,
  unavailable,
}: {
  balance: number | null;
  /** Nothing could be loaded: say so rather than show a made-up 0. */
  unavailable: boolean;
}) {
  // formatTokens speaks the language on screen: re-render when it changes.
  useLanguage();
  return (
    <section
      aria-labelledby="token-balance-label"
      className="rounded-2xl bg-primary p-5 text-white shadow-sm sm:p-6"
    >
      <h2 id="token-balance-label" className="text-sm text-white/85">
        <Trans>Your token balance</Trans>
      </h2>
      {balance === null && unavailable ? (
        <p className="mt-2 font-semibold text-lg">
          <Trans>Balance unavailable right now</Trans>
        </p>
      ) : balance === null ? (
        <>
          <span className="sr-only">
            <Trans>Loading your balance…</Trans>
          </span>
          <Skeleton className="mt-2 h-9 w-40 bg-white/25" />
          <Skeleton className="mt-2 h-4 w-24 bg-white/20" />
        </>
      ) : (
        <>
          <p
            className="mt-1 font-bold text-3xl tabular-nums tracking-tight sm:text-4xl"
            data-testid="token-balance"
          >
            {formatKsh(balance)}
          </p>
          <p className="mt-1 text-sm text-white/85 tabular-nums">{formatTokens(balance)}</p>
        </>
      )}
    </section>
  );
}
