import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { nairobiDate } from '../../rides/departure-time';
import { formatDeparture } from '../../rides/format-ride';
import type { SeriesDeparture, SeriesRecord } from './series-api';
import { seriesActionWarning } from './series-messages';
import { useSeriesChange } from './use-series-change';

/** The coming departures of a series with their bookings, each with "Skip this date". */
export function SeriesDepartures({ series }: { series: SeriesRecord }) {
  const { t } = useLingui();
  const now = new Date();
  const coming = series.departures;
  return (
    <section aria-labelledby="series-departures-title" className="grid gap-3">
      <h2 id="series-departures-title" className="font-semibold text-ink text-lg">
        <Trans>Next departures</Trans>
      </h2>
      {coming.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-4 text-ink-muted text-sm">
          {series.status === 'ended' ? (
            <Trans>This regular ride has ended: no more departures.</Trans>
          ) : (
            <Trans>No departures in the next 4 weeks.</Trans>
          )}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
          {coming.map((departure) => {
            const free = departure.availableSeats;
            const booked = departure.bookedSeats;
            return (
              <li
                key={departure.rideId}
                data-testid="series-departure"
                className="flex min-h-16 items-center justify-between gap-3 px-4 py-2"
              >
                <div className="min-w-0">
                  <Link
                    href={`/trip/${encodeURIComponent(departure.rideId)}`}
                    className={`font-semibold text-sm tabular-nums underline-offset-2 hover:underline ${departure.status === 'cancelled' ? 'text-ink-muted line-through' : 'text-ink'}`}
                  >
                    {formatDeparture(departure.departureTime, now)}
                  </Link>
                  <p className="text-ink-muted text-xs">
                    {departure.status === 'cancelled'
                      ? t`Skipped`
                      : departure.bookedSeats > 0
                        ? t`${plural(booked, { one: '# seat booked', other: '# seats booked' })}, ${plural(free, { one: '# free', other: '# free' })}`
                        : t`No bookings yet, ${plural(free, { one: '# free', other: '# free' })}`}
                  </p>
                </div>
                {departure.status === 'active' && series.status !== 'ended' ? (
                  <SkipDate seriesId={series.id} departure={departure} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function SkipDate({ seriesId, departure }: { seriesId: string; departure: SeriesDeparture }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const change = useSeriesChange(seriesId);
  const when = formatDeparture(departure.departureTime, new Date());
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className="min-h-10 shrink-0 px-3 text-xs">
          <Trans>Skip this date</Trans>
        </Button>
      }
      icon={
        <path d="M12 8v5M12 16.5v.5M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      }
      title={t`Skip this date?`}
      cancelLabel={t`Keep this date`}
      confirmLabel={t`Yes, skip it`}
      busy={change.isPending}
      onConfirm={() =>
        change.mutate(
          { kind: 'skip', date: nairobiDate(new Date(departure.departureTime)) },
          { onSettled: () => setOpen(false) },
        )
      }
    >
      <div className="mt-3 rounded-xl bg-surface p-3 font-semibold text-ink text-sm">{when}</div>
      <ConfirmDescription className="mt-3 text-ink">
        {seriesActionWarning('skip', departure.bookedSeats)}
      </ConfirmDescription>
    </ConfirmDialog>
  );
}
