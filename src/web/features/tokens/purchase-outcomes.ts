import { t } from '@lingui/core/macro';
import { PAYMENT_SUCCESS_RESET_MS } from '../../../shared/rules/wallet';
import { formatTokens } from './format-tokens';
import type { PurchaseFailure, PurchaseNotice } from './purchase-state';
import type { PurchaseStore } from './purchase-store';
import { tokenMessages } from './token-messages';

/**
 * How a purchase ends: `fail` shows the failure and says so; `hold` says an agent is checking
 * it; `succeed` says the tokens are in,
 * has the balances refreshed, and returns to an empty idle form a few seconds later.
 */
export function purchaseOutcomes(
  store: PurchaseStore,
  deps: { notify(notice: PurchaseNotice): void; onPaid(amount: number): void },
) {
  return {
    fail(failure: PurchaseFailure): void {
      store.stopWork();
      store.enter({ phase: 'failed', ...failure });
      deps.notify({ title: failure.title, description: failure.message, variant: 'destructive' });
    },

    /** Not failed and not credited: the person is told it is being checked. */
    hold(amount: number, message: string): void {
      store.stopWork();
      store.enter({ phase: 'held', amount, message });
      deps.notify({ title: tokenMessages().held.title, description: message, variant: 'default' });
    },

    succeed(amount: number, receipt: string | null): void {
      const myRun = store.stopWork();
      store.enter({ phase: 'success', amount, receipt });
      const tokens = formatTokens(amount);
      deps.notify({
        title: tokenMessages().paid.title,
        description: t`${tokens} added to your balance.`,
        variant: 'default',
      });
      deps.onPaid(amount);
      store.later(PAYMENT_SUCCESS_RESET_MS, () => {
        if (store.isCurrent(myRun)) store.publish({ amountText: '', phase: 'idle' });
      });
    },
  };
}
