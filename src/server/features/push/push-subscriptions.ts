import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PushSubscriptionRequest } from '../../../shared/schemas/commute.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { pushEndpointAllowed } from './push-endpoint.ts';

/** Devices per person; subscribing an eleventh drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/**
 * Keeps a browser's subscription for the signed-in person. An endpoint is one browser profile:
 * subscribing it again (new keys, or another person signed in on that browser) updates the row
 * and moves it to the current person, so pushes follow whoever uses the device now.
 */
export async function subscribe(
  db: Database,
  userId: string,
  input: PushSubscriptionRequest,
  production: boolean,
): Promise<void> {
  if (!pushEndpointAllowed(input.endpoint, production)) {
    throw new AppError('push_endpoint_not_allowed');
  }
  const expirationTime =
    typeof input.expirationTime === 'number' ? new Date(input.expirationTime) : null;
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        expirationTime,
        createdAt: now(),
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          expirationTime,
          createdAt: now(),
        },
      });
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_SUBSCRIPTIONS);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
  });
}

/** Forgets one of the person's own subscriptions; another person's endpoint is left alone. */
export async function unsubscribe(db: Database, userId: string, endpoint: string): Promise<void> {
  const [gone] = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (!gone) throw new AppError('push_subscription_not_found');
}
