import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDarajaPayments } from '../../src/server/providers/payments/daraja-payments.ts';

/** A local server that speaks Daraja's shapes and records what it is sent. */
interface Received {
  method: string;
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}
const received: Received[] = [];
let tokenLifetimeSeconds = 3599;
let tokensIssued = 0;
let queryAnswer: { status: number; body: unknown } = { status: 200, body: {} };
let pushAnswer: { status: number; body: unknown } = { status: 200, body: {} };
let revokeNextCall = false;

const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    const path = req.url ?? '';
    received.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization ?? '',
      body: raw ? JSON.parse(raw) : {},
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/oauth/v1/generate?grant_type=client_credentials') {
      tokensIssued++;
      return send(200, {
        access_token: `token-${tokensIssued}`,
        expires_in: String(tokenLifetimeSeconds),
      });
    }
    if (revokeNextCall) {
      revokeNextCall = false;
      return send(401, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    }
    if (path === '/mpesa/stkpush/v1/processrequest')
      return send(pushAnswer.status, pushAnswer.body);
    if (path === '/mpesa/stkpushquery/v1/query') return send(queryAnswer.status, queryAnswer.body);
    if (path === '/mpesa/b2c/v3/paymentrequest') {
      return send(200, {
        ConversationID: 'AG_20261121_1234',
        OriginatorConversationID: 'x',
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    }
    send(404, {});
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  tokenLifetimeSeconds = 3599;
  pushAnswer = {
    status: 200,
    body: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    },
  };
});

const daraja = (overrides: Partial<Parameters<typeof createDarajaPayments>[0]> = {}) =>
  createDarajaPayments({
    environment: 'sandbox',
    consumerKey: 'consumer-key',
    consumerSecret: 'consumer-secret',
    shortCode: '174379',
    passkey: 'pass-key',
    transactionType: 'CustomerPayBillOnline',
    baseUrl,
    now: () => new Date('2026-11-21T07:05:09Z'),
    ...overrides,
  });
const push = (provider: ReturnType<typeof daraja>, extra: Record<string, unknown> = {}) =>
  provider.stkPush({
    phoneNumber: '+254712345678',
    amount: 500,
    accountReference: 'PamojaTokensAccount',
    transactionDesc: 'Pamoja tokens purchase',
    callbackUrl: 'https://pamoja.example/api/Wallet/callback/s3cret',
    ...extra,
  });

describe('the Daraja adapter', () => {
  it('sends the STK push Daraja expects', async () => {
    const accepted = await push(daraja());
    expect(accepted).toEqual({
      merchantRequestId: '29115-34620561-1',
      checkoutRequestId: 'ws_CO_191220191020363925',
      customerMessage: 'Success. Request accepted for processing',
    });
    const [oauth, stk] = received;
    expect(oauth?.authorization).toBe(
      `Basic ${Buffer.from('consumer-key:consumer-secret').toString('base64')}`,
    );
    expect(stk?.authorization).toMatch(/^Bearer token-\d+$/);
    expect(stk?.body).toEqual({
      BusinessShortCode: '174379',
      // base64(shortcode + passkey + timestamp), timestamp in Nairobi time (UTC+3)
      Password: Buffer.from('174379pass-key20261121100509').toString('base64'),
      Timestamp: '20261121100509',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 500,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
      CallBackURL: 'https://pamoja.example/api/Wallet/callback/s3cret',
      AccountReference: 'PamojaTokens',
      TransactionDesc: 'Pamoja tokens',
    });
    expect(String(stk?.body.AccountReference).length).toBeLessThanOrEqual(12);
    expect(String(stk?.body.TransactionDesc).length).toBeLessThanOrEqual(13);
  });

  it('uses Buy Goods and a separate till number when configured', async () => {
    await push(daraja({ transactionType: 'CustomerBuyGoodsOnline', partyB: '600000' }));
    expect(received.at(-1)?.body).toMatchObject({
      TransactionType: 'CustomerBuyGoodsOnline',
      PartyB: '600000',
    });
  });

  it('fetches one token for many concurrent calls and reuses it until shortly before expiry', async () => {
    const provider = daraja();
    const before = tokensIssued;
    await Promise.all([push(provider), push(provider), push(provider)]);
    await push(provider);
    expect(tokensIssued - before).toBe(1);
    tokenLifetimeSeconds = 30; // shorter than the safety margin: never reused
    const shortLived = daraja();
    await push(shortLived);
    await push(shortLived);
    expect(tokensIssued - before).toBe(3);
  });

  it('takes a new token and retries once when Daraja says the token is invalid', async () => {
    const provider = daraja();
    await push(provider);
    const before = tokensIssued;
    revokeNextCall = true;
    await expect(push(provider)).resolves.toMatchObject({
      checkoutRequestId: 'ws_CO_191220191020363925',
    });
    expect(tokensIssued - before).toBe(1);
  });

  it('fails the push when Daraja refuses it', async () => {
    pushAnswer = {
      status: 400,
      body: {
        requestId: 'x',
        errorCode: '400.002.02',
        errorMessage: 'Bad Request - Invalid PhoneNumber',
      },
    };
    await expect(push(daraja())).rejects.toThrow('Bad Request - Invalid PhoneNumber');
  });

  it('reads the STK query: processing, a result code, or an error', async () => {
    const provider = daraja();
    queryAnswer = {
      status: 500,
      body: {
        requestId: 'x',
        errorCode: '500.001.1001',
        errorMessage: 'The transaction is being processed',
      },
    };
    expect(await provider.stkQuery('ws_CO_1')).toEqual({
      resultCode: null,
      resultDesc: 'The transaction is being processed',
    });
    queryAnswer = {
      status: 200,
      body: {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: 'm',
        CheckoutRequestID: 'ws_CO_1',
        ResultCode: '1032',
        ResultDesc: 'Request cancelled by user',
      },
    };
    expect(await provider.stkQuery('ws_CO_1')).toEqual({
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
    expect(received.at(-1)?.body).toMatchObject({
      BusinessShortCode: '174379',
      CheckoutRequestID: 'ws_CO_1',
      Timestamp: '20261121100509',
    });
    queryAnswer = {
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid CheckoutRequestID' },
    };
    await expect(provider.stkQuery('nope')).rejects.toThrow('Invalid CheckoutRequestID');
  });

  it('talks to the sandbox or production host by configuration', async () => {
    const urls: string[] = [];
    const recording = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ access_token: 't', expires_in: '3599' }), {
        status: 200,
      });
    }) as unknown as typeof fetch;
    await createDarajaPayments({
      environment: 'sandbox',
      consumerKey: 'k',
      consumerSecret: 's',
      shortCode: '1',
      passkey: 'p',
      transactionType: 'CustomerPayBillOnline',
      fetch: recording,
    })
      .stkQuery('x')
      .catch(() => {});
    await createDarajaPayments({
      environment: 'production',
      consumerKey: 'k',
      consumerSecret: 's',
      shortCode: '1',
      passkey: 'p',
      transactionType: 'CustomerPayBillOnline',
      fetch: recording,
    })
      .stkQuery('x')
      .catch(() => {});
    expect(urls.filter((u) => u.includes('oauth')).map((u) => new URL(u).host)).toEqual([
      'sandbox.safaricom.co.ke',
      'api.safaricom.co.ke',
    ]);
  });

  it('sends driver payouts as B2C BusinessPayment requests', async () => {
    const provider = daraja({
      b2c: { shortCode: '600984', initiatorName: 'pamoja_api', securityCredential: 'encrypted==' },
    });
    const accepted = await provider.b2cPayment({
      originatorConversationId: 'c2f1e0a4-1',
      phoneNumber: '+254712345678',
      amount: 1500,
      remarks: 'Pamoja driver earnings',
      resultUrl: 'https://pamoja.example/api/Wallet/callback/s/b2c/result',
      timeoutUrl: 'https://pamoja.example/api/Wallet/callback/s/b2c/timeout',
    });
    expect(accepted).toEqual({ conversationId: 'AG_20261121_1234' });
    expect(received.at(-1)?.body).toEqual({
      OriginatorConversationID: 'c2f1e0a4-1',
      InitiatorName: 'pamoja_api',
      SecurityCredential: 'encrypted==',
      CommandID: 'BusinessPayment',
      Amount: 1500,
      PartyA: '600984',
      PartyB: '254712345678',
      Remarks: 'Pamoja driver earnings',
      QueueTimeOutURL: 'https://pamoja.example/api/Wallet/callback/s/b2c/timeout',
      ResultURL: 'https://pamoja.example/api/Wallet/callback/s/b2c/result',
      Occasion: 'Pamoja payout',
    });
    await expect(
      daraja().b2cPayment({
        originatorConversationId: 'x',
        phoneNumber: '+254712345678',
        amount: 1,
        remarks: 'r',
        resultUrl: 'u',
        timeoutUrl: 'u',
      }),
    ).rejects.toThrow(/MPESA_B2C_SHORTCODE/);
  });
});
