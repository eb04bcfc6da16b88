import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { notifications, rideSeries } from '../../src/server/db/schema.ts';
import { matchRideAlerts } from '../../src/server/features/alerts/match-ride-alerts.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import { MAX_RIDE_ALERTS } from '../../src/shared/rules/commute.ts';
import {
  atNairobiTime,
  createBooking,
  createDriver,
  createPassenger,
  createRide,
  createVehicle,
  type LatLng,
  nairobiWeekday,
} from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Ride alerts as people meet them: saving and removing them, and being told (inbox row and SMS)
// when a driver posts a ride the alert would find, or seats free up on a full one.

const PUBLIC_URL = 'https://pamoja.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', PUBLIC_URL });
});
afterAll(() => t.close());
const db = () => t.database.db;
type Headers = Record<string, string>;

/** 1 km north, on earthdistance's sphere. */
const KM = 1 / ((6_378_168 * Math.PI) / 180 / 1000);
let areas = 0;
/**
 * Each test in its own area, 60 km from the others, so that one test's rides never reach another
 * test's alerts: a pickup and a destination 20 km apart.
 */
function area() {
  const longitude = 36.0 + 0.6 * areas++;
  const pickup = { latitude: -1.15, longitude, address: 'Ruiru Town, Kiambu' };
  const destination = { latitude: -1.15 - 20 * KM, longitude, address: 'Kencom, Moi Avenue' };
  const north = (p: LatLng & { address: string }, km: number) => ({
    ...p,
    latitude: p.latitude + km * KM,
  });
  return { pickup, destination, north };
}

/** A Nairobi day a week or more ahead, and its weekday. */
function day(daysAhead = 8) {
  const midnight = atNairobiTime(now(), daysAhead, 0, 0);
  return {
    at: (h: number, m = 0) => atNairobiTime(midnight, 0, h, m),
    weekday: nairobiWeekday(midnight),
  };
}

async function person(): Promise<{ id: string; phone: string; headers: Headers }> {
  const user = await createPassenger(db());
  return { id: user.id, phone: user.phoneNumber, headers: await t.signIn(user.id) };
}

async function driver() {
  const user = await createDriver(db());
  const vehicle = await createVehicle(db(), { ownerId: user.id, seatingCapacity: 5 });
  return { id: user.id, vehicleId: vehicle.id, headers: await t.signIn(user.id) };
}

interface AlertInput {
  pickupLocation: LatLng & { address: string };
  destination: LatLng & { address: string };
  departureTime: string;
  weekdays: number[];
  maxDistance?: number;
}
const setAlert = (headers: Headers, alert: AlertInput) =>
  t.app.inject({ method: 'POST', url: '/api/alerts', ...json(alert, headers) });

async function postRide(
  by: { vehicleId: string; headers: Headers },
  ride: { pickup: object; destination: object; at: Date; isRecurring?: boolean; days?: number[] },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Commute/SaveCommuteDetails',
    ...json(
      {
        pickupLocation: ride.pickup,
        destination: ride.destination,
        departureTime: ride.at.toISOString(),
        availableSeats: 3,
        pricePerSeat: 150,
        vehicleId: by.vehicleId,
        isRecurring: ride.isRecurring ?? false,
        recurringDays: ride.days ?? [],
      },
      by.headers,
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rides as { id: string }[];
}

const alertsOf = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'alert')));

describe('ride alerts: saving them', () => {
  it('saves, lists and deletes a person’s own alerts', async () => {
    const me = await person();
    const { pickup, destination } = area();
    const res = await setAlert(me.headers, {
      pickupLocation: pickup,
      destination,
      departureTime: '07:30',
      weekdays: [5, 1, 3, 1],
    });
    expect(res.statusCode).toBe(201);
    const alert = res.json();
    expect(alert).toMatchObject({
      pickupLocation: pickup,
      destination,
      maxDistance: 5,
      departureTime: '07:30',
      weekdays: [1, 3, 5],
    });
    const list = await t.app.inject({ url: '/api/alerts', headers: me.headers });
    expect(list.json().map((a: { id: string }) => a.id)).toEqual([alert.id]);

    const stranger = await person();
    expect((await t.app.inject({ url: '/api/alerts', headers: stranger.headers })).json()).toEqual(
      [],
    );
    for (const [headers, id] of [
      [stranger.headers, alert.id],
      [me.headers, randomUUID()],
    ] as const) {
      const refused = await t.app.inject({ method: 'DELETE', url: `/api/alerts/${id}`, headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('ride_alert_not_found');
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/alerts/${alert.id}`,
      headers: me.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/alerts', headers: me.headers })).json()).toEqual([]);
  });

  it('keeps at most 10 a person, even when saved at once', async () => {
    const me = await person();
    const { pickup, destination } = area();
    const alert = { pickupLocation: pickup, destination, departureTime: '07:30', weekdays: [1] };
    const answers = await Promise.all(
      Array.from({ length: MAX_RIDE_ALERTS + 2 }, () => setAlert(me.headers, alert)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(MAX_RIDE_ALERTS);
    const refused = answers.filter((r) => r.statusCode === 409).map((r) => r.json());
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({
      code: 'ride_alerts_full',
      message: 'You can keep up to 10 ride alerts. Remove one first.',
    });
  });

  it('refuses visitors and times that are not HH:MM', async () => {
    expect((await t.app.inject({ url: '/api/alerts' })).statusCode).toBe(401);
    const me = await person();
    const { pickup, destination } = area();
    for (const departureTime of ['7:30', '24:00', '07:60']) {
      const res = await setAlert(me.headers, {
        pickupLocation: pickup,
        destination,
        departureTime,
        weekdays: [1],
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('ride alerts: being told', () => {
  it('tells the owner in the inbox and by SMS, with a link to book and how to stop alerts', async () => {
    const { pickup, destination } = area();
    const { at, weekday } = day();
    const owner = await person();
    await setAlert(owner.headers, {
      pickupLocation: pickup,
      destination,
      departureTime: '07:30',
      weekdays: [weekday],
    });
    const [ride] = await postRide(await driver(), { pickup, destination, at: at(7, 30) });
    const [told, ...more] = await alertsOf(owner.id);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      kind: 'alert',
      title: 'A ride for your alert',
      link: `/search?ride=${ride?.id}`,
      dedupeKey: `alert:${owner.id}:${ride?.id}`,
      deliveryStatus: 'delivered',
      deliveredVia: 'sms',
    });
    expect(told?.body).toMatch(
      /^Ruiru Town → Kencom, \w{3} \d{1,2} \w{3}, 7:30 am, KSh 150 a seat, 3 seats$/,
    );
    const [sms] = await readOutbox(db(), owner.phone);
    expect(sms?.message).toMatch(/^Pamoja: a ride for your alert: Ruiru Town to Kencom, /);
    expect(sms?.message.endsWith(`Stop alerts: ${PUBLIC_URL}/alerts`)).toBe(true);
  });

  it('finds rides within the radius at the pickup and at the destination, each on its own', async () => {
    const { pickup, destination, north } = area();
    const { at, weekday } = day();
    const owner = await person();
    await setAlert(owner.headers, {
      pickupLocation: pickup,
      destination,
      departureTime: '07:30',
      weekdays: [weekday],
      maxDistance: 5,
    });
    const someone = await driver();
    const [near] = await postRide(someone, {
      pickup: north(pickup, 4.9),
      destination: north(destination, -4.9),
      at: at(7, 30),
    });
    await postRide(someone, { pickup: north(pickup, 5.1), destination, at: at(7, 30) });
    await postRide(someone, { pickup, destination: north(destination, -5.1), at: at(7, 30) });
    expect((await alertsOf(owner.id)).map((n) => n.link)).toEqual([`/search?ride=${near?.id}`]);
  });

  it('finds rides from 30 minutes before to 3 hours after the time, on the alert’s weekdays', async () => {
    const { pickup, destination } = area();
    const { at, weekday } = day();
    const owner = await person();
    await setAlert(owner.headers, {
      pickupLocation: pickup,
      destination,
      departureTime: '07:30',
      weekdays: [weekday],
    });
    const someone = await driver();
    const post = async (when: Date) =>
      (await postRide(someone, { pickup, destination, at: when }))[0]?.id;
    const found = [await post(at(7, 0)), await post(at(10, 30))];
    await post(at(6, 59));
    await post(at(10, 31));
    // The same time a day later is another weekday.
    await post(atNairobiTime(at(0), 1, 7, 30));
    const links = (await alertsOf(owner.id)).map((n) => n.link).sort();
    expect(links).toEqual(found.map((id) => `/search?ride=${id}`).sort());
  });

  it('follows a window across midnight, on the weekday the alert’s time falls on', async () => {
    const { pickup, destination } = area();
    const { at, weekday } = day();
    const late = await person();
    await setAlert(late.headers, {
      pickupLocation: pickup,
      destination,
      departureTime: '23:00',
      weekdays: [weekday],
    });
    const early = await person();
    const nextDay = (weekday + 1) % 7;
    await setAlert(early.headers, {
      pickupLocation: pickup,
      destination,
      departureTime: '00:10',
      weekdays: [nextDay],
    });
    const someone = await driver();
    const post = async (when: Date) =>
      (await postRide(someone, { pickup, destination, at: when }))[0]?.id;
    const next = (h: number, m: number) => atNairobiTime(at(0), 1, h, m);
    const [, at2339, at2345, at0159, at0201] = [
      await post(at(22, 29)),
      await post(at(23, 39)),
      await post(at(23, 45)),
      await post(next(1, 59)),
      await post(next(2, 1)),
      await post(next(3, 11)),
    ];
    const linksOf = async (userId: string) => (await alertsOf(userId)).map((n) => n.link).sort();
    const links = (...ids: (string | undefined)[]) => ids.map((id) => `/search?ride=${id}`).sort();
    // 23:00 finds 22:30 to 02:00 the next day.
    expect(await linksOf(late.id)).toEqual(links(at2339, at2345, at0159));
    // 00:10 the next day finds 23:40 the day before (another weekday) to 03:10.
    expect(await linksOf(early.id)).toEqual(links(at2345, at0159, at0201));
  });

  it('tells a person once per ride however many of their alerts match, never the driver', async () => {
    const { pickup, destination } = area();
    const { at, weekday } = day();
    const owner = await person();
    for (const departureTime of ['07:00', '07:30']) {
      await setAlert(owner.headers, {
        pickupLocation: pickup,
        destination,
        departureTime,
        weekdays: [weekday],
      });
    }
    const someone = await driver();
    await setAlert(someone.headers, {
      pickupLocation: pickup,
      destination,
      departureTime: '07:30',
      weekdays: [weekday],
    });
    await postRide(someone, { pickup, destination, at: at(7, 30) });
    expect(await alertsOf(owner.id)).toHaveLength(1);
    expect(await alertsOf(someone.id)).toEqual([]);
  });

  it('tells a person once about a recurring ride, however many departures match', async () => {
    const { pickup, destination } = area();
    const { at } = day();
    const owner = await person();
    await setAlert(owner.headers, {
      pickupLocation: pickup,
      destination,
      departureTime: '07:30',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    });
    const posted = await postRide(await driver(), {
      pickup,
      destination,
      at: at(7, 30),
      isRecurring: true,
      days: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(posted.length).toBeGreaterThan(20);
    const [told, ...more] = await alertsOf(owner.id);
    expect(more).toEqual([]);
    expect(told?.link).toBe(`/search?ride=${posted[0]?.id}`);
    expect(told?.body).toContain(`Every day at 7:30 am from `);
  });

  it('tells a person once about a series, naming its weekdays and linking its first departure', async () => {
    const { pickup, destination } = area();
    const { at, weekday } = day();
    const owner = await person();
    await setAlert(owner.headers, {
      pickupLocation: pickup,
      destination,
      departureTime: '07:30',
      weekdays: [weekday, (weekday + 2) % 7],
    });
    const someone = await driver();
    const [series] = await db()
      .insert(rideSeries)
      .values({
        driverId: someone.id,
        vehicleId: someone.vehicleId,
        pickupLatitude: pickup.latitude,
        pickupLongitude: pickup.longitude,
        pickupAddress: pickup.address,
        destinationLatitude: destination.latitude,
        destinationLongitude: destination.longitude,
        destinationAddress: destination.address,
        departureMinutes: 450,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        availableSeats: 3,
        pricePerSeat: 200,
      })
      .returning();
    const departures = await Promise.all(
      Array.from({ length: 14 }, (_, d) =>
        createRide(db(), {
          vehicleId: someone.vehicleId,
          seriesId: series?.id,
          isRecurring: true,
          pickupLatitude: pickup.latitude,
          pickupLongitude: pickup.longitude,
          pickupAddress: pickup.address,
          destinationLatitude: destination.latitude,
          destinationLongitude: destination.longitude,
          destinationAddress: destination.address,
          departureTime: atNairobiTime(at(0), d, 7, 30),
          pricePerSeat: 200,
        }),
      ),
    );
    const match = () =>
      db().transaction((tx) => matchRideAlerts(tx, departures, { publicUrl: PUBLIC_URL }));
    const ids = await match();
    expect(ids).toHaveLength(1);
    await t.app.notifier.deliver(ids);
    // The job that extends a series matches its new departures again: nobody hears twice.
    expect(await match()).toEqual([]);
    const [told, ...more] = await alertsOf(owner.id);
    expect(more).toEqual([]);
    expect(told?.dedupeKey).toBe(`alert:${owner.id}:${series?.id}`);
    expect(told?.link).toBe(`/search?ride=${departures[0]?.id}`);
    const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const [first, second] = [weekday, (weekday + 2) % 7]
      .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
      .map((d) => names[d]);
    expect(told?.body).toContain(`, ${first}, ${second} at 7:30 am from `);
    const [sms] = await readOutbox(db(), owner.phone);
    expect(sms?.message.endsWith(`Stop alerts: ${PUBLIC_URL}/alerts`)).toBe(true);

    // Seats freed on one of its departures: the person already heard of the series.
    const full = departures[3];
    const passenger = await person();
    const booking = await createBooking(db(), {
      rideId: full?.id,
      passengerId: passenger.id,
      numberOfSeats: 3,
    });
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${booking.id}`,
      headers: passenger.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await alertsOf(owner.id)).toHaveLength(1);
  });

  it('tells alert owners when seats free up on a full ride, once per ride', async () => {
    const { pickup, destination } = area();
    const { at, weekday } = day();
    const someone = await driver();
    const ride = await createRide(db(), {
      vehicleId: someone.vehicleId,
      pickupLatitude: pickup.latitude,
      pickupLongitude: pickup.longitude,
      pickupAddress: pickup.address,
      destinationLatitude: destination.latitude,
      destinationLongitude: destination.longitude,
      destinationAddress: destination.address,
      departureTime: at(7, 30),
      availableSeats: 4,
      pricePerSeat: 200,
    });
    const [first, second] = [await person(), await person()];
    const bookingOf = async (p: { id: string }, seats: number) =>
      createBooking(db(), { rideId: ride.id, passengerId: p.id, numberOfSeats: seats });
    const one = await bookingOf(first, 2);
    const two = await bookingOf(second, 2);
    // The alert is set once the ride is full: it was not there when the ride was posted.
    const owner = await person();
    // The passenger who cancels and the one still booked have alerts too: neither hears of it.
    for (const p of [owner, first, second]) {
      await setAlert(p.headers, {
        pickupLocation: pickup,
        destination,
        departureTime: '07:30',
        weekdays: [weekday],
      });
    }
    const cancel = (p: { headers: Headers }, id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/Booking/CancelPassengerBooking?bookingId=${id}`,
        headers: p.headers,
      });
    expect((await cancel(first, one.id)).statusCode).toBe(200);
    const [told, ...more] = await alertsOf(owner.id);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      link: `/search?ride=${ride.id}`,
      dedupeKey: `alert:${owner.id}:${ride.id}`,
    });
    expect(told?.body).toContain('KSh 200 a seat, 2 seats');
    expect(await alertsOf(first.id)).toEqual([]);
    expect(await alertsOf(second.id)).toEqual([]);
    const [sms] = await readOutbox(db(), owner.phone);
    expect(sms?.message).toContain('2 seats. Stop alerts: https://pamoja.example/alerts');
    // Not full before this one: nothing new; full again and freed again: still once per ride.
    expect((await cancel(second, two.id)).statusCode).toBe(200);
    const third = await person();
    const three = await bookingOf(third, 4);
    expect((await cancel(third, three.id)).statusCode).toBe(200);
    expect(await alertsOf(owner.id)).toHaveLength(1);
  });
});
