import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { now, resetClock } from '../../src/server/clock.ts';
import { ensurePlaces } from '../../src/server/features/places/load-places.ts';
import { formatNairobiDateTime, formatNairobiTime } from '../../src/shared/nairobi-time.ts';
import { createDriver, createPassenger, createRide } from '../factories/index.ts';
import { call, fundedPassenger } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { balanceOf, bookingRow } from '../helpers/trips.ts';
import { clockToNairobiMorning, dial, USSD_SECRET } from '../helpers/ussd.ts';
import { fund } from '../helpers/wallet.ts';

// What passengers, drivers and USSD see of a request (docs/product-rules.md "Drivers who confirm
// each passenger"): the passenger's trip screen says it waits and until when; a request is not on
// the trip yet (no SOS, no sharing, not in the driver's passenger list); USSD says the driver
// confirms before booking, shows the request waiting, and tells the driver how many wait.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', USSD_CALLBACK_SECRET: USSD_SECRET });
  await ensurePlaces(t.database.db);
});
afterAll(() => {
  resetClock();
  return t.close();
});
beforeEach(() => {
  resetClock();
  clockToNairobiMorning();
});

const MINUTE = 60_000;
const code = (res: { statusCode: number; json(): { code?: string } }) => [
  res.statusCode,
  res.json().code,
];

describe('a request on the trip screen', () => {
  it('shows its passenger the trip waiting for the driver; it is not on the trip yet', async () => {
    const driver = await createDriver(t.database.db);
    const ride = await createRide(t.database.db, {
      driverId: driver.id,
      pickupLatitude: 0.9,
      destinationLatitude: 0.7,
      departureTime: new Date(now().getTime() + 5 * 60 * MINUTE),
      approvalRequired: true,
    });
    const passenger = await fundedPassenger(t, 1000);
    const asked = await call(t, passenger.cookie, 'POST', '/api/Commute/SavePassengerBooking', {
      scheduledCommuteId: ride.id,
      numberOfSeats: 1,
    });
    const id = asked.json().id as string;
    const view = await call(t, passenger.cookie, 'GET', `/api/trips/${ride.id}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().booking).toMatchObject({
      id,
      status: 'requested',
      requestExpiresAt: (await bookingRow(t, id))?.requestExpiresAt?.toISOString(),
    });
    expect(view.json().driver.phoneNumber).toBeNull();
    // Not on the trip: no SOS, no share link, as if there were no booking.
    const sos = await call(t, passenger.cookie, 'POST', `/api/trips/${ride.id}/sos`);
    expect(code(sos)).toEqual([404, 'trip_not_found']);
    const share = await call(t, passenger.cookie, 'POST', `/api/trips/${ride.id}/share`);
    expect(code(share)).toEqual([404, 'trip_not_found']);
    // The driver's passenger list leaves it out until they accept it.
    const driverCookie = (await t.signIn(driver.id)).cookie;
    expect((await call(t, driverCookie, 'GET', `/api/trips/${ride.id}`)).json().passengers).toEqual(
      [],
    );
    await call(t, driverCookie, 'POST', `/api/bookings/${id}/approve`);
    const accepted = await call(t, driverCookie, 'GET', `/api/trips/${ride.id}`);
    expect(accepted.json().passengers).toEqual([expect.objectContaining({ bookingId: id })]);
    const mine = await call(t, passenger.cookie, 'GET', `/api/trips/${ride.id}`);
    expect(mine.json().booking).toMatchObject({ status: 'booked', requestExpiresAt: null });
  });
});

describe('a request by USSD', () => {
  it('says the driver confirms, ends with the time of the answer, and shows it waiting', async () => {
    const driver = await createDriver(t.database.db, { fullName: 'Grace Wanjiru Kamau' });
    const ride = await createRide(t.database.db, {
      driverId: driver.id,
      departureTime: new Date(now().getTime() + 2 * 60 * MINUTE),
      pricePerSeat: 150,
      approvalRequired: true,
    });
    const passenger = await createPassenger(t.database.db);
    await fund(t.database.db, passenger.id, 1000);
    const session = dial(t, passenger.phoneNumber);
    await session.send();
    await session.send('1');
    await session.send('Ruiru');
    await session.send('1');
    await session.send('Kencom');
    await session.send('1');
    expect(await session.send('1')).toMatch(/^CON Rides:\n1 /);
    await session.send('1');
    await session.send('1');
    expect(await session.send('2')).toContain(
      'Total KSh 300. Balance KSh 1,000.\nThe driver confirms each passenger: all back if not.\n1 Confirm',
    );
    const until = new Date(ride.departureTime.getTime() - 60 * MINUTE);
    expect(await session.send('1')).toBe(
      `END Request sent. The driver answers by ${formatNairobiDateTime(until)}; if not, your KSh 300 comes back. We will text you.`,
    );
    expect(await balanceOf(t, passenger.id)).toBe(700);

    // My trips: waiting, not a boarding code; the trip says until when.
    const trips = dial(t, passenger.phoneNumber);
    await trips.send();
    expect(await trips.send('2')).toMatch(/^CON Your trips:\n1 .* waiting\n/);
    expect(await trips.send('1')).toContain(
      `2 seats, waiting for the driver until ${formatNairobiTime(until)}\n1 Cancel request`,
    );

    // The driver's rides today say how many requests wait, to answer in the app.
    const driving = dial(t, driver.phoneNumber);
    await driving.send();
    expect(await driving.send('5')).toContain('no passengers');
    expect(await driving.send('1')).toContain('no passengers, 1 request to answer in the app');
  });
});
