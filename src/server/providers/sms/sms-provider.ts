export interface SmsMessage {
  /** E.164 Kenyan number. */
  to: string;
  message: string;
}

export type SmsSendResult = { ok: true; providerMessageId?: string } | { ok: false; error: string };

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
