import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { seatsText } from '../../../shared/seats-text';
import { Chevron } from '../../components/ui/glyphs';
import { LineIcon } from '../../components/ui/line-icon';
import { LoadFailed } from '../../components/ui/load-failed';
import { driverStatsQuery } from '../home';
import { overviewCounts, UPCOMING_WINDOW_DAYS } from './dashboard-stats';
import { StatCard, statIcons } from './stat-card';
import type { useDriverTrips } from './use-driver-trips';

/** Overview: the four counts and the quick ways to the other driver screens. */
export function OverviewTab({ driver }: { driver: ReturnType<typeof useDriverTrips> }) {
  const stats = useQuery(driverStatsQuery);
  const counts =
    driver.trips && driver.bookings
      ? overviewCounts(driver.trips, driver.bookings, new Date())
      : null;

  return (
    <div className="grid gap-6">
      {driver.tripsFailed ? (
        <LoadFailed title="Failed to load upcoming trips" onRetry={driver.retryTrips} />
      ) : null}
      {stats.isError ? (
        <LoadFailed title="Failed to load driver statistics" onRetry={() => void stats.refetch()} />
      ) : null}
      <section aria-labelledby="overview-figures">
        <h2 id="overview-figures" className="sr-only">
          Your figures
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          <StatCard
            label="Upcoming trips"
            value={driver.trips ? (counts?.upcomingTrips ?? null) : null}
            hint={`Next ${UPCOMING_WINDOW_DAYS} days`}
            icon={statIcons.calendar}
          />
          <StatCard
            label="Total bookings"
            value={counts?.totalBookings ?? null}
            hint={counts ? `${seatsText(counts.seatsBooked)} booked` : undefined}
            icon={statIcons.people}
          />
          <StatCard
            label="Active vehicles"
            value={stats.data?.activeVehicles ?? (stats.isError ? '–' : null)}
            hint="Ready for trips"
            icon={statIcons.car}
            tone="accent"
          />
          <StatCard
            label="Scheduled trips"
            value={counts?.scheduledTrips ?? null}
            hint="All dates"
            icon={statIcons.route}
            tone="accent"
          />
        </dl>
      </section>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="font-semibold text-ink text-lg">
          Quick actions
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          <QuickAction href="/create-ride" label="Create New Ride" hint="Offer seats on your route">
            <path d="M12 5v14M5 12h14" />
          </QuickAction>
          <QuickAction href="/vehicles" label="My Vehicles" hint="Add or switch your car">
            {statIcons.car}
          </QuickAction>
          <QuickAction href="/trips" label="My Trips" hint="Upcoming and past trips">
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
