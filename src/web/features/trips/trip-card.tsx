import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonStyles } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { StarsShown } from '../../components/ui/star-rating';
import { StatusBadge } from '../../components/ui/status-badge';
import { BookingRequestCard } from '../../rides/booking-requests/booking-request-card';
import { RequestWaiting } from '../../rides/booking-requests/request-waiting';
import { formatRating, formatRatingWithCount, formatTripDate } from '../../rides/format-ride';
import { Fact, RatingStar, RouteLine, VehiclePhoto } from '../../rides/ride-summary';
import { tripLink } from '../../rides/trip-link';
import { seriesHref } from '../series';
import { RateTripDialog } from '../trip-day';
import { CancelTripDialog } from './cancel-trip-dialog';
import { CancelledBooking } from './cancelled-booking';
import { seatsText, tripCost, vehicleText } from './trip-messages';
import type { TripView } from './trip-view';
import { rideBookingsQuery } from './trips-api';

interface TripCardProps {
  trip: TripView;
  now: Date;
  /** Upcoming cards only. */
  cancellable: boolean;
  focusAfterCancel(): void;
}

/** One trip in My Trips, as passenger or as driver (specification document 2 §2, trip card). */
export function TripCard({ trip, now, cancellable, focusAfterCancel }: TripCardProps) {
  const { t } = useLingui();
  const headingId = `trip-${trip.type}-${trip.id}`;
  const when = formatTripDate(trip.departureTime, now);
  const cost = tripCost(trip);
  const vehicle = vehicleText(trip.vehicleDetails);
  const link = tripLink(trip.rideId, { role: trip.type, ...trip }, now);
  const from = trip.pickupAddress;
  const to = trip.destinationAddress;

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <RoleLabel role={trip.type} />
          <h3 id={headingId} className="mt-1.5 font-semibold text-ink text-lg tabular-nums">
            <span className="sr-only">
              {trip.type === 'driver' ? (
                <Trans>
                  As Driver, {from} to {to},
                </Trans>
              ) : (
                <Trans>
                  As Passenger, {from} to {to},
                </Trans>
              )}{' '}
            </span>
            {when}
          </h3>
        </div>
        <StatusBadge status={trip.status} />
      </div>

      <RouteLine from={trip.pickupAddress} to={trip.destinationAddress} />
      {trip.type === 'driver' && trip.seriesId ? (
        <Link
          href={seriesHref(trip.seriesId)}
          className="-mt-2 justify-self-start font-semibold text-primary-strong text-sm underline-offset-2 hover:underline"
          data-testid="series-link"
        >
          <Trans>Regular ride: manage dates</Trans>
        </Link>
      ) : null}
      {trip.ownPickup ? (
        <p className="-mt-2 text-ink-muted text-sm" data-testid="own-pickup">
          <Trans>Picked up at your own stage on the way</Trans>
        </p>
      ) : null}

      <div className="border-line border-t pt-4">
        {trip.type === 'passenger' ? (
          <div className="flex items-center justify-between gap-3">
            <Counterpart
              label={t`Driver:`}
              name={trip.counterpartName ?? t`Pamoja driver`}
              rating={trip.counterpartRating}
              ratingCount={trip.counterpartRatingCount}
            />
            <VehiclePhoto vehicle={trip.vehicleDetails} />
          </div>
        ) : (
          <TripPassengers trip={trip} now={now} />
        )}
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
          {trip.type === 'passenger' && trip.numberOfSeats !== null ? (
            <Fact label={t`Seats`}>{seatsText(trip.numberOfSeats)}</Fact>
          ) : null}
          <Fact label={cost.label}>{cost.value}</Fact>
          {vehicle ? (
            <div className="col-span-2 min-w-0">
              <dt className="text-ink-muted text-xs">
                <Trans>Vehicle</Trans>
              </dt>
              <dd className="font-semibold text-ink">{vehicle}</dd>
            </div>
          ) : null}
        </dl>
        {trip.notes ? (
          <p className="mt-4 rounded-xl bg-surface px-3 py-2 text-ink text-sm">
            <span className="font-semibold">
              <Trans>Notes:</Trans>{' '}
            </span>
            {trip.notes}
          </p>
        ) : null}
      </div>

      {trip.type === 'passenger' && trip.status === 'requested' ? (
        <RequestWaiting expiresAt={trip.requestExpiresAt} now={now} />
      ) : null}

      {trip.type === 'passenger' &&
      cancellable &&
      trip.boardingCode &&
      trip.status !== 'requested' ? (
        <p className="-mt-1 flex items-center justify-between gap-3 rounded-xl bg-primary-soft px-4 py-2.5">
          <span className="text-ink text-sm">
            <Trans>Boarding code</Trans>
          </span>
          <span
            className="font-bold font-mono text-2xl text-ink tabular-nums tracking-[0.2em]"
            data-testid="boarding-code"
          >
            {trip.boardingCode}
          </span>
        </p>
      ) : null}

      {trip.type === 'passenger' && trip.status === 'completed' ? (
        <PassengerRating trip={trip} />
      ) : null}

      {trip.type === 'passenger' && trip.status === 'cancelled' ? (
        <CancelledBooking trip={trip} now={now} />
      ) : null}

      {cancellable ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {trip.status === 'in_progress' ? null : (
            <CancelTripDialog
              trip={trip}
              place="trips"
              label={
                trip.type === 'driver'
                  ? t`Cancel trip`
                  : trip.status === 'requested'
                    ? t`Cancel request`
                    : t`Cancel booking`
              }
              summary={
                <>
                  <p className="mb-2 font-semibold text-ink">{when}</p>
                  <RouteLine from={trip.pickupAddress} to={trip.destinationAddress} />
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
      ) : null}
    </article>
  );
}

/** A completed trip's rating of the driver: the stars given, or Rate. */
function PassengerRating({ trip }: { trip: TripView }) {
  const { t } = useLingui();
  const name = trip.counterpartName?.trim().split(/\s+/)[0] || t`your driver`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-line border-t pt-4">
      {trip.myRating ? (
        <p className="flex items-center gap-2 text-sm">
          <span className="text-ink-muted">
            <Trans>Your rating</Trans>
          </span>
          <StarsShown score={trip.myRating} />
        </p>
      ) : (
        <>
          <p className="text-ink-muted text-sm">
            <Trans>How was the trip with {name}?</Trans>
          </p>
          <RateTripDialog bookingId={trip.id} name={name} ratee="driver" />
        </>
      )}
    </div>
  );
}

function RoleLabel({ role }: { role: TripView['type'] }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold text-xs ${
        role === 'driver' ? 'bg-accent-soft text-accent-ink' : 'bg-primary-soft text-primary-strong'
      }`}
      aria-hidden="true"
    >
      <LineIcon className="size-3.5" strokeWidth={2}>
        {role === 'driver' ? (
          <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM3.5 11l6.6 1M13.9 12l6.6-1M12 14v7" />
        ) : (
          <path d="M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />
        )}
      </LineIcon>
      {role === 'driver' ? <Trans>As Driver</Trans> : <Trans>As Passenger</Trans>}
    </span>
  );
}

/** 'Driver:' or 'Passenger:' with the name and the rating, the specification's counterpart line. */
function Counterpart({
  label,
  name,
  rating,
  ratingCount,
  extra,
}: {
  label: string;
  name: ReactNode;
  rating: number | null;
  /** A driver's rating shows with its count, '4.8 (23)'. */
  ratingCount?: number;
  extra?: ReactNode;
}) {
  // Nobody has rated them yet: 'New' (a driver's count of ratings would read 'New driver').
  const rated = rating !== null && rating > 0 && (ratingCount === undefined || ratingCount > 0);
  const figure =
    ratingCount === undefined
      ? formatRating(rating)
      : formatRatingWithCount(rating, ratingCount).shown;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="text-ink-muted">{label}</span>{' '}
      <span className="font-semibold text-ink">{name}</span>
      <span className="inline-flex items-center gap-1 text-ink-muted">
        <RatingStar />
        {rated ? (
          <span>
            <Trans>
              <span className="sr-only">Rated </span>
              {figure}
            </Trans>
          </span>
        ) : (
          <span>
            <Trans>
              New<span className="sr-only">, not rated yet</span>
            </Trans>
          </span>
        )}
      </span>
      {extra}
    </p>
  );
}

/**
 * A driver trip's counterparts are the people who booked it, read from the trip's bookings; the
 * requests waiting for the driver's answer come first, each to approve or decline.
 */
function TripPassengers({ trip, now }: { trip: TripView; now: Date }) {
  const { t } = useLingui();
  const booked = trip.bookedSeats;
  const bookings = useQuery({ ...rideBookingsQuery(trip.id), enabled: booked > 0 });
  if (booked === 0) {
    return (
      <p className="text-sm">
        <span className="text-ink-muted">
          <Trans>Passenger:</Trans>
        </span>{' '}
        <span className="font-semibold text-ink">
          {trip.status === 'scheduled' ? <Trans>No bookings yet</Trans> : <Trans>None</Trans>}
        </span>
      </p>
    );
  }
  if (bookings.isPending) {
    return (
      <Loading label={t`Loading passengers…`} className="flex items-center gap-2">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-4 w-36" />
      </Loading>
    );
  }
  const requests = (bookings.data ?? []).filter((b) => b.status === 'requested');
  const riders = (bookings.data ?? []).filter(
    (b) => b.status !== 'cancelled' && b.status !== 'requested',
  );
  const asking =
    requests.length > 0 ? (
      <ul className="mb-3 grid gap-3" aria-label={t`Requests to answer`}>
        {requests.map((request) => (
          <li key={request.id}>
            <BookingRequestCard booking={request} now={now} />
          </li>
        ))}
      </ul>
    ) : null;
  if (riders.length === 0 && requests.length > 0) return asking;
  if (riders.length === 0) {
    return (
      <p className="text-sm">
        <span className="text-ink-muted">
          <Trans>Passenger:</Trans>
        </span>{' '}
        <span className="font-semibold text-ink">
          {t`${plural(booked, { one: '# seat booked', other: '# seats booked' })}`}
        </span>
      </p>
    );
  }
  return (
    <>
      {asking}
      <ul className="grid gap-1.5">
        {riders.map((booking) => (
          <li key={booking.id}>
            <Counterpart
              label={t`Passenger:`}
              name={booking.passengerName}
              rating={booking.passengerRating}
              extra={
                <span className="text-ink-muted">
                  <span aria-hidden="true">· </span>
                  {seatsText(booking.numberOfSeats)}
                </span>
              }
            />
            {trip.status === 'completed' && booking.status === 'completed' ? (
              <div className="mt-1.5 flex flex-wrap items-center gap-2">
                {booking.myRating ? (
                  <p className="flex items-center gap-2 text-sm">
                    <span className="text-ink-muted">
                      <Trans>Your rating</Trans>
                    </span>
                    <StarsShown score={booking.myRating} />
                  </p>
                ) : (
                  <RatePassenger bookingId={booking.id} fullName={booking.passengerName} />
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** "Rate Amina" on a completed trip of the driver's: the rating dialog for one passenger. */
function RatePassenger({ bookingId, fullName }: { bookingId: string; fullName: string }) {
  const { t } = useLingui();
  const name = fullName.trim().split(/\s+/)[0];
  return (
    <RateTripDialog
      bookingId={bookingId}
      name={name || t`your passenger`}
      ratee="passenger"
      label={name ? t`Rate ${name}` : t`Rate passenger`}
    />
  );
}
