import { formatKsh } from '../../../shared/format-money';
import { ApiError } from '../../lib/api-error';
import { formatKenyanPhone } from '../../lib/format-phone';
import type { PayoutRecord } from './payouts-api';

/** A toast's words. The specification leaves payouts open; these are ours. */
export interface Message {
  title: string;
  description: string;
}

const REQUEST_FALLBACK = 'Your payout could not be requested. Please try again.';

export function payoutRequested(amount: number, phoneNumber: string): Message {
  return {
    title: 'Payout Requested',
    description: `${formatKsh(amount)} is on its way to your M-Pesa, ${formatKenyanPhone(phoneNumber)}.`,
  };
}

/** The server's reason (they are written for people: 'You can withdraw up to…'), or ours offline. */
export function payoutRequestFailed(error: unknown): Message {
  const reason =
    error instanceof ApiError && error.status !== 0 && error.message.trim() !== ''
      ? error.message
      : REQUEST_FALLBACK;
  return { title: 'Payout Failed', description: reason };
}

/** M-Pesa's answer to a payout that was pending while the screen was open. */
export function payoutSettled(payout: PayoutRecord): Message {
  if (payout.status === 'Completed') {
    return {
      title: 'Payout Completed',
      description: `${formatKsh(payout.amount)} has been sent to your M-Pesa.${payout.receipt ? ` Receipt ${payout.receipt}.` : ''}`,
    };
  }
  return {
    title: 'Payout Failed',
    description:
      payout.message ?? 'M-Pesa could not pay this out; the money is back in your balance.',
  };
}

/** Payouts that were Pending before and have an outcome now. */
export function newlySettled(
  before: ReadonlyMap<string, PayoutRecord['status']>,
  now: PayoutRecord[],
): PayoutRecord[] {
  return now.filter((payout) => before.get(payout.id) === 'Pending' && payout.status !== 'Pending');
}
