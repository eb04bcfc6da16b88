import { Trans } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { OTP_AUTO_SUBMIT_DELAY_MS } from '../../lib/session/sign-in-timings';
import { useNow } from '../../lib/use-now';
import { OtpBoxes, type OtpBoxesHandle } from './otp-boxes';
import { codeOf, emptyDigits, isCompleteCode } from './otp-digits';
import { OTP_LENGTH, signInText } from './sign-in-messages';
import type { VerifyOutcome } from './sign-in-outcomes';
import { formatCountdown, resendSecondsLeft } from './sign-in-steps';

interface OtpStepProps {
  codeSentAt: number | null;
  onVerify(code: string): Promise<VerifyOutcome>;
  /** Asks for a new code; the step is remounted with empty boxes when it is sent. */
  onResend(): Promise<void>;
}

export function OtpStep({ codeSentAt, onVerify, onResend }: OtpStepProps) {
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const verifyingRef = useRef(false);
  const autoSubmit = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const boxes = useRef<OtpBoxesHandle>(null);
  const errorId = useId();
  const secondsLeft = resendSecondsLeft(codeSentAt, useNow(codeSentAt !== null));
  const countdown = formatCountdown(secondsLeft);

  useEffect(() => () => clearTimeout(autoSubmit.current), []);

  async function verify(code: string) {
    clearTimeout(autoSubmit.current);
    if (verifyingRef.current) return;
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(signInText('codeIncomplete'));
      return;
    }
    verifyingRef.current = true;
    setVerifying(true);
    setError(null);
    const outcome = await onVerify(code);
    verifyingRef.current = false;
    setVerifying(false);
    if (outcome.kind === 'invalid-code') {
      setDigits(emptyDigits(OTP_LENGTH));
      setError(outcome.message);
      boxes.current?.focusBox(0);
    } else if (outcome.kind === 'error') {
      setError(outcome.message);
    }
  }

  function onDigitsChange(next: string[]) {
    setDigits(next);
    clearTimeout(autoSubmit.current);
    if (isCompleteCode(next)) {
      autoSubmit.current = setTimeout(() => void verify(codeOf(next)), OTP_AUTO_SUBMIT_DELAY_MS);
    }
  }

  async function resend() {
    if (secondsLeft > 0 || resending) return;
    setResending(true);
    await onResend();
    setResending(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void verify(codeOf(digits));
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <fieldset>
        <legend className="sr-only">
          <Trans>Verification code</Trans>
        </legend>
        <OtpBoxes
          ref={boxes}
          digits={digits}
          onChange={onDigitsChange}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
          readOnly={verifying}
        />
        <FieldError id={errorId} message={error} />
      </fieldset>
      <Button type="submit" size="lg" className="w-full" aria-busy={verifying || undefined}>
        {verifying ? <Spinner /> : null}
        <Trans>Verify Code</Trans>
      </Button>
      <p className="text-center text-ink-muted text-sm">
        <Trans>Didn't get the code?</Trans>{' '}
        {secondsLeft > 0 ? (
          <span>
            <Trans>
              Resend in <span className="font-medium text-ink tabular-nums">{countdown}</span>
            </Trans>
          </span>
        ) : (
          <button
            type="button"
            onClick={resend}
            disabled={resending}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 font-semibold text-primary-strong underline-offset-4 hover:underline disabled:opacity-60"
          >
            {resending ? <Spinner /> : null}
            <Trans>Resend code</Trans>
          </button>
        )}
      </p>
    </form>
  );
}
