import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_TIMEOUT_MS } from '../../../shared/rules/wallet';
import type { PurchaseFailure } from './purchase-state';
import type { PurchaseStore } from './purchase-store';
import { tokenMessages } from './token-messages';
import { fetchPaymentStatus } from './wallet-api';

export interface PendingPayment {
  amount: number;
  transactionId: string;
  phoneNumber: string;
  message: string;
}

/**
 * Enters `pending` and asks about the payment every few seconds until M-Pesa answers, a check
 * fails or 120 s pass; each outcome goes to `succeed`, `hold` or `fail`.
 */
export function waitForPayment(
  store: PurchaseStore,
  payment: PendingPayment,
  outcome: {
    succeed(amount: number, receipt: string | null): void;
    hold(amount: number, message: string): void;
    fail(failure: PurchaseFailure): void;
  },
  firstCheckAfterMs = PAYMENT_POLL_INTERVAL_MS,
): void {
  const { amount, transactionId, phoneNumber } = payment;
  const myRun = store.stopWork();
  store.enter({ phase: 'pending', ...payment });

  const unverified = (title: string, text: string) =>
    outcome.fail({ amount, kind: 'unverified', title, message: text, transactionId, phoneNumber });

  store.later(PAYMENT_POLL_TIMEOUT_MS, () => {
    if (store.isCurrent(myRun))
      unverified(tokenMessages().timeout.title, tokenMessages().timeout.description);
  });

  const poll = async () => {
    if (!store.isCurrent(myRun)) return;
    const controller = store.startRequest();
    let answer: Awaited<ReturnType<typeof fetchPaymentStatus>>;
    try {
      answer = await fetchPaymentStatus(transactionId, controller.signal);
    } catch {
      if (store.isCurrent(myRun)) {
        unverified(
          tokenMessages().statusCheckFailed.title,
          tokenMessages().statusCheckFailed.description,
        );
      }
      return;
    } finally {
      store.endRequest(controller);
    }
    if (!store.isCurrent(myRun)) return;
    if (answer.status === 'success') {
      outcome.succeed(answer.amount || amount, answer.receipt ?? null);
    } else if (answer.status === 'held') {
      outcome.hold(amount, answer.message || tokenMessages().held.description);
    } else if (answer.status === 'failed') {
      outcome.fail({
        amount,
        kind: 'declined',
        title: tokenMessages().paymentFailed.title,
        message: answer.message || tokenMessages().paymentFailed.description,
        transactionId,
        phoneNumber,
      });
    } else {
      store.later(PAYMENT_POLL_INTERVAL_MS, poll);
    }
  };
  store.later(firstCheckAfterMs, poll);
}
