import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { buttonStyles } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { formatKenyanPhone } from '../../lib/format-phone';
import { formatTokens } from './format-tokens';
import type { PurchaseState } from './token-purchase';

interface PurchaseBannerProps {
  state: PurchaseState;
  onRetry(): void;
  onRecheck(): void;
  onDismiss(): void;
}

const tick = <path d="M5 10.5l3.2 3L15 7" />;
const cross = <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" />;
const clock = <path d="M10 3.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zM10 6.5V10l2.5 1.5" />;

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/**
 * Where the purchase stands, on the screen itself (the toasts say it too, but go away): the
 * pending, success and held banners are a polite live region, a failure is an alert.
 */
export function PurchaseBanner({ state, onRetry, onRecheck, onDismiss }: PurchaseBannerProps) {
  const { t } = useLingui();
  const regionRef = useRef<HTMLDivElement>(null);
  const { phase } = state;
  const amount = 'amount' in state ? formatKsh(state.amount) : '';
  const tokens = 'amount' in state ? formatTokens(state.amount) : '';
  const phone = state.phase === 'pending' ? formatKenyanPhone(state.phoneNumber) : '';
  const receipt = state.phase === 'success' ? state.receipt : null;

  // A new banner may have appeared below the fold (or under the phone's keyboard): bring it up,
  // clear of the bottom tab bar.
  useEffect(() => {
    if (phase === 'idle' || phase === 'initiating') return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    regionRef.current?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [phase]);

  return (
    <div ref={regionRef} className="scroll-mt-24 scroll-mb-28">
      <div role="status" aria-live="polite" aria-atomic="true">
        {state.phase === 'initiating' ? (
          <span className="sr-only">
            <Trans>Sending the M-Pesa prompt for {amount}…</Trans>
          </span>
        ) : null}
        {state.phase === 'pending' ? (
          <Notice
            tone="progress"
            icon={<Spinner className="size-4" />}
            title={t`Waiting for M-Pesa`}
            className="mb-4"
          >
            <p>{state.message}</p>
            <p className="mt-1">
              <Trans>
                Prompt sent to{' '}
                <span className="whitespace-nowrap font-medium text-ink tabular-nums">{phone}</span>{' '}
                for{' '}
                <span className="whitespace-nowrap font-medium text-ink tabular-nums">
                  {amount}
                </span>
                .
              </Trans>
            </p>
          </Notice>
        ) : null}
        {state.phase === 'success' ? (
          <Notice
            tone="success"
            icon={<Glyph>{tick}</Glyph>}
            title={t`Payment Successful!`}
            className="mb-4"
          >
            <p>
              <Trans>{tokens} added to your balance.</Trans>
            </p>
            {receipt ? (
              <p className="mt-1">
                <Trans>
                  M-Pesa receipt{' '}
                  <span className="font-medium text-ink tabular-nums">{receipt}</span>
                </Trans>
              </p>
            ) : null}
          </Notice>
        ) : null}
        {state.phase === 'held' ? (
          <Notice
            tone="progress"
            icon={<Glyph>{clock}</Glyph>}
            title={t`Payment Being Checked`}
            className="mb-4"
            onClose={onDismiss}
          >
            <p>{state.message}</p>
            <p className="mt-1">
              <Trans>
                Amount asked: <span className="font-medium text-ink tabular-nums">{amount}</span>
              </Trans>
            </p>
          </Notice>
        ) : null}
      </div>
      {state.phase === 'failed' ? (
        <FailureNotice
          state={state}
          onRetry={onRetry}
          onRecheck={onRecheck}
          onDismiss={onDismiss}
        />
      ) : null}
    </div>
  );
}

function FailureNotice({
  state,
  onRetry,
  onRecheck,
  onDismiss,
}: PurchaseBannerProps & { state: Extract<PurchaseState, { phase: 'failed' }> }) {
  const unverified = state.kind === 'unverified';
  const amount = formatKsh(state.amount);
  const primaryRef = useRef<HTMLButtonElement>(null);

  // The Make Payment button the person just used is now disabled; give them the way on instead.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || (active as HTMLButtonElement).disabled) {
      primaryRef.current?.focus();
    }
  }, []);

  return (
    <div role="alert" className="mb-4">
      <Notice
        tone="danger"
        icon={<Glyph>{cross}</Glyph>}
        title={state.title}
        onClose={onDismiss}
        actions={
          unverified ? (
            <>
              <button ref={primaryRef} type="button" className={buttonStyles()} onClick={onRecheck}>
                <Trans>Check again</Trans>
              </button>
              <Link href="/contact" className={buttonStyles({ variant: 'secondary' })}>
                <Trans>Contact support</Trans>
              </Link>
            </>
          ) : (
            <button ref={primaryRef} type="button" className={buttonStyles()} onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          )
        }
      >
        <p>{state.message}</p>
        <p className="mt-1">
          <Trans>
            Amount: <span className="font-medium text-ink tabular-nums">{amount}</span>
          </Trans>
        </p>
      </Notice>
    </div>
  );
}
