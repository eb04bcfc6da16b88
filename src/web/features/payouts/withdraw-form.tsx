import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { formatKsh } from '../../../shared/format-money';
import { canWithdraw, largestPayout, MIN_PAYOUT } from '../../../shared/rules/payouts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FieldError } from '../../components/ui/input';
import { NumberInput } from '../../components/ui/number-input';
import { PhoneField } from '../../components/ui/phone-field';
import { Spinner } from '../../components/ui/spinner';
import { parseAmount } from '../../lib/parse-amount';
import { payoutProblemText } from './payout-messages';
import { useWithdraw } from './use-withdraw';

interface WithdrawFormProps {
  /** null while the balance loads. */
  withdrawable: number | null;
  phoneNumber: string | null;
  /** Inside a dialog that has its own title: no card and no heading of its own. */
  bare?: boolean;
  /** After M-Pesa took the request. */
  onWithdrawn?(): void;
}

/**
 * Withdraw tokens to the registered M-Pesa number. Only an amount the server would accept can
 * be sent: whole shillings from KSh 10 up to the balance.
 */
export function WithdrawForm({ withdrawable, phoneNumber, bare, onWithdrawn }: WithdrawFormProps) {
  const { t } = useLingui();
  const amountId = useId();
  const errorId = useId();
  const hintId = useId();
  const titleId = useId();
  const [amountText, setAmountText] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const withdraw = useWithdraw();
  const balance = withdrawable ?? 0;
  const open = withdrawable !== null && canWithdraw(balance);
  const amount = parseAmount(amountText);
  const problem = payoutProblemText(amount, balance);
  const smallest = formatKsh(MIN_PAYOUT);
  const largest = formatKsh(largestPayout(balance));
  const available = formatKsh(balance);
  const money = formatKsh(amount);
  // Say what is wrong once something was typed (or sending was tried), not on an empty new form.
  const shownProblem = open && (showProblem || amountText.trim() !== '') ? problem : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowProblem(true);
    if (!open || problem !== null || withdraw.isPending) return;
    withdraw.mutate(amount, {
      onSuccess: () => {
        setAmountText('');
        setShowProblem(false);
        onWithdrawn?.();
      },
    });
  }

  const form = (
    <>
      {withdrawable !== null && !open ? (
        <div className="mt-3 rounded-xl border border-accent/60 bg-accent-soft p-4 text-sm">
          <p className="font-semibold text-ink">
            <Trans>Nothing to withdraw yet</Trans>
          </p>
          <p className="mt-1 text-ink-muted">
            <Trans>
              You can withdraw from {smallest}: tokens you bought and did not spend, and what
              passengers paid for trips you drove.
            </Trans>
          </p>
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={bare ? undefined : titleId}
        aria-label={bare ? t`Withdraw to M-Pesa` : undefined}
        className="mt-4 grid gap-5"
      >
        <PhoneField
          phoneNumber={phoneNumber}
          label={t`M-Pesa number`}
          hint={t`Payouts go to the phone number registered on your account.`}
          placeholder={t`Your registered phone`}
        />

        <fieldset disabled={!open || withdraw.isPending} className="grid gap-5">
          <div>
            <div className="flex items-end justify-between gap-3">
              <label htmlFor={amountId} className="block font-medium text-ink">
                <Trans>Amount to withdraw</Trans>
              </label>
              {open ? (
                <button
                  type="button"
                  onClick={() => {
                    setAmountText(String(largestPayout(balance)));
                    setShowProblem(true);
                  }}
                  className="min-h-9 rounded-lg px-2 font-semibold text-primary-strong text-sm hover:bg-primary-soft"
                >
                  <Trans>Withdraw all</Trans>
                </button>
              ) : null}
            </div>
            <div className="mt-2">
              <NumberInput
                prefix="KSh"
                large
                id={amountId}
                name="amount"
                min={MIN_PAYOUT}
                max={largestPayout(balance)}
                step={1}
                placeholder="0"
                autoComplete="off"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                aria-invalid={shownProblem ? true : undefined}
                aria-describedby={shownProblem ? `${errorId} ${hintId}` : hintId}
              />
            </div>
            <FieldError id={errorId} message={shownProblem} />
            <p id={hintId} className="mt-2 text-ink-muted text-sm">
              {withdrawable === null
                ? t`Checking your earnings…`
                : open
                  ? t`From ${smallest} up to ${largest}, in whole shillings.`
                  : t`You can withdraw up to ${available}.`}
            </p>
          </div>

          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!open || problem !== null || withdraw.isPending}
          >
            {withdraw.isPending ? (
              <>
                <Spinner /> <Trans>Sending to M-Pesa…</Trans>
              </>
            ) : problem === null && open ? (
              <Trans>Withdraw {money}</Trans>
            ) : (
              <Trans>Withdraw</Trans>
            )}
          </Button>
        </fieldset>
      </form>
    </>
  );
  if (bare) return form;
  return (
    <Card>
      <h2 id={titleId} className="font-semibold text-ink text-lg">
        <Trans>Withdraw to M-Pesa</Trans>
      </h2>
      {form}
    </Card>
  );
}
