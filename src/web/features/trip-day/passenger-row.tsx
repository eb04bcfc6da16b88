import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LineIcon } from '../../components/ui/line-icon';
import { formatKenyanPhone } from '../../lib/format-phone';
import { toast } from '../../lib/toast-store';
import { formatClock, formatRating } from '../../rides/format-ride';
import { PersonBadge, RatingStar } from '../../rides/ride-summary';
import { BoardForm } from './board-form';
import { RatePerson } from './rate-person';
import { afterTripChange, markNoShow, type TripDay, type TripPassenger } from './trip-day-api';
import { noShowOpen, seatsText, tripActionMessage } from './trip-rules';

const BOARDING_LOOKS: Record<
  TripPassenger['boardingStatus'],
  { label: MessageDescriptor; className: string }
> = {
  waiting: { label: msg`Waiting`, className: 'bg-slate-100 text-slate-800' },
  boarded: { label: msg`On board`, className: 'bg-emerald-100 text-emerald-900' },
  no_show: { label: msg`Didn't show up`, className: 'bg-red-100 text-red-900' },
};

/** One passenger on the driver's trip screen: who, where, and what to do about them now. */
export function PassengerRow({
  trip,
  passenger,
  now,
}: {
  trip: TripDay;
  passenger: TripPassenger;
  now: number;
}) {
  const { t } = useLingui();
  const look =
    trip.status === 'completed' && passenger.boardingStatus === 'boarded'
      ? { ...BOARDING_LOOKS.boarded, label: msg`Travelled` }
      : BOARDING_LOOKS[passenger.boardingStatus];
  const name = passenger.name;
  const driving = trip.status === 'in_progress';
  const waiting = passenger.boardingStatus === 'waiting';
  const rated = passenger.rating !== null && passenger.rating > 0;
  const figure = formatRating(passenger.rating);
  return (
    <li className="grid gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex items-start gap-3">
        <PersonBadge name={passenger.name} pictureUrl={null} className="size-11" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-ink">{passenger.name}</h3>
          <p className="flex flex-wrap items-center gap-x-2 text-ink-muted text-sm">
            <span className="inline-flex items-center gap-1">
              <RatingStar />
              {rated ? (
                <span>
                  <Trans>
                    <span className="sr-only">Rated </span>
                    {figure}
                  </Trans>
                </span>
              ) : (
                <Trans>New</Trans>
              )}
            </span>
            <span aria-hidden="true">·</span>
            {seatsText(passenger.numberOfSeats)}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ${look.className}`}
        >
          {t(look.label)}
        </span>
      </div>
      <p className="flex items-start gap-2 text-sm">
        <span
          aria-hidden="true"
          className="mt-1 size-2.5 shrink-0 rounded-full border-2 border-accent"
        />
        <span>
          <span className="text-ink-muted">
            <Trans>Pickup:</Trans>{' '}
          </span>
          <span className="text-ink">{passenger.pickupLocation.address}</span>
        </span>
      </p>
      {trip.status === 'active' || driving ? (
        <a
          href={`tel:${passenger.phoneNumber}`}
          className="inline-flex min-h-8 items-center gap-1.5 justify-self-start font-medium text-primary-strong text-sm tabular-nums underline-offset-2 hover:underline"
        >
          <LineIcon className="size-4" strokeWidth={2}>
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          </LineIcon>
          <span className="sr-only">
            <Trans>Call {name} on</Trans>{' '}
          </span>
          {formatKenyanPhone(passenger.phoneNumber)}
        </a>
      ) : null}
      {driving && waiting ? (
        <div className="grid gap-3 border-line border-t pt-3">
          <BoardForm rideId={trip.rideId} passenger={passenger} />
          <NoShowButton trip={trip} passenger={passenger} now={now} />
        </div>
      ) : null}
      {trip.status === 'completed' ? (
        <div className="border-line border-t pt-3">
          {waiting ? (
            <p className="text-ink-muted text-sm">
              <Trans>
                Never marked on board: their fare is held for 24 hours, in case they say you never
                came.
              </Trans>
            </p>
          ) : (
            <RatePerson
              bookingId={passenger.bookingId}
              name={passenger.name}
              ratee="passenger"
              myRating={passenger.myRating}
            />
          )}
        </div>
      ) : null}
    </li>
  );
}

/** "Didn't show up", from 10 minutes after departure, behind a confirmation. */
function NoShowButton({
  trip,
  passenger,
  now,
}: {
  trip: TripDay;
  passenger: TripPassenger;
  now: number;
}) {
  const { t } = useLingui();
  const name = passenger.name;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mark = useMutation({
    mutationFn: () => markNoShow(trip.rideId, passenger.bookingId),
    onSuccess: () =>
      toast({ title: t`Marked`, description: t`${name} is marked as not showing up.` }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Not marked`,
        description: tripActionMessage(error),
      }),
    onSettled: () => {
      setOpen(false);
      afterTripChange(queryClient);
    },
  });
  if (!noShowOpen(trip, now)) {
    const opens = formatClock(new Date(trip.noShowOpensAt));
    return (
      <p className="text-ink-muted text-xs">
        <Trans>Not here? From {opens} you can mark that they didn't show up.</Trans>
      </p>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className="justify-self-start">
          <Trans>Didn't show up</Trans>
        </Button>
      }
      title={t`Mark ${name} as not showing up?`}
      cancelLabel={t`Back`}
      confirmLabel={t`Yes, they didn't come`}
      busy={mark.isPending}
      onConfirm={() => mark.mutate()}
    >
      <ConfirmDescription className="mt-2 text-ink">
        <Trans>
          Do this only if you waited at their pickup and they never came. They get an SMS, and you
          are paid for their seat.
        </Trans>
      </ConfirmDescription>
    </ConfirmDialog>
  );
}
