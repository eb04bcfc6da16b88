import { Trans } from '@lingui/react/macro';
import { LineIcon } from '../../components/ui/line-icon';
import { formatTripDate } from '../format-ride';

/**
 * A passenger's request waiting for the driver who confirms each passenger (docs/product-rules.md
 * "Drivers who confirm each passenger"): until when they answer, and that the money comes back.
 */
export function RequestWaiting({ expiresAt, now }: { expiresAt: string | null; now: Date }) {
  const until = expiresAt ? formatTripDate(expiresAt, now) : null;
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm"
      data-testid="request-waiting"
    >
      <LineIcon className="mt-0.5 size-5 shrink-0 text-amber-800" strokeWidth={2}>
        <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />
      </LineIcon>
      <div className="grid gap-0.5">
        <p className="font-semibold text-ink">
          <Trans>Waiting for the driver to confirm</Trans>
        </p>
        {until ? (
          <p className="text-ink-muted">
            <Trans>
              They answer by <span className="font-semibold text-ink tabular-nums">{until}</span>.
              If they decline or don't answer, everything you paid comes back.
            </Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
