import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { UserDetails } from '../../../shared/schemas/user';
import { buttonStyles } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { openRideSearch, PopularRoutesCard } from '../search';
import { ActionTiles } from './action-tiles';
import type { DriverStats, ScheduledRide } from './dashboard-api';
import { DriverOverview } from './driver-overview';
import { scheduledRideRow } from './home-format';
import { homeIcons } from './home-icons';
import { TripListCard } from './trip-list-card';
import { VerifyPrompt } from './verify-prompt';

/** Suggested routes in driver mode (specification document 2 §9). */
const DRIVER_ROUTES_SHOWN = 3;

const shortcuts = [
  { href: '/vehicles', label: msg`Vehicles`, icon: homeIcons.vehicle },
  { href: '/documents', label: msg`Documents`, icon: homeIcons.documents },
  { href: '/trips', label: msg`Trip History`, icon: homeIcons.history },
] as const;

/**
 * Driver mode. Someone not yet verified sees the way to get verified instead of Create New Ride,
 * since the server refuses rides from unverified drivers; the Driver Dashboard stays.
 */
export function DriverHome({
  user,
  stats,
  scheduled,
}: {
  user: UserDetails | null;
  stats: UseQueryResult<DriverStats>;
  scheduled: UseQueryResult<ScheduledRide[]>;
}) {
  const { t } = useLingui();
  const now = new Date();
  // Unknown (details failed to load) counts as verified: the server has the last word anyway.
  const canOfferRides = user?.isVerified ?? true;
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:gap-6">
      <div className="flex flex-col gap-5 lg:gap-6">
        <DriverOverview
          className="flex-1"
          stats={stats.data}
          failed={stats.isError}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
        {canOfferRides ? null : <VerifyPrompt />}
        <div className="grid gap-3 sm:grid-cols-2">
          {canOfferRides ? (
            <Link href="/create-ride" className={buttonStyles({ size: 'lg', className: 'px-3' })}>
              <LineIcon className="size-5 shrink-0">{homeIcons.plus}</LineIcon>
              <Trans>Create New Ride</Trans>
            </Link>
          ) : null}
          {/* Only creating rides waits for verification: the dashboard is every driver's. */}
          <Link
            href="/driver-dashboard"
            className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'px-3' })}
          >
            <LineIcon className="size-5 shrink-0">{homeIcons.dashboard}</LineIcon>
            <Trans>Driver Dashboard</Trans>
          </Link>
        </div>
      </div>
      <PopularRoutesCard
        // The driver footer links to /create-ride, which an unverified driver cannot use yet.
        mode={canOfferRides ? 'driver' : 'passenger'}
        title={t`Suggested routes`}
        className="content-start"
        count={DRIVER_ROUTES_SHOWN}
        onSelect={(route) => openRideSearch(route)}
      />
      <TripListCard
        title={t`Your Scheduled Rides`}
        className="lg:col-span-2"
        wide
        rows={scheduled.data?.map((ride) => scheduledRideRow(ride, now))}
        failed={scheduled.isError}
        failure={t`Failed to load scheduled rides`}
        onRetry={() => void scheduled.refetch()}
        retrying={scheduled.isFetching}
        empty={{
          title: t`No scheduled rides`,
          text: t`Create a ride to start earning`,
          icon: homeIcons.calendar,
        }}
        seeAll={{ href: '/trips', label: t`See all scheduled rides` }}
      />
      <ActionTiles label={t`Driver shortcuts`} tiles={shortcuts} className="lg:col-span-2" />
    </div>
  );
}
