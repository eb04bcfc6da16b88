import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatKsh } from '../../../shared/format-money';
import { Button, buttonStyles } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { DriverLine, RideFacts, RouteLine } from '../../rides/ride-summary';
import { ApprovalNote } from './approval-note';
import { PaymentPanel } from './payment-panel';
import { PickupChoice } from './pickup-choice';
import type { PlaceProvider } from './place-search';
import { RegularBooking } from './regular-booking';
import { RegularBookingSuccess } from './regular-booking-success';
import type { RideResult } from './search-api';
import type { PlaceValue } from './search-form-values';
import { bookingTotal } from './search-rules';
import { SeatSelector } from './seat-selector';
import type { SeriesBookingConfirmation } from './series-booking-api';

/** The booking step: the ride, the seats, and Back to Results or Confirm Booking. */
export function BookingStep({
  ride,
  seats,
  customPickup,
  provider,
  now,
  paymentPanelOpen,
  booking,
  fallbackBalance,
  onSeatsChange,
  onCustomPickupChange,
  onBack,
  onConfirm,
  onCancelPayment,
}: {
  ride: RideResult;
  seats: number;
  customPickup: PlaceValue | null;
  provider: PlaceProvider;
  now: Date;
  paymentPanelOpen: boolean;
  /** The booking request is on its way. */
  booking: boolean;
  fallbackBalance: number | null;
  onSeatsChange(seats: number): void;
  onCustomPickupChange(place: PlaceValue | null): void;
  onBack(): void;
  onConfirm(): void;
  onCancelPayment(): void;
}) {
  const { t } = useLingui();
  const total = bookingTotal(ride.pricePerSeat, seats);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const panelWasOpen = useRef(paymentPanelOpen);
  const [regular, setRegular] = useState<SeriesBookingConfirmation | null>(null);

  // Cancel (or a refused payment) puts the panel away: focus goes back to Confirm Booking.
  useEffect(() => {
    if (panelWasOpen.current && !paymentPanelOpen) confirmRef.current?.focus();
    panelWasOpen.current = paymentPanelOpen;
  }, [paymentPanelOpen]);

  if (regular) return <RegularBookingSuccess answer={regular} now={now} onBack={onBack} />;
  return (
    <div className="grid gap-5">
      <section
        aria-label={t`Ride summary`}
        className="grid gap-3 rounded-2xl border border-line bg-white p-4"
      >
        <DriverLine ride={ride} plate />
        <RouteLine from={ride.pickupLocation.address} to={ride.destination.address} />
        <RideFacts ride={ride} now={now} />
        {ride.notes ? (
          <p className="rounded-xl bg-surface px-3 py-2 text-ink-muted text-sm">
            <span className="font-medium text-ink">
              <Trans>Driver's note:</Trans>{' '}
            </span>
            {ride.notes}
          </p>
        ) : null}
      </section>

      {ride.approvalRequired ? <ApprovalNote /> : null}

      <PickupChoice
        ride={ride}
        value={customPickup}
        provider={provider}
        disabled={booking}
        onChange={onCustomPickupChange}
      />

      <SeatSelector
        availableSeats={ride.availableSeats}
        seats={seats}
        onChange={onSeatsChange}
        disabled={booking}
      />

      <div className="flex items-baseline justify-between gap-3 border-line border-t pt-4">
        <span className="text-ink-muted">
          <Trans>Total</Trans>
        </span>
        <span className="font-bold text-2xl text-ink tabular-nums" data-testid="booking-total">
          {total > 0 ? formatKsh(total) : t`Free`}
        </span>
      </div>

      {paymentPanelOpen ? (
        <PaymentPanel
          rideId={ride.id}
          total={total}
          seats={seats}
          pricePerSeat={ride.pricePerSeat}
          fallbackBalance={fallbackBalance}
          paying={booking}
          onPay={onConfirm}
          onCancel={onCancelPayment}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="secondary" size="lg" onClick={onBack} disabled={booking}>
            <Trans>Back to Results</Trans>
          </Button>
          <button
            ref={confirmRef}
            type="button"
            className={buttonStyles({ size: 'lg' })}
            onClick={onConfirm}
            disabled={booking}
          >
            {booking ? (
              <>
                <Spinner /> <Trans>Booking…</Trans>
              </>
            ) : ride.approvalRequired ? (
              <Trans>Send request</Trans>
            ) : (
              <Trans>Confirm Booking</Trans>
            )}
          </button>
        </div>
      )}

      {ride.seriesId ? (
        <RegularBooking ride={ride} seats={seats} disabled={booking} onBooked={setRegular} />
      ) : null}
    </div>
  );
}
