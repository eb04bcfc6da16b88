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
