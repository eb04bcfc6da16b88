import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast-store';
import { newlySettled, payoutSettled } from './payout-messages';
import { awaitingMpesa, PAYOUT_POLL_MS } from './payout-polling';
import { afterPayoutChange, type PayoutRecord, payoutsQuery } from './payouts-api';

/**
 * The person's payouts, newest first. While one is Pending, M-Pesa's answer is looked for every
 * few seconds, and told in a toast when it comes (a failed payout puts the money back).
 */
export function usePayouts() {
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

  return payouts;
}
