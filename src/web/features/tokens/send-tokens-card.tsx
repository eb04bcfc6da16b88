import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef } from 'react';
import { formatKsh } from '../../../shared/format-money';
import { MAX_TRANSFER, MAX_TRANSFERS_PER_DAY, MIN_TRANSFER } from '../../../shared/rules/wallet';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { describedBy, FormField } from '../../components/ui/form-field';
import { Tick } from '../../components/ui/glyphs';
import { FieldError, inputStyles } from '../../components/ui/input';
import { Notice } from '../../components/ui/notice';
import { NumberInput } from '../../components/ui/number-input';
import { Spinner } from '../../components/ui/spinner';
import { type SendStep, type SendTokens, useSendTokens } from './use-send-tokens';

/** Send tokens to another Pamoja account, with the recipient's name shown before sending. */
export function SendTokensCard({
  ownPhone,
  className = '',
}: {
  ownPhone: string | null;
  className?: string;
}) {
  const send = useSendTokens(ownPhone);
  const { state } = send;
  const most = formatKsh(MAX_TRANSFER);
  const daily = formatKsh(MAX_TRANSFERS_PER_DAY);
  return (
    // Clear of the sticky header when the screen scrolls to it.
    <Card id="send-tokens" className={`scroll-mt-24 ${className}`}>
      <h2 id="send-tokens-title" className="font-semibold text-ink text-lg">
        <Trans>Send tokens</Trans>
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        <Trans>
          Pay for a friend's or a family member's rides from your balance. Up to {most} at a time
          and {daily} a day.
        </Trans>
      </p>
      <div className="mt-4">
        {state.step === 'form' ? <SendForm send={send} state={state} /> : null}
        {state.step === 'confirm' ? <ConfirmRecipient send={send} state={state} /> : null}
        {state.step === 'sent' ? <SentNotice send={send} state={state} /> : null}
      </div>
    </Card>
  );
}

function SendForm({
  send,
  state,
}: {
  send: SendTokens;
  state: Extract<SendStep, { step: 'form' }>;
}) {
  const { t } = useLingui();
  const phoneError = state.problem?.field === 'phone' ? state.problem.message : null;
  const amountError = state.problem?.field === 'amount' ? state.problem.message : null;
  const formError = state.problem && !state.problem.field ? state.problem.message : null;
  const phoneRef = useRef<HTMLInputElement>(null);

  // The field with the problem gets the focus, so the person hears and fixes it.
  useEffect(() => {
    if (phoneError) phoneRef.current?.focus();
    else if (amountError) document.getElementById('send-amount')?.focus();
  }, [phoneError, amountError]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send.lookUp();
  }

  const phoneHint = t`Their Pamoja phone number. You will see their name before anything is sent.`;
  const min = MIN_TRANSFER;
  const max = MAX_TRANSFER.toLocaleString('en-KE');
  const amountHint = t`Whole tokens, ${min} to ${max}.`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="send-tokens-title">
      <FormField
        id="send-phone"
        label={t`Recipient's phone number`}
        hint={phoneHint}
        error={phoneError}
      >
        <input
          ref={phoneRef}
          id="send-phone"
          name="recipientPhone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="0712 345 678"
          className={`${inputStyles} tabular-nums`}
          value={send.phoneText}
          onChange={(event) => send.setPhoneText(event.target.value)}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={describedBy('send-phone', phoneHint, phoneError)}
        />
      </FormField>
      <FormField id="send-amount" label={t`Amount to send`} hint={amountHint} error={amountError}>
        <NumberInput
          prefix="KSh"
          id="send-amount"
          name="transferAmount"
          min={MIN_TRANSFER}
          max={MAX_TRANSFER}
          step={1}
          placeholder="0"
          autoComplete="off"
          value={send.amountText}
          onChange={(event) => send.setAmountText(event.target.value)}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={describedBy('send-amount', amountHint, amountError)}
        />
      </FormField>
      <FieldError id="send-error" message={formError} />
      <Button type="submit" variant="secondary" size="lg" className="w-full" disabled={state.busy}>
        {state.busy ? (
          <>
            <Spinner /> <Trans>Finding the account…</Trans>
          </>
        ) : (
          <Trans>Continue</Trans>
        )}
      </Button>
    </form>
  );
}

function ConfirmRecipient({
  send,
  state,
}: {
  send: SendTokens;
  state: Extract<SendStep, { step: 'confirm' }>;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const amount = formatKsh(state.amount);
  return (
    <section aria-labelledby="send-confirm-title" className="grid gap-4">
      <div className="rounded-xl border border-line bg-surface p-4">
        <h3
          id="send-confirm-title"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-28 text-ink-muted text-sm outline-none"
        >
          <Trans>Send {amount} to</Trans>
        </h3>
        <p className="mt-1 font-semibold text-2xl text-ink" data-testid="recipient-name">
          {state.recipient.firstName}
        </p>
        <p className="mt-0.5 text-ink-muted tabular-nums" data-testid="recipient-phone">
          {state.recipient.maskedPhone}
        </p>
        <p className="mt-3 text-ink-muted text-sm">
          <Trans>Check that this is the person you mean: tokens sent cannot be taken back.</Trans>
        </p>
      </div>
      <FieldError id="send-error" message={state.problem?.message ?? null} />
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-3">
        <Button
          type="button"
          variant="secondary"
          size="lg"
          onClick={send.change}
          disabled={state.busy}
        >
          <Trans>Change</Trans>
        </Button>
        <Button
          type="button"
          size="lg"
          className="whitespace-nowrap"
          onClick={() => void send.send()}
          disabled={state.busy}
        >
          {state.busy ? (
            <>
              <Spinner /> <Trans>Sending…</Trans>
            </>
          ) : (
            <Trans>Send {amount}</Trans>
          )}
        </Button>
      </div>
    </section>
  );
}

function SentNotice({
  send,
  state,
}: {
  send: SendTokens;
  state: Extract<SendStep, { step: 'sent' }>;
}) {
  const { t } = useLingui();
  const { result } = state;
  const amount = formatKsh(result.amount);
  const name = result.recipient.firstName;
  const phone = result.recipient.maskedPhone;
  const balance = formatKsh(result.balance);
  return (
    <div role="status">
      <Notice
        tone="success"
        icon={<Tick className="size-4" />}
        title={t`Tokens sent`}
        actions={
          <Button type="button" variant="secondary" onClick={send.startOver}>
            <Trans>Send more tokens</Trans>
          </Button>
        }
      >
        <p>
          <Trans>
            {amount} sent to {name}{' '}
            <span className="whitespace-nowrap tabular-nums">({phone})</span>.
          </Trans>
        </p>
        <p className="mt-1">
          <Trans>
            Your new balance is <span className="font-medium text-ink tabular-nums">{balance}</span>
            .
          </Trans>
        </p>
      </Notice>
    </div>
  );
}
