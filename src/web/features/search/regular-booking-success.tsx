import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatKsh } from '../../../shared/format-money';
import { Button, buttonStyles } from '../../components/ui/button';
import { formatClock, formatDay, seatsText } from '../../rides/format-ride';
import { Fact } from '../../rides/ride-summary';
import { weekdaysText } from '../../rides/weekdays';
import type { SeriesBookingConfirmation } from './series-booking-api';
import { SuccessMark } from './success-mark';

/** What a regular booking bought: every date, what was paid for all of them, the balance now. */
export function RegularBookingSuccess({
  answer,
  now,
  onBack,
}: {
  answer: SeriesBookingConfirmation;
  now: Date;
  onBack(): void;
}) {
  const { t } = useLingui();
  const first = answer.bookings[0];
  const count = answer.bookings.length;
  const days = weekdaysText(answer.weekdays);
  const clock = first ? formatClock(new Date(first.departureTime)) : null;
  const seatsWords = seatsText(answer.numberOfSeats);
  return (
    <section
      aria-labelledby="regular-booked-title"
      className="grid gap-5"
      data-testid="regular-booked"
    >
      <div className="text-center">
        <SuccessMark />
        <h3 id="regular-booked-title" className="mt-3 font-bold text-ink text-xl">
          <Trans>Your regular trip is booked</Trans>
        </h3>
        <p className="mt-1 text-ink-muted">
          {clock
            ? t`${plural(count, { one: '# trip', other: '# trips' })}, every ${days} at ${clock}.`
            : t`${plural(count, { one: '# trip', other: '# trips' })}, every ${days}.`}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-line bg-white p-4 text-sm">
        <Fact label={t`Seats`}>{t`${seatsWords} each trip`}</Fact>
        <Fact label={answer.totalAmount > 0 ? t`Paid from tokens` : t`Price`}>
          <span data-testid="regular-total">
            {answer.totalAmount > 0 ? formatKsh(answer.totalAmount) : t`Free`}
          </span>
        </Fact>
        {answer.totalAmount > 0 ? (
          <Fact label={t`Token balance now`}>{formatKsh(answer.accountBalance)}</Fact>
        ) : null}
      </dl>
      <div>
        <h4 className="font-semibold text-ink text-sm">
          <Trans>Your dates</Trans>
        </h4>
        <ul className="mt-2 flex flex-wrap gap-1.5" data-testid="regular-dates">
          {answer.bookings.map((booking) => (
            <li
              key={booking.id}
              className="rounded-full bg-primary-soft px-2.5 py-1 font-medium text-primary-strong text-xs tabular-nums"
            >
              {formatDay(new Date(booking.departureTime), now)}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" size="lg" onClick={onBack}>
          <Trans>Back to Results</Trans>
        </Button>
        <Link href="/trips" className={buttonStyles({ size: 'lg' })}>
          <Trans>See My Trips</Trans>
        </Link>
      </div>
    </section>
  );
}
