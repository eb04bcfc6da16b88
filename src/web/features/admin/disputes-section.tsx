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

const OUTCOMES = [
  { value: 'refund', label: 'Refund passenger' },
  { value: 'pay_driver', label: 'Pay the driver' },
] as const;

/**
 * No-show disputes: a passenger the driver marked on board says the driver never came. The agent
 * refunds the passenger or pays the driver, with a note.
 */
export function DisputesSection() {
  const disputes = useQuery(disputesQuery);
  const list = disputes.data ? sortDisputes(disputes.data) : null;
  const waiting = list?.filter((d) => d.resolvedAt === null).length ?? 0;
  return (
    <section aria-labelledby="disputes-heading" className="mt-8">
      <h2 id="disputes-heading" className="flex items-center gap-2 font-semibold text-ink text-xl">
        No-show disputes
        {waiting > 0 ? (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-ink text-sm tabular-nums">
            {waiting} to decide
          </span>
        ) : null}
      </h2>
      <div className="mt-4">
        {disputes.isError ? (
          <LoadFailed
            title="The disputes could not be loaded"
            onRetry={() => void disputes.refetch()}
            retrying={disputes.isFetching}
          />
        ) : list && list.length > 0 ? (
          <ul className="grid gap-4" aria-label="No-show disputes">
            {list.map((dispute) => (
              <li key={dispute.id}>
                <DisputeCard dispute={dispute} />
              </li>
            ))}
          </ul>
        ) : list ? (
          <p className="rounded-2xl border border-line border-dashed bg-white/60 px-4 py-6 text-center text-ink-muted text-sm">
            No disputes. They appear when a passenger marked on board says the driver never came.
          </p>
        ) : null}
      </div>
    </section>
  );
}

function DisputeCard({ dispute }: { dispute: DisputeRecord }) {
  const [deciding, setDeciding] = useState(false);
  const [outcome, setOutcome] = useState<DisputeOutcome>('refund');
  const now = new Date();
  return (
    <article className="grid gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">
            {dispute.passenger.name} says {dispute.driver.name} never came
          </h3>
          <p className="text-ink-muted text-sm tabular-nums">
            Trip {formatDeparture(dispute.departureTime, now)} · {formatKsh(dispute.totalAmount)}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ${
            dispute.resolvedAt
              ? 'bg-primary-soft text-primary-strong'
              : 'bg-accent-soft text-accent-ink'
          }`}
        >
          {dispute.resolvedAt ? 'Decided' : 'To decide'}
        </span>
      </div>
      <RouteLine from={dispute.pickupLocation.address} to={dispute.destination.address} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-muted text-xs">Passenger</dt>
          <dd>
            {dispute.passenger.name}, {formatKenyanPhone(dispute.passenger.phoneNumber)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted text-xs">Driver</dt>
          <dd>
            {dispute.driver.name}, {formatKenyanPhone(dispute.driver.phoneNumber)} ·{' '}
            {dispute.driver.strikes === 1 ? '1 strike' : `${dispute.driver.strikes} strikes`}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted text-xs">The driver marked</dt>
          <dd>
            {dispute.boardingStatus === 'boarded'
              ? `On board${dispute.boardedAt ? ` at ${formatClock(new Date(dispute.boardedAt))}` : ''}`
              : dispute.boardingStatus === 'no_show'
                ? "Didn't show up"
                : 'Not on board'}
          </dd>
        </div>
        {dispute.resolvedAt ? (
          <div>
            <dt className="text-ink-muted text-xs">Decision</dt>
            <dd>
              {dispute.outcome === 'refund' ? 'Passenger refunded' : 'Driver paid'}
              {dispute.note ? `: ${dispute.note}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {dispute.resolvedAt ? null : (
        <Button className="justify-self-end" onClick={() => setDeciding(true)}>
          Decide
        </Button>
      )}
      <NoteDialog
        open={deciding}
        onOpenChange={setDeciding}
        title="Decide this dispute"
        description={`${formatKsh(dispute.totalAmount)} goes back to ${dispute.passenger.name}, or is paid to ${dispute.driver.name} as the fare.`}
        extra={
          <SegmentedChoice
            className="mt-4"
            legend="Outcome"
            value={outcome}
            options={OUTCOMES}
            onChange={setOutcome}
          />
        }
        noteLabel="Why"
        confirmLabel="Save decision"
        done={{ title: 'Dispute decided', description: 'The money has moved as you decided.' }}
        refresh={[queryKeys.disputes]}
        send={(note) => resolveDispute(dispute.id, outcome, note)}
      />
    </article>
  );
}
