import { Trans } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError, Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';

interface PhoneStepProps {
  phone: string;
  onPhoneChange(phone: string): void;
  initialError: string | null;
  /** Sends the code; answers the message to show when it could not. */
  onSubmit(typed: string): Promise<string | null>;
}

export function PhoneStep({ phone, onPhoneChange, initialError, onSubmit }: PhoneStepProps) {
  const [error, setError] = useState(initialError);
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    const problem = await onSubmit(phone);
    setSending(false);
    setError(problem);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div>
        <label htmlFor={inputId} className="mb-2 block font-medium text-ink text-sm">
          <Trans>Phone number</Trans>
        </label>
        <Input
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          autoFocus
          placeholder="+254 7XX XXX XXX"
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        <FieldError id={errorId} message={error} />
        <p id={hintId} className="mt-2 text-ink-muted text-sm">
          <Trans>We'll send a 5-digit code to this number by SMS.</Trans>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" aria-busy={sending || undefined}>
        {sending ? <Spinner /> : null}
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
