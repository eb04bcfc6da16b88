import { plural } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatKsh } from '../../shared/format-money';
import { initials } from '../lib/initials';
import { formatDeparture, formatDuration, formatRatingWithCount, vehicleLine } from './format-ride';
import type { RideResult } from './ride-result';

/** A person's picture, or their initials, in a small circle; decorative beside their name. */
export function PersonBadge({
  name,
  pictureUrl,
  fallback,
  className = 'size-10 text-sm',
}: {
  name: string;
  pictureUrl: string | null | undefined;
  fallback?: string;
  className?: string;
}) {
  if (pictureUrl) {
    return (
      <img
        src={pictureUrl}
        alt=""
        className={`${className} shrink-0 rounded-full bg-primary-soft object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-strong`}
    >
      {initials(name, fallback)}
    </span>
  );
}

/** The vehicle's photo, so a passenger knows which car to look for at a busy stage. */
export function VehiclePhoto({
  vehicle,
  className = 'w-24',
}: {
  vehicle: { make: string; model: string; color: string; photoUrl?: string | null };
  className?: string;
}) {
  const { t } = useLingui();
  if (!vehicle.photoUrl) return null;
  const car = [vehicle.color, vehicle.make, vehicle.model].filter((part) => part.trim()).join(' ');
  return (
    <img
      src={vehicle.photoUrl}
      alt={t`The driver’s ${car}`}
      className={`${className} aspect-[3/2] shrink-0 rounded-xl border border-line bg-surface object-cover`}
    />
  );
}

/** Driver, rating and vehicle: who is driving and what to look out for. */
export function DriverLine({ ride, plate = false }: { ride: RideResult; plate?: boolean }) {
  useLinguiContext();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <PersonBadge name={ride.driverName} pictureUrl={ride.driverProfilePictureUrl} fallback="D" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink">
          <span>{ride.driverName}</span>
          <DriverRating rating={ride.driverRating} count={ride.driverRatingCount} />
        </p>
        <p className="text-ink-muted text-sm">
          {vehicleLine(ride.vehicleDetails)}
          {plate && ride.vehicleDetails.licensePlate
            ? ` · ${ride.vehicleDetails.licensePlate}`
            : ''}
        </p>
        <DriverReliability
          completed={ride.driverCompletedRides}
          late={ride.driverLateCancellations}
        />
      </div>
      <VehiclePhoto vehicle={ride.vehicleDetails} />
    </div>
  );
}

/**
 * How the driver kept their word over the last 90 days: the rides they completed and the rides
 * they cancelled late (docs/product-rules.md "Cost sharing and reliability"), the second in
 * red when there are any.
 */
export function DriverReliability({
  completed = 0,
  late = 0,
}: {
  /** Missing from an older answer: read as none. */
  completed: number | undefined;
  late: number | undefined;
}) {
  const { t } = useLingui();
  return (
    <p className="text-ink-muted text-xs" data-testid="driver-reliability">
      {t`${plural(completed, { one: '# ride', other: '# rides' })} in 90 days`}
      <span aria-hidden="true"> · </span>
      <span className={late > 0 ? 'font-semibold text-danger' : undefined}>
        {late > 0
          ? t`${plural(late, { one: '# late cancellation', other: '# late cancellations' })}`
          : t`no late cancellations`}
      </span>
    </p>
  );
}

/** The star and '4.8 (23)', or 'New driver' for someone nobody has rated yet. */
export function DriverRating({
  rating,
  count,
  className = 'font-medium text-ink-muted text-sm',
}: {
  rating: number | null;
  /** Missing from an older answer: read as unknown, shown like no ratings. */
  count: number | undefined;
  className?: string;
}) {
  useLinguiContext();
  const words = formatRatingWithCount(rating, count ?? 0);
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <RatingStar />
      <span aria-hidden="true">{words.shown}</span>
      <span className="sr-only">{words.spoken}</span>
    </span>
  );
}

/** Pickup and destination, one above the other with a line between. */
export function RouteLine({ from, to }: { from: string; to: string }) {
  return (
    <ol className="grid gap-1.5 text-sm">
      <li className="flex items-start gap-2.5">
        <span
          aria-hidden="true"
          className="mt-1 size-2.5 shrink-0 rounded-full border-2 border-primary"
        />
        <span>
          <span className="sr-only">
            <Trans>Pickup:</Trans>{' '}
          </span>
          <span className="text-ink">{from}</span>
        </span>
      </li>
      <li className="flex items-start gap-2.5">
        <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-full bg-primary" />
        <span>
          <span className="sr-only">
            <Trans>Destination:</Trans>{' '}
          </span>
          <span className="text-ink">{to}</span>
        </span>
      </li>
    </ol>
  );
}

/** Departure, duration and price as label/value pairs. */
export function RideFacts({
  ride,
  now,
  extra,
}: {
  ride: RideResult;
  now: Date;
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const duration = formatDuration(ride.estimatedDuration);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
      <Fact label={t`Departs`}>{formatDeparture(ride.departureTime, now)}</Fact>
      {duration ? <Fact label={t`Takes about`}>{duration}</Fact> : null}
      <Fact label={t`Price per seat`}>{formatKsh(ride.pricePerSeat)}</Fact>
      {extra}
    </dl>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-muted text-xs">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

/** The rating's star, beside the figure that says it; decorative. */
export function RatingStar() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 text-accent">
      <path
        fill="currentColor"
        d="M10 1.8l2.5 5.2 5.7.7-4.2 3.9 1.1 5.6L10 14.4l-5.1 2.8L6 11.6 1.8 7.7l5.7-.7z"
      />
    </svg>
  );
}
