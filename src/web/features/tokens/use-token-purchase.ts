import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast-store';
import { createTokenPurchase, type PurchaseState, type TokenPurchase } from './token-purchase';

let shared: { client: QueryClient; purchase: TokenPurchase } | null = null;

/**
 * One purchase for the whole app, not one per visit to the screen: a person who taps Make Payment
 * and goes to the home screen still hears 'Payment Successful!' and sees the new balance there,
 * and coming back shows the payment still under way instead of a blank form.
 */
function sharedPurchase(client: QueryClient): TokenPurchase {
  if (shared?.client !== client) {
    shared?.purchase.reset();
    const purchase = createTokenPurchase({
      notify: toast,
      onPaid: () => {
        // Both show the balance.
        void client.invalidateQueries({ queryKey: queryKeys.balance });
        void client.invalidateQueries({ queryKey: queryKeys.userDetails });
      },
    });
    shared = { client, purchase };
  }
  return shared.purchase;
}

export function useTokenPurchase(): { state: PurchaseState; purchase: TokenPurchase } {
  const purchase = sharedPurchase(useQueryClient());
  const state = useSyncExternalStore(purchase.subscribe, purchase.getState, purchase.getState);
  return { state, purchase };
}
