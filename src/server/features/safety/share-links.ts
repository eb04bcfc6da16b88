import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '../../../shared/language.ts';
import type { ShareAnswer } from '../../../shared/schemas/trips.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { tripShares, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { personIn } from '../notifications/notice-text.ts';
import { sendNotices } from '../notifications/send-notices.ts';
import { findTripAccess } from '../trips/trip-access.ts';
import { refuseBeyondShareSmsLimits } from './share-sms-limits.ts';
import { hashShareToken, newShareToken, shareExpiresAt } from './share-token.ts';

export interface ShareDeps {
  db: Database;
  sms: SmsProvider;
  log: { warn(obj: object, msg: string): void };
  /** The web app's address for links in SMS, without a trailing slash. */
  publicUrl: string;
}

/** The page that follows a shared trip, for a link texted or copied. */
export const shareUrl = (publicUrl: string, token: string) => `${publicUrl}/t/${token}`;

/**
 * A new link to follow the trip live, for its driver or a passenger on it (anyone else: 404),
 * while the link would still work. With `phone`, the link is also texted there, within the
 * limits of share-sms-limits.ts (per trip, per person a day, per phone a day), counted under
 * locks so two requests at once cannot both take the last text. The SMS goes with the sharer's
 * account (`sentForUserId`): it names them.
 */
export async function createShareLink(
  deps: ShareDeps,
  userId: string,
  rideId: string,
  phone: string | undefined,
): Promise<ShareAnswer> {
  const { db } = deps;
  const access = await findTripAccess(db, rideId, userId);
  const expiresAt = shareExpiresAt(access.ride);
  if (now() >= expiresAt) {
    throw new AppError(
      access.ride.status === 'cancelled' ? 'trip_cancelled' : 'trip_already_ended',
    );
  }
  const token = newShareToken();
  await db.transaction(async (tx) => {
    if (phone) await refuseBeyondShareSmsLimits(tx, userId, rideId, phone);
    await tx.insert(tripShares).values({
      rideId,
      sharedBy: userId,
      bookingId: access.booking?.id ?? null,
      tokenHash: hashShareToken(token),
      sentToPhone: phone ?? null,
    });
  });
  const url = shareUrl(deps.publicUrl, token);
  if (phone) {
    // The sharer and, if the phone has an account, its owner: the SMS speaks the owner's
    // language, else the sharer's.
    const people = await db
      .select({
        id: users.id,
        phone: users.phoneNumber,
        name: sql<string | null>`coalesce(${users.verifiedFullName}, ${users.fullName})`,
        language: users.language,
      })
      .from(users)
      .where(or(eq(users.id, userId), and(eq(users.phoneNumber, phone), isNull(users.deletedAt))));
    const sharer = people.find((person) => person.id === userId);
    const owner = people.find((person) => person.phone === phone && person.id !== userId);
    const language = owner?.language ?? sharer?.language ?? DEFAULT_LANGUAGE;
    await sendNotices(deps.sms, deps.log, [
      {
        to: phone,
        sentForUserId: userId,
        message: translate(language, 'sms.shareTrip', {
          name: personIn(language, sharer?.name, 'aPamojaMember'),
          url,
        }),
      },
    ]);
  }
  return { url, token, expiresAt };
}

/** Ends a link its sharer gave (already ended: the same answer); anyone else's: 404. */
export async function revokeShareLink(
  db: Database,
  userId: string,
  rideId: string,
  token: string,
): Promise<void> {
  const revoked = await db
    .update(tripShares)
    .set({ revokedAt: sql`coalesce(${tripShares.revokedAt}, ${sqlNow()})` })
    .where(
      and(
        eq(tripShares.tokenHash, hashShareToken(token)),
        eq(tripShares.rideId, rideId),
        eq(tripShares.sharedBy, userId),
      ),
    )
    .returning({ id: tripShares.id });
  if (revoked.length === 0) throw new AppError('share_not_found');
}
