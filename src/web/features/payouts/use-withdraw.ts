import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '../../lib/toast-store';
import { payoutRequested, payoutRequestFailed } from './payout-messages';
import { afterPayoutChange, requestPayout } from './payouts-api';

/**
 * Asks for a payout. A retry of the same amount after a failure reuses its idempotency key, so
 * an answer lost on a poor connection never pays out twice.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ amount: number; key: string } | null>(null);
  return useMutation({
    mutationFn: (amount: number) => {
      if (attempt.current?.amount !== amount) {
        attempt.current = { amount, key: crypto.randomUUID() };
      }
      return requestPayout(amount, attempt.current.key);
    },
    onSuccess: (payout) => {
      attempt.current = null;
      toast(payoutRequested(payout.amount, payout.phoneNumber));
    },
    onError: (error) => toast({ variant: 'destructive', ...payoutRequestFailed(error) }),
    onSettled: () => afterPayoutChange(queryClient),
  });
}
