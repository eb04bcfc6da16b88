import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { buttonStyles } from '../../components/ui/button';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatTripDate } from '../../rides/format-ride';
import { Fact, RouteLine } from '../../rides/ride-summary';
import { tripLink } from '../../rides/trip-link';
import { seriesHref } from '../series';
import type { DriverTripRecord } from '../trips';
import { CancelTripDialog, vehicleText } from '../trips';

/** One of the driver's scheduled trips, with Cancel Trip behind a confirmation. */
export function ScheduledTripCard({
  trip,
  now,
  focusAfterCancel,
}: {
  trip: DriverTripRecord;
  now: Date;
  focusAfterCancel(): void;
}) {
  const { t } = useLingui();
  const headingId = `scheduled-${trip.id}`;
  const destination = trip.destination.address;
  const booked = trip.bookedSeats;
  const when = formatTripDate(trip.departureTime, now);
  const seats = trip.bookedSeats + trip.availableSeats;
  const link = tripLink(trip.id, { role: 'driver', ...trip }, now);
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-ink text-lg tabular-nums">
          <span className="sr-only">{t`Trip to ${destination},`} </span>
          {when}
        </h3>
        <StatusBadge status={trip.status} />
      </div>
      <RouteLine from={trip.pickupLocation.address} to={trip.destination.address} />
      {trip.seriesId ? (
        <Link
          href={seriesHref(trip.seriesId)}
          className="justify-self-start font-semibold text-primary-strong text-sm underline-offset-2 hover:underline"
          data-testid="series-link"
        >
          <Trans>Regular ride: manage dates</Trans>
        </Link>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label={t`Seats booked`}>{t`${booked} of ${seats}`}</Fact>
        <Fact label={t`Price per seat`}>{formatKsh(trip.pricePerSeat)}</Fact>
        <div className="col-span-2 min-w-0">
          <dt className="text-ink-muted text-xs">
            <Trans>Vehicle</Trans>
          </dt>
          <dd className="font-semibold text-ink">{vehicleText(trip.vehicleDetails)}</dd>
        </div>
      </dl>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {trip.status === 'in_progress' ? null : (
          <CancelTripDialog
            trip={{
              id: trip.id,
              type: 'driver',
              refundable: 0,
              bookedSeats: trip.bookedSeats,
              departureTime: trip.departureTime,
              freeCancellationUntil: null,
            }}
            place="dashboard"
            label={t`Cancel Trip`}
            summary={
              <>
                <p className="mb-2 font-semibold text-ink">{when}</p>
                <RouteLine from={trip.pickupLocation.address} to={trip.destination.address} />
              </>
            }
            focusAfterCancel={focusAfterCancel}
          />
        )}
        <Link
          href={link.href}
          className={buttonStyles({ className: 'w-full sm:w-auto' })}
          aria-describedby={headingId}
        >
          {link.label}
        </Link>
      </div>
    </article>
  );
}
