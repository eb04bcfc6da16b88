import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Chevron } from '../../components/ui/glyphs';
import { LineIcon } from '../../components/ui/line-icon';
import { LoadFailed } from '../../components/ui/load-failed';
import { driverStatsQuery } from '../home';
import { overviewCounts, UPCOMING_WINDOW_DAYS } from './dashboard-stats';
import { StatCard, statIcons } from './stat-card';
import type { useDriverTrips } from './use-driver-trips';

/** Overview: the four counts and the quick ways to the other driver screens. */
export function OverviewTab({ driver }: { driver: ReturnType<typeof useDriverTrips> }) {
  const { t } = useLingui();
  const stats = useQuery(driverStatsQuery);
  const counts =
    driver.trips && driver.bookings
      ? overviewCounts(driver.trips, driver.bookings, new Date())
      : null;
  const days = UPCOMING_WINDOW_DAYS;
  const seatsBooked = counts?.seatsBooked ?? 0;

  return (
    <div className="grid gap-6">
      {driver.tripsFailed ? (
        <LoadFailed title={t`Failed to load upcoming trips`} onRetry={driver.retryTrips} />
      ) : null}
      {stats.isError ? (
        <LoadFailed
          title={t`Failed to load driver statistics`}
          onRetry={() => void stats.refetch()}
        />
      ) : null}
      <section aria-labelledby="overview-figures">
        <h2 id="overview-figures" className="sr-only">
          <Trans>Your figures</Trans>
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          <StatCard
            label={t`Upcoming trips`}
            value={driver.trips ? (counts?.upcomingTrips ?? null) : null}
            hint={t`Next ${days} days`}
            icon={statIcons.calendar}
          />
          <StatCard
            label={t`Total bookings`}
            value={counts?.totalBookings ?? null}
            hint={
              counts
                ? t`${plural(seatsBooked, { one: '# seat booked', other: '# seats booked' })}`
                : undefined
            }
            icon={statIcons.people}
          />
          <StatCard
            label={t`Active vehicles`}
            value={stats.data?.activeVehicles ?? (stats.isError ? '–' : null)}
            hint={t`Ready for trips`}
            icon={statIcons.car}
            tone="accent"
          />
          <StatCard
            label={t`Scheduled trips`}
            value={counts?.scheduledTrips ?? null}
            hint={t`All dates`}
            icon={statIcons.route}
            tone="accent"
          />
        </dl>
      </section>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="font-semibold text-ink text-lg">
          <Trans>Quick actions</Trans>
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          <QuickAction
            href="/create-ride"
            label={t`Create New Ride`}
            hint={t`Offer seats on your route`}
          >
            <path d="M12 5v14M5 12h14" />
          </QuickAction>
          <QuickAction href="/vehicles" label={t`My Vehicles`} hint={t`Add or switch your car`}>
            {statIcons.car}
          </QuickAction>
          <QuickAction href="/trips" label={t`My Trips`} hint={t`Upcoming and past trips`}>
            {statIcons.calendar}
          </QuickAction>
        </ul>
      </section>
    </div>
  );
}

function QuickAction({
  href,
  label,
  hint,
  children,
}: {
  href: string;
  label: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        href={href}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm transition-colors hover:border-primary"
      >
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-white"
        >
          <LineIcon className="size-5" strokeWidth={2}>
            {children}
          </LineIcon>
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">{label}</span>
          <span className="block text-ink-muted text-sm">{hint}</span>
        </span>
        <Chevron className="size-5 shrink-0 text-ink-muted" />
      </Link>
    </li>
  );
}
