import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema.ts';
import type { SmsProvider } from './sms-provider.ts';

/**
 * Writes every message a real provider was asked to send into `sms_outbox`, with the provider's
 * message id and the message's purpose: its delivery report finds the row by that id, and a
 * failed sign-in code or booking SMS is sent once more from the row's text
 * (features/sms/delivery-report.ts). The local outbox writes its own rows.
 */
export function recordedSms(db: Database, provider: SmsProvider): SmsProvider {
  if (provider.name === 'outbox') return provider;
  return {
    name: provider.name,
    async send(sms) {
      const result = await provider
        .send(sms)
        .catch((error: Error) => ({ ok: false as const, error: error.message }));
      const [row] = await db
        .insert(smsOutbox)
        .values({
          toPhone: sms.to,
          message: sms.message,
          provider: provider.name,
          status: result.ok ? 'sent' : 'failed',
          attempts: 1,
          providerMessageId: result.ok ? (result.providerMessageId ?? null) : null,
          // The provider's words, never the message (adapters keep the text out of them).
          lastError: result.ok ? null : result.error.slice(0, 500),
          purpose: sms.purpose,
          sentForUserId: sms.sentForUserId ?? null,
          sentAt: result.ok ? now() : null,
        })
        .returning({ id: smsOutbox.id });
      return { ...result, outboxId: row?.id };
    },
  };
}
