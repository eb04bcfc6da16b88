import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatKsh } from '../../../shared/format-money';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { currentIntlLocale } from '../../lib/i18n/catalogues';
import type { DriverStats } from './dashboard-api';
import { formatOverviewRating } from './home-format';
import { StatTile } from './stat-tile';

/** Driver mode's Driver Overview: total rides, total earnings, rating and active vehicles. */
export function DriverOverview({
  stats,
  failed,
  onRetry,
  retrying,
  className = '',
}: {
  className?: string;
  /** Undefined until loaded. */
  stats: DriverStats | undefined;
  failed: boolean;
  onRetry(): void;
  retrying: boolean;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const count = (value: number) => value.toLocaleString(currentIntlLocale());
  return (
    <Card role="region" aria-labelledby={titleId} className={`flex flex-col ${className}`}>
      <h2 id={titleId} className="font-semibold text-ink text-lg">
        <Trans>Driver Overview</Trans>
      </h2>
      <div className="mt-4 flex flex-1 flex-col">
        {stats ? (
          <dl className="grid flex-1 grid-cols-2 gap-3">
            <StatTile label={t`Total Rides`} value={count(stats.totalRides)} />
            <StatTile label={t`Total Earnings`} value={formatKsh(stats.totalEarnings)} />
            <StatTile label={t`Rating`} value={formatOverviewRating(stats.averageRating)} />
            <StatTile
              label={t`Active Vehicles`}
              value={count(stats.activeVehicles)}
              testId="active-vehicles"
            />
          </dl>
        ) : failed ? (
          <LoadFailed
            inline
            title={t`Failed to load driver statistics`}
            onRetry={onRetry}
            retrying={retrying}
          />
        ) : (
          <Loading label={t`Loading driver statistics…`} className="grid grid-cols-2 gap-3">
            {['rides', 'earnings', 'rating', 'vehicles'].map((key) => (
              <Skeleton key={key} className="h-20 rounded-xl" />
            ))}
          </Loading>
        )}
      </div>
    </Card>
  );
}
