import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('a request that needs it fails with 500 and no internals', async () => {
    const res = await t.app.inject({
      url: '/api/user/details',
      cookies: { pamoja_session: 'a'.repeat(43) },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });
});
