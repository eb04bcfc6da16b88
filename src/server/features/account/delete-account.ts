import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  notificationPreferences,
  notifications,
  oneTimeCodes,
  payments,
  payouts,
  pushSubscriptions,
  registrationDocuments,
  rideAlerts,
  rides,
  savedPlaces,
  sessions,
  signInGuesses,
  smsOutbox,
  uploads,
  users,
  vehicles,
} from '../../db/schema.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';
import type { Notifier } from '../notifications/notify.ts';
import {
  type PayoutDeps,
  type PayoutRow,
  sendPayout,
  startLeavingPayout,
} from '../payouts/payouts.ts';
import { cancelOneBooking } from '../rides/cancel-booking.ts';
import { cancelRideWithRefunds } from '../rides/cancel-ride.ts';

export interface AccountDeletionPreview {
  accountBalance: number;
  upcomingBookings: number;
  upcomingRides: number;
  vehicles: number;
  documents: number;
}

/** What deleting the account would take away, for the confirmation screen. */
export async function previewAccountDeletion(
  db: Database,
  userId: string,
): Promise<AccountDeletionPreview> {
  const [row] = await db
    .select({
      accountBalance: users.accountBalance,
      upcomingBookings: sql<number>`(select count(*)::int from bookings b join scheduled_commutes r on r.id = b.scheduled_commute_id
        where b.passenger_id = ${userId} and b.status in ('pending', 'booked') and r.status = 'active' and r.departure_time > ${sqlNow()})`,
      upcomingRides: sql<number>`(select count(*)::int from scheduled_commutes r
        where r.driver_id = ${userId} and r.status = 'active' and r.departure_time > ${sqlNow()})`,
      vehicles: sql<number>`(select count(*)::int from vehicles v where v.owner_id = ${userId} and v.is_active)`,
      documents: sql<number>`(select count(*)::int from registration_documents d where d.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

export interface DeleteAccountDeps {
  db: Database;
  storage: StorageProvider;
  log: { warn(obj: object, msg: string): void };
  notifier: Notifier;
  /** The balance left after the refunds goes to the person's M-Pesa. */
  payouts: PayoutDeps;
}

/**
 * Deletes an account as docs/product-rules.md says: future rides and bookings are cancelled with full
 * refunds (passengers of cancelled rides are notified), personal data and documents are
 * removed, financial records stay but no longer name the person, every session ends. What is
 * left in the balance after the refunds is paid to the person's M-Pesa (from KSh 10).
 */
export async function deleteAccount(deps: DeleteAccountDeps, userId: string): Promise<void> {
  const { notificationIds, documentKeys, leaving } = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.deletedAt) return { notificationIds: [], documentKeys: [], leaving: null };
    const notificationIds: string[] = [];

    // The person's own rides: cancel them, refund and tell every passenger.
    const ownRides = await tx
      .select()
      .from(rides)
      .where(
        and(
          eq(rides.driverId, userId),
          eq(rides.status, 'active'),
          gt(rides.departureTime, sqlNow()),
        ),
      )
      .for('update');
    for (const ride of ownRides) {
      notificationIds.push(...(await cancelRideWithRefunds(tx, ride)).notificationIds);
    }

    // The person's own future bookings: cancel, give the seats back, refund, tell the driver.
    const ownBookings = await tx
      .select({ booking: bookings, ride: rides })
      .from(bookings)
      .innerJoin(rides, eq(rides.id, bookings.rideId))
      .where(
        and(
          eq(bookings.passengerId, userId),
          inArray(bookings.status, ['pending', 'booked']),
          eq(rides.status, 'active'),
          gt(rides.departureTime, sqlNow()),
        ),
      )
      .for('update');
    for (const { booking, ride } of ownBookings) {
      // The person is leaving: only the driver needs to hear of it.
      const cancelled = await cancelOneBooking(tx, booking, ride, { tellPassenger: false });
      notificationIds.push(...cancelled.notificationIds);
    }

    const documents = await tx
      .delete(registrationDocuments)
      .where(eq(registrationDocuments.userId, userId))
      .returning({ key: registrationDocuments.documentImageUrl });
    const uploaded = await tx
      .delete(uploads)
      .where(eq(uploads.userId, userId))
      .returning({ key: uploads.objectKey, incoming: uploads.incomingKey });
    const vehiclePhotos = await tx
      .select({ key: vehicles.photoUrl })
      .from(vehicles)
      .where(eq(vehicles.ownerId, userId));
    await tx
      .update(vehicles)
      .set({
        isActive: false,
        licensePlate: sql`'DELETED-' || ${vehicles.id}`,
        photoUrl: null,
        updatedAt: sqlNow(),
      })
      .where(eq(vehicles.ownerId, userId));
    await tx.delete(savedPlaces).where(eq(savedPlaces.userId, userId));
    await tx.delete(rideAlerts).where(eq(rideAlerts.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // Their inbox tells where they went; their devices' push addresses identify them.
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.phoneNumber, user.phoneNumber));
    await tx.delete(signInGuesses).where(eq(signInGuesses.phoneNumber, user.phoneNumber));
    await tx.delete(smsOutbox).where(eq(smsOutbox.toPhone, user.phoneNumber));
    await tx.update(payments).set({ phoneNumber: 'deleted' }).where(eq(payments.userId, userId));
    await tx.update(payouts).set({ phoneNumber: 'deleted' }).where(eq(payouts.userId, userId));
    // Nobody loses money by leaving: the balance, refunds included, goes to their M-Pesa. This
    // payout keeps the phone number it pays, as the record of where the money went.
    const leaving: PayoutRow | null = await startLeavingPayout(tx, user);
    await tx
      .update(users)
      .set({
        phoneNumber: `deleted:${userId}`,
        username: null,
        password: null,
        fullName: null,
        verifiedFullName: null,
        email: null,
        nationalId: null,
        gender: null,
        profilePictureUrl: null,
        lastKnownLatitude: null,
        lastKnownLongitude: null,
        lastKnownAddress: null,
        isDriver: false,
        isVerified: false,
        isActive: false,
        deletedAt: sqlNow(),
        updatedAt: sqlNow(),
      })
      .where(eq(users.id, userId));
    // Files: ID images, uploads, the profile picture and the vehicles' photos.
    const keys = new Set([
      ...documents.map((d) => d.key),
      ...[user.profilePictureUrl, ...vehiclePhotos.map((v) => v.key)].flatMap((k) =>
        k ? [k] : [],
      ),
      ...uploaded.flatMap((u) => (u.incoming ? [u.key, u.incoming] : [u.key])),
    ]);
    return { notificationIds, documentKeys: [...keys], leaving };
  });

  // After the commit: the payout, messages and file removal may fail without undoing the
  // deletion (a payout M-Pesa refuses is Failed, with the money back in the closed account, and
  // shows in the payouts metrics for support).
  if (leaving) {
    await sendPayout(deps.payouts, leaving).catch((error) =>
      deps.log.warn({ err: error, payoutId: leaving.id }, 'leaving payout not sent'),
    );
  }
  await deps.notifier.deliver(notificationIds);
  for (const key of documentKeys) {
    await deps.storage
      .delete(key)
      .catch((error) => deps.log.warn({ err: error }, 'document file not removed'));
  }
}
