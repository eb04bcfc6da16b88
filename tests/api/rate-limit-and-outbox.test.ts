import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { createOutboxSms } from '../../src/server/providers/sms/outbox-sms.ts';
import { countsReach, holdMidMinute } from '../helpers/rate-limit-counts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('the per-address API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3' });
    // The counts are per minute: no test's hits may fall into two windows.
    holdMidMinute();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('answers 429 with a message and Retry-After past the limit, per client address', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({ url: '/api/auth/session', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await from('10.1.1.1')).statusCode).toBe(200);
    const limited = await from('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('10.1.1.2')).statusCode).toBe(200);
  });

  it('never limits the health check', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.app.inject({ url: '/api/health', remoteAddress: '10.1.1.3' })).statusCode,
      ).toBe(200);
    }
  });

  it('shares its counts through the database, so every server process sees them', async () => {
    const other = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3' }, { database: t.database });
    const ask = () => other.app.inject({ url: '/api/auth/session', remoteAddress: '10.1.1.1' });
    try {
      // A process learns the others' counts for an address when it next shares its own hits.
      await ask();
      // The first app's 4 hits (the refused one counts too) and this one's: once this one has
      // sent its hit, it knows the address's count.
      await countsReach(t.database.db, 'api:10.1.1.1', 5, other.app);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists stored SMS newest first, optionally for one phone in any Kenyan form', async () => {
    const sms = createOutboxSms(t.database.db);
    // A minute apart, so that "newest first" has one answer: sent within one millisecond, as
    // warm code does, they would have the same time.
    try {
      await sms.send({ to: '+254711000001', message: 'first' });
      advanceClock(1);
      await sms.send({ to: '+254711000002', message: 'other phone' });
      advanceClock(1);
      await sms.send({ to: '+254711000001', message: 'second' });
    } finally {
      resetClock();
    }

    const all = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((m: { message: string }) => m.message)).toEqual([
      'second',
      'other phone',
      'first',
    ]);

    const one = await t.app.inject({
      url: '/api/dev/outbox?phone=0711 000 001',
      remoteAddress: '::1',
    });
    expect(one.json()).toEqual([
      { to: '+254711000001', message: 'second', createdAt: expect.any(String) },
      { to: '+254711000001', message: 'first', createdAt: expect.any(String) },
    ]);
  });

  it('is a 404 for anyone not on this machine, also through a proxy', async () => {
    const remote = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '41.90.1.2' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toEqual({
      code: 'route_not_found',
      message: 'No such API route: GET /api/dev/outbox',
      method: 'GET',
      path: '/api/dev/outbox',
    });
    const proxied = await t.app.inject({
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '41.90.1.2' },
    });
    expect(proxied.statusCode).toBe(404);
  });
});
