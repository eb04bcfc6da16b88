import { useId } from 'react';
import { formatKsh } from '../../../shared/format-money';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
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
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={`flex flex-col ${className}`}>
      <h2 id={titleId} className="font-semibold text-ink text-lg">
        Driver Overview
      </h2>
      <div className="mt-4 flex flex-1 flex-col">
        {stats ? (
          <dl className="grid flex-1 grid-cols-2 gap-3">
            <StatTile label="Total Rides" value={stats.totalRides.toLocaleString('en-KE')} />
            <StatTile label="Total Earnings" value={formatKsh(stats.totalEarnings)} />
            <StatTile label="Rating" value={formatOverviewRating(stats.averageRating)} />
            <StatTile
              label="Active Vehicles"
              value={stats.activeVehicles.toLocaleString('en-KE')}
              testId="active-vehicles"
            />
          </dl>
        ) : failed ? (
          <LoadFailed
            inline
            title="Failed to load driver statistics"
            onRetry={onRetry}
            retrying={retrying}
          />
        ) : (
          <Loading label="Loading driver statistics…" className="grid grid-cols-2 gap-3">
            {['rides', 'earnings', 'rating', 'vehicles'].map((key) => (
              <Skeleton key={key} className="h-20 rounded-xl" />
            ))}
          </Loading>
        )}
      </div>
    </Card>
  );
}
