import type { smsPurposes } from '../../db/schema.ts';

/** What a message is for, where it matters after sending (a failed one is sent once more). */
export type SmsPurpose = (typeof smsPurposes)[number];

export interface SmsMessage {
  /** E.164 Kenyan number. */
  to: string;
  message: string;
  purpose?: SmsPurpose;
  /**
   * The person whose action texts someone else (a share link, an SOS, a consent request): the
   * message names them, so its stored text goes with their account.
   */
  sentForUserId?: string;
}

/** `outboxId`: the `sms_outbox` row that records the send, when one was written. */
export type SmsSendResult =
  | { ok: true; providerMessageId?: string; outboxId?: string }
  | { ok: false; error: string; outboxId?: string };

/** Sends one SMS. Adapters never log the message text: it may hold a sign-in code. */
export interface SmsProvider {
  readonly name: 'outbox' | 'africastalking';
  send(sms: SmsMessage): Promise<SmsSendResult>;
}

/** Only Kenyan mobile numbers receive SMS, whatever a caller passes. */
export function kenyanNumbersOnly(provider: SmsProvider): SmsProvider {
  return {
    name: provider.name,
    send(sms) {
      if (!/^\+254[17]\d{8}$/.test(sms.to)) {
        return Promise.resolve({ ok: false, error: 'only Kenyan mobile numbers receive SMS' });
      }
      return provider.send(sms);
    },
  };
}
