import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Dispute } from '../../../shared/schemas/trips.ts';
import type { Database } from '../../db/client.ts';
import { bookings, disputes, driverStrikes, rides, users } from '../../db/schema.ts';
import { bookingPickupOf, destinationOf, driverPublicName } from '../rides/ride-views.ts';

const driver = alias(users, 'driver');
const passenger = alias(users, 'passenger');

/**
 * Disputes as agents see them, open ones first, newest first (or the one with `id`): who says
 * what about which trip, and how many strikes the driver has, to weigh one word against another.
 */
export async function disputeViews(db: Database, only: { id?: string } = {}): Promise<Dispute[]> {
  const rows = await db
    .select({
      dispute: disputes,
      booking: bookings,
      ride: rides,
      passengerName: passenger.fullName,
      passengerPhone: passenger.phoneNumber,
      driverName: driverPublicName(driver),
      driverPhone: driver.phoneNumber,
      strikes: sql<number>`(select count(*) from ${driverStrikes} where ${driverStrikes.driverId} = ${rides.driverId})::int`,
    })
    .from(disputes)
    .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .innerJoin(passenger, eq(passenger.id, bookings.passengerId))
    .innerJoin(driver, eq(driver.id, rides.driverId))
    .where(only.id ? eq(disputes.id, only.id) : undefined)
    .orderBy(sql`${disputes.resolvedAt} is null desc`, desc(disputes.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.dispute.id,
    createdAt: row.dispute.createdAt,
    bookingId: row.booking.id,
    rideId: row.ride.id,
    departureTime: row.ride.departureTime,
    pickupLocation: bookingPickupOf(row.booking, row.ride).pickupLocation,
    destination: destinationOf(row.ride),
    passenger: { name: row.passengerName ?? 'Pamoja member', phoneNumber: row.passengerPhone },
    driver: {
      name: row.driverName ?? 'Pamoja member',
      phoneNumber: row.driverPhone,
      strikes: Number(row.strikes),
    },
    boardingStatus: row.booking.boardingStatus,
    boardedAt: row.booking.boardedAt,
    totalAmount: row.booking.totalAmount,
    outcome: row.dispute.outcome,
    note: row.dispute.note,
    resolvedAt: row.dispute.resolvedAt,
  }));
}
