import { and, asc, eq, ne } from 'drizzle-orm';
import {
  automaticCompletionTime,
  BOARDING_CODE_TRIES,
  noShowOpensAt,
  SOS_WINDOW_MINUTES,
  startOpensAt,
} from '../../../shared/rules/trips.ts';
import type { TripView } from '../../../shared/schemas/trips.ts';
import type { Database } from '../../db/client.ts';
import { bookings, emergencyContacts, users, vehicles } from '../../db/schema.ts';
import { photoUrl } from '../../photo-links.ts';
import {
  bookingPickupOf,
  destinationOf,
  driverFirstName,
  driverPublicName,
  pickupOf,
  reportNoShowUntil,
  selectBookings,
  vehicleOf,
} from '../rides/ride-views.ts';
import { lastPosition } from './last-position.ts';
import { findTripAccess } from './trip-access.ts';

const MINUTE = 60_000;

/**
 * The trip screen's one call, for the ride's driver or a passenger with a booking on it (anyone
 * else: 404). The passenger sees their own booking with its boarding code and the driver's phone;
 * the driver sees the passengers, never their codes. The driver's position only while the trip
 * is in progress.
 */
export async function tripView(db: Database, rideId: string, userId: string): Promise<TripView> {
  // A passenger with a request sees the trip screen too: waiting for the driver, until when.
  const { role, ride, booking } = await findTripAccess(db, rideId, userId, { requests: true });
  const [about] = await db
    .select({
      name: driverPublicName(users),
      rating: users.rating,
      ratingCount: users.totalRatings,
      picture: users.profilePictureUrl,
      phone: users.phoneNumber,
      vehicle: vehicles,
    })
    .from(users)
    .innerJoin(vehicles, eq(vehicles.id, ride.vehicleId))
    .where(eq(users.id, ride.driverId));
  if (!about) throw new Error(`ride ${ride.id} without its driver or vehicle`);
  // The passengers' bookings (not cancelled) with each side's rating of them.
  const rows = await selectBookings(db)
    .where(and(eq(bookings.rideId, ride.id), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.bookingDate), asc(bookings.id));
  const own = booking ? rows.find((row) => row.booking.id === booking.id) : undefined;
  const [contact] = await db
    .select({ id: emergencyContacts.id })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .limit(1);
  const completesAt = automaticCompletionTime(ride.departureTime, ride.estimatedDuration);
  const ends = ride.completedAt ?? ride.cancelledAt ?? completesAt;
  const liveBooking = own && ['pending', 'booked'].includes(own.booking.status);
  return {
    rideId: ride.id,
    role,
    status: ride.status,
    departureTime: ride.departureTime,
    estimatedDuration: ride.estimatedDuration,
    startedAt: ride.startedAt,
    completedAt: ride.completedAt,
    startOpensAt: startOpensAt(ride.departureTime),
    completesAt,
    noShowOpensAt: noShowOpensAt(ride.departureTime),
    sosOpensAt: new Date(
      ride.departureTime.getTime() - SOS_WINDOW_MINUTES.beforeDeparture * MINUTE,
    ),
    sosClosesAt: new Date(ends.getTime() + SOS_WINDOW_MINUTES.afterCompletion * MINUTE),
    pickupLocation: pickupOf(ride),
    destination: destinationOf(ride),
    driver: {
      firstName: driverFirstName(about.name),
      rating: about.rating,
      ratingCount: about.ratingCount,
      profilePictureUrl: photoUrl(about.picture),
      // For the passenger of a live booking only, as in their bookings.
      phoneNumber: liveBooking ? about.phone : null,
    },
    vehicle: vehicleOf(about.vehicle),
    booking: own
      ? {
          id: own.booking.id,
          status: own.booking.status,
          paymentStatus: own.booking.paymentStatus,
          numberOfSeats: own.booking.numberOfSeats,
          totalAmount: own.booking.totalAmount,
          pickupLocation: bookingPickupOf(own.booking, ride).pickupLocation,
          boardingCode: own.booking.boardingCode,
          boardingStatus: own.booking.boardingStatus,
          myRating: own.passengerRating,
          reportNoShowUntil: reportNoShowUntil(own.booking, ride, own.disputed),
          reportOpensDispute: own.booking.boardingFailedAttempts > 0,
          requestExpiresAt:
            own.booking.status === 'requested' ? own.booking.requestExpiresAt : null,
        }
      : null,
    // A request is not on the trip until the driver accepts it (the driver answers it from the
    // ride's bookings, docs/product-rules.md "Drivers who confirm each passenger").
    passengers:
      role === 'driver'
        ? rows
            .filter((row) => row.booking.status !== 'requested')
            .map((row) => ({
              bookingId: row.booking.id,
              name: row.passenger.fullName ?? 'Pamoja member',
              phoneNumber: row.passenger.phoneNumber,
              rating: row.passenger.rating,
              numberOfSeats: row.booking.numberOfSeats,
              pickupLocation: bookingPickupOf(row.booking, ride).pickupLocation,
              boardingStatus: row.booking.boardingStatus,
              boardingTriesLeft: BOARDING_CODE_TRIES - row.booking.boardingFailedAttempts,
              myRating: row.driverRating,
            }))
        : [],
    position: ride.status === 'in_progress' ? await lastPosition(db, ride.id) : null,
    hasEmergencyContacts: Boolean(contact),
  };
}
