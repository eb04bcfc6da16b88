import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuspendedDriver } from '../../../shared/schemas/reliability';
import { LoadFailed } from '../../components/ui/load-failed';
import { formatKenyanPhone } from '../../lib/format-phone';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { formatDeparture } from '../../rides/format-ride';

type SuspendedDriverRecord = Json<SuspendedDriver>;

const suspendedDriversQuery = queryOptions({
  queryKey: queryKeys.suspendedDrivers,
  queryFn: getJson<SuspendedDriverRecord[]>('/api/admin/suspended-drivers'),
  staleTime: 0,
  refetchInterval: 5 * 60_000,
});

/**
 * Drivers who may not publish rides now (docs/product-rules.md "Cost sharing and reliability"):
 * 3 late cancellations in 30 days stop a driver for 7 days. Each with the cancellations that led
 * to it, for an agent answering the driver or a passenger on the phone.
 */
export function SuspensionsSection() {
  const { t } = useLingui();
  const drivers = useQuery(suspendedDriversQuery);
  const count = drivers.data?.length ?? 0;
  return (
    <section aria-labelledby="suspensions-heading" className="mt-8">
      <h2
        id="suspensions-heading"
        className="flex items-center gap-2 font-semibold text-ink text-xl"
      >
        <Trans>Drivers suspended for late cancellations</Trans>
        {count > 0 ? (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-ink text-sm tabular-nums">
            {count}
          </span>
        ) : null}
      </h2>
      <div className="mt-4">
        {drivers.isError ? (
          <LoadFailed
            title={t`The suspended drivers could not be loaded`}
            onRetry={() => void drivers.refetch()}
            retrying={drivers.isFetching}
          />
        ) : drivers.data && drivers.data.length > 0 ? (
          <ul className="grid gap-4" aria-label={t`Suspended drivers`}>
            {drivers.data.map((driver) => (
              <li key={driver.driverId}>
                <SuspendedDriverCard driver={driver} />
              </li>
            ))}
          </ul>
        ) : drivers.data ? (
          <p className="rounded-2xl border border-line border-dashed bg-white/60 px-4 py-6 text-center text-ink-muted text-sm">
            <Trans>
              No driver is suspended. A driver who cancels 3 booked rides less than 12 hours before
              departure within 30 days cannot offer rides for 7 days.
            </Trans>
          </p>
        ) : null}
      </div>
    </section>
  );
}

function SuspendedDriverCard({ driver }: { driver: SuspendedDriverRecord }) {
  const { t } = useLingui();
  const now = new Date();
  const until = formatDeparture(driver.suspendedUntil, now);
  const name = driver.name;
  return (
    <article className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">{driver.name}</h3>
        <a
          href={`tel:${driver.phoneNumber}`}
          className="font-medium text-primary-strong tabular-nums underline-offset-2 hover:underline"
        >
          {formatKenyanPhone(driver.phoneNumber)}
        </a>
      </div>
      <p className="text-ink text-sm">
        <Trans>Can offer rides again from {until}.</Trans>
      </p>
      <ul className="grid gap-2 text-sm" aria-label={t`Late cancellations of ${name}`}>
        {driver.lateCancellations.map((ride) => {
          const left = formatDeparture(ride.departureTime, now);
          const cancelled = formatDeparture(ride.cancelledAt, now);
          const passengers = ride.passengers;
          return (
            <li key={ride.rideId} className="rounded-xl bg-surface px-3 py-2">
              <p className="font-medium text-ink">
                {ride.pickupAddress} → {ride.destinationAddress}
              </p>
              <p className="text-ink-muted">
                {t`Leaving ${left}, cancelled ${cancelled}, ${plural(passengers, { one: '# passenger', other: '# passengers' })}`}
              </p>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
