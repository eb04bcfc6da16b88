import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import {
  automaticCompletionTime,
  START_BEFORE_MINUTES,
  startOpensAt,
} from '../../../shared/rules/trips.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, rides, users, vehicles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { noticeText, personIn, placeIn } from '../notifications/notice-text.ts';
import { type NotificationInput, notify } from '../notifications/notify.ts';
import { placeLabel } from '../notifications/sms-label.ts';
import { automaticCompletionSql } from '../rides/complete-rides.ts';
import { driverPublicName, type Ride } from '../rides/ride-views.ts';
import { findDriverRide } from './driver-ride.ts';
import { publishAfterCommit, type TripDeps } from './trip-deps.ts';

/**
 * The driver starts the trip, from 30 minutes before departure until the ride's automatic
 * completion. One conditional update makes the ride `in_progress`, so of two starts at once only
 * one wins; the other is told why not. Every passenger with a live booking is notified in the same
 * transaction that the driver is on the way, with the trip screen's link, and the live streams
 * hear of it.
 */
export async function startTrip(deps: TripDeps, driverId: string, rideId: string) {
  const at = now();
  const atSql = sql`${at.toISOString()}::timestamptz`;
  const { started, notificationIds } = await deps.db.transaction(async (tx) => {
    const [started] = await tx
      .update(rides)
      .set({ status: 'in_progress', startedAt: at, updatedAt: at })
      .where(
        and(
          eq(rides.id, rideId),
          eq(rides.driverId, driverId),
          eq(rides.status, 'active'),
          // The window of decisions.md, as startOpensAt and automaticCompletionTime say it.
          gte(atSql, sql`${rides.departureTime} - make_interval(mins => ${START_BEFORE_MINUTES})`),
          lt(atSql, automaticCompletionSql),
        ),
      )
      .returning();
    if (!started) return { started: undefined, notificationIds: [] };
    return { started, notificationIds: await notify(tx, await onTheWay(tx, deps, started)) };
  });
  if (!started) throw refusal(await findDriverRide(deps.db, rideId, driverId), at);
  await deps.notifier.deliver(notificationIds);
  await publishAfterCommit(deps, { rideId, type: 'status', status: 'in_progress' });
  return { status: 'in_progress' as const, startedAt: started.startedAt };
}

/** Why a ride of the driver's could not start. */
function refusal(ride: Ride, at: Date): AppError {
  if (ride.status === 'cancelled') return new AppError('trip_cancelled');
  if (ride.status === 'in_progress') return new AppError('trip_already_started');
  if (ride.status === 'completed') return new AppError('trip_already_ended');
  const opensAt = startOpensAt(ride.departureTime);
  if (at.getTime() < opensAt.getTime()) return new AppError('trip_start_too_early', { opensAt });
  if (at >= automaticCompletionTime(ride.departureTime, ride.estimatedDuration)) {
    return new AppError('trip_start_too_late');
  }
  // Only if the ride changed between the update and this read: it has started meanwhile.
  return new AppError('trip_already_started');
}

/** "Peter is on the way to Kencom in a Toyota Noah KDA 123A. Follow the trip: <link>" */
async function onTheWay(db: Database, deps: TripDeps, ride: Ride): Promise<NotificationInput[]> {
  const [about] = await db
    .select({ driverName: driverPublicName(users), vehicle: vehicles })
    .from(users)
    .innerJoin(vehicles, eq(vehicles.id, ride.vehicleId))
    .where(eq(users.id, ride.driverId));
  const passengers = await db
    .select({ passengerId: bookings.passengerId, customPickup: bookings.customPickupAddress })
    .from(bookings)
    .where(and(eq(bookings.rideId, ride.id), inArray(bookings.status, ['pending', 'booked'])));
  const link = `${deps.publicUrl}/trip/${ride.id}`;
  // "Toyota Noah": the make, and the model cleaned as people's words are (sms-label.ts).
  const car = about
    ? `${about.vehicle.make} ${placeLabel(about.vehicle.model, '')}`.replace(/\s+/g, ' ').trim()
    : '';
  return passengers.map((p) => ({
    userId: p.passengerId,
    kind: 'trip' as const,
    link: `/trip/${ride.id}`,
    text: (language: Language) =>
      noticeText(language, 'driverOnTheWay', {
        driver: personIn(language, about?.driverName, 'yourDriver'),
        pickup: placeIn(language, p.customPickup ?? ride.pickupAddress),
        vehicle: about ? 'yes' : 'no',
        car,
        plate: about?.vehicle.licensePlate ?? '',
        link,
      }),
  }));
}
