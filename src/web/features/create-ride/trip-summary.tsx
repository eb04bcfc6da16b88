import { formatKsh } from '../../../shared/format-money';
import { tripEstimate } from '../../../shared/geo';
import { RECURRING_WEEKS } from '../../../shared/rules/rides';
import { weekdaysText } from '../../../shared/weekdays';
import { Card } from '../../components/ui/card';
import { formatDuration } from '../../rides/format-ride';
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
  const { pickup, destination } = values;
  if (!pickup || !destination) {
    return (
      <Card className={className}>
        <h2 className="font-semibold text-ink text-lg">Trip summary</h2>
        <p className="mt-1 text-ink-muted text-sm">
          Choose the pickup and the destination to see the distance, the time on the road and a fair
          price.
        </p>
      </Card>
    );
  }
  const estimate = tripEstimate(pickup, destination);
  const seats = /^\d+$/.test(values.seats) ? Number(values.seats) : null;
  const price = /^\d+$/.test(values.price) ? Number(values.price) : null;
  const rows: Array<[string, string]> = [
    ['Distance', `about ${estimate.totalDistance.toLocaleString('en-KE')} km`],
    ['Time on the road', `about ${formatDuration(estimate.estimatedDuration)}`],
    ['Fair price per seat', formatKsh(estimate.pricePerSeat)],
  ];
  if (seats && price !== null) rows.push(['A full ride earns', formatKsh(seats * price)]);
  if (values.isRecurring && values.recurringDays.length > 0)
    rows.push(['Repeats', `${weekdaysText(values.recurringDays)} for ${RECURRING_WEEKS} weeks`]);

  return (
    <Card className={className}>
      <h2 className="font-semibold text-ink text-lg">Trip summary</h2>
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
