import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatKsh } from '../../../shared/format-money';
import { DECLINE_REASON_MAX_LENGTH } from '../../../shared/rules/booking-requests';
import { Button } from '../../components/ui/button';
import { ConfirmDescription, ConfirmDialog } from '../../components/ui/confirm-dialog';
import { inputStyles } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { refusalText } from '../../lib/api-error';
import { toast } from '../../lib/toast-store';
import { formatRating, formatTripDate, seatsText } from '../format-ride';
import { PersonBadge, RatingStar } from '../ride-summary';
import type { DriverBookingRecord } from '../trip-queries';
import { afterAnswer, answerRequest } from './answer-request';

/**
 * A request on one of the driver's rides (docs/product-rules.md "Drivers who confirm each
 * passenger"): who asks (first name, photo, rating, trips on Pamoja), for what, until when, and
 * Approve or Decline (with a reason, told to the passenger in the app only).
 */
export function BookingRequestCard({
  booking,
  now,
  trip,
}: {
  booking: DriverBookingRecord;
  now: Date;
  /** Which ride, where the card is shown among several (the driver dashboard). */
  trip?: { departureTime: string; destination: string };
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const headingId = useId();
  const reasonId = useId();
  const name = booking.passengerName;
  const rated = booking.passengerRating !== null && booking.passengerRating > 0;
  const figure = formatRating(booking.passengerRating);
  const trips = booking.passengerTrips;
  const until = booking.requestExpiresAt ? formatTripDate(booking.requestExpiresAt, now) : null;
  const answer = useMutation({
    mutationFn: (approve: boolean) =>
      answerRequest(booking.id, approve ? { approve: true } : { approve: false, reason }),
    onSuccess: (_, approve) =>
      toast(
        approve
          ? {
              title: t`${name} is booked`,
              description: t`They have your trip details and their boarding code.`,
            }
          : { title: t`Request declined`, description: t`${name} gets everything back.` },
      ),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Not answered`,
        description: refusalText(error),
      }),
    onSettled: () => {
      setDeclining(false);
      afterAnswer(queryClient);
    },
  });
  const busy = answer.isPending;

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
      data-testid="booking-request"
    >
      <div className="flex items-start gap-3">
        <PersonBadge
          name={name}
          pictureUrl={booking.passengerProfilePictureUrl}
          className="size-12"
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-amber-900 text-xs uppercase tracking-wide">
            <Trans>Asks to ride with you</Trans>
          </p>
          <h3 id={headingId} className="truncate font-semibold text-ink text-lg">
            {name}
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 text-ink-muted text-sm">
            <span className="inline-flex items-center gap-1">
              <RatingStar />
              {rated ? (
                <Trans>
                  <span className="sr-only">Rated </span>
                  {figure}
                </Trans>
              ) : (
                <Trans>
                  New<span className="sr-only">, not rated yet</span>
                </Trans>
              )}
            </span>
            <span aria-hidden="true">·</span>
            <span>{t`${plural(trips, { one: '# trip on Pamoja', other: '# trips on Pamoja' })}`}</span>
          </p>
        </div>
      </div>

      <p className="text-ink text-sm">
        {seatsText(booking.numberOfSeats)} · {formatKsh(booking.totalAmount)} ·{' '}
        {booking.pickupLocation.address}
      </p>
      {trip ? (
        <p className="-mt-2 text-ink-muted text-sm">
          <Trans>
            For your {formatTripDate(trip.departureTime, now)} trip to {trip.destination}
          </Trans>
        </p>
      ) : null}
      {until ? (
        <p className="text-ink-muted text-sm">
          <Trans>
            Answer by <span className="font-semibold text-ink tabular-nums">{until}</span>, or the
            request expires and the passenger is refunded.
          </Trans>
        </p>
      ) : null}

      <div className="grid grid-cols-2 gap-2">
        <ConfirmDialog
          open={declining}
          onOpenChange={setDeclining}
          trigger={
            <Button variant="secondary" disabled={busy} aria-describedby={headingId}>
              <Trans>Decline</Trans>
            </Button>
          }
          title={t`Decline ${name}'s request?`}
          cancelLabel={t`Keep the request`}
          confirmLabel={t`Decline`}
          busy={busy}
          onConfirm={() => answer.mutate(false)}
        >
          <ConfirmDescription>
            <Trans>{name} gets everything back and can look for another ride.</Trans>
          </ConfirmDescription>
          <label htmlFor={reasonId} className="mt-4 mb-1.5 block font-medium text-ink text-sm">
            <Trans>
              Reason{' '}
              <span className="font-normal text-ink-muted">(optional, shown in the app)</span>
            </Trans>
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={DECLINE_REASON_MAX_LENGTH}
            rows={2}
            onChange={(event) => setReason(event.target.value)}
            className={`${inputStyles} py-3`}
            disabled={busy}
          />
        </ConfirmDialog>
        <Button onClick={() => answer.mutate(true)} disabled={busy} aria-describedby={headingId}>
          {busy && !declining ? <Spinner /> : null}
          <Trans>Approve</Trans>
        </Button>
      </div>
    </article>
  );
}
