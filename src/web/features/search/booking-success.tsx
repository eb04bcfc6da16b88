import { Trans, useLingui } from '@lingui/react/macro';
import { formatKsh } from '../../../shared/format-money';
import { Button } from '../../components/ui/button';
import { formatDeparture, formatTripDate, seatsText, vehicleLine } from '../../rides/format-ride';
import { Fact } from '../../rides/ride-summary';
import type { BookingConfirmation } from './search-api';
import { SuccessMark } from './success-mark';

/** The success step: what was booked, what it cost, and Done or Book Another Ride. */
export function BookingSuccess({
  booking,
  now,
  onDone,
  onBookAnother,
}: {
  booking: BookingConfirmation;
  now: Date;
  onDone(): void;
  onBookAnother(): void;
}) {
  const { t } = useLingui();
  const paid = booking.totalAmount > 0;
  const driverName = booking.driverName;
  const request = booking.status === 'requested';
  const until = booking.requestExpiresAt ? formatTripDate(booking.requestExpiresAt, now) : '';
  return (
    <div className="grid gap-5">
      <div className="text-center">
        <SuccessMark />
        <p className="mt-3 text-ink-muted" data-testid="booking-outcome">
          {request ? (
            <Trans>
              {driverName} answers by {until}. If they decline or don't answer, everything you paid
              comes back. We will tell you by SMS.
            </Trans>
          ) : (
            <Trans>{driverName} is expecting you. You'll receive SMS confirmation shortly.</Trans>
          )}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-line bg-white p-4 text-sm">
        <div className="col-span-2">
          <Fact label={t`Route`}>
            {booking.pickupLocation.address} → {booking.destination.address}
          </Fact>
        </div>
        <Fact label={t`Departs`}>{formatDeparture(booking.departureTime, now)}</Fact>
        <Fact label={t`Seats`}>{seatsText(booking.numberOfSeats)}</Fact>
        <Fact label={t`Vehicle`}>
          {vehicleLine(booking.vehicleDetails)}
          {booking.vehicleDetails.licensePlate ? `, ${booking.vehicleDetails.licensePlate}` : ''}
        </Fact>
        <Fact label={paid ? t`Paid from tokens` : t`Price`}>
          {paid ? formatKsh(booking.totalAmount) : t`Free`}
        </Fact>
        {paid ? (
          <Fact label={t`Token balance now`}>{formatKsh(booking.accountBalance)}</Fact>
        ) : null}
        <Fact label={t`Booking reference`}>
          <span className="font-mono uppercase">{booking.id.slice(0, 8)}</span>
        </Fact>
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" size="lg" onClick={onBookAnother}>
          <Trans>Book Another Ride</Trans>
        </Button>
        <Button size="lg" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </div>
  );
}
