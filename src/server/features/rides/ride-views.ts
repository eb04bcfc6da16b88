import { type AnyColumn, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { freeCancellationUntil } from '../../../shared/rules/cancellations.ts';
import { NO_SHOW_REPORT_HOURS } from '../../../shared/rules/trips.ts';
import type {
  DriverBooking,
  DriverTrip,
  PassengerBooking,
  ScheduledTrip,
} from '../../../shared/schemas/rides.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, disputes, ratings, rides, users, vehicles } from '../../db/schema.ts';
import { photoUrl } from '../../photo-links.ts';
import type { Reliability } from './driver-reliability.ts';

export type Ride = typeof rides.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
type Vehicle = typeof vehicles.$inferSelect;
type Person = Pick<
  typeof users.$inferSelect,
  'fullName' | 'phoneNumber' | 'rating' | 'totalRatings' | 'profilePictureUrl'
>;

const driver = alias(users, 'driver');
const passenger = alias(users, 'passenger');
const person = (table: typeof driver | typeof passenger) => ({
  fullName: table.fullName,
  phoneNumber: table.phoneNumber,
  rating: table.rating,
  totalRatings: table.totalRatings,
  profilePictureUrl: table.profilePictureUrl,
});

/**
 * The driver's name as passengers see it: the one an agent approved with their National ID, so a
 * changed name shows only once an agent has checked it (product rules, "People and sign-in").
 * Every passenger-facing view of a driver takes the name from here.
 */
export const driverPublicName = (table: { verifiedFullName: AnyColumn; fullName: AnyColumn }) =>
  sql<string | null>`coalesce(${table.verifiedFullName}, ${table.fullName})`;
const driverPerson = () => ({ ...person(driver), fullName: driverPublicName(driver) });

/** Rides with their driver and vehicle: add a where, an order and a limit. */
export function selectRides(db: Database) {
  return db
    .select({ ride: rides, driver: driverPerson(), vehicle: vehicles })
    .from(rides)
    .innerJoin(driver, eq(driver.id, rides.driverId))
    .innerJoin(vehicles, eq(vehicles.id, rides.vehicleId));
}

/** One side's rating of a booking (its passenger's of the driver, or the driver's), or null. */
const ratingBy = (raterId: typeof bookings.passengerId | typeof rides.driverId) =>
  sql<number | null>`(select ${ratings.score} from ${ratings}
    where ${ratings.bookingId} = ${bookings.id} and ${ratings.raterId} = ${raterId})`;

/**
 * Bookings with their ride, the ride's driver and vehicle, the passenger, and trip day's extras:
 * each side's rating of the booking and whether its passenger's report opened a dispute.
 */
export function selectBookings(db: Database) {
  return db
    .select({
      booking: bookings,
      ride: rides,
      driver: driverPerson(),
      vehicle: vehicles,
      passenger: person(passenger),
      passengerRating: ratingBy(bookings.passengerId),
      driverRating: ratingBy(rides.driverId),
      disputed: sql<boolean>`exists (select 1 from ${disputes} where ${disputes.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .innerJoin(driver, eq(driver.id, rides.driverId))
    .innerJoin(vehicles, eq(vehicles.id, rides.vehicleId))
    .innerJoin(passenger, eq(passenger.id, bookings.passengerId));
}

export const pickupOf = (
  ride: Pick<Ride, 'pickupAddress' | 'pickupLatitude' | 'pickupLongitude'>,
) => ({
  address: ride.pickupAddress,
  latitude: ride.pickupLatitude,
  longitude: ride.pickupLongitude,
});
export const destinationOf = (
  ride: Pick<Ride, 'destinationAddress' | 'destinationLatitude' | 'destinationLongitude'>,
) => ({
  address: ride.destinationAddress,
  latitude: ride.destinationLatitude,
  longitude: ride.destinationLongitude,
});
/** Where a booking's passenger is picked up, and their custom pickup point (or nulls). */
export function bookingPickupOf(
  booking: Pick<Booking, 'customPickupLatitude' | 'customPickupLongitude' | 'customPickupAddress'>,
  ride: Pick<Ride, 'pickupAddress' | 'pickupLatitude' | 'pickupLongitude'>,
) {
  const { customPickupLatitude, customPickupLongitude, customPickupAddress } = booking;
  const custom =
    customPickupAddress !== null && customPickupLatitude !== null && customPickupLongitude !== null
      ? {
          address: customPickupAddress,
          latitude: customPickupLatitude,
          longitude: customPickupLongitude,
        }
      : null;
  return {
    pickupLocation: custom ?? pickupOf(ride),
    customPickupLatitude: custom?.latitude ?? null,
    customPickupLongitude: custom?.longitude ?? null,
    customPickupAddress: custom?.address ?? null,
  };
}
type VehicleSeen = Pick<Vehicle, 'make' | 'model' | 'color' | 'licensePlate' | 'photoUrl'>;
export const vehicleOf = (vehicle: VehicleSeen) => ({
  make: vehicle.make,
  model: vehicle.model,
  color: vehicle.color,
  licensePlate: vehicle.licensePlate,
  photoUrl: photoUrl(vehicle.photoUrl),
});
const nameOf = (p: Pick<Person, 'fullName'>) => p.fullName ?? 'Pamoja member';
const firstNameOf = (p: Pick<Person, 'fullName'>) =>
  p.fullName?.trim().split(/\s+/)[0] || 'Pamoja member';
/** The first word of a driver's public name, as the trip screen and a share link show it. */
export const driverFirstName = (name: string | null) =>
  name?.trim().split(/\s+/)[0] || 'Your driver';

/**
 * Until when a passenger may say the driver never came (POST /api/trips/:rideId/report-no-show):
 * within 24 hours of the ride's completion, for a booking that completed with it and whose
 * report has not already opened a dispute; else null.
 */
export function reportNoShowUntil(
  booking: Pick<Booking, 'status'>,
  ride: Pick<Ride, 'status' | 'completedAt'>,
  disputed: boolean,
): Date | null {
  if (booking.status !== 'completed' || ride.status !== 'completed' || !ride.completedAt) {
    return null;
  }
  if (disputed) return null;
  const until = new Date(ride.completedAt.getTime() + NO_SHOW_REPORT_HOURS * 3_600_000);
  return until.getTime() > now().getTime() ? until : null;
}

type TripRide = Pick<
  Ride,
  | 'id'
  | 'pickupAddress'
  | 'pickupLatitude'
  | 'pickupLongitude'
  | 'destinationAddress'
  | 'destinationLatitude'
  | 'destinationLongitude'
  | 'departureTime'
  | 'estimatedDuration'
  | 'totalDistance'
  | 'pricePerSeat'
  | 'availableSeats'
  | 'bookedSeats'
  | 'notes'
  | 'seriesId'
  | 'driverId'
  | 'approvalRequired'
>;

export function toScheduledTrip(
  row: {
    ride: TripRide;
    driver: Pick<Person, 'fullName' | 'rating' | 'totalRatings' | 'profilePictureUrl'>;
    vehicle: VehicleSeen;
  },
  /** The driver's figures over the last 90 days (driver-reliability.ts). */
  reliability: Reliability,
): ScheduledTrip {
  const { ride } = row;
  return {
    id: ride.id,
    driverName: nameOf(row.driver),
    driverRating: row.driver.rating,
    driverRatingCount: row.driver.totalRatings,
    driverProfilePictureUrl: photoUrl(row.driver.profilePictureUrl),
    vehicleDetails: vehicleOf(row.vehicle),
    pickupLocation: pickupOf(ride),
    destination: destinationOf(ride),
    departureTime: ride.departureTime,
    estimatedDuration: ride.estimatedDuration,
    totalDistance: ride.totalDistance,
    pricePerSeat: ride.pricePerSeat,
    availableSeats: ride.availableSeats,
    bookedSeats: ride.bookedSeats,
    notes: ride.notes,
    seriesId: ride.seriesId,
    ...reliability,
    approvalRequired: ride.approvalRequired,
  };
}

export function toPassengerBooking(row: {
  booking: Booking;
  ride: Ride;
  driver: Person;
  vehicle: Vehicle;
  passengerRating: number | null;
  disputed: boolean;
}): PassengerBooking {
  const { booking, ride } = row;
  // The driver's phone is for the passenger of a live booking only.
  const live = booking.status === 'booked' || booking.status === 'pending';
  return {
    id: booking.id,
    scheduledCommuteId: booking.rideId,
    passengerId: booking.passengerId,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    bookingDate: booking.bookingDate,
    numberOfSeats: booking.numberOfSeats,
    totalAmount: booking.totalAmount,
    notes: booking.notes,
    ...bookingPickupOf(booking, ride),
    destination: destinationOf(ride),
    departureTime: ride.departureTime,
    estimatedDuration: ride.estimatedDuration,
    pricePerSeat: ride.pricePerSeat,
    driverName: nameOf(row.driver),
    driverPhone: live ? row.driver.phoneNumber : null,
    driverRating: row.driver.rating,
    driverRatingCount: row.driver.totalRatings,
    driverProfilePictureUrl: photoUrl(row.driver.profilePictureUrl),
    vehicleDetails: vehicleOf(row.vehicle),
    rideStatus: ride.status,
    // The passenger's own code, to tell the driver at pickup; never in a driver's answer.
    boardingCode: booking.boardingCode,
    boardingStatus: booking.boardingStatus,
    myRating: row.passengerRating,
    reportNoShowUntil: reportNoShowUntil(booking, ride, row.disputed),
    seriesId: ride.seriesId,
    seriesBookingId: booking.seriesBookingId,
    // A request is cancelled with everything back until departure: nothing was confirmed.
    freeCancellationUntil:
      booking.status === 'requested'
        ? ride.departureTime
        : freeCancellationUntil(booking.bookingDate, ride.departureTime),
    cancelledBy: booking.cancelledBy,
    keptAmount: booking.keptAmount,
    rebookedAsId: booking.rebookedAsId,
    requestExpiresAt: booking.requestExpiresAt,
    declineReason: booking.declineReason,
  };
}

export function toDriverTrip(row: { ride: Ride; vehicle: Vehicle }): DriverTrip {
  const { ride } = row;
  return {
    id: ride.id,
    status: ride.status === 'active' ? 'scheduled' : ride.status,
    departureTime: ride.departureTime,
    startedAt: ride.startedAt,
    pickupLocation: pickupOf(ride),
    destination: destinationOf(ride),
    pricePerSeat: ride.pricePerSeat,
    availableSeats: ride.availableSeats,
    bookedSeats: ride.bookedSeats,
    estimatedDuration: ride.estimatedDuration,
    totalDistance: ride.totalDistance,
    notes: ride.notes,
    isRecurring: ride.isRecurring,
    seriesId: ride.seriesId,
    vehicleDetails: vehicleOf(row.vehicle),
    approvalRequired: ride.approvalRequired,
  };
}

/**
 * A booking as its ride's driver sees it, with the trips its passenger completed on Pamoja. A
 * request shows only what the driver decides on (docs/product-rules.md "Drivers who confirm each
 * passenger"): the first name, photo, rating and trips; the full name and phone once approved.
 */
export function toDriverBooking(
  row: {
    booking: Booking;
    ride: Ride;
    passenger: Person;
    driverRating: number | null;
  },
  passengerTrips = 0,
): DriverBooking {
  const { booking, ride } = row;
  const request = booking.status === 'requested';
  return {
    id: booking.id,
    scheduledCommuteId: booking.rideId,
    passengerId: booking.passengerId,
    passengerName: request ? firstNameOf(row.passenger) : nameOf(row.passenger),
    passengerPhone: request ? null : row.passenger.phoneNumber,
    passengerTrips,
    passengerRating: row.passenger.rating,
    passengerProfilePictureUrl: photoUrl(row.passenger.profilePictureUrl),
    numberOfSeats: booking.numberOfSeats,
    totalAmount: booking.totalAmount,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    bookingDate: booking.bookingDate,
    ...bookingPickupOf(booking, ride),
    boardingStatus: booking.boardingStatus,
    myRating: row.driverRating,
    requestExpiresAt: request ? booking.requestExpiresAt : null,
  };
}
