import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Cross } from '../../components/ui/glyphs';
import {
  iconButtonStyles,
  modalContentStyles,
  modalOverlayStyles,
} from '../../components/ui/modal-styles';
import { PayoutItem } from './payout-item';
import { usePayouts } from './use-payouts';
import { WithdrawForm } from './withdraw-form';

/**
 * The Tokens screen's way back to M-Pesa: a card that opens the withdrawal in a dialog, and
 * shows the latest withdrawal until M-Pesa has answered it (and after, with its outcome).
 */
export function WithdrawTokens({
  balance,
  phoneNumber,
  className = '',
}: {
  /** null while it loads. */
  balance: number | null;
  phoneNumber: string | null;
  className?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const payouts = usePayouts();
  const latest = payouts.data?.[0];

  return (
    <Card className={className}>
      <div className="flex items-center justify-between gap-4">
        <div>
          <h2 className="font-semibold text-ink text-lg">
            <Trans>Withdraw to M-Pesa</Trans>
          </h2>
          <p className="mt-0.5 text-ink-muted text-sm">
            <Trans>Tokens you no longer need go back to your M-Pesa, 1 token for KSh 1.</Trans>
          </p>
        </div>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger className={buttonStyles({ variant: 'secondary', className: 'shrink-0' })}>
            <Trans>Withdraw</Trans>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={modalOverlayStyles} />
            <Dialog.Content className={modalContentStyles}>
              <div className="flex items-start justify-between gap-3">
                <Dialog.Title className="font-bold text-ink text-xl tracking-tight">
                  <Trans>Withdraw tokens to M-Pesa</Trans>
                </Dialog.Title>
                <Dialog.Close className={iconButtonStyles} aria-label={t`Close`}>
                  <Cross className="size-5" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="mt-1 text-ink-muted text-sm">
                <Trans>M-Pesa pays them to your registered number within minutes.</Trans>
              </Dialog.Description>
              <WithdrawForm
                bare
                withdrawable={balance}
                phoneNumber={phoneNumber}
                onWithdrawn={() => setOpen(false)}
              />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
      {latest ? (
        <section aria-label={t`Latest withdrawal`} className="mt-3 border-line border-t">
          <PayoutItem payout={latest} now={new Date()} />
        </section>
      ) : null}
    </Card>
  );
}
