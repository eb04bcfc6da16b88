import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { now } from '../../src/server/clock.ts';
import { notifications, pushSubscriptions } from '../../src/server/db/schema.ts';
import { pushEndpointAllowed } from '../../src/server/features/push/push-endpoint.ts';
import { MAX_PUSH_SUBSCRIPTIONS } from '../../src/server/features/push/push-subscriptions.ts';
import { sendPush } from '../../src/server/features/push/send-push.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import { createPassenger, createRide, type User } from '../factories/index.ts';
import { type PushServiceStandIn, startPushService } from '../helpers/push-service.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

// Web Push end to end: a browser's subscription at a push service on this machine, which checks
// the VAPID signature and decrypts the payload (RFC 8291) with the browser's own keys, as
// Firefox's or Chrome's push service and the browser together would. web-push itself is real.

let t: TestApp;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushService();
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', CONTACT_EMAIL: 'push@pamoja.test' });
});
afterAll(async () => {
  expect(pushService.undecryptable).toEqual([]);
  await t.close();
  await pushService.close();
});

const db = () => t.database.db;

async function person(tokens = 0) {
  const user = await createPassenger(db());
  if (tokens > 0) await fund(db(), user.id, tokens);
  return { user, cookie: (await t.signIn(user.id)).cookie };
}

const subscribe = (cookie: string, subscription: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    ...json(subscription, { cookie }),
  });

async function bookSeat(passenger: { user: User; cookie: string }) {
  const ride = await createRide(db(), {
    departureTime: new Date(now().getTime() + 3 * 3_600_000),
    pricePerSeat: 150,
    availableSeats: 3,
    pickupAddress: 'Kencom Bus Stage, Moi Avenue, Nairobi',
    destinationAddress: 'Westlands Stage, Nairobi',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Commute/SavePassengerBooking',
    ...json({ scheduledCommuteId: ride.id, numberOfSeats: 1 }, { cookie: passenger.cookie }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ride, booking: res.json() as { boardingCode: string } };
}

const notificationsOf = (userId: string) =>
  db().select().from(notifications).where(eq(notifications.userId, userId));
const devicesOf = (userId: string) =>
  db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('the public key', () => {
  it('is generated once and kept, the same for every process on the database', async () => {
    const { cookie } = await person();
    const first = await t.app.inject({ url: '/api/push/public-key', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const other = await createTestApp({}, { database: t.database });
    try {
      const again = await other.app.inject({ url: '/api/push/public-key', headers: { cookie } });
      expect(again.json()).toEqual({ publicKey });
    } finally {
      await other.close();
    }
    expect((await t.app.inject({ url: '/api/push/public-key' })).statusCode).toBe(401);
  });
});

describe('a notification by push', () => {
  it('arrives encrypted for the browser, signed with our VAPID key, and no SMS goes out', async () => {
    const passenger = await person(1000);
    const browser = pushService.subscription();
    expect((await subscribe(passenger.cookie, browser)).statusCode).toBe(201);
    const before = pushService.received.length;
    const { ride, booking } = await bookSeat(passenger);

    const [push] = pushService.received.slice(before);
    expect(push).toBeDefined();
    expect(push?.path).toBe(new URL(browser.endpoint).pathname);
    const [row] = await notificationsOf(passenger.user.id);
    expect(push?.payload).toEqual({
      id: row?.id,
      kind: 'booking',
      title: 'Seat booked',
      body: expect.stringContaining(`Boarding code ${booking.boardingCode}`),
      link: '/trips',
    });
    expect(push?.payload).toMatchObject({
      body: expect.stringContaining('Kencom Bus Stage to Westlands Stage'),
    });
    const { publicKey } = (
      await t.app.inject({ url: '/api/push/public-key', headers: { cookie: passenger.cookie } })
    ).json();
    expect(push?.vapid.publicKey).toBe(publicKey);
    expect(push?.vapid.signatureValid).toBe(true);
    expect(push?.vapid.claims.aud).toBe(pushService.origin);
    expect(push?.vapid.claims.sub).toBe('mailto:push@pamoja.test');
    expect(push?.vapid.claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(3600);
    expect(push?.headers.topic).toBe(row?.id.replaceAll('-', ''));
    expect(push?.headers.urgency).toBe('normal');

    expect(row).toMatchObject({ deliveryStatus: 'delivered', deliveredVia: 'push' });
    expect(await readOutbox(db(), passenger.user.phoneNumber)).toEqual([]);
    const [device] = await devicesOf(passenger.user.id);
    expect(device?.lastSuccessAt).not.toBeNull();
    expect(ride.id).toBeTruthy();
  });

  it('removes a subscription the push service says is gone (410, 404) and falls back to SMS', async () => {
    for (const status of [410, 404]) {
      const passenger = await person(1000);
      const browser = pushService.subscription();
      await subscribe(passenger.cookie, browser);
      pushService.answer(browser.endpoint, status);
      await bookSeat(passenger);
      expect(await devicesOf(passenger.user.id)).toEqual([]);
      const [row] = await notificationsOf(passenger.user.id);
      expect(row).toMatchObject({ deliveryStatus: 'delivered', deliveredVia: 'sms' });
      const [sms] = await readOutbox(db(), passenger.user.phoneNumber);
      expect(sms?.message).toMatch(/^Pamoja: booked 1 seat from Kencom Bus Stage/);
    }
  });

  it('drops a subscription whose browser key is no key at all, and falls back to SMS', async () => {
    const passenger = await person(1000);
    const browser = pushService.subscription();
    // The right length and alphabet, but not a point on P-256.
    const bogus = { ...browser, keys: { ...browser.keys, p256dh: `B${'A'.repeat(86)}` } };
    expect((await subscribe(passenger.cookie, bogus)).statusCode).toBe(201);
    await bookSeat(passenger);
    expect(await devicesOf(passenger.user.id)).toEqual([]);
    expect((await notificationsOf(passenger.user.id))[0]?.deliveredVia).toBe('sms');
  });

  it('keeps a subscription whose push service failed, and sends that notification by SMS', async () => {
    const passenger = await person(1000);
    const browser = pushService.subscription();
    await subscribe(passenger.cookie, browser);
    pushService.answer(browser.endpoint, 503);
    await bookSeat(passenger);
    expect(await devicesOf(passenger.user.id)).toHaveLength(1);
    const [row] = await notificationsOf(passenger.user.id);
    expect(row).toMatchObject({ deliveredVia: 'sms' });
    expect(await readOutbox(db(), passenger.user.phoneNumber)).toHaveLength(1);
  });

  it('reaches every device, and counts as push when one of them took it', async () => {
    const passenger = await person(1000);
    const phone = pushService.subscription();
    const laptop = pushService.subscription();
    await subscribe(passenger.cookie, phone);
    await subscribe(passenger.cookie, laptop);
    pushService.answer(laptop.endpoint, 500);
    const before = pushService.received.length;
    await bookSeat(passenger);
    expect(pushService.received.slice(before).map((p) => p.path)).toEqual([
      new URL(phone.endpoint).pathname,
    ]);
    expect((await notificationsOf(passenger.user.id))[0]?.deliveredVia).toBe('push');
    expect(await readOutbox(db(), passenger.user.phoneNumber)).toEqual([]);
  });
});

describe('subscriptions', () => {
  const keys = () => pushService.subscription().keys;

  it('refuses endpoints in private networks, non-https ones and odd schemes', async () => {
    const { cookie } = await person();
    for (const endpoint of [
      'https://10.0.0.8/push',
      'https://192.168.1.1/push',
      'https://172.16.5.4/push',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/push',
      'https://127.0.0.1/push',
      'https://0.0.0.0/push',
      'https://[::1]/push',
      'https://[fd12:3456::1]/push',
      'https://[fe80::1]/push',
      'https://[::ffff:10.0.0.1]/push',
      'https://localhost/push',
      'https://printer.local/push',
      'https://db.internal/push',
      'https://intranet/push',
      'http://push.example.com/push',
      'http://10.0.0.8/push',
      'ftp://push.example.com/push',
      'https://user:secret@push.example.com/push',
    ]) {
      const res = await subscribe(cookie, { endpoint, keys: keys() });
      expect([endpoint, res.statusCode, res.json().code]).toEqual([
        endpoint,
        400,
        'push_endpoint_not_allowed',
      ]);
    }
    const good = await subscribe(cookie, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
      keys: keys(),
    });
    expect(good.statusCode).toBe(201);
  });

  it('takes loopback http only in development; production wants public https', () => {
    for (const endpoint of [
      'http://127.0.0.1:8080/p',
      'http://localhost:8080/p',
      'http://[::1]:8080/p',
    ]) {
      expect([endpoint, pushEndpointAllowed(endpoint, false)]).toEqual([endpoint, true]);
      expect([endpoint, pushEndpointAllowed(endpoint, true)]).toEqual([endpoint, false]);
    }
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', true)).toBe(
      true,
    );
    expect(pushEndpointAllowed('https://[2001:db8::1]/push', true)).toBe(true);
    expect(pushEndpointAllowed('https://192.168.0.10/push', true)).toBe(false);
  });

  it('checks the address a name resolves to before connecting, and never follows a redirect', async () => {
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@pamoja.test' };
    const message = { payload: '{}', ttl: 60, urgency: 'normal' as const, topic: 'test' };
    const browser = pushService.subscription();
    // A name (not an address) that resolves to loopback: refused in production, at connect time.
    const byName = {
      ...browser.keys,
      endpoint: browser.endpoint.replace('127.0.0.1', 'localhost'),
    };
    const before = pushService.received.length;
    expect(await sendPush(vapid, byName, message, true)).toEqual({
      kind: 'failed',
      reason: 'push address not allowed',
    });
    expect(pushService.received.length).toBe(before);
    expect(await sendPush(vapid, byName, message, false)).toEqual({ kind: 'sent' });
    pushService.answer(browser.endpoint, 307);
    expect(
      await sendPush(vapid, { ...browser.keys, endpoint: browser.endpoint }, message, false),
    ).toEqual({
      kind: 'failed',
      reason: 'push service answered 307',
    });
  });

  it('refuses malformed browser keys', async () => {
    const { cookie } = await person();
    const browser = pushService.subscription();
    const res = await subscribe(cookie, { ...browser, keys: { p256dh: 'short', auth: '!' } });
    expect(res.statusCode).toBe(400);
  });

  it('deletes only the person’s own subscription', async () => {
    const owner = await person();
    const stranger = await person();
    const browser = pushService.subscription();
    await subscribe(owner.cookie, browser);
    const unsubscribe = (cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        ...json({ endpoint: browser.endpoint }, { cookie }),
      });
    const foreign = await unsubscribe(stranger.cookie);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'push_subscription_not_found']);
    expect(await devicesOf(owner.user.id)).toHaveLength(1);
    expect((await unsubscribe(owner.cookie)).statusCode).toBe(204);
    expect(await devicesOf(owner.user.id)).toEqual([]);
  });

  it('moves a browser’s subscription to whoever subscribes it now', async () => {
    const first = await person();
    const second = await person();
    const browser = pushService.subscription();
    await subscribe(first.cookie, browser);
    expect((await subscribe(second.cookie, browser)).statusCode).toBe(201);
    expect(await devicesOf(first.user.id)).toEqual([]);
    expect(await devicesOf(second.user.id)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} devices a person, dropping the oldest`, async () => {
    const { user, cookie } = await person();
    const browsers = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 2 }, () =>
      pushService.subscription(),
    );
    for (const browser of browsers) {
      expect((await subscribe(cookie, browser)).statusCode).toBe(201);
    }
    const kept = (await devicesOf(user.id)).map((d) => d.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
  });
});
