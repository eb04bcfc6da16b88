import { and, eq, inArray, sql } from 'drizzle-orm';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { bookings, payments, rides, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';
import type { Notifier } from '../notifications/notify.ts';
import { moneyMayStillReach, sendLatePayouts } from '../payouts/pay-after-deletion.ts';
import {
  type PayoutDeps,
  type PayoutRow,
  sendPayout,
  startLeavingPayout,
} from '../payouts/payouts.ts';
import { cancelOneBooking } from '../rides/cancel-booking.ts';
import { cancelRideWithRefunds } from '../rides/cancel-ride.ts';
import { forgetPerson } from './forget-person.ts';

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
        where b.passenger_id = ${userId} and b.status in ('pending', 'requested', 'booked') and r.status = 'active' and r.departure_time > ${sqlNow()})`,
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

/** A ride that has left (or started) and not ended: it completes, and pays, by itself. */
const underWay = (ride: typeof rides.$inferSelect) =>
  ride.status === 'in_progress' || ride.departureTime.getTime() <= now().getTime();

/**
 * Deletes an account as docs/product-rules.md says (People and sign-in; Money): future rides and
 * bookings are cancelled with full refunds (passengers of cancelled rides are notified),
 * personal data, documents and what the person told us about other people are removed
 * (forgetPerson), financial records stay but no longer name the person, every session ends.
 * What is left in the balance after the refunds is paid to the person's M-Pesa (from KSh 10).
 *
 * Refused (409 `account_has_trip_in_progress`) while a ride of theirs, as driver or with a live
 * booking, has left or started and not ended: it would complete by itself and pay a closed
 * account. The person's row is locked first, so a transfer to them waits for the deletion (and
 * is refused) or the deletion waits for it (and its leaving payout takes the tokens along).
 * Money that may still reach them afterwards (bookings of their rides held for a passenger's
 * report, an undecided dispute) goes on to the M-Pesa number kept for it (payAfterDeletion).
 */
export async function deleteAccount(deps: DeleteAccountDeps, userId: string): Promise<void> {
  const { notificationIds, documentKeys, leaving, latePayouts } = await deps.db.transaction(
    async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user || user.deletedAt) {
        return { notificationIds: [], documentKeys: [], leaving: null, latePayouts: [] };
      }
      const notificationIds: string[] = [];

      // Their rides and live bookings not yet ended, locked so that no trip starts meanwhile.
      const live = ['active', 'in_progress'] as const;
      const ownRides = await tx
        .select()
        .from(rides)
        .where(and(eq(rides.driverId, userId), inArray(rides.status, live)))
        .for('update');
      const ownBookings = await tx
        .select({ booking: bookings, ride: rides })
        .from(bookings)
        .innerJoin(rides, eq(rides.id, bookings.rideId))
        .where(
          and(
            eq(bookings.passengerId, userId),
            inArray(bookings.status, ['pending', 'requested', 'booked']),
            inArray(rides.status, live),
          ),
        )
        .for('update');
      if (ownRides.some(underWay) || ownBookings.some(({ ride }) => underWay(ride))) {
        throw new AppError('account_has_trip_in_progress');
      }
      // A top-up M-Pesa has not answered yet would be credited to the closed account: the person
      // waits for it (at most 15 minutes, when it is given up). Starting a top-up shares this row
      // lock, so none can begin while the account is being deleted.
      const [pendingTopUp] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')))
        .limit(1);
      if (pendingTopUp) throw new AppError('account_has_payment_pending');

      // The person's own rides, all still to leave: cancel them, refund and tell every passenger
      // (a passenger who cancelled late and has since left too is paid on: latePayouts).
      const latePayouts: PayoutRow[] = [];
      for (const ride of ownRides) {
        const cancelled = await cancelRideWithRefunds(tx, ride, { by: 'account_deleted' });
        notificationIds.push(...cancelled.notificationIds);
        latePayouts.push(...cancelled.latePayouts);
      }
      // The person's own future bookings: cancel, give the seats back, refund, tell the driver.
      for (const { booking, ride } of ownBookings) {
        // The person is leaving: only the driver needs to hear of it.
        const cancelled = await cancelOneBooking(tx, booking, ride, {
          by: 'account_deleted',
          tellPassenger: false,
        });
        notificationIds.push(...cancelled.notificationIds);
      }

      const documentKeys = await forgetPerson(tx, user);
      // Nobody loses money by leaving: the balance, refunds included, goes to their M-Pesa. This
      // payout keeps the phone number it pays, as the record of where the money went.
      const leaving: PayoutRow | null = await startLeavingPayout(tx, user);
      await tx
        .update(users)
        .set({
          phoneNumber: `deleted:${userId}`,
          // Kept only while money may still reach the account, to pay it on.
          payoutPhoneNumber: (await moneyMayStillReach(tx, userId)) ? user.phoneNumber : null,
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
      return { notificationIds, documentKeys, leaving, latePayouts };
    },
  );

  // After the commit: the payout, messages and file removal may fail without undoing the
  // deletion (a payout M-Pesa refuses is Failed, with the money back in the closed account, and
  // shows in the payouts metrics for support).
  if (leaving) {
    await sendPayout(deps.payouts, leaving).catch((error) =>
      deps.log.warn({ err: error, payoutId: leaving.id }, 'leaving payout not sent'),
    );
  }
  await sendLatePayouts(deps.payouts, latePayouts);
  await deps.notifier.deliver(notificationIds);
  for (const key of documentKeys) {
    await deps.storage
      .delete(key)
      .catch((error) => deps.log.warn({ err: error }, 'document file not removed'));
  }
}
