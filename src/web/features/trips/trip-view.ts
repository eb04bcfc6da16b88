import { REBOOK_WINDOW_MINUTES } from '../../../shared/rules/cancellations';
import { type TripStatus, tripStatus } from '../../components/ui/status-badge';
import type { DriverTripRecord, PassengerBookingRecord, PastTripRecord } from './trips-api';

export type TripRole = 'passenger' | 'driver';

/**
 * The unified trip view of specification document 2 §3: a passenger booking and a driver's own
 * ride, read the same way by the trip card. Our API gives a booking its ride's destination,
 * departure, driver and vehicle, so nothing is left unknown.
 */
export interface TripView {
  id: string;
  type: TripRole;
  rideId: string;
  status: TripStatus;
  bookingDate: string | null;
  pickupAddress: string;
  /** Passenger trips only: the pickup is a stage of the passenger's own choosing (issue 17). */
  ownPickup: boolean;
  destinationAddress: string;
  departureTime: string;
  pricePerSeat: number;
  /** Passenger trips only: the seats of the booking. */
  numberOfSeats: number | null;
  /** Passenger trips only: what the booking cost. */
  totalAmount: number | null;
  /** Passenger trips only: what a cancellation gives back (nothing for an unpaid or free booking). */
  refundable: number;
  /** Driver trips only: seats sold on the ride. */
  bookedSeats: number;
  /** The driver, on a passenger trip; a driver trip's passengers come from its bookings. */
  counterpartName: string | null;
  counterpartPhone: string | null;
  counterpartRating: number | null;
  vehicleDetails: {
    make: string;
    model: string;
    color: string;
    licensePlate: string;
    photoUrl: string | null;
  };
  notes: string | null;
  /** Passenger trips only: the 4-digit code the passenger tells the driver on boarding. */
  boardingCode: string | null;
  /** Passenger trips only: on board yet? (trip day) */
  boardingStatus: 'waiting' | 'boarded' | 'no_show' | null;
  /** Passenger trips only: the passenger's rating of the driver; null until rated. */
  myRating: number | null;
  /** How many ratings the driver's average is of (passenger trips). */
  counterpartRatingCount: number;
  /** The ride's series (a regular ride), else null. */
  seriesId: string | null;
  /** Passenger trips only: the regular booking this departure belongs to, else null. */
  seriesBookingId: string | null;
  /** Passenger trips only: until when cancelling refunds in full (ISO), else null. */
  freeCancellationUntil: string | null;
  /** Passenger trips only: who cancelled the booking ('driver', 'passenger', …), else null. */
  cancelledBy: string | null;
  /** Passenger trips only: what a late cancellation kept for the driver. */
  keptAmount: number;
  /** Passenger trips only: the booking a cancelled one was rebooked as, else null. */
  rebookedAsId: string | null;
  /** Passenger trips only: until when the driver may answer a request (ISO), else null. */
  requestExpiresAt: string | null;
  /** Passenger trips only: the reason the driver gave for declining the request, else null. */
  declineReason: string | null;
}

export function isPassengerBooking(trip: PastTripRecord): trip is PassengerBookingRecord {
  return 'passengerId' in trip;
}

export function fromPassengerBooking(booking: PassengerBookingRecord): TripView {
  return {
    id: booking.id,
    type: 'passenger',
    rideId: booking.scheduledCommuteId,
    status: passengerTripStatus(booking),
    bookingDate: booking.bookingDate,
    pickupAddress: booking.pickupLocation.address,
    ownPickup: booking.customPickupAddress !== null,
    destinationAddress: booking.destination.address,
    departureTime: booking.departureTime,
    pricePerSeat: booking.pricePerSeat,
    numberOfSeats: booking.numberOfSeats,
    totalAmount: booking.totalAmount,
    refundable: booking.paymentStatus === 'paid' ? booking.totalAmount : 0,
    bookedSeats: booking.numberOfSeats,
    counterpartName: booking.driverName,
    counterpartPhone: booking.driverPhone,
    counterpartRating: booking.driverRating,
    vehicleDetails: booking.vehicleDetails,
    notes: booking.notes,
    boardingCode: booking.boardingCode ?? null,
    boardingStatus: booking.boardingStatus ?? null,
    myRating: booking.myRating ?? null,
    counterpartRatingCount: booking.driverRatingCount ?? 0,
    seriesId: booking.seriesId ?? null,
    seriesBookingId: booking.seriesBookingId ?? null,
    freeCancellationUntil: booking.freeCancellationUntil ?? null,
    cancelledBy: booking.cancelledBy ?? null,
    keptAmount: booking.keptAmount ?? 0,
    rebookedAsId: booking.rebookedAsId ?? null,
    requestExpiresAt: booking.status === 'requested' ? (booking.requestExpiresAt ?? null) : null,
    declineReason: booking.declineReason ?? null,
  };
}

/**
 * A booking's status as the passenger sees it: a pending booking is a booked seat, and a booked
 * seat on a ride the driver has started is a trip in progress; a request waits for its driver.
 */
function passengerTripStatus(booking: PassengerBookingRecord): TripStatus {
  if (booking.status === 'requested') return 'requested';
  if (booking.status === 'pending' || booking.status === 'booked') {
    return booking.rideStatus === 'in_progress' ? 'in_progress' : 'booked';
  }
  return tripStatus(booking.status);
}

export function fromDriverTrip(trip: DriverTripRecord): TripView {
  return {
    id: trip.id,
    type: 'driver',
    rideId: trip.id,
    status: tripStatus(trip.status),
    bookingDate: null,
    pickupAddress: trip.pickupLocation.address,
    ownPickup: false,
    destinationAddress: trip.destination.address,
    departureTime: trip.departureTime,
    pricePerSeat: trip.pricePerSeat,
    numberOfSeats: null,
    totalAmount: null,
    refundable: 0,
    bookedSeats: trip.bookedSeats,
    counterpartName: null,
    counterpartPhone: null,
    counterpartRating: null,
    vehicleDetails: trip.vehicleDetails,
    notes: trip.notes,
    boardingCode: null,
    boardingStatus: null,
    myRating: null,
    counterpartRatingCount: 0,
    seriesId: trip.seriesId ?? null,
    seriesBookingId: null,
    freeCancellationUntil: null,
    cancelledBy: null,
    keptAmount: 0,
    rebookedAsId: null,
    requestExpiresAt: null,
    declineReason: null,
  };
}

const departure = (trip: TripView) => Date.parse(trip.departureTime) || 0;

/** The Upcoming tab: the person's bookings and their own rides together, soonest first. */
export function upcomingTrips(
  bookings: PassengerBookingRecord[],
  rides: DriverTripRecord[],
): TripView[] {
  return [...bookings.map(fromPassengerBooking), ...rides.map(fromDriverTrip)].sort(
    (a, b) => departure(a) - departure(b),
  );
}

/**
 * Bookings the driver cancelled that may still be rebooked (docs/product-rules.md "Cost sharing
 * and reliability"): not rebooked yet, and the alternatives' 90 minutes not over. My Trips shows
 * them first among the upcoming trips, with the rides to rebook.
 */
export function rebookable(cancelled: TripView[], now: Date): TripView[] {
  return cancelled.filter(
    (trip) =>
      trip.type === 'passenger' &&
      trip.status === 'cancelled' &&
      (trip.cancelledBy === 'driver' || trip.cancelledBy === 'account_deleted') &&
      trip.rebookedAsId === null &&
      departure(trip) + REBOOK_WINDOW_MINUTES * 60_000 > now.getTime(),
  );
}

/** The Completed and Cancelled tabs: the past trips with that status (any case), newest first. */
export function pastTripsWithStatus(
  trips: PastTripRecord[],
  status: 'completed' | 'cancelled',
): TripView[] {
  return trips
    .filter((trip) => trip.status.toLowerCase() === status)
    .map((trip) => (isPassengerBooking(trip) ? fromPassengerBooking(trip) : fromDriverTrip(trip)))
    .sort((a, b) => departure(b) - departure(a));
}
