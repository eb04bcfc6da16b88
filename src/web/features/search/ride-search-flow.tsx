import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type ElementType, type Ref, useEffect, useRef } from 'react';
import { BookingStep } from './booking-step';
import { BookingSuccess } from './booking-success';
import { RideResults } from './ride-results';
import { type SearchStep, selectedRide } from './ride-search-state';
import { SearchForm } from './search-form';
import type { RideSearch } from './use-ride-search';

const stepTitles: Record<SearchStep, MessageDescriptor> = {
  search: msg`Where are you going?`,
  results: msg`Available rides`,
  booking: msg`Confirm your booking`,
  success: msg`Booking complete`,
};

/** The title of the step being shown, for a heading or a dialog title (in a component that calls `useLingui()`). */
export function stepTitle(flow: RideSearch): string {
  const { step, booking } = flow.state;
  if (step === 'success' && booking) {
    if (booking.status === 'requested') return t`Request sent to the driver`;
    return booking.numberOfSeats === 1 ? t`Your seat is booked` : t`Your seats are booked`;
  }
  return i18n._(stepTitles[step]);
}

interface RideSearchFlowProps {
  flow: RideSearch;
  /** Done on the success step: closes the modal, or leaves the page. */
  onDone(): void;
  /** The step heading's element: an h2 on the page, the dialog's title in the modal. */
  heading?: ElementType;
  /** Room beside the heading, e.g. for the dialog's close button. */
  headingClassName?: string;
  pickupRef?: Ref<HTMLInputElement>;
  submitRef?: Ref<HTMLButtonElement>;
}

/**
 * The four steps of the ride search (search, results, booking, success) with the payment panel.
 * A step change moves focus to the new step's heading, so keyboard and screen-reader users
 * continue from there.
 */
export function RideSearchFlow({
  flow,
  onDone,
  heading: Heading = 'h2',
  headingClassName = '',
  pickupRef,
  submitRef,
}: RideSearchFlowProps) {
  useLingui();
  const { state } = flow;
  const now = new Date();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
    // The top of the new step, not the button that led there, belongs in view.
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [state.step]);

  const ride = selectedRide(state);

  return (
    <div className="grid gap-5" data-step={state.step}>
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className={`scroll-mt-24 font-bold text-ink text-xl tracking-tight outline-none sm:text-2xl ${headingClassName}`}
      >
        {stepTitle(flow)}
      </Heading>

      {state.step === 'search' ? (
        <SearchForm
          values={flow.form}
          onChange={flow.setForm}
          onSubmit={flow.submitSearch}
          searching={flow.searching}
          visitor={flow.visitor}
          provider={flow.provider}
          pickupRef={pickupRef}
          submitRef={submitRef}
        />
      ) : null}

      {state.step === 'results' ? (
        <RideResults
          rides={state.rides}
          searchedFor={state.searchedFor}
          now={now}
          onSelect={flow.selectRide}
          onNewSearch={flow.reset}
        />
      ) : null}

      {state.step === 'booking' && ride ? (
        <BookingStep
          ride={ride}
          seats={state.seats}
          customPickup={state.customPickup}
          provider={flow.provider}
          now={now}
          paymentPanelOpen={state.paymentPanelOpen}
          booking={flow.booking}
          fallbackBalance={flow.fallbackBalance}
          onSeatsChange={flow.setSeats}
          onCustomPickupChange={flow.setCustomPickup}
          onBack={flow.backToResults}
          onConfirm={flow.confirmBooking}
          onCancelPayment={flow.cancelPayment}
        />
      ) : null}

      {state.step === 'success' && state.booking ? (
        <BookingSuccess
          booking={state.booking}
          now={now}
          onDone={onDone}
          onBookAnother={flow.reset}
        />
      ) : null}
    </div>
  );
}
