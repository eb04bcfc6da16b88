import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { API_VERSION, API_VERSION_HEADER } from '../../src/shared/constants.ts';
import { atNairobiTime } from '../../src/shared/geo.ts';
import { createDriver, createPassenger, createRide } from '../factories/index.ts';
import { call, createSeries, fundedPassenger } from '../helpers/series.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  advance,
  balanceOf,
  bookedTrip,
  bookingRow,
  ledgerOf,
  type TripPassenger,
  textsTo,
} from '../helpers/trips.ts';
import { dial, USSD_SECRET } from '../helpers/ussd.ts';
import { fund } from '../helpers/wallet.ts';

// A passenger cancelling their own booking (docs/product-rules.md "Cost sharing and
// reliability"): everything back at least 2 hours before departure, or within 10 minutes of
// booking while departure is at least 30 minutes away; later, half goes back now and half is kept
// for the driver, paid when the ride completes (kept-half-at-completion.test.ts). Every way of
// cancelling says both amounts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', USSD_CALLBACK_SECRET: USSD_SECRET });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const cancelWithDelete = (p: TripPassenger) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/Booking/CancelPassengerBooking?bookingId=${p.booking.id}`,
    headers: { cookie: p.cookie },
  });
const cancelWithGet = (p: TripPassenger) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Commute/CancelPassengerBooking?BookingId=${p.booking.id}`,
    // The specification's cancelling GET is answered only to the app, which says its version.
    headers: { cookie: p.cookie, [API_VERSION_HEADER]: API_VERSION },
  });

/** The one passenger of a new ride leaving in `minutes`, `price` a seat, with 1,000 tokens. */
async function onlyPassenger(minutes: number, price = 200) {
  const trip = await bookedTrip(t, {
    departInMinutes: minutes,
    passengers: 1,
    pricePerSeat: price,
  });
  return { trip, passenger: trip.passengers[0] as TripPassenger };
}

describe('a passenger cancelling their booking', () => {
  it('gets everything back at least 2 hours before departure', async () => {
    const { passenger } = await onlyPassenger(5 * 60);
    await advance(t, 20); // long past the 10 minutes of a change of mind
    const res = await cancelWithDelete(passenger);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your booking has been cancelled successfully.',
      refundedAmount: 200,
      refunded: 200,
      kept: 0,
    });
    const id = passenger.booking.id;
    expect((await ledgerOf(t, passenger.user.id)).slice(1)).toEqual([
      ['booking_payment', -200, `booking:${id}`],
      ['refund', 200, `booking:${id}`],
    ]);
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
    expect(await bookingRow(t, id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'passenger',
      keptAmount: 0,
    });
  });

  it('gets everything back 2 hours and a minute ahead, and only half a minute later', async () => {
    const early = await onlyPassenger(2 * 60 + 12);
    const late = await onlyPassenger(2 * 60 + 10);
    await advance(t, 11);
    expect((await cancelWithDelete(early.passenger)).json()).toMatchObject({ kept: 0 });
    expect((await cancelWithDelete(late.passenger)).json()).toMatchObject({
      refunded: 100,
      kept: 100,
    });
  });

  it('gets everything back within 10 minutes of booking while departure is 30 minutes away', async () => {
    const { passenger } = await onlyPassenger(40);
    await advance(t, 9);
    const res = await cancelWithDelete(passenger);
    expect(res.json()).toMatchObject({ refunded: 200, kept: 0 });
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
  });

  it('keeps half for the driver when later, and both sides hear the amounts', async () => {
    const { trip, passenger } = await onlyPassenger(100);
    await advance(t, 11);
    const res = await cancelWithGet(passenger);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refundedAmount: 100, refunded: 100, kept: 100 });
    const id = passenger.booking.id;
    expect((await ledgerOf(t, passenger.user.id)).slice(1)).toEqual([
      ['booking_payment', -200, `booking:${id}`],
      ['refund', 100, `booking:${id}`],
    ]);
    expect(await balanceOf(t, passenger.user.id)).toBe(900);
    expect(await bookingRow(t, id)).toMatchObject({ cancelledBy: 'passenger', keptAmount: 100 });
    // The driver is paid at completion, not now.
    expect(await balanceOf(t, trip.driver.id)).toBe(0);
    const [toPassenger] = await textsTo(t, passenger.user.phoneNumber);
    expect(toPassenger).toContain(
      'KSh 100 is back in your tokens. KSh 100 goes to the driver: you cancelled less than 2 hours before departure.',
    );
    const [toDriver] = await textsTo(t, trip.driver.phoneNumber);
    expect(toDriver).toContain('You get KSh 100 of their fare when the ride completes.');
  });

  it('keeps half when booked less than 30 minutes before departure, even at once', async () => {
    const driver = await createDriver(t.database.db);
    const ride = await createRide(t.database.db, {
      driverId: driver.id,
      departureTime: new Date(now().getTime() + 25 * 60_000),
      pricePerSeat: 200,
    });
    const person = await createPassenger(t.database.db);
    await fund(t.database.db, person.id, 1000);
    const { cookie } = await t.signIn(person.id);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/SavePassengerBooking',
      ...json({ scheduledCommuteId: ride.id, numberOfSeats: 2 }, { cookie }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const res = await cancelWithDelete({ user: person, cookie, booking: booked.json() });
    expect(res.json()).toMatchObject({ refunded: 200, kept: 200 });
    expect(await balanceOf(t, person.id)).toBe(800);
  });

  it('gives the odd shilling back to the passenger', async () => {
    const { passenger } = await onlyPassenger(60, 151);
    await advance(t, 15);
    expect((await cancelWithDelete(passenger)).json()).toMatchObject({ refunded: 76, kept: 75 });
    expect(await balanceOf(t, passenger.user.id)).toBe(1000 - 75);
    expect((await bookingRow(t, passenger.booking.id))?.keptAmount).toBe(75);
  });

  it('owes nothing on a free ride, whenever it is cancelled', async () => {
    const { passenger } = await onlyPassenger(60, 0);
    await advance(t, 15);
    expect((await cancelWithDelete(passenger)).json()).toMatchObject({ refunded: 0, kept: 0 });
    expect(await ledgerOf(t, passenger.user.id)).toHaveLength(1); // the top-up only
  });

  it('takes each departure of a regular booking on its own tier', async () => {
    const series = await createSeries(t, { price: 150 });
    const passenger = await fundedPassenger(t, 10_000);
    const booked = await call(t, passenger.cookie, 'POST', '/api/bookings/series', {
      rideId: series.rideIds[0],
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      numberOfSeats: 1,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const rides = (booked.json().totalAmount as number) / 150;
    // 06:00 tomorrow in Nairobi: the first 07:30 departure is an hour and a half away.
    advanceClock((atNairobiTime(now(), 1, 6, 0).getTime() - now().getTime()) / 60_000);
    const res = await call(
      t,
      passenger.cookie,
      'DELETE',
      `/api/bookings/series/${booked.json().id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      cancelledBookings: rides,
      refundedAmount: rides * 150 - 75,
      keptAmount: 75,
      accountBalance: 10_000 - 75,
    });
    const [text] = await textsTo(t, passenger.user.phoneNumber);
    expect(text).toContain('KSh 75 goes to the driver of the ride less than 2 hours away.');
  });

  it('is told the split on USSD before confirming, and again after', async () => {
    const { passenger } = await onlyPassenger(90, 250);
    await advance(t, 20);
    const session = dial(t, passenger.user.phoneNumber);
    await session.send();
    expect(await session.send('2')).toContain('Your trips:');
    expect(await session.send('1')).toContain('1 Cancel booking');
    expect(await session.send('1')).toBe(
      'CON Cancel this booking? Less than 2 hours to go: KSh 125 back to your tokens, KSh 125 to the driver.\n1 Yes, cancel\n0 Back 00 Menu',
    );
    expect(await session.send('1')).toBe(
      'END Booking cancelled. KSh 125 is back in your tokens. KSh 125 goes to the driver.',
    );
    expect(await balanceOf(t, passenger.user.id)).toBe(875);
  });

  it('on USSD in good time, hears of a full refund only', async () => {
    const { passenger } = await onlyPassenger(4 * 60);
    const session = dial(t, passenger.user.phoneNumber);
    await session.send();
    await session.send('2');
    await session.send('1');
    expect(await session.send('1')).toContain(
      'CON Cancel this booking? KSh 200 goes back to your tokens.',
    );
    expect(await session.send('1')).toBe('END Booking cancelled. KSh 200 is back in your tokens.');
  });
});
