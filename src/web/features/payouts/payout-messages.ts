import { t } from '@lingui/core/macro';
import { formatKsh } from '../../../shared/format-money';
import { MAX_PAYOUT, MIN_PAYOUT, type PayoutFailureReason } from '../../../shared/rules/payouts';
import { ApiError } from '../../lib/api-error';
import { formatKenyanPhone } from '../../lib/format-phone';
import type { PayoutRecord } from './payouts-api';

/**
 * A toast's words, in the language on screen. The specification leaves payouts open; these are
 * ours.
 */
export interface Message {
  title: string;
  description: string;
}

export function payoutRequested(amount: number, phoneNumber: string): Message {
  const money = formatKsh(amount);
  const phone = formatKenyanPhone(phoneNumber);
  return {
    title: t`Payout Requested`,
    description: t`${money} is on its way to your M-Pesa, ${phone}.`,
  };
}

/** The server's reason (they are written for people: 'You can withdraw up to…'), or ours offline. */
export function payoutRequestFailed(error: unknown): Message {
  const reason =
    error instanceof ApiError && error.status !== 0 && error.message.trim() !== ''
      ? error.message
      : t`Your payout could not be requested. Please try again.`;
  return { title: t`Payout Failed`, description: reason };
}

/** M-Pesa's answer to a payout that was pending while the screen was open. */
export function payoutSettled(payout: PayoutRecord): Message {
  if (payout.status === 'Completed') {
    const money = formatKsh(payout.amount);
    const { receipt } = payout;
    return {
      title: t`Payout Completed`,
      description: receipt
        ? t`${money} has been sent to your M-Pesa. Receipt ${receipt}.`
        : t`${money} has been sent to your M-Pesa.`,
    };
  }
  return {
    title: t`Payout Failed`,
    description:
      payout.message ?? t`M-Pesa could not pay this out; the money is back in your balance.`,
  };
}

/** Payouts that were Pending before and have an outcome now. */
export function newlySettled(
  before: ReadonlyMap<string, PayoutRecord['status']>,
  now: PayoutRecord[],
): PayoutRecord[] {
  return now.filter((payout) => before.get(payout.id) === 'Pending' && payout.status !== 'Pending');
}

/**
 * Why an amount cannot be withdrawn, in words for the form, or null when it can: the rules of
 * payoutProblem (src/shared/rules/payouts.ts), in the language on screen.
 */
export function payoutProblemText(amount: number, withdrawable: number): string | null {
  if (!Number.isFinite(amount)) return t`Enter the amount to withdraw.`;
  if (!Number.isInteger(amount)) return t`Enter whole shillings, without cents.`;
  if (amount < MIN_PAYOUT) {
    const smallest = formatKsh(MIN_PAYOUT);
    return t`The smallest payout is ${smallest}.`;
  }
  if (amount > withdrawable) {
    const available = formatKsh(withdrawable);
    return t`You can withdraw up to ${available}.`;
  }
  if (amount > MAX_PAYOUT) {
    const most = formatKsh(MAX_PAYOUT);
    return t`You can withdraw at most ${most} at a time.`;
  }
  return null;
}

/** What a payout that failed for good tells its owner: why, and where the money is. */
export function payoutFailedText(reason: PayoutFailureReason): string {
  switch (reason) {
    case 'not_registered':
      return t`M-Pesa says your phone number is not registered for M-Pesa. The money is back in your balance.`;
    case 'recipient_limit':
      return t`Your M-Pesa account cannot take this amount now (balance or daily limit). The money is back in your balance.`;
    case 'mpesa_unavailable':
      return t`M-Pesa could not pay this out. The money is back in your balance.`;
  }
}
