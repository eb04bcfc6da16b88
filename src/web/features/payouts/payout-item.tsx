import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKsh } from '../../../shared/format-money';
import { LineIcon } from '../../components/ui/line-icon';
import { formatKenyanPhone } from '../../lib/format-phone';
import { useLanguage } from '../../lib/i18n/use-language';
import { formatTripDate } from '../../rides/format-ride';
import type { PayoutRecord } from './payouts-api';

const labels: Record<PayoutRecord['status'], MessageDescriptor> = {
  Pending: msg`Pending`,
  Completed: msg`Completed`,
  Failed: msg`Failed`,
};

const looks: Record<PayoutRecord['status'], string> = {
  Pending: 'bg-orange-100 text-orange-900',
  Completed: 'bg-emerald-100 text-emerald-900',
  Failed: 'bg-red-100 text-red-900',
};

/** Pending orange, Completed green, Failed red: the trip badges' colours for the same ideas. */
export function PayoutStatusBadge({ status }: { status: PayoutRecord['status'] }) {
  const { i18n } = useLingui();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ${looks[status]}`}
    >
      {i18n._(labels[status])}
    </span>
  );
}

/** One withdrawal to M-Pesa: how much, where to, when, and how it ended. */
export function PayoutItem({ payout, now }: { payout: PayoutRecord; now: Date }) {
  // The date follows the language on screen.
  useLanguage();
  const { receipt } = payout;
  return (
    <div className="flex items-start gap-3 py-3.5">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong"
      >
        <LineIcon className="size-5" strokeWidth={2}>
          <path d="M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM12 7v7M9 11l3 3 3-3M10 18h4" />
        </LineIcon>
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold text-ink tabular-nums">{formatKsh(payout.amount)}</p>
          <PayoutStatusBadge status={payout.status} />
        </div>
        <p className="mt-0.5 text-ink-muted text-sm tabular-nums">
          {formatTripDate(payout.createdAt, now)}
        </p>
        <p className="text-ink-muted text-sm tabular-nums">
          {payout.paymentMethod} {formatKenyanPhone(payout.phoneNumber)}
        </p>
        {receipt ? (
          <p className="mt-0.5 text-ink-muted text-sm">
            <Trans>
              Receipt <span className="font-mono font-semibold text-ink">{receipt}</span>
            </Trans>
          </p>
        ) : null}
        {payout.status === 'Pending' ? (
          <p className="mt-0.5 text-ink-muted text-sm">
            <Trans>Waiting for M-Pesa to confirm…</Trans>
          </p>
        ) : null}
        {payout.status === 'Failed' && payout.message ? (
          <p className="mt-1 text-danger text-sm">{payout.message}</p>
        ) : null}
      </div>
    </div>
  );
}
