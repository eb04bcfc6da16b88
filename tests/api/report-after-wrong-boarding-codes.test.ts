import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { driverStrikes, payouts, users } from '../../src/server/db/schema.ts';
import { createUser, uniquePhoneNumber } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createPostgresDatabase, testDatabaseKind } from '../helpers/test-database.ts';
import {
  advance,
  type BookedTrip,
  balanceOf,
  bookedTrip,
  bookingRow,
  ledgerOf,
  statusAndCode,
  textsTo,
  tripCall,
} from '../helpers/trips.ts';

// A passenger whose driver typed a wrong boarding code for them says the driver never came
// (docs/product-rules.md, Trip day): five wrong codes given on purpose lock the boarding, so the
// report is one word against the other and agents decide, instead of an automatic refund with a
// strike. The booking stays held, and the settlement job leaves it, until an agent decides; then
// its money moves once, one way. Two copies of the server share one database here, as two
// processes behind a proxy.

const AGENT_PHONES = [uniquePhoneNumber(), uniquePhoneNumber()];
let database: DatabaseHandle;
let second: DatabaseHandle | undefined;
let drop: (() => Promise<void>) | undefined;
let t: TestApp;
let other: TestApp;
let agents: string[];
beforeAll(async () => {
  if (testDatabaseKind === 'postgres') {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    second = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
  const env = { API_RATE_LIMIT_PER_MINUTE: '0', AGENT_PHONES: AGENT_PHONES.join(',') };
  t = await createTestApp(env, { database });
  other = await createTestApp(env, { database: second ?? database });
  agents = [];
  for (const phoneNumber of AGENT_PHONES) {
    agents.push((await t.signIn((await createUser(t.database.db, { phoneNumber })).id)).cookie);
  }
});
afterAll(async () => {
  resetClock();
  await t.close();
  await other.close();
  await second?.close();
  await database.close();
  await drop?.();
});

const DAY_MINUTES = 24 * 60;
const post = (cookie: string, url: string, body?: unknown, app = t) =>
  tripCall(app, cookie, 'POST', url, body);
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
const earningsOf = async (userId: string) =>
  (await ledgerOf(t, userId)).filter(([type]) => type === 'earning');
const strikesOf = async (driverId: string) =>
  (
    await t.database.db.select().from(driverStrikes).where(eq(driverStrikes.driverId, driverId))
  ).map((s) => s.bookingId);
const disputeOf = async (bookingId: string): Promise<string> => {
  const list = (await tripCall(t, agents[0], 'GET', '/api/admin/disputes')).json();
  return list.find((d: { bookingId: string }) => d.bookingId === bookingId).id;
};
const decide = (id: string, outcome: 'refund' | 'pay_driver', agent = agents[0]!, app = t) =>
  post(agent, `/api/admin/disputes/${id}/resolve`, { outcome, note: 'Called both.' }, app);

/**
 * A trip the driver ended with nobody on board: `tries[i]` wrong codes typed for passenger i
 * (5 locks the boarding), then each passenger given a try reports that the driver never came.
 */
async function endedWithWrongCodes(tries: number[]): Promise<BookedTrip & { disputes: string[] }> {
  const trip = await bookedTrip(t, { departInMinutes: 20, passengers: tries.length });
  const url = (action: string) => `/api/trips/${trip.ride.id}/${action}`;
  expect((await post(trip.driverCookie, url('start'))).statusCode).toBe(200);
  for (const [i, times] of tries.entries()) {
    const { booking } = trip.passengers[i]!;
    for (let n = 0; n < times; n++) {
      const res = await post(trip.driverCookie, url('board'), {
        bookingId: booking.id,
        code: wrong(booking.boardingCode),
      });
      expect(statusAndCode(res)).toEqual([422, 'wrong_boarding_code']);
    }
  }
  expect((await post(trip.driverCookie, url('end'))).statusCode).toBe(200);
  const disputes: string[] = [];
  for (const [i, times] of tries.entries()) {
    const passenger = trip.passengers[i]!;
    // The trip screen says beforehand which way the report goes.
    const screen = await tripCall(t, passenger.cookie, 'GET', `/api/trips/${trip.ride.id}`);
    expect(screen.json().booking.reportOpensDispute).toBe(times > 0);
    if (times === 0) continue;
    const res = await post(passenger.cookie, url('report-no-show'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'disputed', refundedAmount: 0, accountBalance: 800 });
    disputes.push(await disputeOf(passenger.booking.id));
  }
  return { ...trip, disputes };
}

describe('a passenger whose boarding the driver never tried', () => {
  it('is told on the trip screen that the report refunds at once, and it does', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20, passengers: 1 });
    const url = (action: string) => `/api/trips/${trip.ride.id}/${action}`;
    expect((await post(trip.driverCookie, url('start'))).statusCode).toBe(200);
    expect((await post(trip.driverCookie, url('end'))).statusCode).toBe(200);
    const passenger = trip.passengers[0]!;
    const screen = await tripCall(t, passenger.cookie, 'GET', `/api/trips/${trip.ride.id}`);
    expect(screen.json().booking).toMatchObject({
      reportNoShowUntil: expect.any(String),
      reportOpensDispute: false,
    });
    const res = await post(passenger.cookie, url('report-no-show'));
    expect(res.json()).toMatchObject({ outcome: 'refunded', refundedAmount: 200 });
  });
});

describe('a passenger whose boarding the driver tried', () => {
  it('opens a dispute instead of a refund, and the driver is paid only if an agent says so', async () => {
    const trip = await endedWithWrongCodes([1, 5]);
    const [tried, locked] = trip.passengers;
    expect(await strikesOf(trip.driver.id)).toEqual([]);
    expect(await bookingRow(t, locked!.booking.id)).toMatchObject({
      boardingFailedAttempts: 5,
      heldUntil: expect.any(Date),
      paymentStatus: 'paid',
    });
    const again = await post(locked!.cookie, `/api/trips/${trip.ride.id}/report-no-show`);
    expect(statusAndCode(again)).toEqual([409, 'no_show_already_reported']);

    // The day passes: the settlement job leaves both bookings to the agents.
    await advance(t, DAY_MINUTES + 1);
    expect(await earningsOf(trip.driver.id)).toEqual([]);
    expect(await balanceOf(t, trip.driver.id)).toBe(0);

    // The driver keeps the first fare: it is paid now, once.
    expect((await decide(trip.disputes[0]!, 'pay_driver')).statusCode).toBe(200);
    expect(await earningsOf(trip.driver.id)).toEqual([
      ['earning', 200, `booking:${tried!.booking.id}`],
    ]);
    expect((await textsTo(t, tried!.user.phoneNumber))[0]).toMatch(/The driver keeps the fare\.$/);

    // The second passenger is refunded; the driver, never paid for it, gives nothing back.
    const refunded = await decide(trip.disputes[1]!, 'refund', agents[1]);
    expect(refunded.json()).toMatchObject({ outcome: 'refund', driver: { strikes: 1 } });
    expect(await ledgerOf(t, locked!.user.id)).toContainEqual([
      'refund',
      200,
      `dispute:${trip.disputes[1]}`,
    ]);
    expect(await balanceOf(t, locked!.user.id)).toBe(1000);
    expect(await strikesOf(trip.driver.id)).toEqual([locked!.booking.id]);
    expect((await textsTo(t, trip.driver.phoneNumber))[0]).toMatch(
      /you never came for the ride from Ruiru Town, .+\. A strike is recorded against you\.$/,
    );

    await advance(t, DAY_MINUTES);
    expect(await earningsOf(trip.driver.id)).toEqual([
      ['earning', 200, `booking:${tried!.booking.id}`],
    ]);
    expect(await balanceOf(t, trip.driver.id)).toBe(200);
    for (const p of trip.passengers) {
      expect((await bookingRow(t, p.booking.id))?.heldUntil).toBeNull();
    }
  });

  it('pays a driver who deleted their account on to their M-Pesa when an agent decides for them', async () => {
    const trip = await endedWithWrongCodes([2]);
    const deleted = await t.app.inject({
      url: '/api/Auth/DeleteAccountDetails',
      headers: { cookie: trip.driverCookie, 'x-api-version': '3.0.0' },
    });
    expect(deleted.statusCode).toBe(200);
    await advance(t, DAY_MINUTES + 1);
    expect((await decide(trip.disputes[0]!, 'pay_driver')).statusCode).toBe(200);
    const paid = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.phoneNumber, trip.driver.phoneNumber));
    expect(paid.map((p) => [p.amount, p.idempotencyKey, Boolean(p.conversationId)])).toEqual([
      [200, `after-deletion:dispute:${trip.disputes[0]}`, true],
    ]);
    const [driver] = await t.database.db.select().from(users).where(eq(users.id, trip.driver.id));
    expect(driver).toMatchObject({ accountBalance: 0, payoutPhoneNumber: null });
  });

  it('moves each booking’s money once when agents decide while two processes settle', async () => {
    const trips: (BookedTrip & { disputes: string[] })[] = [];
    for (let i = 0; i < 3; i++) trips.push(await endedWithWrongCodes([1, 1]));
    // Past every hold, no job run yet: the jobs of both processes and the agents' decisions, all
    // at once.
    advanceClock(DAY_MINUTES + 1);
    const jobs = () => [t.app.jobs.settleHeldBookings(), other.app.jobs.settleHeldBookings()];
    const answers = await Promise.all([
      ...jobs(),
      ...trips.flatMap((trip) => [
        decide(trip.disputes[0]!, 'pay_driver', agents[0], t),
        decide(trip.disputes[1]!, 'refund', agents[1], other),
      ]),
      ...jobs(),
    ]);
    for (const answer of answers) {
      if (typeof answer !== 'number') expect(answer.statusCode, answer.body).toBe(200);
    }
    await Promise.all(jobs());
    for (const trip of trips) {
      const [kept, refunded] = trip.passengers;
      expect(await earningsOf(trip.driver.id)).toEqual([
        ['earning', 200, `booking:${kept!.booking.id}`],
      ]);
      expect(await balanceOf(t, trip.driver.id)).toBe(200);
      expect(await balanceOf(t, kept!.user.id)).toBe(800);
      expect(await balanceOf(t, refunded!.user.id)).toBe(1000);
      expect((await ledgerOf(t, refunded!.user.id)).filter(([type]) => type === 'refund')).toEqual([
        ['refund', 200, `dispute:${trip.disputes[1]}`],
      ]);
    }
  });
});
