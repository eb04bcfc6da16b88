import { MIN_TOP_UP } from '../../../shared/rules/wallet';
import { parseAmount } from '../../lib/parse-amount';
import { initiationErrorText, outcomeUnknown } from './initiation-failure';
import { purchaseInput } from './purchase-input';
import { purchaseOutcomes } from './purchase-outcomes';
import type { PurchaseNotice, PurchaseState } from './purchase-state';
import { createPurchaseStore } from './purchase-store';
import { promptHint, tokenMessages } from './token-messages';
import { type PendingPayment, waitForPayment } from './wait-for-payment';
import { initiatePayment } from './wallet-api';

export type {
  FailureKind,
  PurchaseNotice,
  PurchasePhase,
  PurchaseState,
} from './purchase-state';

export interface TokenPurchaseDeps {
  /** Shows a toast. */
  notify(notice: PurchaseNotice): void;
  /** The payment is credited: refresh every balance on show. */
  onPaid(amount: number): void;
  /** A fresh idempotency key; crypto.randomUUID by default. */
  newKey?: () => string;
}

export interface TokenPurchase {
  getState(): PurchaseState;
  subscribe(listener: () => void): () => void;
  /** Types into the amount field; a shown failure is put away, as the person is starting over. */
  setAmountText(text: string): void;
  /** Make Payment: checks the amount and phone, sends the prompt, then polls until an answer. */
  start(phoneNumber: string | null | undefined): Promise<void>;
  /** After a `not-started` or `declined` failure: the same amount again. */
  retry(): Promise<void>;
  /** After an `unverified` failure: ask about the same payment again, now and for another 120 s. */
  recheck(): void;
  /** Puts a failure (or a held payment's notice) away and returns to idle, keeping the amount. */
  dismiss(): void;
  /** Stops everything and forgets the amount (sign-out). */
  reset(): void;
}

/** The Make Payment button's rule (spec §4): only in idle, only with an amount of at least 1. */
export function canPay(state: PurchaseState): boolean {
  return state.phase === 'idle' && parseAmount(state.amountText) >= MIN_TOP_UP;
}

/**
 * Buying tokens (specification §4): the amount, the M-Pesa prompt, then the payment's status until
 * it is paid, declined or unverified; a store the tokens screen subscribes to.
 */
export function createTokenPurchase(deps: TokenPurchaseDeps): TokenPurchase {
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  const store = createPurchaseStore();
  /** The key of an attempt whose outcome is unknown, for a retry of the same amount. */
  let unsettledKey: { amount: number; key: string } | null = null;

  const outcomes = purchaseOutcomes(store, deps);
  const { fail } = outcomes;

  const waitForAnswer = (payment: PendingPayment, firstCheckAfterMs?: number) =>
    waitForPayment(store, payment, outcomes, firstCheckAfterMs);

  async function initiate(amount: number, phoneNumber: string): Promise<void> {
    const myRun = store.stopWork();
    const key = unsettledKey?.amount === amount ? unsettledKey.key : newKey();
    unsettledKey = { amount, key };
    store.enter({ phase: 'initiating', amount });
    try {
      const answer = await initiatePayment(amount, key);
      unsettledKey = null;
      if (!store.isCurrent(myRun)) return;
      deps.notify({
        title: tokenMessages().requestSent.title,
        description: answer.message || promptHint(),
        variant: 'default',
      });
      waitForAnswer({
        amount,
        transactionId: answer.transactionId,
        phoneNumber: answer.phoneNumber || phoneNumber,
        message: answer.message || promptHint(),
      });
    } catch (error) {
      if (!outcomeUnknown(error)) unsettledKey = null;
      if (!store.isCurrent(myRun)) return;
      fail({
        amount,
        kind: 'not-started',
        title: tokenMessages().initiationFailed.title,
        message: initiationErrorText(error),
        transactionId: null,
        phoneNumber,
      });
    }
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,

    setAmountText(text) {
      const state = store.getState();
      if (state.phase === 'idle') store.publish({ ...state, amountText: text });
      else if (state.phase === 'failed' || state.phase === 'held') {
        store.stopWork();
        store.publish({ amountText: text, phase: 'idle' });
      }
      // Initiating, pending, success: the amount belongs to the payment under way.
    },

    async start(phoneNumber) {
      const state = store.getState();
      if (state.phase !== 'idle') return;
      const input = purchaseInput(state.amountText, phoneNumber);
      if (!input.ok) {
        deps.notify(input.notice);
        return;
      }
      await initiate(input.amount, input.phone);
    },

    async retry() {
      const state = store.getState();
      if (state.phase !== 'failed' || state.kind === 'unverified') return;
      await initiate(state.amount, state.phoneNumber);
    },

    recheck() {
      const state = store.getState();
      if (state.phase !== 'failed' || state.kind !== 'unverified' || !state.transactionId) return;
      // Asked for by a person looking at the screen: the first check goes out at once.
      const { amount, transactionId, phoneNumber } = state;
      waitForAnswer({ amount, transactionId, phoneNumber, message: promptHint() }, 0);
    },

    dismiss() {
      const { phase } = store.getState();
      if (phase !== 'failed' && phase !== 'held') return;
      store.stopWork();
      store.enter({ phase: 'idle' });
    },

    reset() {
      store.stopWork();
      unsettledKey = null;
      store.publish({ amountText: '', phase: 'idle' });
    },
  };
}
