import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ScreenFrame } from '../../app-shell/screen-frame';
import { usePageTitle } from '../../components/use-page-title';
import { useAuth } from '../../lib/session/auth-context';
import { userDetailsQuery } from '../../lib/session/user-details-query';
import { RideSearchHost } from '../search';
import { AgentConsoleCard } from './agent-console-card';
import {
  driverStatsQuery,
  driverUpcomingQuery,
  passengerUpcomingQuery,
  recentActivityQuery,
} from './dashboard-api';
import { DriverHome } from './driver-home';
import { HomeHeader } from './home-header';
import { HomeLoading } from './home-loading';
import { ModeBanner } from './mode-banner';
import { PassengerHome } from './passenger-home';
import { useHomeMode } from './use-home-mode';
import { useLoadFailureToast } from './use-load-failure-toast';

/**
 * The signed-in home (specification document 2 §2): the greeting, the Passenger / Driver switch,
 * and each mode's cards, loaded with the dashboard queries of §7. Shown at `/` and `/dashboard`.
 */
export function SignedInHome() {
  const { t } = useLingui();
  usePageTitle(t`Home`);
  const { user } = useAuth();
  const [mode, setMode] = useHomeMode();
  const passenger = mode === 'passenger';

  const userDetails = useQuery(userDetailsQuery);
  const upcoming = useQuery({ ...passengerUpcomingQuery, enabled: passenger });
  const history = useQuery({ ...recentActivityQuery, enabled: passenger });
  const stats = useQuery({ ...driverStatsQuery, enabled: !passenger });
  const scheduled = useQuery({ ...driverUpcomingQuery, enabled: !passenger });

  useLoadFailureToast(userDetails, t`Failed to load user details`, false);
  useLoadFailureToast(upcoming, t`Failed to load upcoming trips`);
  useLoadFailureToast(history, t`Failed to load recent activity`);
  useLoadFailureToast(stats, t`Failed to load driver statistics`);
  useLoadFailureToast(scheduled, t`Failed to load scheduled rides`);

  const modeQueries = passenger ? [upcoming, history] : [stats, scheduled];
  const loading = useFirstLoad(userDetails.isPending || modeQueries.some((q) => q.isPending));

  return (
    <ScreenFrame nav="schedule">
      {loading ? (
        <HomeLoading />
      ) : (
        <>
          <HomeHeader user={user} mode={mode} onModeChange={setMode} />
          {user?.isAgent ? <AgentConsoleCard className="mt-5" /> : null}
          <ModeBanner mode={mode} className="mt-5" />
          <div className="mt-5">
            {passenger ? (
              <PassengerHome
                user={user}
                onRetryUser={() => void userDetails.refetch()}
                retryingUser={userDetails.isFetching}
                upcoming={upcoming}
                history={history}
              />
            ) : (
              <DriverHome user={user} stats={stats} scheduled={scheduled} />
            )}
          </div>
        </>
      )}
      <RideSearchHost />
    </ScreenFrame>
  );
}

/**
 * True until the first load has settled. The whole screen waits for it once; after that (a mode
 * switched, a retry) the header stays put, with its focus, and each card shows its own loading.
 */
function useFirstLoad(pending: boolean): boolean {
  const [settled, setSettled] = useState(!pending);
  useEffect(() => {
    if (!pending) setSettled(true);
  }, [pending]);
  return pending && !settled;
}
