import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { nairobiWeekday } from '../../../shared/geo';
import { Button, buttonStyles } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorCodeOf } from '../../lib/api-error';
import { useAuth } from '../../lib/session/auth-context';
import { formatClock, seatsText } from '../../rides/format-ride';
import { weekdaysText, weekNow } from '../../rides/weekdays';
import { eachTripTotal, regularDayChoices } from './regular-booking-rules';
import type { RideResult } from './search-api';
import { afterBooking } from './search-api';
import { bookSeries, type SeriesBookingConfirmation } from './series-booking-api';

/**
 * "Book this ride regularly", under a departure of a driver's series: the weekdays, the price of
 * each trip, and one booking for every remaining date, paid at once. Which dates those are only
 * the server knows, so it names them (and any without seats) in its answer.
 */
export function RegularBooking({
  ride,
  seats,
  disabled,
  onBooked,
}: {
  ride: RideResult;
  /** The seats chosen above, taken on every date. */
  seats: number;
  disabled: boolean;
  onBooked(answer: SeriesBookingConfirmation): void;
}) {
  useLinguiContext();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const offer = regularDayChoices(nairobiWeekday(new Date(ride.departureTime)));
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<number[]>(offer.chosen);
  const panelId = useId();
  const book = useMutation({
    mutationFn: () => bookSeries({ rideId: ride.id, weekdays: days, numberOfSeats: seats }),
    onSuccess: (answer) => {
      afterBooking(queryClient);
      onBooked(answer);
    },
    onError: (error) => {
      // The session ended elsewhere: the app shows the person as signed out, as for any booking.
      if (error instanceof ApiError && error.status === 401) auth.clearSession();
    },
  });
  const each = eachTripTotal(ride.pricePerSeat, seats);
  const clock = formatClock(new Date(ride.departureTime));
  const busy = disabled || book.isPending;
  const eachAmount = formatKsh(each);
  const seatsWords = seatsText(seats);
  const daysWords = weekdaysText(days) || '…';

  function submit() {
    if (auth.status === 'signed-in') book.mutate();
    else auth.openSignIn(() => book.mutate());
  }

  return (
    <section
      aria-labelledby={`${panelId}-title`}
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={`${panelId}-title`} className="font-semibold text-ink">
            <Trans>Book this ride regularly</Trans>
          </h3>
          <p className="text-ink-muted text-sm">
            <Trans>
              This ride repeats. Book every {clock} trip on the days you travel, in one go.
            </Trans>
          </p>
          {ride.approvalRequired ? (
            <p className="mt-1 text-ink-muted text-sm">
              <Trans>
                Once the driver has confirmed you on one of these rides, book the rest here.
              </Trans>
            </p>
          ) : null}
        </div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="shrink-0"
        >
          {open ? <Trans>Hide</Trans> : <Trans>Choose days</Trans>}
        </Button>
      </div>

      {open ? (
        <div id={panelId} className="grid gap-3">
          <fieldset disabled={busy}>
            <legend className="mb-1.5 font-medium text-ink text-sm">
              <Trans>Days you travel</Trans>
            </legend>
            <div
              className={`grid gap-1.5 ${offer.choices.length > 5 ? 'grid-cols-6' : 'grid-cols-5'}`}
            >
              {weekNow()
                .filter((day) => offer.choices.includes(day.value))
                .map((day) => (
                  <label
                    key={day.value}
                    className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-line bg-white font-semibold text-ink text-sm transition-colors hover:border-primary has-checked:border-primary has-checked:bg-primary has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-focus has-focus-visible:outline-offset-2"
                  >
                    <input
                      type="checkbox"
                      checked={days.includes(day.value)}
                      onChange={(event) =>
                        setDays(
                          event.target.checked
                            ? [...days, day.value]
                            : days.filter((d) => d !== day.value),
                        )
                      }
                      className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                    />
                    <span aria-hidden="true">{day.short}</span>
                    <span className="sr-only">{day.name}</span>
                  </label>
                ))}
            </div>
          </fieldset>

          <p
            className="rounded-xl bg-white px-3 py-2.5 text-ink text-sm"
            data-testid="regular-price"
          >
            {each > 0 ? (
              <Trans>
                Each trip <strong className="tabular-nums">{eachAmount}</strong> ({seatsWords}),
                paid now from your tokens for every date.
              </Trans>
            ) : (
              <Trans>Free: {seatsWords} on every date.</Trans>
            )}{' '}
            <span className="text-ink-muted">
              <Trans>Every {daysWords} departure in the driver's next 4 weeks.</Trans>
            </span>
          </p>

          {book.isError ? (
            <div
              role="alert"
              className="rounded-xl border border-danger/30 bg-danger-soft p-3 text-sm"
            >
              <p className="text-ink">{book.error.message}</p>
              {errorCodeOf(book.error) === 'insufficient_tokens' ? (
                <Link
                  href="/tokens"
                  className={buttonStyles({ variant: 'secondary', className: 'mt-2' })}
                >
                  <Trans>Buy tokens</Trans>
                </Link>
              ) : null}
            </div>
          ) : null}

          <Button size="lg" onClick={submit} disabled={busy || days.length === 0}>
            {book.isPending ? (
              <>
                <Spinner /> <Trans>Booking…</Trans>
              </>
            ) : days.length === 0 ? (
              <Trans>Choose at least one day</Trans>
            ) : (
              <Trans>Book every {daysWords}</Trans>
            )}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
