import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, type Ref, useRef } from 'react';
import { Link } from 'wouter';
import { buttonStyles } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { BookingRequestCard } from '../../rides/booking-requests/booking-request-card';
import { BookingCard } from './booking-card';
import { requestsFirst } from './dashboard-stats';
import { ScheduledTripCard } from './scheduled-trip-card';
import type { useDriverTrips } from './use-driver-trips';

/** Bookings: every booking on the driver's trips, and the trips themselves with Cancel Trip. */
export function BookingsTab({ driver }: { driver: ReturnType<typeof useDriverTrips> }) {
  const { t } = useLingui();
  const tripsHeading = useRef<HTMLHeadingElement>(null);
  const now = new Date();

  if (driver.tripsFailed) {
    return <LoadFailed title={t`Failed to load scheduled rides`} onRetry={driver.retryTrips} />;
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:items-start lg:gap-8">
      <section aria-labelledby="all-bookings">
        <SectionHeading id="all-bookings" count={driver.bookings?.length ?? null}>
          <Trans>All bookings</Trans>
        </SectionHeading>
        {driver.bookings === null ? (
          <CardSkeletons />
        ) : driver.bookings.length === 0 ? (
          <EmptyState
            className="mt-3"
            title={t`No bookings yet`}
            text={t`When passengers book seats on your trips, they appear here with their phone number and pickup.`}
          />
        ) : (
          <ul className="mt-3 grid gap-3">
            {requestsFirst(driver.bookings).map((booking) => (
              <li key={booking.id}>
                {booking.status === 'requested' ? (
                  <BookingRequestCard
                    booking={booking}
                    now={now}
                    trip={{
                      departureTime: booking.trip.departureTime,
                      destination: booking.trip.destination.address,
                    }}
                  />
                ) : (
                  <BookingCard booking={booking} now={now} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="scheduled-trips">
        <SectionHeading
          id="scheduled-trips"
          count={driver.trips?.length ?? null}
          headingRef={tripsHeading}
        >
          <Trans>Scheduled trips</Trans>
        </SectionHeading>
        {driver.trips === null ? (
          <CardSkeletons />
        ) : driver.trips.length === 0 ? (
          <EmptyState
            className="mt-3"
            title={t`No scheduled rides`}
            text={t`Create a ride to start earning`}
            action={
              <Link href="/create-ride" className={buttonStyles()}>
                <Trans>Create New Ride</Trans>
              </Link>
            }
          />
        ) : (
          <ul className="mt-3 grid gap-3">
            {driver.trips.map((trip) => (
              <li key={trip.id}>
                <ScheduledTripCard
                  trip={trip}
                  now={now}
                  focusAfterCancel={() => tripsHeading.current?.focus()}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SectionHeading({
  id,
  count,
  headingRef,
  children,
}: {
  id: string;
  count: number | null;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      ref={headingRef}
      tabIndex={-1}
      className="flex items-center gap-2 font-semibold text-ink text-lg outline-none"
    >
      {children}
      {count === null ? null : (
        <span className="rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-primary-strong text-sm tabular-nums">
          {count}
        </span>
      )}
    </h2>
  );
}

function CardSkeletons() {
  return (
    <Loading className="mt-3 grid gap-3">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-40 w-full rounded-2xl" />
      ))}
    </Loading>
  );
}
