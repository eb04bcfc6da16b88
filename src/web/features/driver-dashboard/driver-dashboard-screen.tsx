import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { tabListStyles, tabTriggerStyles } from '../../components/ui/tab-styles';
import { DriverOnly, DriverToolsLoading } from '../documents';
import { BookingsTab } from './bookings-tab';
import { EarningsTab } from './earnings-tab';
import { OverviewTab } from './overview-tab';
import { useDriverTrips } from './use-driver-trips';

type DashboardTab = 'overview' | 'bookings' | 'earnings';

const TABS: Array<{ value: DashboardTab; label: MessageDescriptor }> = [
  { value: 'overview', label: msg`Overview` },
  { value: 'bookings', label: msg`Bookings` },
  { value: 'earnings', label: msg`Earnings` },
];

/** Driver Dashboard (`/driver-dashboard`, specification document 2 §2): trips, bookings, earnings. */
export function DriverDashboardScreen() {
  const { t } = useLingui();
  return (
    <SignedInScreen
      title={t`Driver Dashboard`}
      subtitle={t`Your trips, the passengers who booked them, and what you earned.`}
      back={{ href: '/' }}
      nav="schedule"
      loading={<DriverToolsLoading />}
      visitor={
        <SignInPrompt
          className="mt-6"
          title={t`Sign in to your driver dashboard`}
          text={t`Your scheduled trips, bookings and earnings are kept on your account.`}
        />
      }
    >
      <DriverOnly>
        <DashboardTabs />
      </DriverOnly>
    </SignedInScreen>
  );
}

function DashboardTabs() {
  const { t } = useLingui();
  const [tab, setTab] = useState<DashboardTab>('overview');
  const driver = useDriverTrips();

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setTab(value as DashboardTab)}
      className="mt-5"
    >
      <Tabs.List
        aria-label={t`Driver dashboard`}
        className={`${tabListStyles} lg:inline-grid lg:w-auto lg:min-w-md`}
      >
        {TABS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} className={tabTriggerStyles}>
            {t(label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview" className="mt-5 rounded-2xl">
        <OverviewTab driver={driver} />
      </Tabs.Content>
      <Tabs.Content value="bookings" className="mt-5 rounded-2xl">
        <BookingsTab driver={driver} />
      </Tabs.Content>
      <Tabs.Content value="earnings" className="mt-5 rounded-2xl">
        <EarningsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
