import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhoneNumber } from '../factories/index.ts';
import { freePort, startServer, waitUntilHealthy } from '../helpers/server-process.ts';
import { testDatabaseKind } from '../helpers/test-database.ts';

// Production starts on the real providers only. Here they are real adapters talking HTTP to
// local stand-ins of Africa's Talking and Daraja: the fake is at the outer edge, the HTTP call.

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An HTTP server that records each request and answers it with `answer`. */
async function standIn(
  answer: (request: Received) => { status: number; body: unknown },
): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body };
      received.push(request);
      const { status, body: reply } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, server };
}

const PUBLIC_URL = 'https://pamoja.example';
const CALLBACK_SECRET = 'production-test-callback-secret';

/** What a real production server is given (the provider URLs aside). */
const productionEnv = {
  NODE_ENV: 'production',
  SECRET_KEY: 'production-test-secret-key-0123456789abcdef',
  PUBLIC_URL,
  SMS_PROVIDER: 'africastalking',
  AT_USERNAME: 'pamoja',
  AT_API_KEY: 'at-test-key',
  PAYMENTS_PROVIDER: 'daraja',
  MPESA_CONSUMER_KEY: 'consumer-key',
  MPESA_CONSUMER_SECRET: 'consumer-secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'passkey',
  MPESA_CALLBACK_SECRET: CALLBACK_SECRET,
  MPESA_ENVIRONMENT: 'production',
};

describe.runIf(testDatabaseKind === 'pglite')('starting in production', () => {
  it.each([
    [
      'the SMS outbox',
      { SMS_PROVIDER: 'outbox' },
      'Invalid configuration: SMS_PROVIDER must be africastalking when NODE_ENV=production (the outbox texts nobody; ALLOW_SIMULATORS_IN_PRODUCTION=1 is for a staging server) (got "outbox")',
    ],
    [
      'the M-Pesa simulator',
      { PAYMENTS_PROVIDER: 'simulator' },
      'Invalid configuration: PAYMENTS_PROVIDER must be daraja when NODE_ENV=production (the simulator takes no money; ALLOW_SIMULATORS_IN_PRODUCTION=1 is for a staging server) (got "simulator")',
    ],
    [
      'demo data',
      { DEMO_DATA: '1' },
      'Invalid configuration: DEMO_DATA cannot be on when NODE_ENV=production (it adds invented drivers and rides; ALLOW_SIMULATORS_IN_PRODUCTION=1 is for a staging server) (got "1")',
    ],
    [
      "Africa's Talking's sandbox",
      { AT_USERNAME: 'sandbox' },
      'Invalid configuration: AT_USERNAME cannot be sandbox when NODE_ENV=production (Africa\'s Talking\'s sandbox texts nobody; ALLOW_SIMULATORS_IN_PRODUCTION=1 is for a staging server) (got "sandbox")',
    ],
    [
      "Daraja's sandbox, its default environment",
      { MPESA_ENVIRONMENT: '' },
      "Invalid configuration: MPESA_ENVIRONMENT must be production when NODE_ENV=production (Daraja's sandbox moves no money; ALLOW_SIMULATORS_IN_PRODUCTION=1 is for a staging server)",
    ],
    [
      'a plain-http public address',
      { PUBLIC_URL: 'http://pamoja.example' },
      'Invalid configuration: PUBLIC_URL must be an https:// URL when NODE_ENV=production (got "http://pamoja.example")',
    ],
  ])('refuses %s, in one line naming the variable', async (_what, change, line) => {
    const server = startServer({ ...productionEnv, ...change, PORT: String(await freePort()) });
    expect((await server.exited).code).toBe(1);
    expect(server.output().trim()).toBe(line);
  });

  it('refuses to start with no settings at all, naming each one it needs', async () => {
    const server = startServer({ NODE_ENV: 'production', PORT: String(await freePort()) });
    expect((await server.exited).code).toBe(1);
    expect(server.output().trim().split('\n')).toEqual([
      'Invalid configuration: SECRET_KEY is required when NODE_ENV=production',
      'Invalid configuration: PUBLIC_URL is required when NODE_ENV=production',
      expect.stringMatching(/^Invalid configuration: SMS_PROVIDER must be africastalking/),
      expect.stringMatching(/^Invalid configuration: PAYMENTS_PROVIDER must be daraja/),
    ]);
  });

  describe('with the real providers configured', () => {
    let sms: Awaited<ReturnType<typeof standIn>>;
    let mpesa: Awaited<ReturnType<typeof standIn>>;
    let server: ReturnType<typeof startServer>;

    beforeAll(async () => {
      sms = await standIn(({ body }) => {
        const to = new URLSearchParams(body).get('to');
        return {
          status: 201,
          body: {
            SMSMessageData: {
              Message: 'Sent to 1/1',
              Recipients: [{ number: to, status: 'Success', statusCode: 101, messageId: 'ATX1' }],
            },
          },
        };
      });
      mpesa = await standIn(({ path }) =>
        path.startsWith('/oauth/')
          ? { status: 200, body: { access_token: 'daraja-token', expires_in: '3599' } }
          : {
              status: 200,
              body: {
                MerchantRequestID: 'm-1',
                CheckoutRequestID: 'ws_CO_production_test',
                ResponseCode: '0',
                ResponseDescription: 'Success. Request accepted for processing',
                CustomerMessage: 'Success. Request accepted for processing',
              },
            },
      );
      server = startServer({
        ...productionEnv,
        PORT: String(await freePort()),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pamoja-production-')),
        AT_API_URL: sms.url,
        MPESA_API_URL: mpesa.url,
      });
      await waitUntilHealthy(server);
    }, 90_000);
    afterAll(async () => {
      server?.child.kill('SIGTERM');
      await server?.exited;
      sms?.server.close();
      mpesa?.server.close();
    });

    it('starts, with no stand-ins and no demo data, and answers no development route', async () => {
      const health = await (await fetch(`${server.url}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', database: 'up' });
      expect(health).not.toHaveProperty('standIns');
      const outbox = await fetch(`${server.url}/api/dev/outbox`);
      expect(outbox.status).toBe(404);
      expect(await outbox.json()).toEqual({
        code: 'route_not_found',
        message: 'No such API route: GET /api/dev/outbox',
        method: 'GET',
        path: '/api/dev/outbox',
      });
      expect((await fetch(`${server.url}/api/dev/clock`)).status).toBe(404);
      const rides = await fetch(`${server.url}/api/routes/top-popular`);
      expect(await rides.json()).toEqual([]);
    });

    it("texts sign-in codes through Africa's Talking and prompts top-ups through Daraja", async () => {
      const phone = uniquePhoneNumber();
      const post = (url: string, body: unknown, cookie = '') =>
        fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        });
      expect((await post('/api/auth/otp/send', { phoneNumber: phone })).status).toBe(200);
      const text = sms.received.find((r) => new URLSearchParams(r.body).get('to') === phone);
      expect(text?.path).toBe('/version1/messaging');
      expect(text?.headers.apikey).toBe('at-test-key');
      const code = /\b(\d{5})\b/.exec(new URLSearchParams(text?.body).get('message') ?? '')?.[1];
      expect(code).toMatch(/^\d{5}$/);

      const registered = await post('/api/auth/otp/verify', {
        phoneNumber: phone,
        otp: code,
        isNewUser: true,
        fullName: 'Achieng Otieno',
        nationalIdNumber: '29876543',
        gender: 'Female',
      });
      expect(registered.status).toBe(200);
      const setCookie = registered.headers.get('set-cookie') ?? '';
      expect(setCookie).toContain('Secure');
      const cookie = setCookie.split(';')[0] ?? '';

      const topUp = await post(
        '/api/Wallet/InitiateMpesaPayment',
        { amount: 500, idempotencyKey: randomUUID() },
        cookie,
      );
      expect(topUp.status).toBe(200);
      expect(await topUp.json()).toMatchObject({ status: 'pending' });
      const push = mpesa.received.find((r) => r.path === '/mpesa/stkpush/v1/processrequest');
      expect(push?.headers.authorization).toBe('Bearer daraja-token');
      expect(JSON.parse(push?.body ?? '{}')).toMatchObject({
        BusinessShortCode: '174379',
        Amount: 500,
        PhoneNumber: phone.slice(1),
        CallBackURL: `${PUBLIC_URL}/api/Wallet/callback/${CALLBACK_SECRET}`,
      });
    });
  });

  it('keeps the stand-ins on a staging server that says so, and shows it on /api/health', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      ALLOW_SIMULATORS_IN_PRODUCTION: '1',
      SECRET_KEY: productionEnv.SECRET_KEY,
      PUBLIC_URL,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pamoja-staging-')),
    });
    try {
      expect(await waitUntilHealthy(server)).toMatchObject({
        status: 'ok',
        standIns: ['SMS outbox', 'M-Pesa simulator', 'demo data'],
      });
      expect(server.output()).toContain(
        'STAGING: ALLOW_SIMULATORS_IN_PRODUCTION=1, this server runs on stand-ins (SMS outbox, M-Pesa simulator, demo data): no real SMS, no real money.',
      );
      // Still production: no development routes.
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 90_000);
});
