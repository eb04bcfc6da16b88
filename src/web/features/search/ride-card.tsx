import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { seatsLeftText } from '../../rides/format-ride';
import { DriverLine, Fact, RideFacts, RouteLine } from '../../rides/ride-summary';
import type { RideResult } from './search-api';
import { isFullyBooked } from './search-rules';

/** One ride in the results; a fully booked one says so and cannot be selected. */
export function RideCard({
  ride,
  now,
  onSelect,
}: {
  ride: RideResult;
  now: Date;
  onSelect(): void;
}) {
  const { t } = useLingui();
  const full = isFullyBooked(ride);
  const driverName = ride.driverName;
  const headingId = `ride-${ride.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`grid gap-3 rounded-2xl border p-4 ${full ? 'border-line bg-surface' : 'border-line bg-white'}`}
    >
      <h3 id={headingId} className="sr-only">
        <Trans>Ride with {driverName}</Trans>
      </h3>
      <DriverLine ride={ride} />
      <RouteLine from={ride.pickupLocation.address} to={ride.destination.address} />
      {ride.approvalRequired ? (
        <p className="-mt-1 text-ink-muted text-sm" data-testid="approval-chip">
          <Trans>The driver confirms each passenger</Trans>
        </p>
      ) : null}
      <RideFacts
        ride={ride}
        now={now}
        extra={
          <Fact label={t`Available seats`}>
            {full ? (
              <span className="text-danger">
                <Trans>Fully Booked</Trans>
              </span>
            ) : (
              seatsLeftText(ride.availableSeats)
            )}
          </Fact>
        }
      />
      <Button
        variant={full ? 'secondary' : 'primary'}
        className="w-full sm:w-auto sm:justify-self-end"
        disabled={full}
        onClick={onSelect}
        aria-describedby={headingId}
      >
        {full ? <Trans>Fully Booked</Trans> : <Trans>Select Ride</Trans>}
      </Button>
    </article>
  );
}
