import { describe, expect, it } from 'vitest';
import {
  confirmAction,
  initialRideSearchState,
  type RideSearchAction,
  type RideSearchState,
  rideSearchReducer,
  selectedRide,
} from './ride-search-state';

interface Ride {
  id: string;
  availableSeats: number;
  pricePerSeat: number;
}
type State = RideSearchState<Ride, { id: string }>;
type Action = RideSearchAction<Ride, { id: string }>;

const rides: Ride[] = [
  { id: 'paid', availableSeats: 3, pricePerSeat: 280 },
  { id: 'full', availableSeats: 0, pricePerSeat: 280 },
  { id: 'free', availableSeats: 6, pricePerSeat: 0 },
];
const searchedFor = {
  pickup: 'Ruiru',
  destination: 'CBD',
  departureDate: '2026-11-23T07:00:00+03:00',
};

const run = (...actions: Action[]): State =>
  actions.reduce<State>(rideSearchReducer, initialRideSearchState());
const searched: Action = { type: 'searched', rides, searchedFor };

describe('the ride search steps', () => {
  it('go from search to results to booking to success', () => {
    let state = run(searched);
    expect(state.step).toBe('results');
    expect(state.rides).toHaveLength(3);

    state = rideSearchReducer(state, { type: 'ride-selected', rideId: 'paid' });
    expect(state.step).toBe('booking');
    expect(selectedRide(state)?.id).toBe('paid');
    expect(state.seats).toBe(1);

    state = rideSearchReducer(state, { type: 'booked', booking: { id: 'b1' } });
    expect(state.step).toBe('success');
    expect(state.booking).toEqual({ id: 'b1' });
  });

  it('come back from buying tokens to the ride, the seats and the open payment panel', () => {
    const back = run({
      type: 'ride-restored',
      ride: { id: 'new', availableSeats: 2, pricePerSeat: 150 },
      seats: 3,
    });
    expect(back).toMatchObject({
      step: 'booking',
      selectedRideId: 'new',
      seats: 2,
      paymentPanelOpen: true,
    });
    expect(confirmAction(back)).toBe('submit');
    const free = run({
      type: 'ride-restored',
      ride: { id: 'f', availableSeats: 3, pricePerSeat: 0 },
      seats: 2,
    });
    expect(free).toMatchObject({ step: 'booking', seats: 2, paymentPanelOpen: false });
    const full = run({
      type: 'ride-restored',
      ride: { id: 'x', availableSeats: 0, pricePerSeat: 150 },
      seats: 1,
    });
    expect(full.step).toBe('search');
  });

  it('open a ride from a link (a notification) on the booking step, the payment panel closed', () => {
    const opened = run({
      type: 'ride-restored',
      ride: { id: 'linked', availableSeats: 3, pricePerSeat: 150 },
      seats: 1,
      payNow: false,
    });
    expect(opened).toMatchObject({
      step: 'booking',
      selectedRideId: 'linked',
      seats: 1,
      paymentPanelOpen: false,
    });
    expect(confirmAction(opened)).toBe('show-payment-panel');
  });

  it('keep a custom pickup on the booking step only, and forget it with the ride', () => {
    const place = { text: 'Kahawa', point: { latitude: -1.2, longitude: 36.92 } };
    expect(run(searched, { type: 'custom-pickup-changed', place }).customPickup).toBeNull();
    const chosen = run(
      searched,
      { type: 'ride-selected', rideId: 'paid' },
      { type: 'custom-pickup-changed', place },
    );
    expect(chosen.customPickup).toEqual(place);
    expect(rideSearchReducer(chosen, { type: 'back-to-results' }).customPickup).toBeNull();
  });

  it('do not let a fully booked ride be selected', () => {
    const state = run(searched, { type: 'ride-selected', rideId: 'full' });
    expect(state.step).toBe('results');
    expect(state.selectedRideId).toBeNull();
  });

  it('keep seats from 1 up to the smaller of the free seats and 4', () => {
    const booking = run(searched, { type: 'ride-selected', rideId: 'paid' });
    expect(rideSearchReducer(booking, { type: 'seats-changed', seats: 4 }).seats).toBe(3);
    expect(rideSearchReducer(booking, { type: 'seats-changed', seats: 0 }).seats).toBe(1);
    const free = run(searched, { type: 'ride-selected', rideId: 'free' });
    expect(rideSearchReducer(free, { type: 'seats-changed', seats: 6 }).seats).toBe(4);
  });

  it('show the payment panel on the first Confirm of a paid booking, and submit on the next', () => {
    let state = run(
      searched,
      { type: 'ride-selected', rideId: 'paid' },
      { type: 'seats-changed', seats: 2 },
    );
    expect(confirmAction(state)).toBe('show-payment-panel');
    state = rideSearchReducer(state, { type: 'payment-panel-shown' });
    expect(state.paymentPanelOpen).toBe(true);
    expect(confirmAction(state)).toBe('submit');
    // Cancel hides it; so does a new seat count (a new total).
    expect(rideSearchReducer(state, { type: 'payment-panel-hidden' }).paymentPanelOpen).toBe(false);
    expect(rideSearchReducer(state, { type: 'seats-changed', seats: 1 }).paymentPanelOpen).toBe(
      false,
    );
  });

  it('submit a free booking at once', () => {
    expect(confirmAction(run(searched, { type: 'ride-selected', rideId: 'free' }))).toBe('submit');
    expect(confirmAction(run(searched))).toBe('none');
  });

  it('go back to the results with Back to Results', () => {
    const state = run(
      searched,
      { type: 'ride-selected', rideId: 'paid' },
      { type: 'seats-changed', seats: 2 },
      { type: 'back-to-results' },
    );
    expect(state.step).toBe('results');
    expect(state.selectedRideId).toBeNull();
    expect(state.seats).toBe(1);
  });

  it('go back to the results when seats ran out, showing the seats left', () => {
    const state = run(
      searched,
      { type: 'ride-selected', rideId: 'paid' },
      { type: 'seats-changed', seats: 3 },
      { type: 'payment-panel-shown' },
      { type: 'booking-refused', rideId: 'paid', backToResults: true, availableSeats: 1 },
    );
    expect(state.step).toBe('results');
    expect(state.rides.find((r) => r.id === 'paid')?.availableSeats).toBe(1);
    expect(state.paymentPanelOpen).toBe(false);
  });

  it('stay on the booking when payment is missing', () => {
    const state = run(
      searched,
      { type: 'ride-selected', rideId: 'paid' },
      { type: 'payment-panel-shown' },
      { type: 'booking-refused', rideId: 'paid', backToResults: false, availableSeats: null },
    );
    expect(state.step).toBe('booking');
    expect(state.paymentPanelOpen).toBe(false);
    expect(state.rides).toEqual(rides);
  });

  it('reset to the search step with 1 seat and no ride (New Search, Book Another Ride)', () => {
    for (const from of [
      run(searched),
      run(
        searched,
        { type: 'ride-selected', rideId: 'paid' },
        { type: 'seats-changed', seats: 2 },
        { type: 'booked', booking: { id: 'b1' } },
      ),
    ]) {
      const state = rideSearchReducer(from, { type: 'reset' });
      expect(state.step).toBe('search');
      expect(state.seats).toBe(1);
      expect(state.selectedRideId).toBeNull();
      expect(state.rides).toEqual([]);
      expect(state.booking).toBeNull();
    }
  });
});
