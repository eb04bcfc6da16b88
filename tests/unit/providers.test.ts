import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nairobiTimestamp } from '../../src/server/providers/payments/nairobi-timestamp.ts';
import type { StkCallbackBody } from '../../src/server/providers/payments/payments-provider.ts';
import { createSimulatorPayments } from '../../src/server/providers/payments/simulator-payments.ts';
import { createLocalStorage } from '../../src/server/providers/storage/local-storage.ts';

describe('the M-Pesa simulator', () => {
  const received: StkCallbackBody[] = [];
  let waiters: (() => void)[] = [];
  let callbackUrl = '';
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      expect(req.method).toBe('POST');
      expect(req.headers['content-type']).toBe('application/json');
      received.push(JSON.parse(body));
      res.end('{"ResultCode":0,"ResultDesc":"Accepted"}');
      for (const wake of waiters) wake();
      waiters = [];
    });
  });
  const nextCallback = () => new Promise<void>((resolve) => waiters.push(resolve));

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    callbackUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/Wallet/callback/secret`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const push = (payments: ReturnType<typeof createSimulatorPayments>, amount: number) =>
    payments.stkPush({
      phoneNumber: '+254712345678',
      amount,
      accountReference: 'Pamoja',
      transactionDesc: 'Tokens',
      callbackUrl,
    });

  it('accepts a push like Daraja and posts a successful callback with the receipt', async () => {
    const payments = createSimulatorPayments({ delayMs: 10 });
    const arrived = nextCallback();
    const accepted = await push(payments, 250);
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_/);
    expect(accepted.customerMessage).toBe('Success. Request accepted for processing');
    await arrived;
    const callback = received.at(-1)!.Body.stkCallback;
    expect(callback).toMatchObject({
      CheckoutRequestID: accepted.checkoutRequestId,
      MerchantRequestID: accepted.merchantRequestId,
      ResultCode: 0,
    });
    const items = Object.fromEntries(callback.CallbackMetadata!.Item.map((i) => [i.Name, i.Value]));
    expect(items.Amount).toBe(250);
    expect(items.PhoneNumber).toBe(254712345678);
    expect(String(items.MpesaReceiptNumber)).toMatch(/^[A-Z0-9]{10}$/);
    expect(String(items.TransactionDate)).toMatch(/^20\d{12}$/);
    expect((await payments.stkQuery(accepted.checkoutRequestId)).resultCode).toBe(0);
  });

  it.each([
    [1032, 'Request cancelled by user'],
    [2001, 'The initiator information is invalid.'],
  ])('answers amount %i with ResultCode %i and no metadata', async (amount, desc) => {
    const payments = createSimulatorPayments({ delayMs: 5 });
    const arrived = nextCallback();
    const accepted = await push(payments, amount);
    await arrived;
    expect(received.at(-1)!.Body.stkCallback).toEqual({
      MerchantRequestID: accepted.merchantRequestId,
      CheckoutRequestID: accepted.checkoutRequestId,
      ResultCode: amount,
      ResultDesc: desc,
    });
    expect(await payments.stkQuery(accepted.checkoutRequestId)).toEqual({
      resultCode: amount,
      resultDesc: desc,
    });
  });

  it('never answers 1037: no callback, and queries keep saying it is processing', async () => {
    const payments = createSimulatorPayments({ delayMs: 60_000 });
    const before = received.length;
    const accepted = await push(payments, 1037);
    expect((await payments.stkQuery(accepted.checkoutRequestId)).resultCode).toBeNull();
    // No callback is even scheduled: the timers tell, without waiting to see none arrive.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const quick = createSimulatorPayments({ delayMs: 0 });
      const unanswered = await push(quick, 1037);
      expect(vi.getTimerCount()).toBe(0);
      await push(quick, 250);
      expect(vi.getTimerCount()).toBe(1);
      vi.clearAllTimers();
      expect(received.length).toBe(before);
      expect((await quick.stkQuery(unanswered.checkoutRequestId)).resultCode).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('knows nothing of a checkout it did not make', async () => {
    const payments = createSimulatorPayments({ delayMs: 0 });
    expect((await payments.stkQuery('ws_CO_191220191020363925')).resultCode).not.toBe(0);
  });

  it('writes Daraja timestamps in Nairobi time', () => {
    expect(nairobiTimestamp(new Date('2026-11-21T21:30:05Z'))).toBe('20261122003005');
  });
});

describe('local file storage', () => {
  const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'pamoja-storage-')));

  it('stores, reads back and deletes a file', async () => {
    await storage.put('documents/user-1/id-front.png', Buffer.from('png bytes'), 'image/png');
    expect((await storage.get('documents/user-1/id-front.png'))?.toString()).toBe('png bytes');
    await storage.delete('documents/user-1/id-front.png');
    expect(await storage.get('documents/user-1/id-front.png')).toBeNull();
  });

  it.each(['../etc/passwd', 'documents/../../x', '/absolute', 'a//b', 'with space'])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Unsafe storage key/,
      );
    },
  );
});
