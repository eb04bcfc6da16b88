import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatKsh } from '../../../shared/format-money';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { SegmentedChoice } from '../../components/ui/segmented-choice';
import { formatKenyanPhone } from '../../lib/format-phone';
import { queryKeys } from '../../lib/query-keys';
import { formatClock, formatDeparture } from '../../rides/format-ride';
import { RouteLine } from '../../rides/ride-summary';
import { NoteDialog } from './note-dialog';
import {
  type DisputeOutcome,
  type DisputeRecord,
  disputesQuery,
  resolveDispute,
} from './safety-api';
import { sortDisputes } from './safety-rules';

/**
 * No-show disputes: a passenger the driver marked on board says the driver never came. The agent
 * refunds the passenger or pays the driver, with a note.
 */
export function DisputesSection() {
  const { t } = useLingui();
  const disputes = useQuery(disputesQuery);
  const list = disputes.data ? sortDisputes(disputes.data) : null;
  const waiting = list?.filter((d) => d.resolvedAt === null).length ?? 0;
  return (
    <section aria-labelledby="disputes-heading" className="mt-8">
      <h2 id="disputes-heading" className="flex items-center gap-2 font-semibold text-ink text-xl">
        <Trans>No-show disputes</Trans>
        {waiting > 0 ? (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-ink text-sm tabular-nums">
            <Trans>{waiting} to decide</Trans>
          </span>
        ) : null}
      </h2>
      <div className="mt-4">
        {disputes.isError ? (
          <LoadFailed
            title={t`The disputes could not be loaded`}
            onRetry={() => void disputes.refetch()}
            retrying={disputes.isFetching}
          />
        ) : list && list.length > 0 ? (
          <ul className="grid gap-4" aria-label={t`No-show disputes`}>
            {list.map((dispute) => (
              <li key={dispute.id}>
                <DisputeCard dispute={dispute} />
              </li>
            ))}
          </ul>
        ) : list ? (
          <p className="rounded-2xl border border-line border-dashed bg-white/60 px-4 py-6 text-center text-ink-muted text-sm">
            <Trans>
              No disputes. They appear when a passenger marked on board says the driver never came.
            </Trans>
          </p>
        ) : null}
      </div>
    </section>
  );
}

function DisputeCard({ dispute }: { dispute: DisputeRecord }) {
  const { t } = useLingui();
  const [deciding, setDeciding] = useState(false);
  const [outcome, setOutcome] = useState<DisputeOutcome>('refund');
  const now = new Date();
  const passenger = dispute.passenger.name;
  const driver = dispute.driver.name;
  const when = formatDeparture(dispute.departureTime, now);
  const amount = formatKsh(dispute.totalAmount);
  const strikes = dispute.driver.strikes;
  const boardedTime = dispute.boardedAt ? formatClock(new Date(dispute.boardedAt)) : null;
  const outcomes = [
    { value: 'refund', label: t`Refund passenger` },
    { value: 'pay_driver', label: t`Pay the driver` },
  ] as const;
  const decision = dispute.outcome === 'refund' ? t`Passenger refunded` : t`Driver paid`;
  const note = dispute.note;
  return (
    <article className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">
            <Trans>
              {passenger} says {driver} never came
            </Trans>
          </h3>
          <p className="text-ink-muted text-sm tabular-nums">
            <Trans>
              Trip {when} · {amount}
            </Trans>
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ${
            dispute.resolvedAt
              ? 'bg-primary-soft text-primary-strong'
              : 'bg-accent-soft text-accent-ink'
          }`}
        >
          {dispute.resolvedAt ? t`Decided` : t`To decide`}
        </span>
      </div>
      <RouteLine from={dispute.pickupLocation.address} to={dispute.destination.address} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-muted text-xs">
            <Trans>Passenger</Trans>
          </dt>
          <dd>
            {dispute.passenger.name}, {formatKenyanPhone(dispute.passenger.phoneNumber)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted text-xs">
            <Trans>Driver</Trans>
          </dt>
          <dd>
            {dispute.driver.name}, {formatKenyanPhone(dispute.driver.phoneNumber)} ·{' '}
            {t`${plural(strikes, { one: '# strike', other: '# strikes' })}`}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted text-xs">
            <Trans>The driver marked</Trans>
          </dt>
          <dd>
            {dispute.boardingStatus === 'boarded'
              ? boardedTime
                ? t`On board at ${boardedTime}`
                : t`On board`
              : dispute.boardingStatus === 'no_show'
                ? t`Didn't show up`
                : t`Not on board`}
          </dd>
        </div>
        {dispute.resolvedAt ? (
          <div>
            <dt className="text-ink-muted text-xs">
              <Trans>Decision</Trans>
            </dt>
            <dd>{note ? t`${decision}: ${note}` : decision}</dd>
          </div>
        ) : null}
      </dl>
      {dispute.resolvedAt ? null : (
        <Button className="justify-self-end" onClick={() => setDeciding(true)}>
          <Trans>Decide</Trans>
        </Button>
      )}
      <NoteDialog
        open={deciding}
        onOpenChange={setDeciding}
        title={t`Decide this dispute`}
        description={t`${amount} goes back to ${passenger}, or is paid to ${driver} as the fare.`}
        extra={
          <SegmentedChoice
            className="mt-4"
            legend={t`Outcome`}
            value={outcome}
            options={outcomes}
            onChange={setOutcome}
          />
        }
        noteLabel={t`Why`}
        confirmLabel={t`Save decision`}
        done={{ title: t`Dispute decided`, description: t`The money has moved as you decided.` }}
        refresh={[queryKeys.disputes]}
        send={(note) => resolveDispute(dispute.id, outcome, note)}
      />
    </article>
  );
}
