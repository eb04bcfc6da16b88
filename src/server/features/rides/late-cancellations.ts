import { and, count, eq, gte } from 'drizzle-orm';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import {
  LATE_CANCELS_TO_SUSPEND,
  LATE_CANCELS_WINDOW_DAYS,
  suspensionEnd,
} from '../../../shared/rules/cancellations.ts';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { rides, users } from '../../db/schema.ts';
import { noticeText } from '../notifications/notice-text.ts';
import { notify } from '../notifications/notify.ts';

/**
 * docs/product-rules.md "Cost sharing and reliability": after a late cancellation (already marked
 * on its ride, in this transaction), counts the driver's late cancellations of the last 30 days
 * and, from the third, stops them publishing for 7 days from now and tells them why. The
 * driver's row is locked before counting, so two late cancellations at once are counted one
 * after the other and the third always suspends. A late cancellation while suspended starts the
 * 7 days again. Answers the notification ids to deliver after the commit.
 */
export async function countLateCancellation(tx: Database, driverId: string): Promise<string[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, driverId)).for('update');
  const at = now();
  const windowStart = new Date(at.getTime() - LATE_CANCELS_WINDOW_DAYS * 86_400_000);
  const [late] = await tx
    .select({ n: count() })
    .from(rides)
    .where(
      and(
        eq(rides.driverId, driverId),
        eq(rides.lateCancellation, true),
        gte(rides.cancelledAt, windowStart),
      ),
    );
  const lateCount = late?.n ?? 0;
  if (lateCount < LATE_CANCELS_TO_SUSPEND) return [];
  const until = suspensionEnd(at);
  await tx
    .update(users)
    .set({ publishingSuspendedUntil: until, updatedAt: at })
    .where(eq(users.id, driverId));
  return notify(tx, [
    {
      userId: driverId,
      kind: 'booking',
      link: '/profile',
      text: (language) =>
        noticeText(language, 'publishingSuspended', {
          count: lateCount,
          until: formatNairobiDateTime(until, language),
        }),
    },
  ]);
}
