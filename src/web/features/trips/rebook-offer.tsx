import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { Button, buttonStyles } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast-store';
import { formatClock, formatTripDate, seatsLeftText } from '../../rides/format-ride';
import type { RideResult } from '../../rides/ride-result';
import { DriverRating, DriverReliability } from '../../rides/ride-summary';
import { seatsText } from './trip-messages';
import type { TripView } from './trip-view';
import { afterCancellation, alternativesQuery, rebookBooking } from './trips-api';

/**
 * On a booking its driver cancelled: the rides leaving up to 90 minutes later, each booked with
 * one tap with the same seats and the refunded tokens (docs/product-rules.md "Cost sharing and
 * reliability"); when there are none, the way to the search.
 */
export function RebookOffer({ trip, now }: { trip: TripView; now: Date }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const rides = useQuery(alternativesQuery(trip.id));
  const rebook = useMutation({
    mutationFn: (ride: RideResult) => rebookBooking(trip.id, ride.id),
    onSuccess: (answer, ride) => {
      const seats = seatsText(answer.numberOfSeats);
      const time = formatClock(new Date(ride.departureTime));
      const driver = ride.driverName.trim().split(/\s+/)[0] ?? '';
      const code = answer.boardingCode;
      toast({
        title: t`Rebooked`,
        description: t`${seats} at ${time} with ${driver}. Your boarding code is ${code}.`,
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Rebooking failed`,
        description:
          error instanceof ApiError && error.status < 500 && error.message.trim() !== ''
            ? error.message
            : t`Please try again.`,
      }),
    onSettled: () => afterCancellation(queryClient),
  });
  const headingId = `rebook-${trip.id}`;

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-primary/30 bg-primary-soft/50 p-3"
      data-testid="rebook-offer"
    >
      <div>
        <h4 id={headingId} className="font-semibold text-ink">
          <Trans>Rebook in one tap</Trans>
        </h4>
        <p className="text-ink-muted text-sm">
          <Trans>
            Rides leaving up to 90 minutes after yours, with your seats free. Your refund is in your
            tokens.
          </Trans>
        </p>
      </div>
      {rides.isPending ? (
        <Loading label={t`Looking for rides…`} className="grid gap-2">
          <Skeleton className="h-16 w-full rounded-xl" />
        </Loading>
      ) : rides.data && rides.data.length > 0 ? (
        <ul className="grid gap-2">
          {rides.data.map((ride) => (
            <Alternative
              key={ride.id}
              ride={ride}
              now={now}
              busy={rebook.isPending}
              onRebook={() => rebook.mutate(ride)}
            />
          ))}
        </ul>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-ink text-sm">
            <Trans>No other ride leaves within 90 minutes of yours.</Trans>
          </p>
          <Link href="/search" className={buttonStyles({ variant: 'secondary' })}>
            <Trans>Find another ride</Trans>
          </Link>
        </div>
      )}
    </section>
  );
}

function Alternative({
  ride,
  now,
  busy,
  onRebook,
}: {
  ride: RideResult;
  now: Date;
  busy: boolean;
  onRebook(): void;
}) {
  const rowId = `alternative-${ride.id}`;
  // As the trip card above words its own time.
  const time = formatTripDate(ride.departureTime, now);
  const price = formatKsh(ride.pricePerSeat);
  const left = seatsLeftText(ride.availableSeats);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="alternative"
    >
      <div id={rowId} className="min-w-0">
        <p className="font-semibold text-ink text-lg tabular-nums">{time}</p>
        <p className="flex flex-wrap items-center gap-x-2 font-medium text-ink">
          <span>{ride.driverName}</span>
          <DriverRating rating={ride.driverRating} count={ride.driverRatingCount} />
        </p>
        <p className="text-ink-muted text-sm tabular-nums">
          <Trans>
            {price} a seat · {left}
          </Trans>
        </p>
        <DriverReliability
          completed={ride.driverCompletedRides}
          late={ride.driverLateCancellations}
        />
      </div>
      <Button
        className="w-full shrink-0 sm:w-auto"
        disabled={busy}
        onClick={onRebook}
        aria-describedby={rowId}
      >
        <Trans>Rebook</Trans>
      </Button>
    </li>
  );
}
