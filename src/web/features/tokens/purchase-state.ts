// The token purchase's states and the shapes it talks in (token-purchase.ts drives them).

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
  /** M-Pesa paid another amount than asked: an agent checks it; nothing is credited yet. */
  | { phase: 'held'; amount: number; message: string }
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

/** What a failed purchase remembers, beside its phase. */
export type PurchaseFailure = Omit<Extract<PurchasePhase, { phase: 'failed' }>, 'phase'>;
