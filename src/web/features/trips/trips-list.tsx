import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonStyles } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { PromptIcon } from '../../components/ui/prompt-card';
import { Skeleton } from '../../components/ui/skeleton';
import type { UpcomingItem } from './series-groups';
import { SeriesTripCard } from './series-trip-card';
import { TripCard } from './trip-card';
import { emptyTrips, type TripsTab } from './trip-messages';

interface TripsListProps {
  tab: TripsTab;
  /** null while loading (or when loading failed); a regular booking's departures as one item. */
  trips: UpcomingItem[] | null;
  failed: boolean;
  onRetry(): void;
  now: Date;
  focusAfterCancel(): void;
}

/** One tab of My Trips: three skeleton cards, the trips, the empty state, or what went wrong. */
export function TripsList({ tab, trips, failed, onRetry, now, focusAfterCancel }: TripsListProps) {
  const { t } = useLingui();
  if (failed) {
    return (
      <LoadFailed title={t`We couldn't load your trips`} onRetry={onRetry}>
        <Trans>Check your connection and try again.</Trans>
      </LoadFailed>
    );
  }
  if (trips === null) {
    return (
      <Loading label={t`Loading trips…`} className="grid gap-4">
        {[0, 1, 2].map((n) => (
          <div key={n} className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5">
            <div className="flex justify-between">
              <Skeleton className="h-5 w-28 rounded-full" />
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </Loading>
    );
  }
  if (trips.length === 0) {
    const empty = emptyTrips(tab);
    return (
      <EmptyState
        icon={
          <PromptIcon>
            <path d="M15 16h18v18H15zM15 22h18M20 13v5M28 13v5" />
          </PromptIcon>
        }
        title={empty.title}
        text={empty.description}
        action={
          tab === 'upcoming' ? (
            <Link href="/search" className={buttonStyles()}>
              <Trans>Find a ride</Trans>
            </Link>
          ) : null
        }
      />
    );
  }
  return (
    <ul className="grid gap-4">
      {trips.map((item) =>
        item.kind === 'series' ? (
          <li key={`series-${item.seriesBookingId}`}>
            <SeriesTripCard group={item} now={now} focusAfterCancel={focusAfterCancel} />
          </li>
        ) : (
          <li key={`${item.trip.type}-${item.trip.id}`}>
            <TripCard
              trip={item.trip}
              now={now}
              cancellable={tab === 'upcoming' && item.trip.status !== 'cancelled'}
              focusAfterCancel={focusAfterCancel}
            />
          </li>
        ),
      )}
    </ul>
  );
}
