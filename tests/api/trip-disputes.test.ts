import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock } from '../../src/server/clock.ts';
import { createUser, uniquePhoneNumber } from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  type BookedTrip,
  balanceOf,
  bookedTrip,
  ledgerOf,
  textsTo,
  tripCall,
} from '../helpers/trips.ts';

// A passenger the driver marked on board (or absent) says the driver never came: one word against
// the other, so agents decide (decisions.md "Trip day"). Each outcome moves money once.

const AGENT_PHONES = [uniquePhoneNumber(), uniquePhoneNumber()];
let t: TestApp;
let agents: string[];
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', AGENT_PHONES: AGENT_PHONES.join(',') });
  agents = [];
  for (const phoneNumber of AGENT_PHONES) {
    const agent = await createUser(t.database.db, { phoneNumber });
    agents.push((await t.signIn(agent.id)).cookie);
  }
});
afterAll(async () => {
  await t.close();
  resetClock();
});

const post = (cookie: string, url: string, body?: unknown) =>
  tripCall(t, cookie, 'POST', url, body);
const disputesSeenBy = (cookie: string) => tripCall(t, cookie, 'GET', '/api/admin/disputes');
const resolve = (cookie: string, id: string, outcome: string, note = 'Called both of them.') =>
  post(cookie, `/api/admin/disputes/${id}/resolve`, { outcome, note });

/** A completed trip: the first passenger boarded, the second marked absent. */
async function disputedTrip(): Promise<BookedTrip & { ids: string[] }> {
  const trip = await bookedTrip(t, { departInMinutes: 5, passengers: 2 });
  const [boarded, absent] = trip.passengers;
  const url = (action: string) => `/api/trips/${trip.ride.id}/${action}`;
  expect((await post(trip.driverCookie, url('start'))).statusCode).toBe(200);
  await post(trip.driverCookie, url('board'), {
    bookingId: boarded!.booking.id,
    code: boarded!.booking.boardingCode,
  });
  await t.app.inject({ method: 'POST', url: '/api/dev/clock', ...json({ advanceMinutes: 15 }) });
  expect(
    (await post(trip.driverCookie, url('no-show'), { bookingId: absent!.booking.id })).statusCode,
  ).toBe(200);
  expect((await post(trip.driverCookie, url('end'))).statusCode).toBe(200);
  const ids: string[] = [];
  for (const passenger of [boarded!, absent!]) {
    const res = await post(passenger.cookie, url('report-no-show'));
    expect(res.json()).toEqual({ outcome: 'disputed', refundedAmount: 0, accountBalance: 800 });
    const again = await post(passenger.cookie, url('report-no-show'));
    expect([again.statusCode, again.json().code]).toEqual([409, 'no_show_already_reported']);
    const listed = (await disputesSeenBy(agents[0]!)).json();
    const found = listed.find((d: { bookingId: string }) => d.bookingId === passenger.booking.id);
    ids.push(found.id);
  }
  return { ...trip, ids };
}

describe('disputes', () => {
  it('opens one for a passenger marked on board or absent, which agents see, open ones first', async () => {
    const trip = await disputedTrip();
    const [boarded, absent] = trip.passengers;
    const res = await disputesSeenBy(agents[0]!);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    // Newest first among the open ones: the absent passenger reported last.
    expect(list.slice(0, 2).map((d: { id: string }) => d.id)).toEqual([trip.ids[1], trip.ids[0]]);
    expect(list[1]).toEqual({
      id: trip.ids[0],
      createdAt: expect.any(String),
      bookingId: boarded!.booking.id,
      rideId: trip.ride.id,
      departureTime: trip.ride.departureTime.toISOString(),
      pickupLocation: expect.objectContaining({ address: trip.ride.pickupAddress }),
      destination: expect.objectContaining({ address: trip.ride.destinationAddress }),
      passenger: { name: boarded!.user.fullName, phoneNumber: boarded!.user.phoneNumber },
      driver: { name: 'Peter Kamau Otieno', phoneNumber: trip.driver.phoneNumber, strikes: 0 },
      boardingStatus: 'boarded',
      boardedAt: expect.any(String),
      totalAmount: 200,
      outcome: null,
      note: null,
      resolvedAt: null,
    });
    expect(list[0]).toMatchObject({ bookingId: absent!.booking.id, boardingStatus: 'no_show' });
    // Agents only.
    expect((await disputesSeenBy(boarded!.cookie)).statusCode).toBe(403);
    expect((await resolve(trip.driverCookie, trip.ids[0]!, 'pay_driver')).statusCode).toBe(403);
  });

  it('pays the driver: no money moves, the passenger is told, and a decided dispute goes below the open ones', async () => {
    const trip = await disputedTrip();
    const [boarded] = trip.passengers;
    const before = [await balanceOf(t, trip.driver.id), await balanceOf(t, boarded!.user.id)];
    const res = await resolve(agents[0]!, trip.ids[0]!, 'pay_driver', 'The driver sent a photo.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'pay_driver',
      note: 'The driver sent a photo.',
      resolvedAt: expect.any(String),
    });
    expect([await balanceOf(t, trip.driver.id), await balanceOf(t, boarded!.user.id)]).toEqual(
      before,
    );
    expect((await textsTo(t, boarded!.user.phoneNumber))[0]).toMatch(
      /^Pamoja: we looked into your report about the ride from Ruiru Town, .+\. The driver keeps the fare\.$/,
    );
    const list = (await disputesSeenBy(agents[0]!)).json();
    const firstDecided = list.findIndex((d: { resolvedAt: string | null }) => d.resolvedAt);
    expect(list.slice(firstDecided).every((d: { resolvedAt: string | null }) => d.resolvedAt)).toBe(
      true,
    );
    const again = await resolve(agents[0]!, trip.ids[0]!, 'refund');
    expect([again.statusCode, again.json().code]).toEqual([409, 'dispute_already_resolved']);
    const unknown = await resolve(agents[0]!, randomUUID(), 'refund');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'dispute_not_found']);
    const vague = await resolve(agents[0]!, trip.ids[1]!, 'maybe');
    expect(vague.statusCode).toBe(400);
  });

  it('refunds the passenger and takes back from the driver what their balance still holds, with a strike', async () => {
    const trip = await disputedTrip();
    const [boarded] = trip.passengers;
    // The driver was paid 400 at the end (one on board, one absent) and sends 350 of it away.
    const friend = await createUser(t.database.db);
    const sent = await post(trip.driverCookie, '/api/tokens/transfer', {
      phoneNumber: friend.phoneNumber,
      amount: 350,
      idempotencyKey: randomUUID(),
    });
    expect(sent.statusCode).toBe(200);
    const res = await resolve(agents[1]!, trip.ids[0]!, 'refund', 'No position near the stage.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'refund', driver: { strikes: 1 } });
    expect(await ledgerOf(t, boarded!.user.id)).toContainEqual([
      'refund',
      200,
      `dispute:${res.json().id}`,
    ]);
    expect(await balanceOf(t, boarded!.user.id)).toBe(1000);
    expect((await ledgerOf(t, trip.driver.id)).at(-1)).toEqual([
      'earning_reversal',
      -50,
      `dispute:${res.json().id}`,
    ]);
    expect(await balanceOf(t, trip.driver.id)).toBe(0);
    const stats = await tripCall(t, trip.driverCookie, 'GET', '/api/driver/stats');
    expect(stats.json().totalEarnings).toBe(400 - 50);
    // The driver reads it in their statement, and by SMS.
    const statement = await tripCall(t, trip.driverCookie, 'GET', '/api/user/statement');
    expect(statement.statusCode).toBe(200);
    expect(statement.json().items[0]).toMatchObject({
      transactionType: 'earning_reversal',
      amount: -50,
    });
    expect((await textsTo(t, trip.driver.phoneNumber))[0]).toMatch(
      /^Pamoja: an agent upheld a passenger's report that you never came for the ride from Ruiru Town, .+\. KSh\s?50 was taken back from your balance and a strike is recorded against you\.$/,
    );
    expect((await textsTo(t, boarded!.user.phoneNumber))[0]).toMatch(
      /KSh\s?200 is back in your tokens\.$/,
    );
  });

  it('is decided once when two agents decide at the same moment', async () => {
    const trip = await disputedTrip();
    const [boarded] = trip.passengers;
    const both = await Promise.all([
      resolve(agents[0]!, trip.ids[0]!, 'refund'),
      resolve(agents[1]!, trip.ids[0]!, 'refund'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().code).toBe('dispute_already_resolved');
    const refunds = (await ledgerOf(t, boarded!.user.id)).filter(([type]) => type === 'refund');
    expect(refunds).toEqual([['refund', 200, `dispute:${trip.ids[0]}`]]);
    const reversals = (await ledgerOf(t, trip.driver.id)).filter(
      ([type]) => type === 'earning_reversal',
    );
    expect(reversals).toEqual([['earning_reversal', -200, `dispute:${trip.ids[0]}`]]);
  });
});
