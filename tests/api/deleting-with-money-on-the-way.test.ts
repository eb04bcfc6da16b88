import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock } from '../../src/server/clock.ts';
import { driverStrikes, notifications, payouts, users } from '../../src/server/db/schema.ts';
import { createUser, uniquePhoneNumber } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  advance,
  type BookedTrip,
  balanceOf,
  bookedTrip,
  ledgerOf,
  tripCall,
} from '../helpers/trips.ts';

// Deleting an account while money is still on its way to it (docs/product-rules.md, People and
// sign-in; Money): refused while a trip of the person's is under way; afterwards, what still
// reaches the closed account (held bookings settling, an agent's decision) goes on to the
// person's M-Pesa, and the number is forgotten once nothing more can arrive. The passengers of a
// driver who left keep their whole window to say the driver never came.

const AGENT_PHONE = uniquePhoneNumber();
let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', AGENT_PHONES: AGENT_PHONE });
  agent = (await t.signIn((await createUser(t.database.db, { phoneNumber: AGENT_PHONE })).id))
    .cookie;
});
afterAll(async () => {
  await t.close();
  resetClock();
});

const DAY_MINUTES = 24 * 60;
const post = (cookie: string, url: string, body?: unknown) =>
  tripCall(t, cookie, 'POST', url, body);
const deleteAccount = (cookie: string) =>
  t.app.inject({
    url: '/api/Auth/DeleteAccountDetails',
    headers: { cookie, 'x-api-version': '3.0.0' },
  });
const person = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
/** The payouts to a phone number, as [amount, idempotency key, sent to M-Pesa]. */
const payoutsTo = async (phoneNumber: string) =>
  (
    await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.phoneNumber, phoneNumber))
      .orderBy(payouts.createdAt, payouts.amount)
  ).map((p) => [p.amount, p.idempotencyKey, Boolean(p.conversationId)]);

/** Started 20 minutes before departure; the first `boarded` passengers boarded with their codes. */
async function tripUnderWay(
  options: { passengers: number; boarded: number; pricePerSeat?: number } = {
    passengers: 2,
    boarded: 0,
  },
): Promise<BookedTrip> {
  const trip = await bookedTrip(t, { departInMinutes: 20, ...options });
  expect((await post(trip.driverCookie, `/api/trips/${trip.ride.id}/start`)).statusCode).toBe(200);
  for (const p of trip.passengers.slice(0, options.boarded)) {
    const res = await post(trip.driverCookie, `/api/trips/${trip.ride.id}/board`, {
      bookingId: p.booking.id,
      code: p.booking.boardingCode,
    });
    expect(res.statusCode).toBe(200);
  }
  return trip;
}
const end = async (trip: BookedTrip) =>
  expect((await post(trip.driverCookie, `/api/trips/${trip.ride.id}/end`)).statusCode).toBe(200);

describe('an account with a trip under way', () => {
  it('is not deleted while its driver is on the road, and is once the trip has ended', async () => {
    const trip = await tripUnderWay({ passengers: 2, boarded: 1 });
    const refused = await deleteAccount(trip.driverCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'account_has_trip_in_progress',
      message:
        'You are on a trip that has not ended yet. You can delete your account once the trip ends.',
    });
    expect(await person(trip.driver.id)).toMatchObject({ deletedAt: null, isActive: true });

    await end(trip);
    expect(await balanceOf(t, trip.driver.id)).toBe(200);
    expect((await deleteAccount(trip.driverCookie)).statusCode).toBe(200);
    // The boarded passenger's fare left with the leaving payout; the other is held for a day.
    expect(await payoutsTo(trip.driver.phoneNumber)).toEqual([
      [200, `account-deletion:${trip.driver.id}`, true],
    ]);
    expect(await person(trip.driver.id)).toMatchObject({
      accountBalance: 0,
      payoutPhoneNumber: trip.driver.phoneNumber,
    });
  });

  it("is not deleted while a passenger's ride is under way, in the passenger's language", async () => {
    const started = await tripUnderWay({ passengers: 1, boarded: 0 });
    const [rider] = started.passengers;
    await t.database.db.update(users).set({ language: 'sw' }).where(eq(users.id, rider!.user.id));
    const refused = await deleteAccount(rider!.cookie);
    expect([refused.statusCode, refused.json().code]).toEqual([
      409,
      'account_has_trip_in_progress',
    ]);
    expect(refused.json().message).toBe(
      'Uko kwenye safari ambayo bado haijakamilika. Unaweza kufuta akaunti yako safari hiyo ikishakamilika.',
    );

    // A ride past its departure that its driver never started completes by itself too.
    const late = await bookedTrip(t, { departInMinutes: 5, passengers: 2 });
    await advance(t, 10);
    for (const cookie of [late.driverCookie, late.passengers[0]!.cookie]) {
      const res = await deleteAccount(cookie);
      expect([res.statusCode, res.json().code]).toEqual([409, 'account_has_trip_in_progress']);
    }
    expect(await balanceOf(t, late.passengers[0]!.user.id)).toBe(800);
  });
});

describe('a driver who deleted their account with bookings held', () => {
  it('keeps their passengers’ whole report window, and gets the rest on M-Pesa as it settles', async () => {
    const trip = await tripUnderWay({ passengers: 3, boarded: 0 });
    const [reporter, second, third] = trip.passengers;
    await end(trip);
    expect((await deleteAccount(trip.driverCookie)).statusCode).toBe(200);
    const phone = trip.driver.phoneNumber;

    // Ten minutes before the window closes, the trip screen still offers the report, and a
    // passenger says the driver never came.
    await advance(t, DAY_MINUTES - 10);
    const screen = await tripCall(t, reporter!.cookie, 'GET', `/api/trips/${trip.ride.id}`);
    expect(screen.statusCode).toBe(200);
    expect(screen.json().booking.reportNoShowUntil).toEqual(expect.any(String));
    const res = await post(reporter!.cookie, `/api/trips/${trip.ride.id}/report-no-show`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'refunded', refundedAmount: 200, accountBalance: 1000 });
    const strikes = await t.database.db
      .select()
      .from(driverStrikes)
      .where(eq(driverStrikes.driverId, trip.driver.id));
    expect(strikes.map((s) => s.bookingId)).toEqual([reporter!.booking.id]);
    // Nothing is written to an account that is gone.
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, trip.driver.id)),
    ).toEqual([]);

    // The two others settle: each fare goes on to the driver's M-Pesa, and the number is
    // forgotten with the last of them.
    await advance(t, 11);
    expect(await ledgerOf(t, trip.driver.id)).toEqual(
      expect.arrayContaining([
        ['earning', 200, `booking:${second!.booking.id}`],
        ['earning', 200, `booking:${third!.booking.id}`],
      ]),
    );
    expect((await payoutsTo(phone)).sort()).toEqual(
      [
        [200, `after-deletion:earning:booking:${second!.booking.id}`, true],
        [200, `after-deletion:earning:booking:${third!.booking.id}`, true],
      ].sort(),
    );
    expect(await person(trip.driver.id)).toMatchObject({
      accountBalance: 0,
      payoutPhoneNumber: null,
    });
  });

  it('adds up amounts M-Pesa cannot pay, and pays them with the last settlement', async () => {
    const trip = await tripUnderWay({ passengers: 3, boarded: 0, pricePerSeat: 4 });
    await end(trip);
    expect((await deleteAccount(trip.driverCookie)).statusCode).toBe(200);
    expect(await payoutsTo(trip.driver.phoneNumber)).toEqual([]);
    await advance(t, DAY_MINUTES + 1);
    // 4 + 4 + 4: the first two wait in the balance, the third pays all twelve.
    const paid = await payoutsTo(trip.driver.phoneNumber);
    expect(paid).toEqual([[12, expect.stringMatching(/^after-deletion:earning:booking:/), true]]);
    expect(await person(trip.driver.id)).toMatchObject({
      accountBalance: 0,
      payoutPhoneNumber: null,
    });
  });

  it('forgets the number at once when nothing can reach the account any more', async () => {
    const trip = await tripUnderWay({ passengers: 1, boarded: 1 });
    await end(trip);
    expect((await deleteAccount(trip.driverCookie)).statusCode).toBe(200);
    expect(await person(trip.driver.id)).toMatchObject({
      accountBalance: 0,
      payoutPhoneNumber: null,
      phoneNumber: `deleted:${trip.driver.id}`,
    });
  });
});

describe('a passenger who deleted their account with a dispute open', () => {
  it('gets the refund an agent decides on their M-Pesa', async () => {
    const trip = await tripUnderWay({ passengers: 1, boarded: 1 });
    const [rider] = trip.passengers;
    await end(trip);
    const reported = await post(rider!.cookie, `/api/trips/${trip.ride.id}/report-no-show`);
    expect(reported.json()).toMatchObject({ outcome: 'disputed' });
    expect((await deleteAccount(rider!.cookie)).statusCode).toBe(200);
    // The leaving payout took the 800 left.
    expect(await balanceOf(t, rider!.user.id)).toBe(0);
    const disputes = (await tripCall(t, agent, 'GET', '/api/admin/disputes')).json();
    const dispute = disputes.find((d: { bookingId: string }) => d.bookingId === rider!.booking.id);
    const res = await post(agent, `/api/admin/disputes/${dispute.id}/resolve`, {
      outcome: 'refund',
      note: 'No position near the stage.',
    });
    expect(res.statusCode).toBe(200);
    expect(await payoutsTo(rider!.user.phoneNumber)).toEqual([
      [800, `account-deletion:${rider!.user.id}`, true],
      [200, `after-deletion:dispute:${dispute.id}`, true],
    ]);
    expect(await person(rider!.user.id)).toMatchObject({
      accountBalance: 0,
      payoutPhoneNumber: null,
    });
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, rider!.user.id)),
    ).toEqual([]);
  });
});
