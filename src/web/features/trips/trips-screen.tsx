import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useRef, useState } from 'react';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { tabListStyles, tabTriggerStyles } from '../../components/ui/tab-styles';
import { driverUpcomingQuery, passengerUpcomingQuery } from '../../rides/trip-queries';
import { groupUpcoming, type UpcomingItem } from './series-groups';
import type { TripsTab } from './trip-messages';
import { pastTripsWithStatus, rebookable, type TripView, upcomingTrips } from './trip-view';
import { pastTripsQuery } from './trips-api';
import { TripsList } from './trips-list';

const TABS: Array<{ value: TripsTab; label: MessageDescriptor; heading: MessageDescriptor }> = [
  { value: 'upcoming', label: msg`Upcoming`, heading: msg`Upcoming trips` },
  { value: 'completed', label: msg`Completed`, heading: msg`Completed trips` },
  { value: 'cancelled', label: msg`Cancelled`, heading: msg`Cancelled trips` },
];

/** My Trips (`/trips`, specification document 2 §2 and §4): bookings and own rides, by status. */
export function TripsScreen() {
  const { t } = useLingui();
  return (
    <SignedInScreen
      title={t`My Trips`}
      subtitle={t`The seats you booked and the trips you drive.`}
      back={{ href: '/' }}
      width="medium"
      nav="trips"
      loading={<TripsLoading />}
      visitor={
        <SignInPrompt
          className="mt-6"
          title={t`Sign in to see your trips`}
          text={t`Your bookings and the rides you offer are kept on your account.`}
        />
      }
    >
      <TripTabs />
    </SignedInScreen>
  );
}

function TripTabs() {
  const { t } = useLingui();
  const [tab, setTab] = useState<TripsTab>('upcoming');
  const upcomingPanel = useRef<HTMLDivElement>(null);
  const bookings = useQuery(passengerUpcomingQuery);
  const rides = useQuery(driverUpcomingQuery);
  const past = useQuery(pastTripsQuery);
  const now = new Date();

  const singles = (trips: TripView[] | null): UpcomingItem[] | null =>
    trips ? trips.map((trip) => ({ kind: 'trip', trip })) : null;
  // The days cancelled out of a regular booking show on its card; without the past trips (still
  // loading, or offline and never read) the card just leaves them out. Bookings their driver
  // cancelled that may still be rebooked come first, with the rides to rebook.
  const cancelled = past.data ? pastTripsWithStatus(past.data, 'cancelled') : [];
  const toRebook = singles(rebookable(cancelled, now)) ?? [];
  const lists: Record<TripsTab, { trips: UpcomingItem[] | null; failed: boolean; retry(): void }> =
    {
      upcoming: {
        trips:
          bookings.data && rides.data
            ? [
                ...toRebook,
                ...groupUpcoming(upcomingTrips(bookings.data, rides.data), cancelled, now),
              ]
            : null,
        failed: bookings.isError || rides.isError,
        retry: () => {
          void bookings.refetch();
          void rides.refetch();
        },
      },
      completed: {
        trips: singles(past.data ? pastTripsWithStatus(past.data, 'completed') : null),
        failed: past.isError,
        retry: () => void past.refetch(),
      },
      cancelled: {
        trips: singles(past.data ? pastTripsWithStatus(past.data, 'cancelled') : null),
        failed: past.isError,
        retry: () => void past.refetch(),
      },
    };

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TripsTab)} className="mt-5">
      <Tabs.List aria-label={t`Trips by status`} className={tabListStyles}>
        {TABS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} className={tabTriggerStyles}>
            {t(label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ value, heading }) => {
        const list = lists[value];
        return (
          <Tabs.Content
            key={value}
            value={value}
            ref={value === 'upcoming' ? upcomingPanel : undefined}
            className="mt-5 rounded-2xl"
          >
            <h2 className="sr-only">{t(heading)}</h2>
            <TripsList
              tab={value}
              trips={list.trips}
              failed={list.failed}
              onRetry={list.retry}
              now={now}
              focusAfterCancel={() => upcomingPanel.current?.focus()}
            />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}

function TripsLoading() {
  return (
    <Loading className="mt-5 grid gap-4">
      <Skeleton className="h-13 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </Loading>
  );
}
