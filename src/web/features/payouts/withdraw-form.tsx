import { type FormEvent, useId, useState } from 'react';
import { formatKsh } from '../../../shared/format-money';
import {
  canWithdraw,
  largestPayout,
  MIN_PAYOUT,
  payoutProblem,
} from '../../../shared/rules/payouts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FieldError } from '../../components/ui/input';
import { NumberInput } from '../../components/ui/number-input';
import { PhoneField } from '../../components/ui/phone-field';
import { Spinner } from '../../components/ui/spinner';
import { parseAmount } from '../../lib/parse-amount';
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
  const amountId = useId();
  const errorId = useId();
  const hintId = useId();
  const titleId = useId();
  const [amountText, setAmountText] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const withdraw = useWithdraw();
  const available = withdrawable ?? 0;
  const open = withdrawable !== null && canWithdraw(available);
  const amount = parseAmount(amountText);
  const problem = payoutProblem(amount, available);
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
          <p className="font-semibold text-ink">Nothing to withdraw yet</p>
          <p className="mt-1 text-ink-muted">
            You can withdraw from {formatKsh(MIN_PAYOUT)}: tokens you bought and did not spend, and
            what passengers paid for trips you drove.
          </p>
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={bare ? undefined : titleId}
        aria-label={bare ? 'Withdraw to M-Pesa' : undefined}
        className="mt-4 grid gap-5"
      >
        <PhoneField
          phoneNumber={phoneNumber}
          label="M-Pesa number"
          hint="Payouts go to the phone number registered on your account."
          placeholder="Your registered phone"
        />

        <fieldset disabled={!open || withdraw.isPending} className="grid gap-5">
          <div>
            <div className="flex items-end justify-between gap-3">
              <label htmlFor={amountId} className="block font-medium text-ink">
                Amount to withdraw
              </label>
              {open ? (
                <button
                  type="button"
                  onClick={() => {
                    setAmountText(String(largestPayout(available)));
                    setShowProblem(true);
                  }}
                  className="min-h-9 rounded-lg px-2 font-semibold text-primary-strong text-sm hover:bg-primary-soft"
                >
                  Withdraw all
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
                max={largestPayout(available)}
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
                ? 'Checking your earnings…'
                : open
                  ? `From ${formatKsh(MIN_PAYOUT)} up to ${formatKsh(largestPayout(available))}, in whole shillings.`
                  : `You can withdraw up to ${formatKsh(available)}.`}
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
                <Spinner /> Sending to M-Pesa…
              </>
            ) : problem === null && open ? (
              `Withdraw ${formatKsh(amount)}`
            ) : (
              'Withdraw'
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
        Withdraw to M-Pesa
      </h2>
      {form}
    </Card>
  );
}
