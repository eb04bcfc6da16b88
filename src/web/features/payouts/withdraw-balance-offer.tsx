import { Trans } from '@lingui/react/macro';
import { formatKsh } from '../../../shared/format-money';
import { canWithdraw, largestPayout, MAX_PAYOUT } from '../../../shared/rules/payouts';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatKenyanPhone } from '../../lib/format-phone';
import { useWithdraw } from './use-withdraw';

/**
 * Before an account is deleted: its tokens, offered back to M-Pesa in one tap (docs/product-rules.md,
 * Money). Nothing is shown when there is too little to withdraw.
 */
export function WithdrawBalanceOffer({
  balance,
  phoneNumber,
  onWithdrawn,
}: {
  balance: number;
  phoneNumber: string | null;
  onWithdrawn(): void;
}) {
  const withdraw = useWithdraw();
  if (!canWithdraw(balance)) return null;
  const money = formatKsh(balance);
  const amount = largestPayout(balance);
  const payout = formatKsh(amount);
  const most = formatKsh(MAX_PAYOUT);
  const phone = phoneNumber ? formatKenyanPhone(phoneNumber) : null;
  return (
    <div className="mt-4 rounded-xl border border-primary/30 bg-primary-soft p-4 text-sm">
      <p className="font-semibold text-ink">
        <Trans>Take your {money} with you</Trans>
      </p>
      <p className="mt-1 text-ink">
        {phone ? (
          <Trans>
            Withdraw your tokens to your M-Pesa, {phone}, before you delete your account.
          </Trans>
        ) : (
          <Trans>Withdraw your tokens to your M-Pesa before you delete your account.</Trans>
        )}
        {balance > MAX_PAYOUT ? (
          <>
            {' '}
            <Trans>At most {most} goes at a time.</Trans>
          </>
        ) : null}
      </p>
      <Button
        type="button"
        className="mt-3 w-full"
        disabled={withdraw.isPending}
        aria-busy={withdraw.isPending || undefined}
        onClick={() => withdraw.mutate(amount, { onSuccess: onWithdrawn })}
      >
        {withdraw.isPending ? <Spinner /> : null}
        <Trans>Withdraw {payout} to M-Pesa</Trans>
      </Button>
    </div>
  );
}
