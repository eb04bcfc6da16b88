import { randomUUID } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock } from '../../src/server/clock.ts';
import {
  declinedEmergencyContacts,
  emergencyContacts,
  ratings,
  smsInbound,
  tripShares,
  users,
  ussdSessions,
} from '../../src/server/db/schema.ts';
import { uniquePhoneNumber } from '../factories/index.ts';
import { eventually } from '../helpers/eventually.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookedTrip, textsTo, tripCall } from '../helpers/trips.ts';
import { dial, USSD_SECRET } from '../helpers/ussd.ts';

// Deleting an account takes along what the person told Pamoja about other people, and the texts
// that named the person to them (docs/product-rules.md, People and sign-in): emergency contacts
// and the phones that declined to be one, the phones their share links were texted to (and the
// links themselves), the words of every SMS sent to someone else in their name, rating comments,
// and what they typed to the USSD menus and by SMS.

const SMS_SECRET = 'sms-test-callback-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    API_RATE_LIMIT_PER_MINUTE: '0',
    USSD_CALLBACK_SECRET: USSD_SECRET,
    SMS_CALLBACK_SECRET: SMS_SECRET,
  });
});
afterAll(async () => {
  await t.close();
  resetClock();
});

const db = () => t.database.db;
const post = (cookie: string, url: string, body?: unknown) =>
  tripCall(t, cookie, 'POST', url, body);
const tokenIn = (text: string | undefined) => /\/t\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];

describe('deleting an account', () => {
  it('forgets the people the person named, and the texts that named the person to them', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20, passengers: 1 });
    const [agnes] = trip.passengers;
    const { cookie } = agnes!;
    await db().update(users).set({ fullName: 'Agnes Wanjiru' }).where(eq(users.id, agnes!.user.id));
    const [mother, sister, friend, stranger] = [1, 2, 3, 4].map(() => uniquePhoneNumber());
    // A phone that once said NO to being Agnes's emergency contact.
    await db().insert(declinedEmergencyContacts).values({
      userId: agnes!.user.id,
      phoneNumber: stranger!,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/emergency-contacts',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify([
        { name: 'Mama Wanjiru', phone: mother },
        { name: 'Dada Njeri', phone: sister },
      ]),
    });
    expect(saved.statusCode).toBe(200);

    // On the road: Agnes presses SOS, and texts her trip to a friend.
    const url = (action: string) => `/api/trips/${trip.ride.id}/${action}`;
    expect((await post(trip.driverCookie, url('start'))).statusCode).toBe(200);
    await post(trip.driverCookie, url('board'), {
      bookingId: agnes!.booking.id,
      code: agnes!.booking.boardingCode,
    });
    expect((await post(cookie, url('sos'), { latitude: -1.2, longitude: 36.9 })).statusCode).toBe(
      201,
    );
    expect((await post(cookie, url('share'), { phone: friend })).statusCode).toBe(200);
    const copied = (await post(cookie, url('share'))).json().token as string;
    // Each contact got the consent SMS and the SOS (texted after the answer), the friend the link.
    const texted = await eventually(async () => {
      const texts = [
        ...(await textsTo(t, mother!)),
        ...(await textsTo(t, sister!)),
        ...(await textsTo(t, friend!)),
      ];
      expect(texts.filter((text) => text.includes('Agnes'))).toHaveLength(5);
      return texts;
    });
    const tokens = [copied, ...texted.map(tokenIn).filter((token) => token !== undefined)];
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    for (const token of tokens) {
      expect((await tripCall(t, undefined, 'GET', `/api/share/${token}`)).statusCode).toBe(200);
    }
    expect((await post(trip.driverCookie, url('end'))).statusCode).toBe(200);
    // Both rate each other, with a few words.
    await post(cookie, '/api/ratings', {
      bookingId: agnes!.booking.id,
      score: 5,
      comment: 'Peter drove carefully.',
    });
    await post(trip.driverCookie, '/api/ratings', {
      bookingId: agnes!.booking.id,
      score: 4,
      comment: 'Agnes was at the stage on time.',
    });
    // She also dialled the USSD menu, and texted Pamoja.
    await dial(t, agnes!.user.phoneNumber).send();
    const inbound = await t.app.inject({
      method: 'POST',
      url: `/api/sms/inbound/${SMS_SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        from: agnes!.user.phoneNumber,
        to: '20880',
        text: 'BAL',
        date: '2025-11-24 07:30:00',
        id: randomUUID(),
      }).toString(),
    });
    expect(inbound.statusCode).toBe(200);

    const deleted = await t.app.inject({
      url: '/api/Auth/DeleteAccountDetails',
      headers: { cookie, 'x-api-version': '3.0.0' },
    });
    expect(deleted.statusCode).toBe(200);

    // No link of hers still opens the trip: each is revoked, as if she had ended it.
    for (const token of tokens) {
      const res = await tripCall(t, undefined, 'GET', `/api/share/${token}`);
      expect([res.statusCode, res.json().code]).toEqual([410, 'share_expired']);
    }
    // The texts her mother, sister and friend got no longer say who sent them, nor the links.
    for (const phone of [mother!, sister!, friend!]) {
      const now = await textsTo(t, phone);
      expect(now.length).toBeGreaterThan(0);
      for (const text of now) {
        expect(text).not.toMatch(/Agnes|Wanjiru/);
        expect(tokenIn(text)).toBeUndefined();
      }
    }
    const id = agnes!.user.id;
    expect(
      await db().select().from(emergencyContacts).where(eq(emergencyContacts.userId, id)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(declinedEmergencyContacts)
        .where(eq(declinedEmergencyContacts.userId, id)),
    ).toEqual([]);
    const shares = await db().select().from(tripShares).where(eq(tripShares.sharedBy, id));
    expect(shares.length).toBeGreaterThanOrEqual(3);
    for (const share of shares) {
      expect(share).toMatchObject({ sentToPhone: null, revokedAt: expect.any(Date) });
    }
    const comments = await db()
      .select({ comment: ratings.comment })
      .from(ratings)
      .where(or(eq(ratings.raterId, id), eq(ratings.rateeId, id)));
    expect(comments).toEqual([{ comment: null }, { comment: null }]);
    const phone = agnes!.user.phoneNumber;
    expect(await db().select().from(ussdSessions).where(eq(ussdSessions.phone, phone))).toEqual([]);
    expect(await db().select().from(smsInbound).where(eq(smsInbound.fromPhone, phone))).toEqual([]);
  });
});
