import type { Location } from '../../../shared/schemas/rides';
import type { PlaceValue } from './search-form-values';
import { clampSeats, isFullyBooked, needsPayment } from './search-rules';

/** The four steps of the ride search (specification §2, §4). */
export type SearchStep = 'search' | 'results' | 'booking' | 'success';

/** What a search was for, as the results heading and the booking note name it. */
export interface SearchedFor {
  pickup: string;
  destination: string;
  departureDate: string;
  /** The located places and radius, for a ride alert set up from an empty result. */
  route?: { pickup: Location; destination: Location; maxDistance: number };
}

interface Ride {
  id: string;
  availableSeats: number;
  pricePerSeat: number;
}

export interface RideSearchState<R extends Ride, B> {
  step: SearchStep;
  rides: R[];
  searchedFor: SearchedFor | null;
  selectedRideId: string | null;
  seats: number;
  /**
   * A pickup point of the passenger's own along the way (issue 17), or null to board at the
   * ride's pickup. Its text is being typed until it carries a point.
   */
  customPickup: PlaceValue | null;
  paymentPanelOpen: boolean;
  /** The finished booking, for the success step. */
  booking: B | null;
}

export type RideSearchAction<R extends Ride, B> =
  | { type: 'searched'; rides: R[]; searchedFor: SearchedFor }
  | { type: 'ride-selected'; rideId: string }
  | { type: 'seats-changed'; seats: number }
  /** A custom pickup opened (an empty place), typed, picked, or removed (null). */
  | { type: 'custom-pickup-changed'; place: PlaceValue | null }
  /**
   * Back from buying tokens (issue 17): the ride read afresh, on the booking step with the seats
   * chosen before, the payment panel open and ready to confirm. With `payNow: false` (a link to
   * the ride, from a notification) the panel stays closed.
   */
  | { type: 'ride-restored'; ride: R; seats: number; payNow?: boolean }
  | { type: 'back-to-results' }
  | { type: 'payment-panel-shown' }
  | { type: 'payment-panel-hidden' }
  | { type: 'booked'; booking: B }
  | {
      type: 'booking-refused';
      rideId: string;
      backToResults: boolean;
      /** Free seats the server reported, shown on the ride's card from now on. */
      availableSeats: number | null;
    }
  /** New Search, Book Another Ride, or a popular route chosen: back to the form. */
  | { type: 'reset' };

export function initialRideSearchState<R extends Ride, B>(): RideSearchState<R, B> {
  return {
    step: 'search',
    rides: [],
    searchedFor: null,
    selectedRideId: null,
    seats: 1,
    customPickup: null,
    paymentPanelOpen: false,
    booking: null,
  };
}

export function selectedRide<R extends Ride, B>(state: RideSearchState<R, B>): R | null {
  return state.rides.find((ride) => ride.id === state.selectedRideId) ?? null;
}

export function rideSearchReducer<R extends Ride, B>(
  state: RideSearchState<R, B>,
  action: RideSearchAction<R, B>,
): RideSearchState<R, B> {
  switch (action.type) {
    case 'searched':
      return {
        ...initialRideSearchState<R, B>(),
        step: 'results',
        rides: action.rides,
        searchedFor: action.searchedFor,
      };
    case 'ride-selected': {
      const ride = state.rides.find((r) => r.id === action.rideId);
      if (state.step !== 'results' || !ride || isFullyBooked(ride)) return state;
      return {
        ...state,
        step: 'booking',
        selectedRideId: ride.id,
        seats: 1,
        customPickup: null,
        paymentPanelOpen: false,
      };
    }
    case 'ride-restored': {
      const { ride } = action;
      if (isFullyBooked(ride)) return state;
      const seats = clampSeats(action.seats, ride.availableSeats);
      return {
        ...state,
        step: 'booking',
        rides: [ride, ...state.rides.filter((r) => r.id !== ride.id)],
        selectedRideId: ride.id,
        seats,
        customPickup: null,
        paymentPanelOpen: action.payNow !== false && needsPayment(ride.pricePerSeat, seats),
        booking: null,
      };
    }
    case 'custom-pickup-changed':
      return state.step === 'booking' ? { ...state, customPickup: action.place } : state;
    case 'seats-changed': {
      const ride = selectedRide(state);
      if (state.step !== 'booking' || !ride) return state;
      // A new seat count is a new total: the payment panel showed the old one.
      return {
        ...state,
        seats: clampSeats(action.seats, ride.availableSeats),
        paymentPanelOpen: false,
      };
    }
    case 'back-to-results':
      return {
        ...state,
        step: 'results',
        selectedRideId: null,
        seats: 1,
        customPickup: null,
        paymentPanelOpen: false,
      };
    case 'payment-panel-shown':
      return state.step === 'booking' ? { ...state, paymentPanelOpen: true } : state;
    case 'payment-panel-hidden':
      return { ...state, paymentPanelOpen: false };
    case 'booked':
      return { ...state, step: 'success', paymentPanelOpen: false, booking: action.booking };
    case 'booking-refused': {
      const { availableSeats } = action;
      const rides =
        availableSeats === null
          ? state.rides
          : state.rides.map((ride) =>
              ride.id === action.rideId
                ? { ...ride, availableSeats: Math.max(0, availableSeats) }
                : ride,
            );
      if (action.backToResults) {
        return {
          ...state,
          rides,
          step: 'results',
          selectedRideId: null,
          seats: 1,
          customPickup: null,
          paymentPanelOpen: false,
        };
      }
      return { ...state, rides, paymentPanelOpen: false };
    }
    case 'reset':
      return { ...initialRideSearchState<R, B>(), searchedFor: state.searchedFor };
  }
}

/**
 * What Confirm Booking does: a booking that costs something first shows the payment panel
 * (whose Confirm & Pay then submits); a free one submits at once.
 */
export function confirmAction<R extends Ride, B>(
  state: RideSearchState<R, B>,
): 'show-payment-panel' | 'submit' | 'none' {
  const ride = selectedRide(state);
  if (state.step !== 'booking' || !ride) return 'none';
  if (needsPayment(ride.pricePerSeat, state.seats) && !state.paymentPanelOpen) {
    return 'show-payment-panel';
  }
  return 'submit';
}
