import { and, eq, inArray, sql } from 'drizzle-orm';
import { distanceToSegmentKm, type LatLng } from '../../../shared/geo.ts';
import {
  REQUESTS_CLOSE_MINUTES_BEFORE_DEPARTURE,
  requestAnswerable,
} from '../../../shared/rules/booking-requests.ts';
import { CUSTOM_PICKUP_MAX_KM } from '../../../shared/rules/rides.ts';
import { now, sqlNow } from '../../clock.ts';
import { type Database, isUniqueViolation, preparedOnce } from '../../db/client.ts';
import { bookings, rides } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { countBookings } from '../../plugins/metrics.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { type NotificationInput, type Notifier, notify } from '../notifications/notify.ts';
import type { PayoutDeps } from '../payouts/payouts.ts';
import { bookedNotices, requestMadeNotices } from './booking-notices.ts';
import { payForSeats } from './pay-for-seats.ts';
import { rebookableBooking } from './rebookable-booking.ts';
import { type Ride, selectBookings, toPassengerBooking } from './ride-views.ts';

export interface BookingInput {
  rideId: string;
  numberOfSeats: number;
  notes?: string | undefined;
  /** A pickup point of the passenger's own along the ride's way (issue 17). */
  customPickup?: (LatLng & { address: string }) | undefined;
  /** The booking its driver cancelled that this one rebooks (rebooking.ts), once. */
  rebookOf?: string | undefined;
}

export interface BookingDeps {
  db: Database;
  log: { warn(obj: object, msg: string): void };
  /** Delivers the notifications a change wrote, after its commit. */
  notifier: Notifier;
  /** Where people reach Pamoja, for the alerts' stop line. */
  publicUrl: string;
  /** Pays on money that a cancellation returns to a closed account (docs/product-rules.md, Money). */
  payouts: PayoutDeps;
}

/**
 * The ride to book and whether the passenger already holds a live booking on it, in one query
 * outside any transaction: a refusal (a full ride, most often, once a popular one has filled)
 * then costs one statement and takes no lock. The transaction's conditional update re-checks
 * the seats; the partial unique index, a second booking.
 */
const rideToBook = preparedOnce((db) =>
  db
    .select({ ride: rides, liveBookingId: bookings.id })
    .from(rides)
    // At most one live booking per passenger and ride (a partial unique index): one row.
    .leftJoin(
      bookings,
      and(
        eq(bookings.rideId, rides.id),
        eq(bookings.passengerId, sql.placeholder('passengerId')),
        inArray(bookings.status, ['pending', 'requested', 'booked']),
      ),
    )
    .where(eq(rides.id, sql.placeholder('rideId')))
    .limit(1)
    .prepare('ride_to_book'),
);

/**
 * Books seats in one transaction: the seats move with a conditional update (never more sold
 * than offered, whatever the concurrency), the booking is written and the tokens are debited;
 * any refusal undoes all three. A booking the ride as read refuses (gone, the passenger's own,
 * departed, already booked, a pickup too far, too few seats) is refused before the transaction.
 * Passenger and driver are notified after the commit. On a ride whose driver confirms each
 * passenger the booking is a request (`requested`), paid and with its seats held until the
 * driver answers or it expires. Answers the booking as the passenger sees it, with their balance
 * after paying.
 */
export async function bookSeats(deps: BookingDeps, passenger: SessionUser, input: BookingInput) {
  const seats = input.numberOfSeats;
  const [found] = await rideToBook(deps.db).execute({
    rideId: input.rideId,
    passengerId: passenger.id,
  });
  try {
    checkBookable(found, passenger, input);
  } catch (error) {
    countBookings('refused');
    throw error;
  }
  const { ride } = found;
  const { booking, notificationIds, balance } = await deps.db
    .transaction(async (tx) => {
      if (input.rebookOf) await rebookableBooking(tx, passenger.id, input.rebookOf, { lock: true });
      const { taken, booking, balance } = await payForSeats(tx, {
        ride,
        passengerId: passenger.id,
        seats,
        notes: input.notes,
        customPickup: input.customPickup,
        shortOfTokens: new AppError('insufficient_tokens', {
          total: ride.pricePerSeat * seats,
        }),
        // docs/product-rules.md "Drivers who confirm each passenger": paid now, seats held.
        asRequest: ride.approvalRequired,
      });

      const pickupAddress = input.customPickup?.address ?? taken.pickupAddress;
      const notices: NotificationInput[] = ride.approvalRequired
        ? requestMadeNotices(taken, booking, {
            passengerName: passenger.fullName,
            pickup: pickupAddress,
            publicUrl: deps.publicUrl,
          })
        : bookedNotices(taken, booking, {
            passengerName: passenger.fullName,
            customPickup: Boolean(input.customPickup),
            pickup: pickupAddress,
          });
      const notificationIds = await notify(tx, notices);
      if (input.rebookOf) {
        await tx
          .update(bookings)
          .set({ rebookedAsId: booking.id, updatedAt: sqlNow() })
          .where(eq(bookings.id, input.rebookOf));
      }
      return { booking, notificationIds, balance };
    })
    .catch((error: unknown) => {
      if (error instanceof AppError || isUniqueViolation(error)) countBookings('refused');
      // Two requests of the same passenger racing: the partial unique index let one through.
      if (isUniqueViolation(error)) throw new AppError('already_booked');
      throw error;
    });
  countBookings('made');
  await deps.notifier.deliver(notificationIds);
  const [row] = await bookingMade(deps.db).execute({ bookingId: booking.id });
  if (!row) throw new Error('booking vanished');
  return { ...toPassengerBooking(row), accountBalance: balance };
}

/**
 * The booking just made, as the passenger sees it. Prepared once: built for every booking, this
 * wide read (ride, driver, vehicle, both ratings) cost more to write out than any other
 * statement under the mixed load (about 400 µs each).
 */
const bookingMade = preparedOnce((db) =>
  selectBookings(db)
    .where(eq(bookings.id, sql.placeholder('bookingId')))
    .prepare('booking_made'),
);

/** A row of rideToBook: the ride, and the passenger's live booking on it or null. */
type RideToBook = { ride: Ride; liveBookingId: string | null };

/**
 * Refuses a booking the ride as read does not allow, in the order a passenger needs to hear it:
 * no such ride, their own, gone or departed, already booked, too late for its driver to answer,
 * a pickup too far, too few seats.
 */
function checkBookable(
  found: RideToBook | undefined,
  passenger: SessionUser,
  input: BookingInput,
): asserts found is RideToBook {
  if (!found) throw new AppError('ride_not_found');
  const { ride } = found;
  if (ride.driverId === passenger.id) throw new AppError('own_ride');
  if (ride.status !== 'active' || ride.departureTime.getTime() <= now().getTime()) {
    throw new AppError('ride_unavailable');
  }
  if (found.liveBookingId) throw new AppError('already_booked');
  // A driver who confirms each passenger must have time to answer before departure.
  if (ride.approvalRequired && !requestAnswerable(ride.departureTime, now())) {
    throw new AppError('approval_too_late', { minutes: REQUESTS_CLOSE_MINUTES_BEFORE_DEPARTURE });
  }
  if (input.customPickup) checkCustomPickup(input.customPickup, ride);
  if (ride.availableSeats < input.numberOfSeats) {
    throw new AppError('insufficient_seats', { availableSeats: ride.availableSeats });
  }
}

/**
 * docs/product-rules.md "Rides, search and booking": a custom pickup lies at most CUSTOM_PICKUP_MAX_KM from the ride's pickup or from the straight
 * line between its pickup and destination (the segment includes the pickup); else refused with
 * the distance in km to one decimal, rounded up (after the metre) so it never looks inside the limit.
 */
function checkCustomPickup(point: LatLng, ride: Ride): void {
  const km = distanceToSegmentKm(
    point,
    { latitude: ride.pickupLatitude, longitude: ride.pickupLongitude },
    { latitude: ride.destinationLatitude, longitude: ride.destinationLongitude },
  );
  const metres = Math.round(km * 1000);
  if (metres > CUSTOM_PICKUP_MAX_KM * 1000) {
    throw new AppError('pickup_too_far', {
      distanceKm: Math.ceil(metres / 100) / 10,
      maxDistanceKm: CUSTOM_PICKUP_MAX_KM,
    });
  }
}
