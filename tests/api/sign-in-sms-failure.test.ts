import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAfricasTalkingSms } from '../../src/server/providers/sms/africastalking-sms.ts';
import { kenyanNumbersOnly } from '../../src/server/providers/sms/sms-provider.ts';
import { json, newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe("sign-in codes through Africa's Talking", () => {
  let healthy = false;
  const texts: URLSearchParams[] = [];
  const gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      texts.push(form);
      if (!healthy) {
        res.writeHead(500).end('Internal error');
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          SMSMessageData: {
            Recipients: [{ number: form.get('to'), status: 'Success', messageId: 'ATXid_1' }],
          },
        }),
      );
    });
  });
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    t = await createTestApp(
      { SMS_PROVIDER: 'africastalking', AT_USERNAME: 'pamoja', AT_API_KEY: 'test-key' },
      {
        providers: {
          sms: kenyanNumbersOnly(
            createAfricasTalkingSms({ username: 'pamoja', apiKey: 'test-key', baseUrl }),
          ),
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it('answers a failed send with the specification message and spends no limit slot', async () => {
    const phone = newPhone();
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/otp/send', ...json({ phoneNumber: phone }) });
    healthy = false;
    const failed = await send();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      code: 'otp_send_failed',
      success: false,
      message: 'Failed to send OTP. Please check your phone number and internet connection.',
    });
    // Right away, not after 60 seconds: the failed attempt left no code behind.
    healthy = true;
    const sent = await send();
    expect(sent.statusCode).toBe(200);
    expect(texts.at(-1)?.get('to')).toBe(phone);
    expect(texts.at(-1)?.get('message')).toMatch(/Your Pamoja code is \d{5}\./);
  });

  it('has no outbox to read', async () => {
    expect((await t.app.inject('/api/dev/outbox')).statusCode).toBe(404);
  });
});
