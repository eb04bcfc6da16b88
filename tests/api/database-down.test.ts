import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/plugins/error-handler.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

describe('when the database is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await createTestDatabase();
    t = await createTestApp({}, { database });
    await database.close();
  });
  afterAll(() => t.app.close());

  it('the health check says so with 503', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('a request that needs it fails with 503, a time to retry and no internals', async () => {
    const res = await t.app.inject({
      url: '/api/user/details',
      cookies: { pamoja_session: 'a'.repeat(43) },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: 'database_unavailable',
      message: "Pamoja can't reach its database right now. Please try again in a moment.",
    });
  });

  it('a bug is still a 500 that says nothing of it', async () => {
    expect(isDatabaseUnavailable(new Error('relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isDatabaseUnavailable({ message: 'Failed query', cause: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' })).toBe(
      true,
    );
  });
});
