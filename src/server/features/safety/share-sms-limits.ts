import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { nairobiDayStart } from '../../../shared/geo.ts';
import {
  SHARE_SMS_PER_BOOKING,
  SHARE_SMS_PER_PERSON_PER_DAY,
  SHARE_SMS_TO_PHONE_PER_DAY,
} from '../../../shared/rules/trips.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { tripShares } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * docs/product-rules.md "Trip day" (sharing): every share SMS is one we pay for, sent under our
 * name to a phone the sharer chose, so they are counted from the texted shares themselves:
 * at most 5 phones per trip and sharer (a booking cancelled and made again does not start
 * again), 10 a person per Nairobi day across all trips, and one phone gets at most 2 a day from
 * one person and 5 from everyone. Inside the caller's transaction, which writes the share next:
 * the sharer and the phone are locked first (always in this order, so no two requests wait on
 * each other in a circle), so two requests at once, on one trip or several, by one person or by
 * several to one phone, cannot both take the last text.
 */
export async function refuseBeyondShareSmsLimits(
  tx: Database,
  sharerId: string,
  rideId: string,
  phone: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share-sms-by:${sharerId}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share-sms-to:${phone}`}))`);
  const dayStart = nairobiDayStart(now());
  const today = gte(tripShares.createdAt, dayStart);
  const [mine] = await tx
    .select({
      onThisTrip: sql<number>`count(*) filter (where ${eq(tripShares.rideId, rideId)})`.mapWith(
        Number,
      ),
      today: sql<number>`count(*) filter (where ${today})`.mapWith(Number),
    })
    .from(tripShares)
    .where(and(eq(tripShares.sharedBy, sharerId), isNotNull(tripShares.sentToPhone)));
  if ((mine?.onThisTrip ?? 0) >= SHARE_SMS_PER_BOOKING) throw new AppError('share_sms_limit');
  // Until the next Nairobi midnight, when the daily counts start again.
  const retryAfter = {
    'Retry-After': String(Math.ceil((dayStart.getTime() + DAY_MS - now().getTime()) / 1000)),
  };
  if ((mine?.today ?? 0) >= SHARE_SMS_PER_PERSON_PER_DAY) {
    throw new AppError(
      'share_sms_daily_limit',
      { limit: SHARE_SMS_PER_PERSON_PER_DAY },
      retryAfter,
    );
  }
  const [toPhone] = await tx
    .select({
      everyone: count(),
      fromSharer: sql<number>`count(*) filter (where ${eq(tripShares.sharedBy, sharerId)})`.mapWith(
        Number,
      ),
    })
    .from(tripShares)
    .where(and(eq(tripShares.sentToPhone, phone), today));
  if (
    (toPhone?.fromSharer ?? 0) >= SHARE_SMS_TO_PHONE_PER_DAY.fromOnePerson ||
    (toPhone?.everyone ?? 0) >= SHARE_SMS_TO_PHONE_PER_DAY.fromEveryone
  ) {
    // One code for both: the sharer learns no more about who else texts this phone.
    throw new AppError('share_sms_phone_limit', { ...SHARE_SMS_TO_PHONE_PER_DAY }, retryAfter);
  }
}
