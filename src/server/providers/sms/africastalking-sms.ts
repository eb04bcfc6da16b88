import type { SmsProvider } from './sms-provider.ts';

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  senderId?: string;
  /** Overrides the API address (tests point it at a local server). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Per-recipient statuses that mean the message was accepted for delivery. */
const ACCEPTED = new Set(['Success', 'Sent', 'Queued']);

interface AtResponse {
  SMSMessageData?: {
    Message?: string;
    Recipients?: { number?: string; status?: string; statusCode?: number; messageId?: string }[];
  };
}

/**
 * Africa's Talking bulk SMS: a form-encoded POST with the apiKey header; HTTP 201 means the
 * request was taken, and each recipient's own status says whether their message was.
 * The sandbox username talks to the sandbox host.
 */
export function createAfricasTalkingSms(options: AfricasTalkingOptions): SmsProvider {
  const base =
    options.baseUrl ??
    (options.username === 'sandbox'
      ? 'https://api.sandbox.africastalking.com'
      : 'https://api.africastalking.com');
  const post = options.fetch ?? fetch;
  return {
    name: 'africastalking',
    async send({ to, message }) {
      const form = new URLSearchParams({ username: options.username, to, message });
      if (options.senderId) form.set('from', options.senderId);
      let response: Response;
      try {
        response = await post(`${base}/version1/messaging`, {
          method: 'POST',
          headers: {
            apiKey: options.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        return { ok: false, error: `Africa's Talking unreachable: ${(error as Error).message}` };
      }
      if (response.status !== 201) {
        return { ok: false, error: `Africa's Talking answered HTTP ${response.status}` };
      }
      const body = (await response.json().catch(() => ({}))) as AtResponse;
      const recipient = body.SMSMessageData?.Recipients?.find((r) => r.number === to);
      if (!recipient) return { ok: false, error: "Africa's Talking accepted no recipient" };
      if (!ACCEPTED.has(recipient.status ?? '')) {
        return {
          ok: false,
          error: `Africa's Talking refused the recipient: ${recipient.status ?? 'unknown'}`,
        };
      }
      return { ok: true, providerMessageId: recipient.messageId };
    },
  };
}
