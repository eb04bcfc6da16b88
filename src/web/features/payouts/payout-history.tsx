import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { PayoutItem } from './payout-item';
import { usePayouts } from './use-payouts';

/** Every payout, newest first, with M-Pesa's answers as they come (usePayouts). */
export function PayoutHistory() {
  const { t } = useLingui();
  const payouts = usePayouts();
  const now = new Date();
  return (
    <Card>
      <h2 className="font-semibold text-ink text-lg">
        <Trans>Your payouts</Trans>
      </h2>
      <p className="text-ink-muted text-sm">
        <Trans>Withdrawals to M-Pesa, newest first</Trans>
      </p>
      {payouts.isError ? (
        <LoadFailed
          inline
          className="mt-4"
          title={t`Failed to load payouts`}
          onRetry={() => void payouts.refetch()}
        />
      ) : payouts.isPending ? (
        <Loading label={t`Loading payouts…`} className="mt-4 grid gap-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-16 w-full" />
          ))}
        </Loading>
      ) : payouts.data.length === 0 ? (
        <p className="mt-4 rounded-xl bg-surface px-4 py-6 text-center text-ink-muted">
          <Trans>No payouts yet. Your withdrawals to M-Pesa will appear here.</Trans>
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-line">
          {payouts.data.map((payout) => (
            <li key={payout.id}>
              <PayoutItem payout={payout} now={now} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
