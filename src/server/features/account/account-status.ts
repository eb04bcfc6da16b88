import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DriverStatus } from '../../../shared/schemas/account-status.ts';
import type { Database } from '../../db/client.ts';
import { bookings, registrationDocuments, rides, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { recipientSummaryOf } from '../wallet/recipient-summary.ts';

export {
  driverStatusResponse,
  recipientResponse,
  statusBeforeTripResponse,
} from '../../../shared/schemas/account-status.ts';

import { now } from '../../clock.ts';

const DRIVER_MESSAGES: Record<DriverStatus['documentStatus'], string> = {
  none: 'Upload a photo of your National ID to start driving with Pamoja.',
  pending: 'Your National ID is waiting for an agent to check it.',
  approved: 'Your National ID is verified. You can schedule rides.',
  rejected: 'Your National ID was not approved. Please upload it again.',
};

/** Where a person stands on the way to driving: their latest National ID and its review. */
export async function checkDriverLicense(db: Database, user: SessionUser): Promise<DriverStatus> {
  const [document] = await db
    .select()
    .from(registrationDocuments)
    .where(eq(registrationDocuments.userId, user.id))
    .orderBy(desc(registrationDocuments.createdAt))
    .limit(1);
  const documentStatus = document?.verificationStatus ?? 'none';
  return {
    isDriver: user.isDriver,
    isVerified: user.isVerified,
    canScheduleRides: user.isVerified,
    documentStatus,
    rejectionReason: document?.rejectionReason ?? null,
    message: user.isVerified ? DRIVER_MESSAGES.approved : DRIVER_MESSAGES[documentStatus],
  };
}

/** Enough to recognise the person before sending them tokens, and no more. */
export async function findRecipient(db: Database, phone: string) {
  const [user] = await db
    .select({ fullName: users.fullName, phone: users.phoneNumber, isActive: users.isActive })
    .from(users)
    .where(eq(users.phoneNumber, phone));
  if (!user?.isActive) return { found: false, recipient: null };
  return { found: true, recipient: recipientSummaryOf(user.fullName, user.phone) };
}

/** The checks a booking would make, answered before the person tries. */
export async function statusBeforeTrip(
  db: Database,
  user: SessionUser,
  rideId: string | undefined,
) {
  const base = {
    accountBalance: user.accountBalance,
    isDriver: user.isDriver,
    isVerified: user.isVerified,
    profileComplete: Boolean(user.fullName && user.nationalId && user.gender),
  };
  if (!rideId) return { ...base, ride: null };
  const [ride] = await db.select().from(rides).where(eq(rides.id, rideId));
  if (!ride) throw new AppError('ride_not_found');
  const [existing] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.rideId, ride.id),
        eq(bookings.passengerId, user.id),
        inArray(bookings.status, ['pending', 'requested', 'booked']),
      ),
    );
  const reason =
    ride.driverId === user.id
      ? 'You cannot book your own ride.'
      : ride.status !== 'active' || ride.departureTime.getTime() <= now().getTime()
        ? 'This ride is no longer available'
        : existing
          ? 'You have already booked this ride.'
          : ride.availableSeats < 1
            ? 'This ride is fully booked.'
            : user.accountBalance < ride.pricePerSeat
              ? 'Not enough tokens for a seat: buy tokens to complete payment.'
              : null;
  return {
    ...base,
    ride: {
      id: ride.id,
      canBook: reason === null,
      reason,
      availableSeats: ride.availableSeats,
      pricePerSeat: ride.pricePerSeat,
      departureTime: ride.departureTime,
    },
  };
}
