import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UserDetails } from '../../../shared/schemas/user';
import { openRideSearch, PopularRoutesCard } from '../search';
import { AccountOverview } from './account-overview';
import { ActionTiles } from './action-tiles';
import type { HistoryItem, UpcomingBooking } from './dashboard-api';
import { recentActivity, recentActivityRow, upcomingTripRow } from './home-format';
import { homeIcons } from './home-icons';
import { TripListCard } from './trip-list-card';
import { WhereToCard } from './where-to-card';

/** Suggested routes in passenger mode (specification document 2 §9). */
const PASSENGER_ROUTES_SHOWN = 4;

const shortcuts = [
  { href: '/trips', label: msg`My Trips`, icon: homeIcons.trips },
  { href: '/tokens', label: msg`Buy Tokens`, icon: homeIcons.tokens },
  { href: '/profile', label: msg`Profile`, icon: homeIcons.profile },
] as const;

/**
 * Passenger mode. Phones read it top to bottom; wide screens pair the overview with the search,
 * the suggested routes with the upcoming trips, and give recent activity the whole width.
 */
export function PassengerHome({
  user,
  onRetryUser,
  retryingUser,
  upcoming,
  history,
}: {
  /** Null when the user's details failed to load; the overview then offers a retry. */
  user: UserDetails | null;
  onRetryUser(): void;
  retryingUser: boolean;
  upcoming: UseQueryResult<UpcomingBooking[]>;
  history: UseQueryResult<HistoryItem[]>;
}) {
  const { t } = useLingui();
  const now = new Date();
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:gap-6">
      <AccountOverview user={user} onRetry={onRetryUser} retrying={retryingUser} />
      <WhereToCard onSearch={(route) => openRideSearch(route)} />
      <PopularRoutesCard
        mode="passenger"
        title={t`Suggested routes`}
        className="content-start"
        count={PASSENGER_ROUTES_SHOWN}
        onSelect={(route) => openRideSearch(route)}
      />
      <div className="flex flex-col gap-5 lg:gap-6">
        <TripListCard
          title={t`Upcoming Trips`}
          className="flex-1"
          rows={upcoming.data?.map((booking) => upcomingTripRow(booking, now))}
          failed={upcoming.isError}
          failure={t`Failed to load upcoming trips`}
          onRetry={() => void upcoming.refetch()}
          retrying={upcoming.isFetching}
          empty={{
            title: t`No upcoming trips`,
            text: t`Book a ride to see your trips here`,
            icon: homeIcons.calendar,
          }}
          seeAll={{ href: '/trips', label: t`See all upcoming trips` }}
        />
        <ActionTiles label={t`Passenger shortcuts`} tiles={shortcuts} />
      </div>
      <TripListCard
        title={t`Recent Activity`}
        className="lg:col-span-2"
        wide
        rows={
          history.data
            ? recentActivity(history.data).map((item) => recentActivityRow(item, now))
            : undefined
        }
        failed={history.isError}
        failure={t`Failed to load recent activity`}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
        empty={{
          title: t`No recent trips`,
          text: t`Your trip history will appear here`,
          icon: homeIcons.history,
        }}
      />
    </div>
  );
}
