import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { rideSeries } from '../../src/server/db/schema.ts';
import { nairobiWeekday } from '../../src/shared/geo.ts';
import { createDriver, createRide } from '../factories/index.ts';
import { call, createSeries, departuresOf, fundedPassenger } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance, balanceOf } from '../helpers/trips.ts';

// A series whose driver confirms each passenger (docs/product-rules.md "Drivers who confirm each
// passenger"): every departure, those the extension job adds too, asks for the driver's answer;
// a regular booking is for a passenger the driver already accepted on the series, and is then
// confirmed at once; rebooking onto such a ride is a request like any booking.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const bookOne = (cookie: string, rideId: string) =>
  call(t, cookie, 'POST', '/api/Commute/SavePassengerBooking', {
    scheduledCommuteId: rideId,
    numberOfSeats: 1,
  });
const bookRegularly = (cookie: string, rideId: string, weekdays: number[]) =>
  call(t, cookie, 'POST', '/api/bookings/series', { rideId, weekdays, numberOfSeats: 1 });

describe('a series whose driver confirms each passenger', () => {
  it('is published with approvalRequired, and the extension job keeps it on new departures', async () => {
    const series = await createSeries(t, { approvalRequired: true });
    const [row] = await t.database.db
      .select()
      .from(rideSeries)
      .where(eq(rideSeries.id, series.seriesId));
    expect(row?.approvalRequired).toBe(true);
    const before = await departuresOf(t, series.seriesId);
    expect(before.every((ride) => ride.approvalRequired)).toBe(true);
    const upcoming = await call(t, series.driverCookie, 'GET', '/api/trips/driver/upcoming');
    expect(upcoming.json()[0]).toMatchObject({ approvalRequired: true });

    expect((await advance(t, 2 * 24 * 60)).seriesDeparturesCreated).toBeGreaterThan(0);
    const after = await departuresOf(t, series.seriesId);
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.every((ride) => ride.approvalRequired)).toBe(true);
    // An ordinary series stays ordinary.
    const plain = await createSeries(t);
    expect((await departuresOf(t, plain.seriesId)).some((r) => r.approvalRequired)).toBe(false);
  });

  it('is booked regularly only once the driver accepted the passenger, then at once', async () => {
    const series = await createSeries(t, { approvalRequired: true, weekdays: [1, 2, 3, 4, 5] });
    const passenger = await fundedPassenger(t, 10_000);
    const [first, ...rest] = (await departuresOf(t, series.seriesId)).filter(
      (ride) => ride.departureTime.getTime() > now().getTime() + 2 * 60 * MINUTE,
    );
    if (!first) throw new Error('no departure');
    const weekdays = [nairobiWeekday(first.departureTime)];
    const refused = await bookRegularly(passenger.cookie, first.id, weekdays);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'series_approval_first']);
    expect(await balanceOf(t, passenger.user.id)).toBe(10_000);

    // One ride asked for and accepted...
    const asked = await bookOne(passenger.cookie, first.id);
    expect(asked.json().status).toBe('requested');
    const approved = await call(
      t,
      series.driverCookie,
      'POST',
      `/api/bookings/${asked.json().id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    // ...and the rest of those weekdays are booked in one go, each confirmed, never a request.
    const later = rest.find((ride) => nairobiWeekday(ride.departureTime) !== weekdays[0]);
    if (!later) throw new Error('no other weekday');
    const regular = await bookRegularly(passenger.cookie, later.id, [
      nairobiWeekday(later.departureTime),
    ]);
    expect(regular.statusCode, regular.body).toBe(201);
    const days = regular.json().bookings as { status: string }[];
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((booking) => booking.status === 'booked')).toBe(true);
  });

  it('is not booked regularly by a passenger with only a request waiting', async () => {
    const series = await createSeries(t, { approvalRequired: true });
    const passenger = await fundedPassenger(t, 10_000);
    const [, second] = await departuresOf(t, series.seriesId);
    if (!second) throw new Error('no departure');
    expect((await bookOne(passenger.cookie, second.id)).json().status).toBe('requested');
    const res = await bookRegularly(passenger.cookie, second.id, [0, 1, 2, 3, 4, 5, 6]);
    expect([res.statusCode, res.json().code]).toEqual([409, 'series_approval_first']);
  });
});

describe('rebooking onto a ride whose driver confirms each passenger', () => {
  it('makes a request, like any booking of it', async () => {
    const passenger = await fundedPassenger(t, 1000);
    const cancelled = await createRide(t.database.db, {
      pickupLatitude: 0.5,
      destinationLatitude: 0.3,
      departureTime: new Date(now().getTime() + 5 * 60 * MINUTE),
      pricePerSeat: 100,
    });
    const booked = await bookOne(passenger.cookie, cancelled.id);
    const driverCookie = (await t.signIn(cancelled.driverId)).cookie;
    await call(t, driverCookie, 'DELETE', `/api/Commute/CancelDriverTrip?tripId=${cancelled.id}`);
    const other = await createDriver(t.database.db);
    const alternative = await createRide(t.database.db, {
      driverId: other.id,
      pickupLatitude: 0.5,
      destinationLatitude: 0.3,
      departureTime: new Date(now().getTime() + 5.5 * 60 * MINUTE),
      pricePerSeat: 100,
      approvalRequired: true,
    });
    const listed = await call(
      t,
      passenger.cookie,
      'GET',
      `/api/bookings/${booked.json().id}/alternatives`,
    );
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: alternative.id, approvalRequired: true }),
    ]);
    const res = await call(
      t,
      passenger.cookie,
      'POST',
      `/api/bookings/${booked.json().id}/rebook`,
      {
        rideId: alternative.id,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ scheduledCommuteId: alternative.id, status: 'requested' });
    expect(await balanceOf(t, passenger.user.id)).toBe(900);
  });
});
