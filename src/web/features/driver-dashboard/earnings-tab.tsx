import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { canWithdraw } from '../../../shared/rules/payouts';
import { buttonStyles } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { Skeleton } from '../../components/ui/skeleton';
import { AutomaticPayouts, earningsQuery, PayoutItem } from '../payouts';
import { CostSharingStatement } from './cost-sharing-statement';
import { hasEarnings } from './earnings-format';
import { StatCard, statIcons } from './stat-card';
import { WeeklyEarningsChart } from './weekly-earnings-chart';

/** The specification shows the first 5 payouts on this tab. */
const RECENT_PAYOUTS = 5;

/** Earnings: this week, this month, the daily average, 8 weeks, and the latest payouts. */
export function EarningsTab() {
  const { t } = useLingui();
  const earnings = useQuery(earningsQuery);
  const data = earnings.data;
  const now = new Date();

  if (earnings.isError) {
    return (
      <LoadFailed title={t`Failed to load earnings`} onRetry={() => void earnings.refetch()} />
    );
  }

  return (
    <div className="grid gap-6">
      <section aria-labelledby="earnings-figures">
        <h2 id="earnings-figures" className="sr-only">
          <Trans>Your earnings</Trans>
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 lg:gap-4">
          <StatCard
            label={t`This week`}
            value={data ? formatKsh(data.thisWeek) : null}
            hint={t`Since Monday`}
            icon={statIcons.coins}
          />
          <StatCard
            label={t`This month`}
            value={data ? formatKsh(data.thisMonth) : null}
            hint={t`Since the 1st`}
            icon={statIcons.calendar}
          />
          <div className="col-span-2 lg:col-span-1">
            <StatCard
              label={t`Daily average`}
              value={data ? formatKsh(data.dailyAverage) : null}
              hint={t`Over the last 30 days`}
              icon={statIcons.trend}
              tone="accent"
            />
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="withdrawable"
        className="flex flex-col gap-4 rounded-2xl bg-primary p-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div>
          <h2 id="withdrawable" className="text-sm text-white/85">
            <Trans>Earnings not yet paid out</Trans>
          </h2>
          {data ? (
            <p
              className="mt-1 font-bold text-3xl tabular-nums tracking-tight"
              data-testid="unpaid-earnings"
            >
              {formatKsh(data.unpaidEarnings)}
            </p>
          ) : (
            <Skeleton className="mt-2 h-9 w-32 bg-white/25" />
          )}
        </div>
        <Link
          href="/payouts"
          className="inline-flex min-h-11 items-center justify-center rounded-xl bg-white px-4 font-semibold text-primary-strong text-sm hover:bg-primary-soft"
        >
          {data && canWithdraw(data.withdrawable) ? t`Withdraw to M-Pesa` : t`See payouts`}
        </Link>
      </section>

      {data ? (
        <AutomaticPayouts earnings={data} />
      ) : (
        <Skeleton className="h-28 w-full rounded-2xl" />
      )}

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card>
          <h2 className="font-semibold text-ink text-lg">
            <Trans>Weekly breakdown</Trans>
          </h2>
          <p className="text-ink-muted text-sm">
            <Trans>The last 8 weeks, Monday to Sunday</Trans>
          </p>
          <div className="mt-4">
            {!data ? (
              <Skeleton className="h-44 w-full" />
            ) : hasEarnings(data.weeklyBreakdown) ? (
              <WeeklyEarningsChart weeks={data.weeklyBreakdown} />
            ) : (
              <p className="rounded-xl bg-surface px-4 py-6 text-center text-ink-muted">
                <Trans>No earnings data available for this week</Trans>
              </p>
            )}
          </div>
        </Card>

        <Card>
          <h2 className="font-semibold text-ink text-lg">
            <Trans>Recent payouts</Trans>
          </h2>
          {!data ? (
            <div className="mt-3 grid gap-3">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          ) : data.recentPayouts.length === 0 ? (
            <p className="mt-4 rounded-xl bg-surface px-4 py-6 text-center text-ink-muted">
              <Trans>No recent payouts found</Trans>
            </p>
          ) : (
            <ul className="mt-1 divide-y divide-line">
              {data.recentPayouts.slice(0, RECENT_PAYOUTS).map((payout) => (
                <li key={payout.id}>
                  <PayoutItem payout={payout} now={now} />
                </li>
              ))}
            </ul>
          )}
          <Link
            href="/payouts"
            className={buttonStyles({ variant: 'secondary', className: 'mt-4 w-full' })}
          >
            <Trans>View all payouts</Trans>
          </Link>
        </Card>
      </div>

      <CostSharingStatement />
    </div>
  );
}
