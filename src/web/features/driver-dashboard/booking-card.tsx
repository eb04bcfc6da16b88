import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKsh } from '../../../shared/format-money';
import { LineIcon } from '../../components/ui/line-icon';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatKenyanPhone } from '../../lib/format-phone';
import { formatTripDate } from '../../rides/format-ride';
import { Fact, PersonBadge } from '../../rides/ride-summary';
import type { DashboardBooking } from './dashboard-stats';

/**
 * A passenger's booking on one of the driver's trips (specification document 2 §2, booking card):
 * who, how to call them, what they paid, and where to pick them up.
 */
export function BookingCard({ booking, now }: { booking: DashboardBooking; now: Date }) {
  const { t } = useLingui();
  const headingId = `booking-${booking.id}`;
  const seats = booking.numberOfSeats;
  const when = formatTripDate(booking.trip.departureTime, now);
  const destination = booking.trip.destination.address;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <PersonBadge
          name={booking.passengerName}
          pictureUrl={booking.passengerProfilePictureUrl}
          className="size-11"
        />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-semibold text-ink">
            {booking.passengerName}
          </h3>
          {booking.passengerPhone ? (
            <a
              href={`tel:${booking.passengerPhone}`}
              className="inline-flex min-h-8 items-center gap-1.5 font-medium text-primary-strong text-sm tabular-nums underline-offset-2 hover:underline"
            >
              <LineIcon className="size-4" strokeWidth={2}>
                <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
              </LineIcon>
              <span className="sr-only">
                <Trans>Call</Trans>{' '}
              </span>
              {formatKenyanPhone(booking.passengerPhone)}
            </a>
          ) : null}
        </div>
        <StatusBadge status={booking.status} />
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <Fact label={t`Seats`}>{t`${plural(seats, { one: '# seat', other: '# seats' })}`}</Fact>
        <Fact label={t`Total amount`}>{formatKsh(booking.totalAmount)}</Fact>
        <Fact label={t`Booked on`}>{formatTripDate(booking.bookingDate, now)}</Fact>
        <div className="col-span-2 min-w-0 sm:col-span-3">
          <dt className="text-ink-muted text-xs">
            {booking.customPickupAddress ? t`Pickup: the passenger's own stage` : t`Pickup`}
          </dt>
          <dd className="font-semibold text-ink">{booking.pickupLocation.address}</dd>
        </div>
      </dl>

      <p className="flex items-start gap-2 rounded-xl bg-surface px-3 py-2 text-ink-muted text-sm">
        <LineIcon className="mt-0.5 size-4 shrink-0" strokeWidth={2}>
          <path d="M5 5h14v15H5zM5 10h14M9 3v4M15 3v4" />
        </LineIcon>
        <span>
          <Trans>
            <span className="font-semibold text-ink tabular-nums">{when}</span> trip to{' '}
            {destination}
          </Trans>
        </span>
      </p>
    </article>
  );
}
