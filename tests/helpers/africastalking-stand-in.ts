import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSms {
  to: string;
  message: string;
  messageId: string;
}

/**
 * A local stand-in for Africa's Talking's bulk SMS endpoint (`POST /version1/messaging`): it
 * records every message and accepts it with a new message id, as the real service answers.
 */
export async function startAfricasTalkingStandIn() {
  const sent: StandInSms[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const to = form.get('to') ?? '';
      next += 1;
      const messageId = `ATXid_standin_${next}`;
      sent.push({ to, message: form.get('message') ?? '', messageId });
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          SMSMessageData: {
            Message: 'Sent to 1/1 Total Cost: KES 0.8000',
            Recipients: [{ number: to, status: 'Success', statusCode: 101, messageId }],
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    /** The messages sent to one phone, oldest first. */
    to: (phone: string) => sent.filter((sms) => sms.to === phone),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
