import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { notifications } from '../../src/server/db/schema.ts';
import { DELIVERING_AT_ONCE } from '../../src/server/features/notifications/deliver-notifications.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../../src/server/features/notifications/deliver-one.ts';
import { type NotificationInput, notify } from '../../src/server/features/notifications/notify.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import type { SmsProvider } from '../../src/server/providers/sms/sms-provider.ts';
import { NAIROBI_UTC_OFFSET_MINUTES } from '../../src/shared/constants.ts';
import {
  ALERT_SMS_PER_DAY,
  DEFAULT_NOTIFICATION_PREFERENCE,
} from '../../src/shared/rules/commute.ts';
import { createPassenger, type User } from '../factories/index.ts';
import { type PushServiceStandIn, startPushService } from '../helpers/push-service.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The notifications module as people meet it: the inbox behind the bell, the channels they
// choose per kind, the daily cap on alert SMS; and the outbox as operations needs it: every
// notification delivered exactly once by any number of processes, also when one of them dies.

let t: TestApp;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushService();
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});
afterEach(() => resetClock());

const db = () => t.database.db;

async function person() {
  const user = await createPassenger(db());
  return { user, cookie: (await t.signIn(user.id)).cookie };
}

/** Writes notifications as an event does (in a transaction), without delivering them. */
const write = (items: NotificationInput[]) => db().transaction((tx) => notify(tx, items));

const booking = (user: User, n = 1, sms = true): NotificationInput => ({
  userId: user.id,
  kind: 'booking',
  text: () => ({
    title: `Booking ${n}`,
    body: `Body ${n}`,
    smsText: sms ? `Pamoja: booking ${n}.` : null,
  }),
  link: '/trips',
});

const alert = (user: User, n: number): NotificationInput => ({
  userId: user.id,
  kind: 'alert',
  text: () => ({
    title: 'A ride like yours',
    body: `Ride ${n}`,
    smsText: `Pamoja: a ride like yours, number ${n}. Reply STOP ALERTS to stop these SMS.`,
  }),
  link: `/search?ride=${randomUUID()}`,
});

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
const post = (cookie: string, url: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie } });
const putPreferences = (cookie: string, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/notification-preferences',
    ...json(body, { cookie }),
  });
const smsTo = async (user: User) =>
  (await readOutbox(db(), user.phoneNumber)).map((sms) => sms.message).reverse();
const rowsOf = (userId: string) =>
  db().select().from(notifications).where(eq(notifications.userId, userId));

describe('the inbox', () => {
  it('lists the person’s own notifications newest first, a page at a time, with the unread count', async () => {
    const { user, cookie } = await person();
    const other = await person();
    for (let n = 1; n <= 5; n++) {
      await write([booking(user, n)]);
      advanceClock(1);
    }
    await write([booking(other.user, 99)]);

    const first = await get(cookie, '/api/notifications?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().unreadCount).toBe(5);
    expect(first.json().notifications.map((n: { title: string }) => n.title)).toEqual([
      'Booking 5',
      'Booking 4',
    ]);
    expect(first.json().notifications[0]).toMatchObject({
      kind: 'booking',
      body: 'Body 5',
      link: '/trips',
      readAt: null,
    });
    const last = first.json().notifications[1].id;
    const second = await get(cookie, `/api/notifications?limit=2&before=${last}`);
    expect(second.json().notifications.map((n: { title: string }) => n.title)).toEqual([
      'Booking 3',
      'Booking 2',
    ]);
    const rest = await get(
      cookie,
      `/api/notifications?before=${second.json().notifications[1].id}`,
    );
    expect(rest.json().notifications.map((n: { title: string }) => n.title)).toEqual(['Booking 1']);

    const [foreign] = await rowsOf(other.user.id);
    const peek = await get(cookie, `/api/notifications?before=${foreign?.id}`);
    expect([peek.statusCode, peek.json().code]).toEqual([404, 'notification_not_found']);
    expect((await get(cookie, '/api/notifications?limit=0')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('marks one read, or all; someone else’s is not found', async () => {
    const { user, cookie } = await person();
    const other = await person();
    const [a, b] = await write([booking(user, 1), booking(user, 2)]);
    const [foreign] = await write([booking(other.user, 3)]);
    const count = async (c = cookie) =>
      (await get(c, '/api/notifications/unread-count')).json().unreadCount;
    expect(await count()).toBe(2);

    expect((await post(cookie, `/api/notifications/${a}/read`)).statusCode).toBe(204);
    expect((await post(cookie, `/api/notifications/${a}/read`)).statusCode).toBe(204);
    expect(await count()).toBe(1);
    const stranger = await post(cookie, `/api/notifications/${foreign}/read`);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'notification_not_found']);
    expect((await post(cookie, `/api/notifications/${randomUUID()}/read`)).statusCode).toBe(404);
    expect(await count(other.cookie)).toBe(1);

    expect((await post(cookie, '/api/notifications/read-all')).statusCode).toBe(204);
    expect(await count()).toBe(0);
    expect(await count(other.cookie)).toBe(1);
    const [row] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.id, b ?? ''));
    expect(row?.readAt).not.toBeNull();
  });
});

describe('preferences', () => {
  it('answers the defaults, saves any subset of kinds and answers them all', async () => {
    const { cookie } = await person();
    const defaults = await get(cookie, '/api/user/notification-preferences');
    const everyKind = { ...DEFAULT_NOTIFICATION_PREFERENCE };
    expect(defaults.json()).toEqual({
      booking: everyKind,
      trip: everyKind,
      alert: everyKind,
      payout: everyKind,
      document: everyKind,
    });
    const saved = await putPreferences(cookie, { alert: { push: true, sms: false } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...defaults.json(), alert: { push: true, sms: false } });
    const again = await putPreferences(cookie, { trip: { push: false, sms: true } });
    expect(again.json()).toEqual({
      ...defaults.json(),
      alert: { push: true, sms: false },
      trip: { push: false, sms: true },
    });
    expect((await get(cookie, '/api/user/notification-preferences')).json()).toEqual(again.json());
    expect((await putPreferences(cookie, { alert: { push: 'yes' } })).statusCode).toBe(400);
  });
});

describe('channels', () => {
  it('sends by SMS when the person turned push off for the kind, though a device is subscribed', async () => {
    const { user, cookie } = await person();
    const browser = pushService.subscription();
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      ...json(browser, { cookie }),
    });
    await putPreferences(cookie, { booking: { push: false, sms: true } });
    const before = pushService.received.length;
    await t.app.notifier.deliver(await write([booking(user, 1)]));
    expect(pushService.received.length).toBe(before);
    expect(await smsTo(user)).toEqual(['Pamoja: booking 1.']);
    expect((await rowsOf(user.id))[0]).toMatchObject({ deliveredVia: 'sms' });
  });

  it('keeps it in the inbox alone when SMS is off and no device took it', async () => {
    const { user, cookie } = await person();
    await putPreferences(cookie, { booking: { push: true, sms: false } });
    await t.app.notifier.deliver(await write([booking(user, 1)]));
    expect(await smsTo(user)).toEqual([]);
    expect((await rowsOf(user.id))[0]).toMatchObject({
      deliveryStatus: 'delivered',
      deliveredVia: 'inbox',
    });
  });

  it('sends a notification without an SMS text to the inbox only', async () => {
    const { user } = await person();
    await t.app.notifier.deliver(await write([booking(user, 1, false)]));
    expect(await smsTo(user)).toEqual([]);
    expect((await rowsOf(user.id))[0]?.deliveredVia).toBe('inbox');
  });
});

/** Minutes from the clock's now to 00:05 of the next Nairobi day. */
function minutesToNextNairobiDay(): number {
  const local = new Date(now().getTime() + NAIROBI_UTC_OFFSET_MINUTES * 60_000);
  return 24 * 60 - (local.getUTCHours() * 60 + local.getUTCMinutes()) + 5;
}

describe(`alert SMS, at most ${ALERT_SMS_PER_DAY} a Nairobi day`, () => {
  it('sends the first three, keeps the rest in the inbox, and sends again the next day', async () => {
    const { user } = await person();
    for (let n = 1; n <= 5; n++) await t.app.notifier.deliver(await write([alert(user, n)]));
    const texts = await smsTo(user);
    expect(texts).toHaveLength(ALERT_SMS_PER_DAY);
    for (const text of texts) expect(text).toMatch(/STOP/);
    const rows = await rowsOf(user.id);
    expect(rows.filter((r) => r.deliveredVia === 'sms')).toHaveLength(3);
    expect(rows.filter((r) => r.deliveredVia === 'inbox')).toHaveLength(2);
    // Other kinds are not capped.
    await t.app.notifier.deliver(await write([booking(user, 1)]));
    expect(await smsTo(user)).toHaveLength(4);

    advanceClock(minutesToNextNairobiDay());
    await t.app.notifier.deliver(await write([alert(user, 6)]));
    expect((await smsTo(user)).at(-1)).toMatch(/number 6/);
  });

  it('never sends a fourth when several processes deliver a person’s alerts at once', async () => {
    const { user } = await person();
    const other = await createTestApp({}, { database: t.database });
    try {
      const ids = await write(Array.from({ length: 8 }, (_, n) => alert(user, n)));
      await Promise.all(
        ids.flatMap((id) => [t.app.notifier.deliver([id]), other.app.notifier.deliver([id])]),
      );
      expect(await smsTo(user)).toHaveLength(ALERT_SMS_PER_DAY);
      const rows = await rowsOf(user.id);
      expect(rows.every((r) => r.deliveryStatus === 'delivered')).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('the outbox', () => {
  it('delivers each notification exactly once when two processes run the job at once', async () => {
    const other = await createTestApp({}, { database: t.database });
    try {
      const people = await Promise.all(Array.from({ length: 6 }, () => person()));
      const ids = await write(people.flatMap(({ user }) => [booking(user, 1), booking(user, 2)]));
      // Nothing was delivered after the commit: both processes' jobs find them pending.
      for (let round = 0; round < 3; round++) {
        await Promise.all([
          t.app.jobs.deliverNotifications(),
          other.app.jobs.deliverNotifications(),
          t.app.jobs.deliverNotifications(),
          other.app.jobs.deliverNotifications(),
        ]);
      }
      for (const { user } of people) {
        expect((await smsTo(user)).sort()).toEqual(['Pamoja: booking 1.', 'Pamoja: booking 2.']);
      }
      const rows = await db().select().from(notifications).where(inArray(notifications.id, ids));
      expect(rows.every((r) => r.deliveryStatus === 'delivered' && r.deliveredVia === 'sms')).toBe(
        true,
      );
      expect(rows.every((r) => r.deliveryAttempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('delivers a crowd of notifications in batches after the request, each once', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => createPassenger(db())));
    const ids = await write(people.map((user, n) => booking(user, n)));
    await t.app.notifier.deliver(ids);
    // Answered before all 30 went out; the rest follow in the background, and closing waits.
    await t.app.notifier.idle();
    const rows = await db().select().from(notifications).where(inArray(notifications.id, ids));
    expect(rows.map((row) => row.deliveryStatus)).toEqual(ids.map(() => 'delivered'));
    for (const [n, user] of people.entries()) {
      expect(await smsTo(user)).toEqual([`Pamoja: booking ${n}.`]);
    }
  });

  it("sends a request's notifications a few at a time, not one after another, each once", async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => createPassenger(db())));
    let sending = 0;
    let most = 0;
    const sent: string[] = [];
    // The provider holds each SMS until DELIVERING_AT_ONCE are at its door (or all the rest
    // are): one after another, the first would wait for ever.
    const waiting: (() => void)[] = [];
    const gathering: SmsProvider = {
      name: 'outbox',
      send: async ({ message }) => {
        sending += 1;
        most = Math.max(most, sending);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length === DELIVERING_AT_ONCE || sent.length + waiting.length === 6) {
            for (const release of waiting.splice(0)) release();
          }
        });
        sending -= 1;
        sent.push(message);
        return { ok: true };
      },
    };
    const other = await createTestApp({}, { database: t.database, providers: { sms: gathering } });
    try {
      const ids = await write(people.map((user, n) => booking(user, n)));
      await other.app.notifier.deliver(ids);
      expect(most).toBe(DELIVERING_AT_ONCE);
      expect(sent.sort()).toEqual(people.map((_, n) => `Pamoja: booking ${n}.`).sort());
      const rows = await db().select().from(notifications).where(inArray(notifications.id, ids));
      expect(rows.map((row) => row.deliveryStatus)).toEqual(ids.map(() => 'delivered'));
    } finally {
      await other.close();
    }
  });

  it('leaves a notification a dead process claimed to another after the lease, once', async () => {
    const { user } = await person();
    const [id] = await write([booking(user, 1)]);
    // The process claimed it (lease and attempt) and died before sending.
    await db()
      .update(notifications)
      .set({ claimedUntil: new Date(now().getTime() + 60_000), deliveryAttempts: 1 })
      .where(eq(notifications.id, id ?? ''));
    await t.app.jobs.deliverNotifications();
    expect(await smsTo(user)).toEqual([]);

    advanceClock(2);
    await t.app.jobs.deliverNotifications();
    await t.app.jobs.deliverNotifications();
    expect(await smsTo(user)).toEqual(['Pamoja: booking 1.']);
    expect((await rowsOf(user.id))[0]).toMatchObject({
      deliveryStatus: 'delivered',
      deliveredVia: 'sms',
      deliveryAttempts: 2,
    });
  });

  it('never sends an SMS twice when the process sending it hangs or dies at the provider', async () => {
    const { user } = await person();
    const hanging: SmsProvider = { name: 'outbox', send: () => new Promise(() => {}) };
    const stuck = await createTestApp({}, { database: t.database, providers: { sms: hanging } });
    try {
      const [id] = await write([booking(user, 1)]);
      void stuck.app.notifier.deliver([id ?? '']);
      // The SMS is marked as sent before the provider is called: what the provider does with it
      // is that process's alone, and no other process sends it again.
      await expect
        .poll(async () => (await rowsOf(user.id))[0]?.deliveryStatus, { timeout: 5000 })
        .toBe('delivered');
      advanceClock(5);
      await t.app.jobs.deliverNotifications();
      expect(await smsTo(user)).toEqual([]);
      expect((await rowsOf(user.id))[0]).toMatchObject({
        deliveredVia: 'sms',
        deliveryAttempts: 1,
      });
    } finally {
      await stuck.close().catch(() => {});
    }
  });

  it('tries a failed SMS again later, without its text in the error, and gives up after a few', async () => {
    const { user } = await person();
    const failing: SmsProvider = {
      name: 'outbox',
      send: async ({ message }) => ({ ok: false, error: `refused: ${message}` }),
    };
    const flaky = await createTestApp({}, { database: t.database, providers: { sms: failing } });
    try {
      const [id] = await write([booking(user, 7)]);
      await flaky.app.notifier.deliver([id ?? '']);
      const [failed] = await rowsOf(user.id);
      expect(failed).toMatchObject({ deliveryStatus: 'pending', deliveredVia: null });
      expect(failed?.lastError).toBeTruthy();
      expect(failed?.lastError).not.toContain('booking 7');
      // Not before its time...
      await t.app.jobs.deliverNotifications();
      expect(await smsTo(user)).toEqual([]);
      // ...then by the dev clock, which runs the job.
      const moved = await t.app.inject({
        method: 'POST',
        url: '/api/dev/clock',
        ...json({ advanceMinutes: 5 }),
      });
      expect(moved.json().notificationsDelivered).toBe(1);
      expect(await smsTo(user)).toEqual(['Pamoja: booking 7.']);

      const [doomed] = await write([booking(user, 8)]);
      for (let attempt = 0; attempt < MAX_DELIVERY_ATTEMPTS + 2; attempt++) {
        await flaky.app.notifier.deliver([doomed ?? '']);
        await flaky.app.jobs.deliverNotifications();
        advanceClock(60);
      }
      const [gaveUp] = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.id, doomed ?? ''));
      expect(gaveUp).toMatchObject({
        deliveryStatus: 'failed',
        deliveryAttempts: MAX_DELIVERY_ATTEMPTS,
      });
      expect(await smsTo(user)).toEqual(['Pamoja: booking 7.']);
    } finally {
      await flaky.close();
    }
  });
});
