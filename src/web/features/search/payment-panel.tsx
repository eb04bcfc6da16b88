import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { Button, buttonStyles } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { buyTokensHref } from '../../rides/booking-return';
import { seatsText } from '../../rides/format-ride';
import { balanceQuery } from '../tokens';

/**
 * The payment confirmation panel: what the seats cost, the token balance it comes out of, and
 * Confirm & Pay or Cancel. The balance is read afresh whenever the panel opens.
 */
export function PaymentPanel({
  rideId,
  total,
  seats,
  pricePerSeat,
  fallbackBalance,
  paying,
  onPay,
  onCancel,
}: {
  /** The ride being booked: buying tokens comes back to it with the same seats. */
  rideId: string;
  total: number;
  seats: number;
  pricePerSeat: number;
  /** The profile's balance, until (or if) the balance call answers. */
  fallbackBalance: number | null;
  paying: boolean;
  onPay(): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const balance = useQuery({ ...balanceQuery, staleTime: 0 });
  const shown = balance.data?.balance ?? (balance.isPending ? null : fallbackBalance);
  const short = shown === null ? 0 : total - shown;
  const shortAmount = formatKsh(short);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The Confirm Booking button that opened the panel is gone: the panel takes focus, in view.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    sectionRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  // Once more when the balance has arrived: it can add the 'You need' line.
  const settled = !balance.isPending;
  useEffect(() => {
    if (settled) sectionRef.current?.scrollIntoView({ block: 'nearest' });
  }, [settled]);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="payment-panel-title"
      className="grid scroll-mt-24 scroll-mb-24 gap-4 rounded-2xl border border-primary/30 bg-primary-soft p-4"
    >
      <div>
        <h3
          id="payment-panel-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-ink outline-none"
        >
          <Trans>Confirm payment</Trans>
        </h3>
        <p className="text-ink-muted text-sm">
          <Trans>Paid from your tokens when the booking is made (1 token = KSh 1).</Trans>
        </p>
      </div>
      <dl className="grid gap-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">
            {seatsText(seats)} × {formatKsh(pricePerSeat)}
          </dt>
          <dd className="font-bold text-ink text-lg tabular-nums" data-testid="payment-total">
            {formatKsh(total)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">
            <Trans>Your token balance</Trans>
          </dt>
          <dd className="font-semibold text-ink tabular-nums" data-testid="payment-balance">
            {shown !== null ? (
              formatKsh(shown)
            ) : balance.isPending ? (
              <Skeleton className="h-5 w-20" />
            ) : (
              t`Unavailable`
            )}
          </dd>
        </div>
        {shown !== null && short <= 0 ? (
          <div className="flex justify-between gap-3 border-primary/20 border-t pt-1.5">
            <dt className="text-ink-muted">
              <Trans>Balance after booking</Trans>
            </dt>
            <dd className="font-semibold text-ink tabular-nums">{formatKsh(shown - total)}</dd>
          </div>
        ) : null}
      </dl>
      {shown !== null && short > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-3 text-sm">
          <p className="text-ink">
            <Trans>
              You need <strong className="tabular-nums">{shortAmount}</strong> more in tokens.
            </Trans>
          </p>
          <Link
            href={buyTokensHref({ rideId, seats }, short)}
            className={buttonStyles({ variant: 'secondary' })}
          >
            <Trans>Buy tokens</Trans>
          </Link>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={paying}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onPay} disabled={paying}>
          {paying ? (
            <>
              <Spinner /> <Trans>Booking…</Trans>
            </>
          ) : (
            <Trans>Confirm & Pay</Trans>
          )}
        </Button>
      </div>
    </section>
  );
}
