import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SERIES_PAUSE_MAX_DAYS } from '../../../shared/rules/commute';
import { Button } from '../../components/ui/button';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { addDays, nairobiDate } from '../../rides/departure-time';
import type { SeriesRecord } from './series-api';
import { seriesActionWarning } from './series-messages';
import { useSeriesChange } from './use-series-change';

const warningIcon = (
  <path d="M12 8v5M12 16.5v.5M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
);

/** Seats booked on the live departures between two Nairobi dates (both included). */
function bookedBetween(series: SeriesRecord, from: string, until: string): number {
  return series.departures
    .filter((d) => d.status === 'active')
    .filter((d) => {
      const day = nairobiDate(new Date(d.departureTime));
      return day >= from && day <= until;
    })
    .reduce((sum, d) => sum + d.bookedSeats, 0);
}

/** Pause for a holiday, Resume, End this regular ride: each after a confirmation. */
export function SeriesActions({ series }: { series: SeriesRecord }) {
  if (series.status === 'ended') return null;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {series.pausedFrom ? <Resume series={series} /> : <Pause series={series} />}
      <End series={series} />
    </div>
  );
}

function Pause({ series }: { series: SeriesRecord }) {
  const { t } = useLingui();
  const today = nairobiDate(new Date());
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(today);
  const [until, setUntil] = useState(addDays(today, 6));
  const change = useSeriesChange(series.id);
  const last = addDays(from, SERIES_PAUSE_MAX_DAYS - 1);
  const invalid = !from || !until || from < today || until < from || until > last;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary">
          <Trans>Pause for a holiday</Trans>
        </Button>
      }
      icon={warningIcon}
      title={t`Pause for a holiday?`}
      cancelLabel={t`Keep driving`}
      confirmLabel={t`Pause`}
      busy={change.isPending}
      confirmDisabled={invalid}
      onConfirm={() =>
        change.mutate({ kind: 'pause', from, until }, { onSettled: () => setOpen(false) })
      }
    >
      <div className="mt-4 grid grid-cols-2 gap-3">
        <FormField id="pause-from" label={t`From`}>
          <Input
            id="pause-from"
            type="date"
            value={from}
            min={today}
            onChange={(event) => setFrom(event.target.value)}
          />
        </FormField>
        <FormField id="pause-until" label={t`Until`}>
          <Input
            id="pause-until"
            type="date"
            value={until}
            min={from}
            max={last}
            onChange={(event) => setUntil(event.target.value)}
          />
        </FormField>
      </div>
      <ConfirmDescription className="mt-3 text-ink">
        {seriesActionWarning('pause', bookedBetween(series, from, until))}
      </ConfirmDescription>
    </ConfirmDialog>
  );
}

function Resume({ series }: { series: SeriesRecord }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const change = useSeriesChange(series.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary">
          <Trans>Resume</Trans>
        </Button>
      }
      title={t`Resume this regular ride?`}
      tone="primary"
      cancelLabel={t`Not yet`}
      confirmLabel={t`Resume`}
      busy={change.isPending}
      onConfirm={() => change.mutate({ kind: 'resume' }, { onSettled: () => setOpen(false) })}
    >
      <ConfirmDescription className="mt-3 text-ink">
        {seriesActionWarning('resume', 0)}
      </ConfirmDescription>
    </ConfirmDialog>
  );
}

function End({ series }: { series: SeriesRecord }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const change = useSeriesChange(series.id);
  const booked = series.departures
    .filter((d) => d.status === 'active')
    .reduce((sum, d) => sum + d.bookedSeats, 0);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary">
          <Trans>End this regular ride</Trans>
        </Button>
      }
      icon={warningIcon}
      title={t`End this regular ride?`}
      cancelLabel={t`Keep it going`}
      confirmLabel={t`Yes, end it`}
      busy={change.isPending}
      onConfirm={() => change.mutate({ kind: 'end' }, { onSettled: () => setOpen(false) })}
    >
      <ConfirmDescription className="mt-3 text-ink">
        {seriesActionWarning('end', booked)}
      </ConfirmDescription>
    </ConfirmDialog>
  );
}
