import type { SmsMessage, SmsProvider } from '../../providers/sms/sms-provider.ts';

/**
 * Sends SMS after the change they tell about has committed. A message that cannot be sent is
 * logged (without its text) and never undoes the change.
 */
export async function sendNotices(
  sms: SmsProvider,
  log: { warn(obj: object, msg: string): void },
  notices: SmsMessage[],
): Promise<void> {
  for (const notice of notices) {
    const sent = await sms
      .send(notice)
      .catch((error: Error) => ({ ok: false as const, error: error.message }));
    if (!sent.ok) log.warn({ provider: sms.name, reason: sent.error }, 'SMS not sent');
  }
}
