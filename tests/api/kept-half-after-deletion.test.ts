import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock } from '../../src/server/clock.ts';
import { payouts, users } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance, bookedTrip } from '../helpers/trips.ts';

// A passenger who cancelled late left half of the fare kept for the driver; then they deleted
// their account; then the driver cancelled the ride, which gives that half back
// (docs/product-rules.md, Cost sharing and reliability; Money). The half must not rest in the
// closed account: it goes on to the M-Pesa number the deletion kept for it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(async () => {
  await t.close();
  resetClock();
});

const person = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('the half a late cancellation kept, after the passenger left', () => {
  it('is paid on to their M-Pesa when the driver cancels the ride', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 90, passengers: 1, pricePerSeat: 200 });
    const passenger = trip.passengers[0]!;
    const phone = passenger.user.phoneNumber;
    // Past the 10 minutes of second thoughts, less than 2 hours before departure: half is kept.
    await advance(t, 11);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${passenger.booking.id}`,
      headers: { cookie: passenger.cookie },
    });
    expect(cancelled.json()).toMatchObject({ refunded: 100, kept: 100 });

    const deleted = await t.app.inject({
      url: '/api/Auth/DeleteAccountDetails',
      headers: { cookie: passenger.cookie, 'x-api-version': '3.0.0' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // 1000 funded, 200 paid, 100 back: 900 leaves with the account; the number is kept.
    expect((await person(passenger.user.id)).payoutPhoneNumber).toBe(phone);

    const driverCancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/Commute/CancelDriverTrip?tripId=${trip.ride.id}`,
      headers: { cookie: trip.driverCookie },
    });
    expect(driverCancelled.statusCode, driverCancelled.body).toBe(200);

    const paid = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.phoneNumber, phone))
      .orderBy(payouts.createdAt, payouts.amount);
    expect(paid.map((p) => [p.amount, p.idempotencyKey, Boolean(p.conversationId)])).toEqual([
      [900, `account-deletion:${passenger.user.id}`, true],
      [100, `after-deletion:kept:${passenger.booking.id}`, true],
    ]);
    const after = await person(passenger.user.id);
    expect(after.accountBalance).toBe(0);
    // Nothing more can reach the account: the number is forgotten.
    expect(after.payoutPhoneNumber).toBeNull();
  });
});
