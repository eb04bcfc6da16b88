import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LATE_CANCELS_TO_SUSPEND } from '../../../shared/rules/cancellations';
import type { DriverRecord } from '../../../shared/schemas/reliability';
import { Card } from '../../components/ui/card';
import type { Json } from '../../lib/json';
import { getJson } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { formatDeparture } from '../../rides/format-ride';
import { DriverReliability } from '../../rides/ride-summary';

const driverRecordQuery = queryOptions({
  queryKey: queryKeys.driverRecord,
  queryFn: getJson<Json<DriverRecord>>('/api/driver/record'),
  staleTime: 0,
});

/**
 * A driver's own reliability as passengers see it (docs/product-rules.md "Cost sharing and
 * reliability"), how close they are to a suspension, and the suspension while it runs.
 */
export function DriverRecordCard() {
  const { t } = useLingui();
  const record = useQuery(driverRecordQuery);
  if (!record.data) return null;
  const { completedRides, lateCancellations, recentLateCancellations } = record.data;
  const until = record.data.publishingSuspendedUntil;
  const when = until ? formatDeparture(until, new Date()) : '';
  const most = LATE_CANCELS_TO_SUSPEND;
  return (
    <Card className="mt-5 grid gap-2" aria-labelledby="driver-record-heading">
      <h2 id="driver-record-heading" className="font-semibold text-ink">
        <Trans>Your record as a driver</Trans>
      </h2>
      <p className="text-ink-muted text-sm">
        <Trans>What passengers see beside your name when they search:</Trans>
      </p>
      <DriverReliability completed={completedRides} late={lateCancellations} />
      {until ? (
        <p
          className="rounded-xl bg-danger/10 px-3 py-2 font-medium text-danger text-sm"
          role="status"
        >
          <Trans>
            You cannot offer new rides until {when}: you cancelled 3 booked rides less than 12 hours
            before departure within 30 days.
          </Trans>
        </p>
      ) : recentLateCancellations > 0 ? (
        <p className="rounded-xl bg-accent-soft px-3 py-2 text-accent-ink text-sm">
          {t`${plural(recentLateCancellations, { one: '# late cancellation', other: '# late cancellations' })} in the last 30 days: at ${most} you cannot offer rides for 7 days.`}
        </p>
      ) : null}
    </Card>
  );
}
