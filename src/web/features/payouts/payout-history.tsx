import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast-store';
import { PayoutItem } from './payout-item';
import { newlySettled, payoutSettled } from './payout-messages';
import { awaitingMpesa, PAYOUT_POLL_MS } from './payout-polling';
import { afterPayoutChange, type PayoutRecord, payoutsQuery } from './payouts-api';

/**
 * Every payout, newest first. While one is Pending, M-Pesa's answer is looked for every few
 * seconds, and told in a toast when it comes (a failed payout puts the money back).
 */
export function PayoutHistory() {
  const queryClient = useQueryClient();
  const payouts = useQuery({
    ...payoutsQuery,
    staleTime: 0,
    refetchInterval: (query) =>
      awaitingMpesa(query.state.data ?? [], Date.now()) ? PAYOUT_POLL_MS : false,
  });
  const seen = useRef<Map<string, PayoutRecord['status']> | null>(null);

  useEffect(() => {
    if (!payouts.data) return;
    const settled = seen.current ? newlySettled(seen.current, payouts.data) : [];
    seen.current = new Map(payouts.data.map((payout) => [payout.id, payout.status]));
    for (const payout of settled) {
      toast({
        ...payoutSettled(payout),
        variant: payout.status === 'Failed' ? 'destructive' : 'default',
      });
    }
    if (settled.length > 0) afterPayoutChange(queryClient);
  }, [payouts.data, queryClient]);

  const now = new Date();
  return (
    <Card>
      <h2 className="font-semibold text-ink text-lg">Your payouts</h2>
      <p className="text-ink-muted text-sm">Withdrawals to M-Pesa, newest first</p>
      {payouts.isError ? (
        <LoadFailed
          inline
          className="mt-4"
          title="Failed to load payouts"
          onRetry={() => void payouts.refetch()}
        />
      ) : payouts.isPending ? (
        <Loading label="Loading payouts…" className="mt-4 grid gap-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-16 w-full" />
          ))}
        </Loading>
      ) : payouts.data.length === 0 ? (
        <p className="mt-4 rounded-xl bg-surface px-4 py-6 text-center text-ink-muted">
          No payouts yet. Your withdrawals to M-Pesa will appear here.
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
