import { formatKsh } from '../../../shared/format-money';
import { seatsText } from '../../../shared/seats-text';
import { Button } from '../../components/ui/button';
import { formatDeparture, vehicleLine } from '../../rides/format-ride';
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
  const paid = booking.totalAmount > 0;
  return (
    <div className="grid gap-5">
      <div className="text-center">
        <SuccessMark />
        <p className="mt-3 text-ink-muted">
          {booking.driverName} is expecting you. You'll receive SMS confirmation shortly.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-line bg-white p-4 text-sm">
        <div className="col-span-2">
          <Fact label="Route">
            {booking.pickupLocation.address} → {booking.destination.address}
          </Fact>
        </div>
        <Fact label="Departs">{formatDeparture(booking.departureTime, now)}</Fact>
        <Fact label="Seats">{seatsText(booking.numberOfSeats)}</Fact>
        <Fact label="Vehicle">
          {vehicleLine(booking.vehicleDetails)}
          {booking.vehicleDetails.licensePlate ? `, ${booking.vehicleDetails.licensePlate}` : ''}
        </Fact>
        <Fact label={paid ? 'Paid from tokens' : 'Price'}>
          {paid ? formatKsh(booking.totalAmount) : 'Free'}
        </Fact>
        {paid ? <Fact label="Token balance now">{formatKsh(booking.accountBalance)}</Fact> : null}
        <Fact label="Booking reference">
          <span className="font-mono uppercase">{booking.id.slice(0, 8)}</span>
        </Fact>
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" size="lg" onClick={onBookAnother}>
          Book Another Ride
        </Button>
        <Button size="lg" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
