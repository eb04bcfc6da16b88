import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now } from '../../src/server/clock.ts';
import { bookings, rides } from '../../src/server/db/schema.ts';
import { createDriver, createRide, type Ride } from '../factories/index.ts';
import { call, fundedPassenger } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance, balanceOf, bookingRow, ledgerOf, textsTo } from '../helpers/trips.ts';

// A request nobody answers (docs/product-rules.md "Drivers who confirm each passenger") expires 3
// hours after it was made, or 1 hour before departure if that is sooner, with everything back;
// the job may run in several processes at once and races the driver's answer and the
// passenger's cancellation; a request's seats are held and never sold twice.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let roads = 0;
/** A ride confirming each passenger, on a road of its own, leaving in `minutes`, 100 a seat. */
async function approvalRide(minutes: number, availableSeats = 3) {
  const shift = 0.4 * ++roads;
  const driver = await createDriver(db(), { fullName: 'Grace Wanjiru Kamau' });
  const ride = await createRide(db(), {
    pickupLatitude: -1.147565 + shift,
    destinationLatitude: -1.285817 + shift,
    driverId: driver.id,
    departureTime: new Date(now().getTime() + minutes * MINUTE),
    pricePerSeat: 100,
    availableSeats,
    approvalRequired: true,
  });
  return { ride, driver, driverCookie: (await t.signIn(driver.id)).cookie };
}

const book = (cookie: string, rideId: string, seats: number) =>
  call(t, cookie, 'POST', '/api/Commute/SavePassengerBooking', {
    scheduledCommuteId: rideId,
    numberOfSeats: seats,
  });
const approve = (cookie: string, id: string) =>
  call(t, cookie, 'POST', `/api/bookings/${id}/approve`);
const decline = (cookie: string, id: string) =>
  call(t, cookie, 'POST', `/api/bookings/${id}/decline`);
const cancel = (cookie: string, id: string) =>
  call(t, cookie, 'DELETE', `/api/Booking/CancelPassengerBooking?bookingId=${id}`);
const code = (res: { statusCode: number; json(): { code?: string } }) => [
  res.statusCode,
  res.json().code,
];
const seatsOf = async (rideId: string) => {
  const [row] = await db().select().from(rides).where(eq(rides.id, rideId));
  return [row?.availableSeats, row?.bookedSeats];
};
/** The refunds in a person's ledger. */
const refunds = async (userId: string) =>
  (await ledgerOf(t, userId)).filter(([type]) => type === 'refund');

/** A passenger with 1,000 tokens asking for `seats` seats of `ride`. */
async function request(ride: Ride, seats = 2) {
  const passenger = await fundedPassenger(t, 1000);
  const res = await book(passenger.cookie, ride.id, seats);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('requested');
  return { passenger, id: res.json().id as string };
}

describe('a request nobody answers', () => {
  it('expires 3 hours after it was made, with everything back and both told', async () => {
    const { ride, driver, driverCookie } = await approvalRide(8 * 60);
    const { passenger, id } = await request(ride);
    expect((await advance(t, 179)).requestsExpired).toBe(0);
    expect((await bookingRow(t, id))?.status).toBe('requested');
    const driverTexts = (await textsTo(t, driver.phoneNumber)).length;

    expect((await advance(t, 1)).requestsExpired).toBe(1);
    expect(await bookingRow(t, id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'expired',
      paymentStatus: 'refunded',
      declineReason: null,
    });
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
    expect(await ledgerOf(t, passenger.user.id)).toEqual([
      ['topup', 1000, expect.any(String)],
      ['booking_payment', -200, `booking:${id}`],
      ['refund', 200, `booking:${id}`],
    ]);
    expect(await seatsOf(ride.id)).toEqual([3, 0]);
    const [text] = await textsTo(t, passenger.user.phoneNumber);
    expect(text).toMatch(/^Pamoja: the driver did not answer your request for the ride from /);
    expect(text).toContain('KSh 200 is back in your tokens. Find another ride at');
    // The driver hears it in the app only.
    expect((await textsTo(t, driver.phoneNumber)).length).toBe(driverTexts);
    const inbox = await call(t, driverCookie, 'GET', '/api/notifications');
    expect(inbox.json().notifications[0]).toMatchObject({
      title: 'A request expired',
      body: expect.stringContaining('The seats are free again.'),
    });
    expect(code(await approve(driverCookie, id))).toEqual([409, 'request_expired']);
    expect(code(await decline(driverCookie, id))).toEqual([409, 'request_expired']);
    // Nothing more happens on later runs.
    expect((await advance(t, 60)).requestsExpired).toBe(0);
    expect(await refunds(passenger.user.id)).toHaveLength(1);
    // An expired request may be made again: the driver never said no.
    expect((await book(passenger.cookie, ride.id, 2)).json().status).toBe('requested');
  });

  it('expires 1 hour before departure when that comes sooner', async () => {
    const { ride } = await approvalRide(150);
    const { passenger, id } = await request(ride);
    expect((await bookingRow(t, id))?.requestExpiresAt?.toISOString()).toBe(
      new Date(ride.departureTime.getTime() - HOUR).toISOString(),
    );
    expect((await advance(t, 89)).requestsExpired).toBe(0);
    expect((await advance(t, 1)).requestsExpired).toBe(1);
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
  });

  it('cannot be answered once its time is up, even before the job ran', async () => {
    const { ride, driverCookie } = await approvalRide(8 * 60);
    const { passenger, id } = await request(ride);
    advanceClock(180); // the clock alone: no job runs
    expect(code(await approve(driverCookie, id))).toEqual([409, 'request_expired']);
    expect(code(await decline(driverCookie, id))).toEqual([409, 'request_expired']);
    expect((await bookingRow(t, id))?.status).toBe('requested');
    expect(await t.app.jobs.expireBookingRequests()).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
    expect(await refunds(passenger.user.id)).toHaveLength(1);
  });

  it('is expired once when several processes run the job at once', async () => {
    const other = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' }, { database: t.database });
    try {
      // Earlier tests' requests are out of the way first.
      while ((await t.app.jobs.expireBookingRequests()) > 0);
      const requests: { passenger: { user: { id: string } }; id: string; ride: Ride }[] = [];
      for (let r = 0; r < 3; r++) {
        const { ride } = await approvalRide(8 * 60, 4);
        for (let p = 0; p < 2; p++) requests.push({ ...(await request(ride)), ride });
      }
      advanceClock(181);
      const counts = await Promise.all([
        t.app.jobs.expireBookingRequests(),
        other.app.jobs.expireBookingRequests(),
        t.app.jobs.expireBookingRequests(),
        other.app.jobs.expireBookingRequests(),
      ]);
      // Whatever one run skipped (a ride another held) the next takes.
      let more = await t.app.jobs.expireBookingRequests();
      while (more > 0) {
        counts.push(more);
        more = await t.app.jobs.expireBookingRequests();
      }
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(requests.length);
      for (const { passenger, id, ride } of requests) {
        expect((await bookingRow(t, id))?.cancelledBy).toBe('expired');
        expect(await refunds(passenger.user.id)).toEqual([['refund', 200, `booking:${id}`]]);
        expect(await balanceOf(t, passenger.user.id)).toBe(1000);
        expect(await seatsOf(ride.id)).toEqual([4, 0]);
      }
    } finally {
      await other.close();
    }
  });
});

describe('answers racing each other', () => {
  it("the driver's approve and decline at once: one answer counts, money moves once", async () => {
    for (let round = 0; round < 3; round++) {
      const { ride, driverCookie } = await approvalRide(8 * 60);
      const { passenger, id } = await request(ride);
      const [approved, declined] = await Promise.all([
        approve(driverCookie, id),
        decline(driverCookie, id),
      ]);
      expect([approved.statusCode, declined.statusCode].sort()).toEqual([200, 409]);
      const loser = approved.statusCode === 200 ? declined : approved;
      expect(code(loser)).toEqual([409, 'request_already_answered']);
      if (approved.statusCode === 200) {
        expect((await bookingRow(t, id))?.status).toBe('booked');
        expect(await balanceOf(t, passenger.user.id)).toBe(800);
        expect(await refunds(passenger.user.id)).toEqual([]);
        expect(await seatsOf(ride.id)).toEqual([1, 2]);
      } else {
        expect((await bookingRow(t, id))?.cancelledBy).toBe('declined');
        expect(await balanceOf(t, passenger.user.id)).toBe(1000);
        expect(await refunds(passenger.user.id)).toHaveLength(1);
        expect(await seatsOf(ride.id)).toEqual([3, 0]);
      }
    }
  });

  it('an approval and the passenger cancelling at once: the cancellation refunds once', async () => {
    for (let round = 0; round < 3; round++) {
      const { ride, driverCookie } = await approvalRide(8 * 60);
      const { passenger, id } = await request(ride);
      const [approved, cancelled] = await Promise.all([
        approve(driverCookie, id),
        cancel(passenger.cookie, id),
      ]);
      // Approved first, the passenger cancels a booking minutes old (free); cancelled first,
      // there is nothing left to approve.
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ refunded: 200, kept: 0 });
      if (approved.statusCode !== 200) expect(code(approved)).toEqual([409, 'request_cancelled']);
      expect(await balanceOf(t, passenger.user.id)).toBe(1000);
      expect(await refunds(passenger.user.id)).toHaveLength(1);
      expect(await seatsOf(ride.id)).toEqual([3, 0]);
    }
  });

  it('the expiry, the passenger cancelling and the driver cancelling the ride at once', async () => {
    const { ride, driverCookie } = await approvalRide(8 * 60);
    const { passenger, id } = await request(ride);
    advanceClock(181);
    const [expired, cancelled, rideCancelled] = await Promise.all([
      t.app.jobs.expireBookingRequests(),
      cancel(passenger.cookie, id),
      call(t, driverCookie, 'DELETE', `/api/Commute/CancelDriverTrip?tripId=${ride.id}`),
    ]);
    expect(rideCancelled.statusCode, rideCancelled.body).toBe(200);
    const row = await bookingRow(t, id);
    expect(row?.status).toBe('cancelled');
    // Exactly one of them ended it: the others found nothing left to do.
    const enders = [
      expired === 1,
      cancelled.statusCode === 200,
      rideCancelled.json().passengersRefunded === 1,
    ];
    expect(enders.filter(Boolean)).toHaveLength(1);
    expect(await refunds(passenger.user.id)).toHaveLength(1);
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
    const [after] = await db().select().from(rides).where(eq(rides.id, ride.id));
    expect(after?.status).toBe('cancelled');
    expect(after?.lateCancellation).toBe(false);
  });
});

describe("a request's seats", () => {
  it('are held: racing passengers never get them, and an approval at the same time keeps them', async () => {
    const { ride, driverCookie } = await approvalRide(8 * 60, 3);
    const held = await request(ride, 2);
    const racers = await Promise.all(Array.from({ length: 4 }, () => fundedPassenger(t, 1000)));
    const [approved, ...booked] = await Promise.all([
      approve(driverCookie, held.id),
      ...racers.map((racer) => book(racer.cookie, ride.id, 1)),
    ]);
    expect(approved.statusCode, approved.body).toBe(200);
    const won = booked.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const res of booked.filter((r) => r.statusCode !== 200)) {
      expect(code(res)).toEqual([409, 'insufficient_seats']);
    }
    expect(await seatsOf(ride.id)).toEqual([0, 3]);
    const live = await db().select().from(bookings).where(eq(bookings.rideId, ride.id));
    expect(live.reduce((sum, b) => sum + (b.status === 'cancelled' ? 0 : b.numberOfSeats), 0)).toBe(
      3,
    );
  });

  it('come back once when a decline races bookings: never more sold than offered', async () => {
    const { ride, driverCookie } = await approvalRide(8 * 60, 3);
    const held = await request(ride, 3);
    const racers = await Promise.all(Array.from({ length: 5 }, () => fundedPassenger(t, 1000)));
    const [declined, ...asked] = await Promise.all([
      decline(driverCookie, held.id),
      ...racers.map((racer) => book(racer.cookie, ride.id, 1)),
    ]);
    expect(declined.statusCode, declined.body).toBe(200);
    const won = asked.filter((res) => res.statusCode === 200);
    // Those that came after the decline each hold a seat: at most the 3 it freed.
    expect(won.length).toBeLessThanOrEqual(3);
    const [available, taken] = await seatsOf(ride.id);
    expect(taken).toBe(won.length);
    expect(available).toBe(3 - won.length);
    expect(await balanceOf(t, held.passenger.user.id)).toBe(1000);
  });

  it('come back once at the expiry, even with the job run twice', async () => {
    const { ride } = await approvalRide(8 * 60, 3);
    await request(ride, 3);
    advanceClock(181);
    await Promise.all([t.app.jobs.expireBookingRequests(), t.app.jobs.expireBookingRequests()]);
    expect(await seatsOf(ride.id)).toEqual([3, 0]);
  });
});
