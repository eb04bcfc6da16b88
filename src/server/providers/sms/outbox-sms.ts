import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema.ts';
import type { SmsProvider } from './sms-provider.ts';

/** The local stand-in: messages are only stored, and read back through GET /api/dev/outbox. */
export function createOutboxSms(db: Database): SmsProvider {
  return {
    name: 'outbox',
    async send({ to, message, purpose, sentForUserId }) {
      const [row] = await db
        .insert(smsOutbox)
        .values({
          toPhone: to,
          message,
          provider: 'outbox',
          status: 'stored',
          purpose,
          sentForUserId: sentForUserId ?? null,
        })
        .returning({ id: smsOutbox.id });
      return { ok: true, providerMessageId: row?.id, outboxId: row?.id };
    },
  };
}

export interface OutboxEntry {
  to: string;
  message: string;
  createdAt: Date;
}

/** Newest first, optionally for one phone. */
export async function readOutbox(
  db: Database,
  phone?: string,
  limit = 100,
): Promise<OutboxEntry[]> {
  return db
    .select({ to: smsOutbox.toPhone, message: smsOutbox.message, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.provider, 'outbox'), phone ? eq(smsOutbox.toPhone, phone) : undefined))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
