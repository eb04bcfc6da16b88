import { formatKsh } from '../../../shared/format-money';
import { canWithdraw, MIN_PAYOUT } from '../../../shared/rules/payouts';
import type { AccountDeletionPreview } from '../../../shared/schemas/auth';

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * What deleting the account takes away, one sentence each, for the confirmation. Only what the
 * person actually has is named; the last line always applies.
 */
export function accountLosses(preview: AccountDeletionPreview): string[] {
  const losses: string[] = [];
  const refunds = preview.upcomingBookings > 0;
  if (canWithdraw(preview.accountBalance) || refunds) {
    losses.push(
      `What is left in your tokens when you delete${refunds ? ', refunds included,' : ''} is sent to your M-Pesa (from ${formatKsh(MIN_PAYOUT)}).`,
    );
  } else if (preview.accountBalance > 0) {
    losses.push(
      `Your token balance of ${formatKsh(preview.accountBalance)} can no longer be used: M-Pesa pays out from ${formatKsh(MIN_PAYOUT)}.`,
    );
  }
  if (refunds) {
    losses.push(
      `${count(preview.upcomingBookings, 'upcoming booking')} will be cancelled and refunded.`,
    );
  }
  if (preview.upcomingRides > 0) {
    losses.push(
      `${count(preview.upcomingRides, 'ride')} you offer will be cancelled, and ${
        preview.upcomingRides === 1 ? 'its' : 'their'
      } passengers refunded.`,
    );
  }
  if (preview.vehicles > 0) losses.push(`${count(preview.vehicles, 'vehicle')} will be removed.`);
  if (preview.documents > 0) {
    losses.push(`${count(preview.documents, 'ID document')} will be removed.`);
  }
  losses.push(
    'Your profile and phone number will be removed, and you will be signed out everywhere.',
  );
  return losses;
}

export const DELETE_CONFIRMATION_WORD = 'DELETE';

export function isDeletionConfirmed(typed: string): boolean {
  return typed.trim() === DELETE_CONFIRMATION_WORD;
}
