import { Trans, useLingui } from '@lingui/react/macro';
import { formatKsh } from '../../../shared/format-money';
import { tripEstimate } from '../../../shared/geo';
import { RECURRING_WEEKS } from '../../../shared/rules/rides';
import { Card } from '../../components/ui/card';
import { currentIntlLocale } from '../../lib/i18n/catalogues';
import { formatDuration } from '../../rides/format-ride';
import { weekdaysText } from '../../rides/weekdays';
import type { RideFormValues } from './ride-form';

/**
 * The trip at a glance: road distance and time as the server will estimate them (the same shared
 * function), a fair price for the distance, and what a full ride earns.
 */
export function TripSummary({
  values,
  className = '',
}: {
  values: RideFormValues;
  className?: string;
}) {
  const { t } = useLingui();
  const { pickup, destination } = values;
  if (!pickup || !destination) {
    return (
      <Card className={className}>
        <h2 className="font-semibold text-ink text-lg">
          <Trans>Trip summary</Trans>
        </h2>
        <p className="mt-1 text-ink-muted text-sm">
          <Trans>
            Choose the pickup and the destination to see the distance, the time on the road and a
            fair price.
          </Trans>
        </p>
      </Card>
    );
  }
  const estimate = tripEstimate(pickup, destination);
  const seats = /^\d+$/.test(values.seats) ? Number(values.seats) : null;
  const price = /^\d+$/.test(values.price) ? Number(values.price) : null;
  const distance = estimate.totalDistance.toLocaleString(currentIntlLocale());
  const duration = formatDuration(estimate.estimatedDuration);
  const rows: Array<[string, string]> = [
    [t`Distance`, t`about ${distance} km`],
    [t`Time on the road`, t`about ${duration}`],
    [t`Fair price per seat`, formatKsh(estimate.pricePerSeat)],
  ];
  if (seats && price !== null) rows.push([t`A full ride earns`, formatKsh(seats * price)]);
  if (values.isRecurring && values.recurringDays.length > 0) {
    const days = weekdaysText(values.recurringDays);
    const weeks = RECURRING_WEEKS;
    rows.push([t`Repeats`, t`${days} for ${weeks} weeks`]);
  }

  return (
    <Card className={className}>
      <h2 className="font-semibold text-ink text-lg">
        <Trans>Trip summary</Trans>
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="text-right font-semibold text-ink tabular-nums">{detail}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
