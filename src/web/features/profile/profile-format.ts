import { plural, t } from '@lingui/core/macro';
import { formatKsh } from '../../../shared/format-money';
import { canWithdraw, MIN_PAYOUT } from '../../../shared/rules/payouts';
import type { AccountDeletionPreview } from '../../../shared/schemas/auth';

/**
 * What deleting the account takes away, one sentence each, for the confirmation. Only what the
 * person actually has is named; the last line always applies. In the language on screen: the
 * dialog that shows them re-renders when it changes.
 */
export function accountLosses(preview: AccountDeletionPreview): string[] {
  const losses: string[] = [];
  const refunds = preview.upcomingBookings > 0;
  const minimum = formatKsh(MIN_PAYOUT);
  if (canWithdraw(preview.accountBalance) || refunds) {
    losses.push(
      refunds
        ? t`What is left in your tokens when you delete, refunds included, is sent to your M-Pesa (from ${minimum}).`
        : t`What is left in your tokens when you delete is sent to your M-Pesa (from ${minimum}).`,
    );
  } else if (preview.accountBalance > 0) {
    const balance = formatKsh(preview.accountBalance);
    losses.push(
      t`Your token balance of ${balance} can no longer be used: M-Pesa pays out from ${minimum}.`,
    );
  }
  const { upcomingBookings: bookings, upcomingRides: rides, vehicles, documents } = preview;
  if (refunds) {
    losses.push(
      plural(bookings, {
        one: '# upcoming booking will be cancelled and refunded.',
        other: '# upcoming bookings will be cancelled and refunded.',
      }),
    );
  }
  if (rides > 0) {
    losses.push(
      plural(rides, {
        one: '# ride you offer will be cancelled, and its passengers refunded.',
        other: '# rides you offer will be cancelled, and their passengers refunded.',
      }),
    );
  }
  if (vehicles > 0) {
    losses.push(
      plural(vehicles, {
        one: '# vehicle will be removed.',
        other: '# vehicles will be removed.',
      }),
    );
  }
  if (documents > 0) {
    losses.push(
      plural(documents, {
        one: '# ID document will be removed.',
        other: '# ID documents will be removed.',
      }),
    );
  }
  losses.push(
    t`Your profile and phone number will be removed, and you will be signed out everywhere.`,
  );
  return losses;
}

export const DELETE_CONFIRMATION_WORD = 'DELETE';

export function isDeletionConfirmed(typed: string): boolean {
  return typed.trim() === DELETE_CONFIRMATION_WORD;
}
