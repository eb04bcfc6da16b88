import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { smsOutbox, users } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/server/features/auth/sessions.ts';
import { loggerOptions } from '../../src/server/logger.ts';
import { createProviders } from '../../src/server/providers/create-providers.ts';
import { json, lastCode } from '../helpers/sign-in.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

describe('structured logs', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'info' });
    const options = loggerOptions(config) as object;
    app = await buildApp({
      config,
      database,
      providers: createProviders(config, database.db, { warn: () => {} }),
      logger: { ...options, transport: undefined, stream },
      webRoot: '/nonexistent',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('write one JSON line per event with the request id, and never the session token', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ phoneNumber: '+254733000001' })
      .returning();
    const { token } = await createSession(database.db, user!.id);
    const res = await app.inject({
      url: '/api/user/details',
      headers: { cookie: `pamoja_session=${token}`, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const requestId = res.headers['x-request-id'];
    const mine = lines.filter((l) => l.reqId === requestId);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('never contain a sign-in code or the session it starts', async () => {
    const phone = '+254733000002';
    const send = await app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      ...json({ phoneNumber: phone }),
    });
    expect(send.statusCode).toBe(200);
    const otp = await lastCode(app, phone);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      ...json({ phoneNumber: phone, otp: otp === '00000' ? '11111' : '00000' }),
    });
    expect(wrong.statusCode).toBe(400);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      ...json({ phoneNumber: phone, otp }),
    });
    expect(res.json().status).toBe('needs_registration');
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      ...json({
        phoneNumber: phone,
        otp,
        isNewUser: true,
        fullName: 'Zawadi Mwende',
        nationalIdNumber: '33445566',
        gender: 'Female',
      }),
    });
    const token = done.cookies.find((c) => c.name === 'pamoja_session')?.value;
    expect(token).toBeTruthy();
    await app.inject({ url: '/api/user/details', cookies: { pamoja_session: token! } });
    // Times and ids are numbers and hex that may hold any five digits by chance; drop them.
    const text = JSON.stringify(lines.map(({ time, responseTime, reqId, ...rest }) => rest));
    expect(text).not.toMatch(new RegExp(`\\b${otp}\\b`));
    expect(text).not.toContain(token);
    expect(lines.length).toBeGreaterThan(8);
  });

  it("show a failed query's statement and the database's error, never its values", async () => {
    // An SMS on its way to the outbox holds a sign-in code; this one breaks a check on its status.
    const error = await database.db
      .insert(smsOutbox)
      .values({
        toPhone: '+254733000009',
        message: 'Your Pamoja code is 482913',
        provider: 'outbox',
        status: 'lost' as 'sent',
      })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(DrizzleQueryError);
    app.log.error({ err: error }, 'request failed');
    const line = lines.at(-1) as { msg: string; err: { message: string; stack: string } };
    expect(line.msg).toBe('request failed');
    expect(line.err.message).toMatch(/^Failed query: insert into "sms_outbox"/);
    expect(line.err.message).toContain('sms_outbox_status_known');
    expect(line.err.stack).toContain('logging.test.ts');
    const text = JSON.stringify(line);
    for (const value of ['482913', '254733000009', 'lost']) expect(text).not.toContain(value);
  });
});
