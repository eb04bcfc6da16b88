import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canPay, createTokenPurchase, type PurchaseNotice } from './token-purchase';

const PHONE = '+254712345678';
const TX = '3f0c1d9e-8a57-4f5e-9a51-1b2c3d4e5f60';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A stand-in for the wallet API: the answer to the prompt, then one answer per status check. */
function wallet({
  initiate = () =>
    json({
      transactionId: TX,
      phoneNumber: PHONE,
      status: 'pending',
      message: 'Check your phone.',
    }),
  statuses = [] as Array<() => Response>,
}: {
  initiate?: () => Response | Promise<Response>;
  statuses?: Array<() => Response>;
} = {}) {
  const remaining = [...statuses];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/Wallet/InitiateMpesaPayment' && init?.method === 'POST') return initiate();
    if (url.startsWith('/api/Wallet/GetMpesaPaymentStatus?')) {
      const next = remaining.shift();
      return next ? next() : pendingStatus();
    }
    return json({ message: `unexpected ${url}` }, 404);
  });
}

const pendingStatus = () => json({ status: 'pending', amount: 500, receipt: null });

function postedBodies(): Array<{ amount: number; idempotencyKey: string }> {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function statusCalls(): string[] {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/Wallet/GetMpesaPaymentStatus'));
}

let notices: PurchaseNotice[];
let paid: number[];

function setUp(amountText = '500') {
  let n = 0;
  const purchase = createTokenPurchase({
    notify: (notice) => notices.push(notice),
    onPaid: (amount) => paid.push(amount),
    newKey: () => `key-${++n}-0000`,
  });
  purchase.setAmountText(amountText);
  return purchase;
}

const lastNotice = () => notices.at(-1);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  notices = [];
  paid = [];
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the Make Payment button', () => {
  it('is enabled only in idle with an amount of at least 1', async () => {
    wallet();
    const purchase = setUp('');
    expect(canPay(purchase.getState())).toBe(false);
    for (const text of ['0', '-3', '0.5', 'abc', ' ']) {
      purchase.setAmountText(text);
      expect(canPay(purchase.getState()), text).toBe(false);
    }
    purchase.setAmountText('1');
    expect(canPay(purchase.getState())).toBe(true);

    await purchase.start(PHONE);
    expect(purchase.getState().phase).toBe('pending');
    expect(canPay(purchase.getState())).toBe(false);
  });
});

describe('checks before a prompt is sent', () => {
  it.each([[''], ['0'], ['-20'], ['1.5']])(
    'refuses the amount %j with the specification message and sends nothing',
    async (text) => {
      wallet();
      const purchase = setUp(text);

      await purchase.start(PHONE);

      expect(notices).toEqual([
        {
          title: 'Invalid Amount',
          description: 'Please enter a valid amount (minimum 1 token).',
          variant: 'destructive',
        },
      ]);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(purchase.getState().phase).toBe('idle');
    },
  );

  it('refuses more than M-Pesa takes in one payment', async () => {
    wallet();
    const purchase = setUp('250001');

    await purchase.start(PHONE);

    expect(lastNotice()).toMatchObject({
      title: 'Invalid Amount',
      description: 'You can buy up to 250,000 tokens at a time.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([[null], [''], ['  ']])('asks for a registered phone when it is %j', async (phone) => {
    wallet();
    const purchase = setUp('500');

    await purchase.start(phone);

    expect(notices).toEqual([
      {
        title: 'Phone Number Missing',
        description: 'Please ensure your phone number is registered.',
        variant: 'destructive',
      },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a payment M-Pesa paid for another amount', () => {
  it('says it is being checked, credits nothing, stops asking, and can be put away', async () => {
    wallet({
      statuses: [
        () => json({ status: 'held', amount: 500, receipt: 'QKX12ABD', message: 'Checking it.' }),
      ],
    });
    const purchase = setUp('500');
    await purchase.start(PHONE);
    await vi.advanceTimersByTimeAsync(3000);

    expect(purchase.getState()).toEqual({
      phase: 'held',
      amount: 500,
      message: 'Checking it.',
      amountText: '500',
    });
    expect(lastNotice()).toEqual({
      title: 'Payment Being Checked',
      description: 'Checking it.',
      variant: 'default',
    });
    expect(paid).toEqual([]);
    expect(canPay(purchase.getState())).toBe(false);

    await vi.advanceTimersByTimeAsync(200_000);
    expect(statusCalls()).toHaveLength(1);
    purchase.dismiss();
    expect(purchase.getState()).toEqual({ phase: 'idle', amountText: '500' });
  });
});

describe('a successful purchase', () => {
  it('sends the prompt, polls every 3 s, credits, and returns to idle 3 s later with the amount cleared', async () => {
    wallet({
      statuses: [
        pendingStatus,
        () => json({ status: 'success', amount: 500, receipt: 'QKX12ABC' }),
      ],
    });
    const purchase = setUp('500');

    const started = purchase.start(PHONE);
    expect(purchase.getState()).toMatchObject({ phase: 'initiating', amount: 500 });
    await started;

    const [body] = postedBodies();
    expect(body?.amount).toBe(500);
    expect(body?.idempotencyKey).toBe('key-1-0000');
    expect(purchase.getState()).toMatchObject({
      phase: 'pending',
      transactionId: TX,
      phoneNumber: PHONE,
      message: 'Check your phone.',
    });
    expect(lastNotice()).toEqual({
      title: 'Payment Request Sent',
      description: 'Check your phone.',
      variant: 'default',
    });

    await vi.advanceTimersByTimeAsync(2999);
    expect(statusCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(statusCalls()).toEqual([`/api/Wallet/GetMpesaPaymentStatus?transactionId=${TX}`]);
    expect(purchase.getState().phase).toBe('pending');

    await vi.advanceTimersByTimeAsync(3000);
    expect(statusCalls()).toHaveLength(2);
    expect(purchase.getState()).toMatchObject({
      phase: 'success',
      amount: 500,
      receipt: 'QKX12ABC',
      amountText: '500',
    });
    expect(lastNotice()).toEqual({
      title: 'Payment Successful!',
      description: '500 tokens added to your balance.',
      variant: 'default',
    });
    expect(paid).toEqual([500]);

    await vi.advanceTimersByTimeAsync(2999);
    expect(purchase.getState().phase).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(purchase.getState()).toEqual({ phase: 'idle', amountText: '' });

    // Nothing keeps polling once it is over.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(statusCalls()).toHaveLength(2);
  });

  it('sends one prompt however often the button is tapped', async () => {
    wallet();
    const purchase = setUp('500');

    await Promise.all([purchase.start(PHONE), purchase.start(PHONE), purchase.start(PHONE)]);

    expect(postedBodies()).toHaveLength(1);
  });
});

describe('a payment M-Pesa does not complete', () => {
  it("shows the server's reason, such as a cancelled prompt, and stops polling", async () => {
    wallet({
      statuses: [
        () =>
          json({
            status: 'failed',
            message: 'You cancelled the M-Pesa prompt.',
            amount: 1032,
            receipt: null,
          }),
      ],
    });
    const purchase = setUp('1032');
    await purchase.start(PHONE);

    await vi.advanceTimersByTimeAsync(3000);

    expect(purchase.getState()).toMatchObject({
      phase: 'failed',
      kind: 'declined',
      title: 'Payment Failed',
      message: 'You cancelled the M-Pesa prompt.',
    });
    expect(lastNotice()).toEqual({
      title: 'Payment Failed',
      description: 'You cancelled the M-Pesa prompt.',
      variant: 'destructive',
    });
    expect(paid).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(statusCalls()).toHaveLength(1);
  });

  it('falls back to the specification text when the server gives no reason', async () => {
    wallet({ statuses: [() => json({ status: 'failed', amount: 500, receipt: null })] });
    const purchase = setUp('500');
    await purchase.start(PHONE);

    await vi.advanceTimersByTimeAsync(3000);

    expect(lastNotice()).toMatchObject({
      title: 'Payment Failed',
      description: 'Your payment was not completed. Please try again.',
    });
  });

  it('tries again with the same amount and a new key', async () => {
    wallet({
      statuses: [
        () => json({ status: 'failed', amount: 500, receipt: null }),
        () => json({ status: 'success', amount: 500, receipt: 'QKX99' }),
      ],
    });
    const purchase = setUp('500');
    await purchase.start(PHONE);
    await vi.advanceTimersByTimeAsync(3000);

    await purchase.retry();
    await vi.advanceTimersByTimeAsync(3000);

    expect(postedBodies().map((b) => [b.amount, b.idempotencyKey])).toEqual([
      [500, 'key-1-0000'],
      [500, 'key-2-0000'],
    ]);
    expect(purchase.getState().phase).toBe('success');
  });
});

describe('when the answer cannot be known', () => {
  it.each([
    ['a server error', () => json({ message: 'Something went wrong on our side.' }, 500)],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')) as never],
  ])('stops polling after a failed status check (%s)', async (_, answer) => {
    wallet({ statuses: [pendingStatus, answer] });
    const purchase = setUp('500');
    await purchase.start(PHONE);

    await vi.advanceTimersByTimeAsync(6000);

    expect(purchase.getState()).toMatchObject({ phase: 'failed', kind: 'unverified' });
    expect(lastNotice()).toEqual({
      title: 'Payment Status Check Failed',
      description: 'Unable to verify payment status. Please contact support if money was deducted.',
      variant: 'destructive',
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(statusCalls()).toHaveLength(2);
  });

  it('gives up after 120 s of pending answers', async () => {
    wallet();
    const purchase = setUp('1037');
    await purchase.start(PHONE);

    await vi.advanceTimersByTimeAsync(119_999);
    expect(purchase.getState().phase).toBe('pending');
    expect(statusCalls()).toHaveLength(39);

    await vi.advanceTimersByTimeAsync(1);
    expect(purchase.getState()).toMatchObject({
      phase: 'failed',
      kind: 'unverified',
      transactionId: TX,
    });
    expect(lastNotice()).toEqual({
      title: 'Payment Timeout',
      description: 'Payment verification timed out. Please contact support if money was deducted.',
      variant: 'destructive',
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(statusCalls()).toHaveLength(39);
  });

  it('checks the same payment again on request, without a second prompt', async () => {
    wallet();
    const purchase = setUp('500');
    await purchase.start(PHONE);
    await vi.advanceTimersByTimeAsync(120_000);
    const checksBefore = statusCalls().length;

    wallet({ statuses: [() => json({ status: 'success', amount: 500, receipt: 'QKX7' })] });
    purchase.recheck();
    expect(purchase.getState().phase).toBe('pending');
    await vi.advanceTimersByTimeAsync(0);

    expect(statusCalls().length).toBe(checksBefore + 1);
    expect(postedBodies()).toHaveLength(1);
    expect(purchase.getState()).toMatchObject({ phase: 'success', receipt: 'QKX7' });
    expect(paid).toEqual([500]);
  });
});

describe('a prompt that could not be sent', () => {
  it.each([
    [
      'M-Pesa refused the push (502): the error text',
      () =>
        json(
          { message: 'Push refused', error: 'Failed to deposit tokens. Please try again.' },
          502,
        ),
      'Failed to deposit tokens. Please try again.',
    ],
    [
      'a key used for another amount (422): the error text',
      () =>
        json(
          {
            message: 'x',
            error: 'This payment was already started for a different amount.',
          },
          422,
        ),
      'This payment was already started for a different amount.',
    ],
    [
      'a refused amount (400): the message',
      () => json({ message: 'Please enter a valid amount: whole tokens from 1 to 250,000.' }, 400),
      'Please enter a valid amount: whole tokens from 1 to 250,000.',
    ],
    [
      'no network: the specification text',
      () => Promise.reject(new TypeError('Failed to fetch')) as never,
      'Failed to deposit tokens. Please try again.',
    ],
    [
      'an empty server error: the specification text',
      () => new Response(null, { status: 500 }),
      'Failed to deposit tokens. Please try again.',
    ],
  ])('says Payment Failed with %s', async (_, initiate, text) => {
    wallet({ initiate });
    const purchase = setUp('500');

    await purchase.start(PHONE);

    expect(purchase.getState()).toMatchObject({ phase: 'failed', kind: 'not-started' });
    expect(notices).toEqual([
      { title: 'Payment Failed', description: text, variant: 'destructive' },
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(statusCalls()).toEqual([]);
  });

  it('reuses the key when the first try may have reached the server, so M-Pesa prompts once', async () => {
    let calls = 0;
    wallet({
      initiate: () =>
        ++calls === 1
          ? (Promise.reject(new TypeError('Failed to fetch')) as never)
          : json({ transactionId: TX, phoneNumber: PHONE, status: 'pending', message: 'ok' }),
    });
    const purchase = setUp('500');

    await purchase.start(PHONE);
    await purchase.retry();

    const [first, second] = postedBodies();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(purchase.getState().phase).toBe('pending');
  });

  it('uses a new key after a definite refusal, or for another amount', async () => {
    wallet({ initiate: () => json({ message: 'no', error: 'no' }, 502) });
    const purchase = setUp('500');
    await purchase.start(PHONE);
    await purchase.retry();

    wallet({ initiate: () => Promise.reject(new TypeError('Failed to fetch')) as never });
    purchase.setAmountText('500');
    await purchase.start(PHONE);
    purchase.setAmountText('600');
    await purchase.start(PHONE);

    expect(postedBodies().map((b) => b.idempotencyKey)).toEqual([
      'key-1-0000',
      'key-2-0000',
      'key-3-0000',
      'key-4-0000',
    ]);
  });
});

describe('the amount field', () => {
  it('is locked while a payment is under way, and typing after a failure starts over', async () => {
    wallet({ statuses: [() => json({ status: 'failed', amount: 500, receipt: null })] });
    const purchase = setUp('500');
    await purchase.start(PHONE);

    purchase.setAmountText('900');
    expect(purchase.getState()).toMatchObject({ phase: 'pending', amountText: '500' });

    await vi.advanceTimersByTimeAsync(3000);
    expect(purchase.getState().phase).toBe('failed');
    purchase.setAmountText('900');
    expect(purchase.getState()).toEqual({ phase: 'idle', amountText: '900' });
  });

  it('keeps the amount when a failure is put away, and forgets everything on reset', async () => {
    wallet({ initiate: () => json({ message: 'no' }, 400) });
    const purchase = setUp('500');
    await purchase.start(PHONE);

    purchase.dismiss();
    expect(purchase.getState()).toEqual({ phase: 'idle', amountText: '500' });

    wallet();
    await purchase.start(PHONE);
    purchase.reset();
    expect(purchase.getState()).toEqual({ phase: 'idle', amountText: '' });
    await vi.advanceTimersByTimeAsync(200_000);
    expect(statusCalls()).toEqual([]);
    expect(notices.map((n) => n.title)).toEqual(['Payment Failed', 'Payment Request Sent']);
  });
});
