import { Trans, useLingui } from '@lingui/react/macro';
import { formatKsh } from '../../../shared/format-money';
import { tripEstimate, tripOver } from '../../../shared/geo';
import { RECURRING_WEEKS } from '../../../shared/rules/rides';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { currentIntlLocale } from '../../lib/i18n/catalogues';
import { formatDuration } from '../../rides/format-ride';
import { weekdaysText } from '../../rides/weekdays';
import { COST_SHARE_MESSAGES } from './cost-share-messages';
import { offeredSeats, type RideFormValues } from './ride-form';
import type { usePriceGuide } from './use-price-guide';

/**
 * The trip at a glance and its price guide (docs/product-rules.md, "Cost sharing and
 * reliability"): the road distance and time as the server measures them, the car's running cost
 * for the distance, the highest price per seat for the seats offered and the suggested one, what
 * a full ride's passengers share, and in one sentence why the price has a ceiling.
 */
export function TripSummary({
  values,
  priceGuide,
  className = '',
}: {
  values: RideFormValues;
  priceGuide: ReturnType<typeof usePriceGuide>;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const { pickup, destination } = values;
  const heading = (
    <h2 className="font-semibold text-ink text-lg">
      <Trans>Trip summary and price guide</Trans>
    </h2>
  );
  if (!pickup || !destination) {
    return (
      <Card className={className} data-testid="price-guide">
        {heading}
        <p className="mt-1 text-ink-muted text-sm">
          <Trans>
            Choose the pickup and the destination to see the distance, the time on the road and the
            price per seat that shares the car's cost.
          </Trans>
        </p>
      </Card>
    );
  }
  const { guide, tooShort, isLoading } = priceGuide;
  // The server's road distance once it answered; the straight-line estimate meanwhile.
  const trip = guide ? tripOver(guide.distanceKm) : tripEstimate(pickup, destination);
  const seats = offeredSeats(values);
  const price = /^\d+$/.test(values.price) ? Number(values.price) : null;
  const distance = trip.totalDistance.toLocaleString(currentIntlLocale());
  const duration = formatDuration(trip.estimatedDuration);
  const rows: Array<[string, string]> = [
    [t`Distance`, t`about ${distance} km`],
    [t`Time on the road`, t`about ${duration}`],
  ];
  if (guide) {
    rows.push([t`Car's running cost`, formatKsh(guide.carCostKsh)]);
    if (seats) {
      rows.push(
        [t`Highest price per seat`, formatKsh(guide.maxPricePerSeat)],
        [t`Suggested price per seat`, formatKsh(guide.suggestedPricePerSeat)],
      );
      if (price !== null) rows.push([t`A full ride's passengers share`, formatKsh(seats * price)]);
    }
  }
  if (values.isRecurring && values.recurringDays.length > 0) {
    const days = weekdaysText(values.recurringDays);
    const weeks = RECURRING_WEEKS;
    rows.push([t`Repeats`, t`${days} for ${weeks} weeks`]);
  }

  return (
    <Card className={className} data-testid="price-guide" aria-busy={isLoading || undefined}>
      {heading}
      {tooShort ? (
        <p className="mt-2 text-danger text-sm" role="status">
          {i18n._(COST_SHARE_MESSAGES.tooShort(tooShort.minKm, tooShort.distanceKm))}
        </p>
      ) : null}
      <dl className="mt-3 grid gap-2 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="text-right font-semibold text-ink tabular-nums">{detail}</dd>
          </div>
        ))}
        {isLoading ? <Skeleton className="h-5 w-full" /> : null}
      </dl>
      {guide && !seats ? (
        <p className="mt-3 text-ink-muted text-sm">
          <Trans>Enter the seats you offer to see the highest price per seat.</Trans>
        </p>
      ) : null}
      <p className="mt-3 text-ink-muted text-xs leading-relaxed">
        {i18n._(COST_SHARE_MESSAGES.why)}
      </p>
    </Card>
  );
}
