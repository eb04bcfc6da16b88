import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { Button, buttonStyles } from '../../components/ui/button';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDeparture, formatTripDate } from '../../rides/format-ride';
import { Fact, RouteLine } from '../../rides/ride-summary';
import { tripLink } from '../../rides/trip-link';
import { CancelTripDialog } from './cancel-trip-dialog';
import { type SeriesGroup, seriesRefund, seriesTitle } from './series-groups';
import { seatsText } from './trip-messages';
import { useCancelSeriesBooking } from './use-cancel-series-booking';

/** Dates shown before "Show all": a week of a Mon–Fri booking. */
const FIRST_DATES = 5;

/**
 * A regular booking on My Trips: the days and time, the next departure with its boarding code,
 * each date with "Cancel this day", and "Cancel all" behind a confirmation.
 */
export function SeriesTripCard({
  group,
  now,
  focusAfterCancel,
}: {
  group: SeriesGroup;
  now: Date;
  focusAfterCancel(): void;
}) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const next = group.trips[0];
  if (!next) return null;
  const headingId = `series-${group.seriesBookingId}`;
  const link = tripLink(next.rideId, { role: 'passenger', ...next }, now);
  const dates = [...group.trips, ...group.cancelledDays].sort(
    (a, b) => Date.parse(a.departureTime) - Date.parse(b.departureTime),
  );
  const shown = showAll ? dates : dates.slice(0, FIRST_DATES);
  const from = next.pickupAddress;
  const to = next.destinationAddress;
  const seats = next.numberOfSeats === null ? '' : seatsText(next.numberOfSeats);
  const dateCount = dates.length;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="series-trip"
      className="grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <span className="inline-flex items-center rounded-full bg-primary-soft px-2.5 py-0.5 font-semibold text-primary-strong text-xs">
            <Trans>Regular trip</Trans>
          </span>
          <h3 id={headingId} className="mt-1.5 font-semibold text-ink text-lg tabular-nums">
            <span className="sr-only">
              <Trans>
                Regular trip, {from} to {to},
              </Trans>{' '}
            </span>
            {seriesTitle(group)}
          </h3>
        </div>
        <StatusBadge status="booked" />
      </div>

      <RouteLine from={next.pickupAddress} to={next.destinationAddress} />

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-line border-t pt-4 text-sm">
        <Fact label={t`Driver`}>{next.counterpartName ?? t`Pamoja driver`}</Fact>
        {next.numberOfSeats !== null ? (
          <Fact label={t`Seats`}>
            <Trans>{seats} each trip</Trans>
          </Fact>
        ) : null}
        <Fact label={t`Each trip`}>
          {next.totalAmount !== null ? formatKsh(next.totalAmount) : '—'}
        </Fact>
        <Fact label={t`Next trip`}>{formatTripDate(next.departureTime, now)}</Fact>
      </dl>

      {next.boardingCode ? (
        <p className="flex items-center justify-between gap-3 rounded-xl bg-primary-soft px-4 py-2.5">
          <span className="text-ink text-sm">
            <Trans>Boarding code, next trip</Trans>
          </span>
          <span
            className="font-bold font-mono text-2xl text-ink tabular-nums tracking-[0.2em]"
            data-testid="boarding-code"
          >
            {next.boardingCode}
          </span>
        </p>
      ) : null}

      <div>
        <h4 className="font-semibold text-ink text-sm">
          <Trans>Dates</Trans>
        </h4>
        <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
          {shown.map((trip) => {
            // With the weekday: in a Mon–Fri booking, which day it is matters more than the date.
            const when = formatDeparture(trip.departureTime, now);
            const cancelled = trip.status === 'cancelled';
            return (
              <li
                key={trip.id}
                data-testid="series-date"
                className="flex min-h-13 items-center justify-between gap-3 px-3 py-1.5"
              >
                <span
                  className={`text-sm tabular-nums ${cancelled ? 'text-ink-muted line-through' : 'font-medium text-ink'}`}
                >
                  {when}
                </span>
                {cancelled ? (
                  <span className="font-medium text-danger text-xs">
                    <Trans>Cancelled</Trans>
                  </span>
                ) : trip.status === 'in_progress' ? (
                  <StatusBadge status="in_progress" />
                ) : (
                  <CancelTripDialog
                    trip={trip}
                    place="trips"
                    label={t`Cancel this day`}
                    triggerClassName="min-h-10 shrink-0 whitespace-nowrap px-3 text-xs"
                    summary={
                      <>
                        <p className="mb-2 font-semibold text-ink">{when}</p>
                        <RouteLine from={trip.pickupAddress} to={trip.destinationAddress} />
                      </>
                    }
                    focusAfterCancel={focusAfterCancel}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {dates.length > FIRST_DATES ? (
          <Button
            variant="ghost"
            className="mt-1 w-full"
            aria-expanded={showAll}
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? t`Show fewer dates` : t`Show all ${dateCount} dates`}
          </Button>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <CancelAll group={group} focusAfterCancel={focusAfterCancel} />
        <Link
          href={link.href}
          className={buttonStyles({ className: 'w-full sm:w-auto' })}
          aria-describedby={headingId}
        >
          <Trans>Open next trip</Trans>
        </Link>
      </div>
    </article>
  );
}

/** "Cancel all": every remaining departure, after saying what comes back. */
function CancelAll({ group, focusAfterCancel }: { group: SeriesGroup; focusAfterCancel(): void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSeriesBooking();
  const { refunded, kept } = seriesRefund(group, new Date());
  const count = group.trips.length;
  const money = formatKsh(refunded);
  const keptMoney = formatKsh(kept);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className="w-full sm:w-auto">
          <Trans>Cancel all</Trans>
        </Button>
      }
      icon={
        <path d="M12 8v5M12 16.5v.5M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      }
      title={t`Cancel this regular trip?`}
      cancelLabel={t`Keep my trips`}
      confirmLabel={t`Yes, cancel all`}
      busy={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(group.seriesBookingId, {
          onSettled: () => setOpen(false),
          onSuccess: () => focusAfterCancel(),
        })
      }
    >
      <div className="mt-3 rounded-xl bg-surface p-3 font-semibold text-ink text-sm">
        {seriesTitle(group)}
      </div>
      <ConfirmDescription className="mt-3 text-ink">
        {kept > 0
          ? t`${plural(count, { one: 'All # trip still to come are cancelled.', other: 'All # trips still to come are cancelled.' })} ${money} goes back to your token balance. The next trip leaves in less than 2 hours, so ${keptMoney} of it goes to your driver. Your driver is told.`
          : refunded > 0
            ? t`${plural(count, { one: 'All # trip still to come are cancelled.', other: 'All # trips still to come are cancelled.' })} You get a full refund of ${money} to your token balance, and your driver is told.`
            : t`${plural(count, { one: 'All # trip still to come are cancelled.', other: 'All # trips still to come are cancelled.' })} Nothing was paid, so there is nothing to refund. Your driver is told.`}
      </ConfirmDescription>
    </ConfirmDialog>
  );
}
