import {
  amountProblem,
  MAX_TOP_UP,
  MIN_TOP_UP,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_TIMEOUT_MS,
  PAYMENT_SUCCESS_RESET_MS,
} from '../../../shared/rules/wallet';
import { ApiError } from '../../lib/api-error';
import { bodyMessage } from '../../lib/read-json-body';
import { formatTokens } from './format-tokens';
import { parseAmount } from './parse-amount';
import { PROMPT_HINT, TOKEN_MESSAGES } from './token-messages';
import { fetchPaymentStatus, initiatePayment } from './wallet-api';

/**
 * Why a purchase failed, which decides what the person can do next:
 * - `not-started`: no prompt was sent (bad amount, M-Pesa refused the push, offline); try again.
 * - `declined`: M-Pesa answered "not paid" (cancelled, wrong PIN); try again.
 * - `unverified`: we stopped hearing (status check failed, 120 s passed); money may have moved,
 *   so the way on is to check the same payment again, not to pay twice.
 */
export type FailureKind = 'not-started' | 'declined' | 'unverified';

export type PurchasePhase =
  | { phase: 'idle' }
  | { phase: 'initiating'; amount: number }
  | {
      phase: 'pending';
      amount: number;
      transactionId: string;
      phoneNumber: string;
      message: string;
    }
  | { phase: 'success'; amount: number; receipt: string | null }
  | {
      phase: 'failed';
      amount: number;
      kind: FailureKind;
      title: string;
      message: string;
      transactionId: string | null;
      phoneNumber: string;
    };

/** The whole screen state: the amount field's text and where the purchase stands. */
export type PurchaseState = { amountText: string } & PurchasePhase;

export interface PurchaseNotice {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

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
  /** Puts a failure away and returns to idle, keeping the amount. */
  dismiss(): void;
  /** Stops everything and forgets the amount (sign-out). */
  reset(): void;
}

/** The Make Payment button's rule (spec §4): only in idle, only with an amount of at least 1. */
export function canPay(state: PurchaseState): boolean {
  return state.phase === 'idle' && parseAmount(state.amountText) >= MIN_TOP_UP;
}

const INVALID_AMOUNT_MESSAGES = {
  'below-minimum': TOKEN_MESSAGES.invalidAmount.description,
  'not-whole': TOKEN_MESSAGES.invalidAmount.description,
  'above-maximum': `You can buy up to ${formatTokens(MAX_TOP_UP)} at a time.`,
} as const;

/** The server's own words for a refused payment ('error', then 'message'), else the spec's. */
function initiationErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) {
    const data = error.data as { error?: unknown } | null;
    if (typeof data?.error === 'string' && data.error) return data.error;
    const message = bodyMessage(error.data);
    if (message) return message;
    if (error.status === 401) return error.message;
  }
  return TOKEN_MESSAGES.initiationFailed.description;
}

/**
 * Whether the request may have reached the server even though no answer came back: offline, or a
 * gateway error. Then a retry of the same amount reuses the key, so it cannot prompt twice. A 502
 * is the server saying M-Pesa refused the push; that payment is closed, so a retry needs a new key.
 */
function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || (error.status >= 500 && error.status !== 502);
}

export function createTokenPurchase(deps: TokenPurchaseDeps): TokenPurchase {
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  const listeners = new Set<() => void>();
  let state: PurchaseState = { amountText: '', phase: 'idle' };
  /** Bumped whenever waiting work must be dropped; late answers of an older run are ignored. */
  let run = 0;
  let timers = new Set<ReturnType<typeof setTimeout>>();
  let inFlight: AbortController | null = null;
  /** The key of an attempt whose outcome is unknown, for a retry of the same amount. */
  let unsettledKey: { amount: number; key: string } | null = null;

  function publish(next: PurchaseState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function enter(phase: PurchasePhase): void {
    publish({ amountText: state.amountText, ...phase });
  }

  function stopWork(): number {
    run += 1;
    for (const timer of timers) clearTimeout(timer);
    timers = new Set();
    inFlight?.abort();
    inFlight = null;
    return run;
  }

  function later(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
  }

  function fail(failure: Omit<Extract<PurchasePhase, { phase: 'failed' }>, 'phase'>): void {
    stopWork();
    enter({ phase: 'failed', ...failure });
    deps.notify({ title: failure.title, description: failure.message, variant: 'destructive' });
  }

  function succeed(amount: number, receipt: string | null): void {
    const myRun = stopWork();
    enter({ phase: 'success', amount, receipt });
    deps.notify({
      title: TOKEN_MESSAGES.paid.title,
      description: `${formatTokens(amount)} added to your balance.`,
      variant: 'default',
    });
    deps.onPaid(amount);
    later(PAYMENT_SUCCESS_RESET_MS, () => {
      if (myRun === run) publish({ amountText: '', phase: 'idle' });
    });
  }

  function waitForAnswer(
    amount: number,
    transactionId: string,
    phoneNumber: string,
    message: string,
    firstCheckAfterMs = PAYMENT_POLL_INTERVAL_MS,
  ): void {
    const myRun = stopWork();
    enter({ phase: 'pending', amount, transactionId, phoneNumber, message });

    const unverified = (title: string, text: string) =>
      fail({ amount, kind: 'unverified', title, message: text, transactionId, phoneNumber });

    later(PAYMENT_POLL_TIMEOUT_MS, () => {
      if (myRun === run)
        unverified(TOKEN_MESSAGES.timeout.title, TOKEN_MESSAGES.timeout.description);
    });

    const poll = async () => {
      if (myRun !== run) return;
      const controller = new AbortController();
      inFlight = controller;
      let answer: Awaited<ReturnType<typeof fetchPaymentStatus>>;
      try {
        answer = await fetchPaymentStatus(transactionId, controller.signal);
      } catch {
        if (myRun === run) {
          unverified(
            TOKEN_MESSAGES.statusCheckFailed.title,
            TOKEN_MESSAGES.statusCheckFailed.description,
          );
        }
        return;
      } finally {
        if (inFlight === controller) inFlight = null;
      }
      if (myRun !== run) return;
      if (answer.status === 'success') {
        succeed(answer.amount || amount, answer.receipt ?? null);
      } else if (answer.status === 'failed') {
        fail({
          amount,
          kind: 'declined',
          title: TOKEN_MESSAGES.paymentFailed.title,
          message: answer.message || TOKEN_MESSAGES.paymentFailed.description,
          transactionId,
          phoneNumber,
        });
      } else {
        later(PAYMENT_POLL_INTERVAL_MS, poll);
      }
    };
    later(firstCheckAfterMs, poll);
  }

  async function initiate(amount: number, phoneNumber: string): Promise<void> {
    const myRun = stopWork();
    const key = unsettledKey?.amount === amount ? unsettledKey.key : newKey();
    unsettledKey = { amount, key };
    enter({ phase: 'initiating', amount });
    try {
      const answer = await initiatePayment(amount, key);
      unsettledKey = null;
      if (myRun !== run) return;
      deps.notify({
        title: TOKEN_MESSAGES.requestSent.title,
        description: answer.message || PROMPT_HINT,
        variant: 'default',
      });
      waitForAnswer(
        amount,
        answer.transactionId,
        answer.phoneNumber || phoneNumber,
        answer.message || PROMPT_HINT,
      );
    } catch (error) {
      if (!outcomeUnknown(error)) unsettledKey = null;
      if (myRun !== run) return;
      fail({
        amount,
        kind: 'not-started',
        title: TOKEN_MESSAGES.initiationFailed.title,
        message: initiationErrorText(error),
        transactionId: null,
        phoneNumber,
      });
    }
  }

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    setAmountText(text) {
      if (state.phase === 'idle') publish({ ...state, amountText: text });
      else if (state.phase === 'failed') {
        stopWork();
        publish({ amountText: text, phase: 'idle' });
      }
      // Initiating, pending, success: the amount belongs to the payment under way.
    },

    async start(phoneNumber) {
      if (state.phase !== 'idle') return;
      const amount = parseAmount(state.amountText);
      const problem = amountProblem(amount);
      if (problem) {
        deps.notify({
          title: TOKEN_MESSAGES.invalidAmount.title,
          description: INVALID_AMOUNT_MESSAGES[problem],
          variant: 'destructive',
        });
        return;
      }
      const phone = phoneNumber?.trim();
      if (!phone) {
        deps.notify({ ...TOKEN_MESSAGES.phoneMissing, variant: 'destructive' });
        return;
      }
      await initiate(amount, phone);
    },

    async retry() {
      if (state.phase !== 'failed' || state.kind === 'unverified') return;
      await initiate(state.amount, state.phoneNumber);
    },

    recheck() {
      if (state.phase !== 'failed' || state.kind !== 'unverified' || !state.transactionId) return;
      // Asked for by a person looking at the screen: the first check goes out at once.
      waitForAnswer(state.amount, state.transactionId, state.phoneNumber, PROMPT_HINT, 0);
    },

    dismiss() {
      if (state.phase !== 'failed') return;
      stopWork();
      enter({ phase: 'idle' });
    },

    reset() {
      stopWork();
      unsettledKey = null;
      publish({ amountText: '', phase: 'idle' });
    },
  };
}
