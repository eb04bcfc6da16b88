import { eq, or, sql } from 'drizzle-orm';
import { sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  declinedEmergencyContacts,
  emergencyContacts,
  notificationPreferences,
  notifications,
  oneTimeCodes,
  payments,
  payouts,
  pushSubscriptions,
  ratings,
  registrationDocuments,
  rideAlerts,
  rides,
  savedPlaces,
  sessions,
  signInGuesses,
  smsInbound,
  smsOutbox,
  tripShares,
  uploads,
  ussdSessions,
  vehicles,
} from '../../db/schema.ts';
import type { SessionUser } from '../auth/sessions.ts';

/**
 * What stays of a text Pamoja sent someone else for the person (a share link, an SOS, a consent
 * request): the row, for its delivery report and the phone's own record, without the words that
 * named the person. Never sent to anyone.
 */
export const REMOVED_SMS_TEXT = '[Removed: the person it was sent for deleted their account.]';

/**
 * Removes, in the deletion's transaction, what a person gave Pamoja about themselves and about
 * other people (docs/product-rules.md, People and sign-in): documents, uploads, vehicle plates
 * and photos, places, alerts, sessions, inbox, devices, sign-in codes, texts to their phone,
 * what they typed to the USSD menus and SMS, their free text (notes, rating comments, and those
 * written about them); their emergency contacts and the phones that declined to be one; every
 * share link they made stops working and forgets the phone it was texted to; the texts sent to
 * other people in their name keep no word of it. Answers the storage keys of the files to
 * delete after the commit. The ledger, rides and bookings stay, no longer naming the person.
 */
export async function forgetPerson(tx: Database, user: SessionUser): Promise<string[]> {
  const userId = user.id;
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
  await tx.delete(smsInbound).where(eq(smsInbound.fromPhone, user.phoneNumber));
  await tx.delete(ussdSessions).where(eq(ussdSessions.phone, user.phoneNumber));
  await tx.update(payments).set({ phoneNumber: 'deleted' }).where(eq(payments.userId, userId));
  await tx.update(payouts).set({ phoneNumber: 'deleted' }).where(eq(payouts.userId, userId));
  await tx.update(rides).set({ notes: null }).where(eq(rides.driverId, userId));
  await tx.update(bookings).set({ notes: null }).where(eq(bookings.passengerId, userId));
  await tx
    .update(ratings)
    .set({ comment: null })
    .where(or(eq(ratings.raterId, userId), eq(ratings.rateeId, userId)));

  // Other people's names and phones, and the texts that named the person to them.
  await tx.delete(emergencyContacts).where(eq(emergencyContacts.userId, userId));
  await tx.delete(declinedEmergencyContacts).where(eq(declinedEmergencyContacts.userId, userId));
  await tx
    .update(tripShares)
    .set({ revokedAt: sql`coalesce(${tripShares.revokedAt}, ${sqlNow()})`, sentToPhone: null })
    .where(eq(tripShares.sharedBy, userId));
  await tx
    .update(smsOutbox)
    .set({ message: REMOVED_SMS_TEXT })
    .where(eq(smsOutbox.sentForUserId, userId));

  // Files: ID images, uploads, the profile picture and the vehicles' photos.
  const keys = new Set([
    ...documents.map((d) => d.key),
    ...[user.profilePictureUrl, ...vehiclePhotos.map((v) => v.key)].flatMap((k) => (k ? [k] : [])),
    ...uploaded.flatMap((u) => (u.incoming ? [u.key, u.incoming] : [u.key])),
  ]);
  return [...keys];
}
