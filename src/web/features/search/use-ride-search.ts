import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { SEARCH_RADIUS_KM } from '../../../shared/rules/rides';
import { useAuth } from '../../lib/session/auth-context';
import { toast } from '../../lib/toast-store';
import { browserStorage, initialSearchForm, readLastSearch, saveLastSearch } from './last-search';
import { resolveSearch } from './resolve-search';
import {
  confirmAction,
  initialRideSearchState,
  type RideSearchState,
  rideSearchReducer,
  type SearchedFor,
  selectedRide,
} from './ride-search-state';
import {
  afterBooking,
  type BookingConfirmation,
  bookRide,
  type RideResult,
  rideQuery,
  searchRides,
} from './search-api';
import {
  type PlaceValue,
  type RouteChoice,
  type SearchFormValues,
  withRoute,
} from './search-form-values';
import {
  BOOKING_MESSAGES,
  bookingConfirmed,
  type Message,
  PICKUP_UNPICKED,
  pickupTooFar,
  requestSent,
  SEARCH_MESSAGES,
  said,
} from './search-messages';
import { bookingFailure, searchFailure } from './search-outcomes';
import { bookingNotes, bookingTotal, customPickupProblem } from './search-rules';
import { searchProblem } from './search-validation';
import { usePlaceProvider } from './use-place-provider';

type State = RideSearchState<RideResult, BookingConfirmation>;

const showProblem = (message: Message) => toast({ ...message, variant: 'destructive' });

interface BookingArgs {
  ride: RideResult;
  seats: number;
  searchedFor: SearchedFor | null;
  customPickup: { latitude: number; longitude: number; address: string } | null;
}

/** A booking to come back to after buying tokens: the ride and the seats chosen (issue 17). */
export interface ResumeBooking {
  rideId: string;
  seats: number;
  /** Open the payment panel at once (back from buying tokens). */
  payNow?: boolean;
}

/**
 * The ride search and booking flow (specification §2, §4, §5, §8), shared by the /search page
 * and the modal: the form, the step, and what each button does.
 */
export function useRideSearch({
  initialRoute,
  resume,
  onResumed,
}: {
  initialRoute?: RouteChoice | null;
  /** Open this ride on the booking step, ready to confirm, once it has been read. */
  resume?: ResumeBooking | null;
  /** The resumed ride is shown (or could not be): the caller forgets the request. */
  onResumed?: () => void;
} = {}) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const provider = usePlaceProvider(() => toast(SEARCH_MESSAGES.mapsUnavailable));
  const [form, setForm] = useState<SearchFormValues>(() => {
    const restored = initialSearchForm(readLastSearch(browserStorage()), new Date());
    return initialRoute ? withRoute(restored, initialRoute) : restored;
  });
  const [state, dispatch] = useReducer(
    rideSearchReducer<RideResult, BookingConfirmation>,
    undefined,
    initialRideSearchState<RideResult, BookingConfirmation>,
  );
  const formRef = useRef(form);
  formRef.current = form;

  const search = useMutation({
    mutationFn: async (values: SearchFormValues) => {
      const resolved = await resolveSearch(values, provider);
      if (!resolved.ok) return { ...resolved, values };
      // Geocoded places keep their points, so the next search (and the memory) needs no lookup.
      const located: SearchFormValues = {
        ...values,
        pickup: { text: values.pickup.text, point: resolved.pickup },
        destination: { text: values.destination.text, point: resolved.destination },
      };
      saveLastSearch(browserStorage(), located, new Date());
      const rides = await searchRides(resolved.request);
      return { ok: true as const, values: located, rides, request: resolved.request };
    },
    onSuccess: (outcome) => {
      if (!outcome.ok) {
        showProblem(outcome.message);
        return;
      }
      const { values, rides, request } = outcome;
      // Keep the points unless the passenger has changed the texts in the meantime.
      setForm((current) => ({
        ...current,
        pickup: current.pickup.text === values.pickup.text ? values.pickup : current.pickup,
        destination:
          current.destination.text === values.destination.text
            ? values.destination
            : current.destination,
      }));
      dispatch({
        type: 'searched',
        rides,
        searchedFor: {
          pickup: values.pickup.text.trim(),
          destination: values.destination.text.trim(),
          departureDate: request.departureDate,
          route: {
            pickup: {
              address: values.pickup.text.trim(),
              latitude: request.pickupLatitude,
              longitude: request.pickupLongitude,
            },
            destination: {
              address: values.destination.text.trim(),
              latitude: request.destinationLatitude,
              longitude: request.destinationLongitude,
            },
            maxDistance: request.maxDistance ?? SEARCH_RADIUS_KM.default,
          },
        },
      });
      if (rides.length === 0) toast(SEARCH_MESSAGES.noRides);
    },
    onError: (error) => {
      const failure = searchFailure(error);
      showProblem(failure.message);
      if (failure.signOut) auth.clearSession();
    },
  });

  const booking = useMutation({
    mutationFn: ({ ride, seats, searchedFor, customPickup }: BookingArgs) =>
      bookRide({
        scheduledCommuteId: ride.id,
        numberOfSeats: seats,
        notes: bookingNotes(
          customPickup?.address ?? searchedFor?.pickup ?? ride.pickupLocation.address,
          searchedFor?.destination ?? ride.destination.address,
        ),
        ...(customPickup
          ? {
              customPickupLatitude: customPickup.latitude,
              customPickupLongitude: customPickup.longitude,
              customPickupAddress: customPickup.address,
            }
          : {}),
      }),
    onSuccess: (confirmation, { ride, seats }) => {
      dispatch({ type: 'booked', booking: confirmation });
      toast(
        confirmation.status === 'requested'
          ? requestSent(ride.driverName)
          : bookingConfirmed(ride.driverName, bookingTotal(ride.pricePerSeat, seats)),
      );
      afterBooking(queryClient);
    },
    onError: (error, { ride }) => {
      const failure = bookingFailure(error, ride.availableSeats);
      showProblem(failure.message);
      dispatch({
        type: 'booking-refused',
        rideId: ride.id,
        backToResults: failure.backToResults,
        availableSeats: failure.availableSeats,
      });
      if (failure.signOut) auth.clearSession();
    },
  });

  // Back from buying tokens: the ride as it is now, then the booking step, ready to confirm.
  const resumeId = auth.status === 'signed-in' ? (resume?.rideId ?? null) : null;
  const resumed = useQuery({
    ...rideQuery(resumeId ?? ''),
    enabled: resumeId !== null,
    staleTime: 0,
  });
  const resumeDone = useRef(false);
  useEffect(() => {
    if (resumeDone.current || !resume) return;
    if (resumed.data) {
      resumeDone.current = true;
      if (resumed.data.availableSeats > 0) {
        dispatch({
          type: 'ride-restored',
          ride: resumed.data,
          seats: resume.seats,
          payNow: resume.payNow ?? true,
        });
      } else showProblem(BOOKING_MESSAGES.unavailable);
      onResumed?.();
    } else if (resumed.isError) {
      resumeDone.current = true;
      showProblem(BOOKING_MESSAGES.unavailable);
      onResumed?.();
    }
  }, [resume, resumed.data, resumed.isError, onResumed]);

  /** Find Available Rides: checks the form, asks a visitor to sign in, then searches. */
  function submitSearch() {
    const values = formRef.current;
    const problem = searchProblem(values, new Date());
    if (problem) {
      showProblem(problem);
      return;
    }
    if (auth.status === 'signed-in') search.mutate(values);
    else auth.openSignIn(() => search.mutate(values));
  }

  /** Confirm Booking (and Confirm & Pay on the payment panel). */
  function confirmBooking() {
    const action = confirmAction(state);
    const ride = selectedRide(state);
    if (action === 'none' || !ride) return;
    // An emptied pickup field means the ride's own pickup.
    const place = state.customPickup?.text.trim() ? state.customPickup : null;
    const problem = place ? customPickupProblem(ride, place) : null;
    if (problem) {
      showProblem(
        problem.kind === 'unpicked' ? said(PICKUP_UNPICKED) : pickupTooFar(problem.distanceKm),
      );
      return;
    }
    if (action === 'show-payment-panel') {
      dispatch({ type: 'payment-panel-shown' });
      return;
    }
    const args: BookingArgs = {
      ride,
      seats: state.seats,
      searchedFor: state.searchedFor,
      customPickup: place?.point ? { ...place.point, address: place.text.trim() } : null,
    };
    if (auth.status === 'signed-in') booking.mutate(args);
    else auth.openSignIn(() => booking.mutate(args));
  }

  return {
    state: state as State,
    form,
    setForm,
    provider,
    searching: search.isPending,
    booking: booking.isPending,
    visitor: auth.status !== 'signed-in',
    fallbackBalance: auth.user?.accountBalance ?? null,
    submitSearch,
    confirmBooking,
    selectRide: (rideId: string) => dispatch({ type: 'ride-selected', rideId }),
    setSeats: (seats: number) => dispatch({ type: 'seats-changed', seats }),
    setCustomPickup: (place: PlaceValue | null) =>
      dispatch({ type: 'custom-pickup-changed', place }),
    backToResults: () => dispatch({ type: 'back-to-results' }),
    cancelPayment: () => dispatch({ type: 'payment-panel-hidden' }),
    /** New Search and Book Another Ride: the search step, 1 seat, no ride; the form stays. */
    reset: () => dispatch({ type: 'reset' }),
    /** A popular route: both places filled (with coordinates), back on the search step. */
    chooseRoute: (route: RouteChoice) => {
      setForm((current) => withRoute(current, route));
      dispatch({ type: 'reset' });
    },
  };
}

export type RideSearch = ReturnType<typeof useRideSearch>;
