import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { accountStatements, bookings, rides, users } from '../../src/server/db/schema.ts';
import { nairobiWeekday } from '../../src/shared/geo.ts';
import { createDriver, createPassenger, createRide, createVehicle } from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const car = {
  make: 'Toyota',
  model: 'Fielder',
  year: 2016,
  color: 'Silver',
  licensePlate: 'kdb 512q',
  seatingCapacity: 5,
};
let plateCounter = 100;
const nextPlate = () => `KDC ${plateCounter++}A`;
const post = (cookie: string, url: string, body: unknown) =>
  t.app.inject({ method: 'POST', url, ...json(body, { cookie }) });
const put = (cookie: string, url: string, body: unknown) =>
  t.app.inject({ method: 'PUT', url, ...json(body, { cookie }) });

async function verifiedDriver() {
  const driver = await createDriver(t.database.db);
  return { driver, cookie: (await t.signIn(driver.id)).cookie };
}

describe('vehicles', () => {
  it("adds a vehicle with its plate in the usual form, and lists only the owner's", async () => {
    const { cookie } = await verifiedDriver();
    const res = await post(cookie, '/api/vehicles', car);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      make: 'Toyota',
      model: 'Fielder',
      licensePlate: 'KDB 512Q',
      isActive: true,
    });
    const other = await verifiedDriver();
    expect(
      (await t.app.inject({ url: '/api/vehicles/my', headers: { cookie: other.cookie } })).json(),
    ).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/vehicles/my', headers: { cookie } })).json(),
    ).toHaveLength(1);
    const taken = await post(other.cookie, '/api/vehicles', { ...car, licensePlate: 'KDB512Q' });
    expect([taken.statusCode, taken.json().message]).toEqual([
      409,
      'A vehicle with this number plate is already registered on Pamoja.',
    ]);
  });

  it.each([
    [{ year: 1989 }, `Enter a year from 1990 to ${new Date().getFullYear() + 2}.`],
    [
      { year: new Date().getFullYear() + 3 },
      `Enter a year from 1990 to ${new Date().getFullYear() + 2}.`,
    ],
    [{ seatingCapacity: 9 }, 'Choose the seats from the list: 2, 3, 4, 5, 6, 7, 8, 14, 20.'],
    [{ seatingCapacity: 1 }, 'Choose the seats from the list: 2, 3, 4, 5, 6, 7, 8, 14, 20.'],
    [{ licensePlate: 'ABC 123' }, 'Enter a Kenyan number plate such as KAA 123B.'],
    [{ licensePlate: 'KAA 12B' }, 'Enter a Kenyan number plate such as KAA 123B.'],
    [{ make: 'Tesla' }, 'Choose the make from the list.'],
    [{ model: 'Demio' }, 'Choose a model of this make from the list.'],
    [{ color: '' }, 'Enter the colour of the vehicle.'],
  ])('refuses %j with a clear message', async (change, message) => {
    const { cookie } = await verifiedDriver();
    const res = await post(cookie, '/api/vehicles', {
      ...car,
      licensePlate: nextPlate(),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_request', message });
  });

  it('serves the catalogue: makes, then models of a make', async () => {
    const makes = (await t.app.inject('/api/vehicles/makes')).json();
    expect(makes).toContain('Toyota');
    expect((await t.app.inject('/api/vehicles/models?make=Mazda')).json()).toContain('Demio');
    expect((await t.app.inject('/api/vehicles/models?make=Unknown')).statusCode).toBe(404);
  });

  it('lets only the owner change or delete a vehicle', async () => {
    const { cookie } = await verifiedDriver();
    const added = (
      await post(cookie, '/api/vehicles', { ...car, licensePlate: nextPlate() })
    ).json();
    const other = await verifiedDriver();
    expect(
      (await put(other.cookie, `/api/vehicles/${added.id}`, { color: 'Red' })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/vehicles/${added.id}`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);
    const toggled = await put(cookie, `/api/vehicles/${added.id}`, { isActive: false });
    expect(toggled.json()).toMatchObject({ isActive: false, color: 'Silver' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/vehicles/${added.id}`,
      headers: { cookie },
    });
    expect(deleted.json()).toEqual({ success: true, message: 'Vehicle Deleted' });
    expect((await t.app.inject({ url: '/api/vehicles/my', headers: { cookie } })).json()).toEqual(
      [],
    );
  });

  it('says why a vehicle with upcoming rides cannot be deactivated or deleted', async () => {
    const { driver, cookie } = await verifiedDriver();
    const vehicle = await createVehicle(t.database.db, { ownerId: driver.id });
    const ride = await createRide(t.database.db, {
      driverId: driver.id,
      vehicleId: vehicle.id,
      availableSeats: 3,
    });
    const passenger = await createPassenger(t.database.db);
    await fund(t.database.db, passenger.id, 1000);
    await post((await t.signIn(passenger.id)).cookie, '/api/Commute/SavePassengerBooking', {
      scheduledCommuteId: ride.id,
      numberOfSeats: 1,
    });
    const off = await put(cookie, `/api/vehicles/${vehicle.id}`, { isActive: false });
    expect([off.statusCode, off.json().message]).toEqual([
      409,
      'This vehicle is used by 1 upcoming ride, 1 with booked passengers. Cancel those rides first, then deactivate it.',
    ]);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/vehicles/${vehicle.id}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toContain('then delete it');
  });
});

describe('creating rides', () => {
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  const ride = (vehicleId: string, extra: Record<string, unknown> = {}) => ({
    pickupLocation: { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town, Kiambu' },
    destination: { latitude: -1.285817, longitude: 36.824544, address: 'Kencom, Nairobi CBD' },
    departureTime: inHours(3),
    availableSeats: 3,
    pricePerSeat: 180,
    vehicleId,
    notes: 'Leaving from the Total petrol station',
    isRecurring: false,
    recurringDays: [],
    ...extra,
  });

  it('schedules a ride for a verified driver, with distance and duration worked out', async () => {
    const { driver, cookie } = await verifiedDriver();
    const vehicle = await createVehicle(t.database.db, { ownerId: driver.id, seatingCapacity: 5 });
    const res = await post(cookie, '/api/Commute/SaveCommuteDetails', ride(vehicle.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Ride Created Successfully!' });
    expect(res.json().rides).toEqual([
      expect.objectContaining({
        status: 'scheduled',
        availableSeats: 3,
        pricePerSeat: 180,
        totalDistance: expect.any(Number),
        estimatedDuration: expect.any(Number),
      }),
    ]);
    const upcoming = (
      await t.app.inject({ url: '/api/Commute/GetDriverUpcomingTrips', headers: { cookie } })
    ).json();
    expect(upcoming.map((r: { id: string }) => r.id)).toContain(res.json().rides[0].id);
  });

  it("refuses an unverified user, a departure under an hour away, too many seats and someone else's vehicle", async () => {
    const unverified = await createPassenger(t.database.db);
    const theirVehicle = await createVehicle(t.database.db, { ownerId: unverified.id });
    const asUnverified = (await t.signIn(unverified.id)).cookie;
    const refused = await post(
      asUnverified,
      '/api/Commute/SaveCommuteDetails',
      ride(theirVehicle.id),
    );
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Verify your account: upload your National ID and wait for approval before scheduling trips.',
    ]);

    const { driver, cookie } = await verifiedDriver();
    const vehicle = await createVehicle(t.database.db, { ownerId: driver.id, seatingCapacity: 5 });
    const soon = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, { departureTime: inHours(0.9) }),
    );
    expect([soon.statusCode, soon.json().message]).toEqual([
      400,
      'Departure must be at least 1 hour from now.',
    ]);
    const crowded = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, { availableSeats: 5 }),
    );
    expect([crowded.statusCode, crowded.json().message]).toEqual([
      400,
      'This vehicle takes at most 4 passengers.',
    ]);
    const notMine = await post(cookie, '/api/Commute/SaveCommuteDetails', ride(theirVehicle.id));
    expect([notMine.statusCode, notMine.json().message]).toEqual([
      400,
      'Choose one of your active vehicles.',
    ]);
    const noVehicle = await post(cookie, '/api/Commute/SaveCommuteDetails', ride('nope'));
    expect([noVehicle.statusCode, noVehicle.json().message]).toEqual([
      400,
      'Please select a vehicle',
    ]);
    const negative = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, { pricePerSeat: -10 }),
    );
    expect(negative.statusCode).toBe(400);
    const fractional = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, { pricePerSeat: 99.5 }),
    );
    expect(fractional.statusCode).toBe(400);
  });

  it('creates a recurring ride on the chosen Nairobi weekdays for 4 weeks, at the same Nairobi time', async () => {
    const { driver, cookie } = await verifiedDriver();
    const vehicle = await createVehicle(t.database.db, { ownerId: driver.id, seatingCapacity: 5 });
    // Tomorrow at 06:45 Nairobi time (03:45 UTC), repeating Monday, Wednesday and Friday.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() + 3 * 3_600_000);
    const first = new Date(
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 3, 45),
    );
    const res = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, {
        departureTime: first.toISOString(),
        isRecurring: true,
        recurringDays: [1, 3, 5],
      }),
    );
    expect(res.statusCode).toBe(200);
    const rides: { departureTime: string; isRecurring: boolean }[] = res.json().rides;
    // The picked date is always the first ride, even when its weekday is not ticked.
    const offDay = ![1, 3, 5].includes(nairobiWeekday(first));
    expect(rides).toHaveLength(offDay ? 13 : 12);
    expect(rides[0]?.departureTime).toBe(first.toISOString());
    for (const r of rides.slice(1)) {
      const at = new Date(r.departureTime);
      expect([1, 3, 5]).toContain(nairobiWeekday(at));
    }
    for (const r of rides) {
      const at = new Date(r.departureTime);
      expect([at.getUTCHours(), at.getUTCMinutes()]).toEqual([3, 45]);
      expect(r.isRecurring).toBe(true);
      expect(at.getTime() - first.getTime()).toBeLessThan(28 * 86_400_000);
    }
    // Only Sundays, starting on a day that is not a Sunday: the picked date, then the Sundays.
    const notSunday = nairobiWeekday(first) === 0 ? new Date(first.getTime() + 86_400_000) : first;
    const sundays = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, {
        departureTime: notSunday.toISOString(),
        isRecurring: true,
        recurringDays: [0],
      }),
    );
    expect(sundays.statusCode).toBe(200);
    const sundayRides: { departureTime: string }[] = sundays.json().rides;
    expect(sundayRides.map((r) => nairobiWeekday(new Date(r.departureTime)))).toEqual([
      nairobiWeekday(notSunday),
      0,
      0,
      0,
      0,
    ]);
    // A first ride less than an hour ahead is refused, recurring or not.
    const soon = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, {
        departureTime: new Date(Date.now() + 30 * 60_000).toISOString(),
        isRecurring: true,
        recurringDays: [0, 1, 2, 3, 4, 5, 6],
      }),
    );
    expect([soon.statusCode, soon.json().code]).toEqual([400, 'departure_too_soon']);
    const noDays = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, { isRecurring: true, recurringDays: [] }),
    );
    expect([noDays.statusCode, noDays.json().message]).toEqual([
      400,
      'Choose the days of the week this ride repeats.',
    ]);
  });
});

describe('how far ahead a ride may leave', () => {
  const DAY_MS = 86_400_000;
  const inDays = (days: number, extraMs = 0) =>
    new Date(now().getTime() + days * DAY_MS + extraMs).toISOString();
  const ride = (vehicleId: string, extra: Record<string, unknown>) => ({
    pickupLocation: { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town, Kiambu' },
    destination: { latitude: -1.285817, longitude: 36.824544, address: 'Kencom, Nairobi CBD' },
    availableSeats: 3,
    pricePerSeat: 180,
    vehicleId,
    isRecurring: false,
    recurringDays: [],
    ...extra,
  });

  it('accepts a departure up to 90 days ahead and refuses one later', async () => {
    const { driver, cookie } = await verifiedDriver();
    const vehicle = await createVehicle(t.database.db, { ownerId: driver.id, seatingCapacity: 5 });
    const last = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, { departureTime: inDays(90, -60_000) }),
    );
    expect(last.statusCode).toBe(200);
    const later = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, { departureTime: inDays(90, 60_000) }),
    );
    expect([later.statusCode, later.json()]).toEqual([
      400,
      { code: 'departure_too_far', message: 'Departure can be at most 90 days from now.' },
    ]);
    const recurringLater = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, { departureTime: inDays(91), isRecurring: true, recurringDays: [1, 3] }),
    );
    expect(recurringLater.json().code).toBe('departure_too_far');
  });

  it('ends a recurring ride at 90 days ahead', async () => {
    const { driver, cookie } = await verifiedDriver();
    const vehicle = await createVehicle(t.database.db, { ownerId: driver.id, seatingCapacity: 5 });
    // Every day from 80 days ahead, at a whole minute: days 80 to 89 fit, day 90 is past the limit
    // by the hours of the first departure.
    const first = new Date(
      Math.ceil((now().getTime() + 80 * DAY_MS + 2 * 3_600_000) / 60_000) * 60_000,
    );
    const res = await post(
      cookie,
      '/api/Commute/SaveCommuteDetails',
      ride(vehicle.id, {
        departureTime: first.toISOString(),
        isRecurring: true,
        recurringDays: [0, 1, 2, 3, 4, 5, 6],
      }),
    );
    expect(res.statusCode).toBe(200);
    const departures = (res.json().rides as { departureTime: string }[]).map((r) =>
      new Date(r.departureTime).getTime(),
    );
    expect(departures).toEqual(
      Array.from({ length: 10 }, (_, day) => first.getTime() + day * DAY_MS),
    );
  });
});

describe("the driver's rides", () => {
  it('cancelling refunds every passenger exactly once and tells each by SMS', async () => {
    const { driver, cookie } = await verifiedDriver();
    const vehicle = await createVehicle(t.database.db, { ownerId: driver.id, seatingCapacity: 5 });
    const ride = await createRide(t.database.db, {
      driverId: driver.id,
      vehicleId: vehicle.id,
      pricePerSeat: 150,
      availableSeats: 4,
    });
    const passengers = await Promise.all(
      [1, 2].map(async (seats) => {
        const p = await createPassenger(t.database.db);
        await fund(t.database.db, p.id, 1000);
        const res = await post((await t.signIn(p.id)).cookie, '/api/Commute/SavePassengerBooking', {
          scheduledCommuteId: ride.id,
          numberOfSeats: seats,
        });
        expect(res.statusCode).toBe(200);
        return p;
      }),
    );
    const bookingsSeen = (
      await t.app.inject({
        url: `/api/Booking/GetAllBookingsForDriverTrips?tripId=${ride.id}`,
        headers: { cookie },
      })
    ).json();
    expect(bookingsSeen).toHaveLength(2);
    const stranger = await verifiedDriver();
    expect(
      (
        await t.app.inject({
          url: `/api/Booking/GetAllBookingsForDriverTrips?tripId=${ride.id}`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/Commute/CancelDriverTrip?tripId=${ride.id}`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(404);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Commute/CancelDriverTrip?tripId=${ride.id}`,
      headers: { cookie },
    });
    expect(res.json()).toEqual({
      success: true,
      message: 'Your trip has been cancelled successfully.',
      passengersRefunded: 2,
    });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/Commute/CancelDriverTrip?tripId=${ride.id}`,
      headers: { cookie },
    });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This ride is already cancelled.',
    ]);
    for (const p of passengers) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id));
      expect(row?.accountBalance).toBe(1000);
      const refunds = await t.database.db
        .select()
        .from(accountStatements)
        .where(eq(accountStatements.userId, p.id));
      expect(refunds.filter((e) => e.transactionType === 'refund')).toHaveLength(1);
      const sms = (
        await t.app.inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(row!.phoneNumber)}` })
      ).json();
      expect(sms[0].message).toContain('was cancelled by the driver');
    }
    const all = await t.database.db.select().from(bookings).where(eq(bookings.rideId, ride.id));
    expect(all.every((b) => b.status === 'cancelled' && b.paymentStatus === 'refunded')).toBe(true);
    const [after] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(after).toMatchObject({ status: 'cancelled', bookedSeats: 0, availableSeats: 4 });
    const past = (
      await t.app.inject({ url: '/api/Commute/GetPastTrips', headers: { cookie } })
    ).json();
    expect(past[0]).toMatchObject({ id: ride.id, status: 'cancelled' });
  });

  it('answers driver statistics and the trip history', async () => {
    const { driver, cookie } = await verifiedDriver();
    await createVehicle(t.database.db, { ownerId: driver.id });
    const done = await createRide(t.database.db, {
      driverId: driver.id,
      departureTime: new Date(Date.now() - 86_400_000),
    });
    await t.database.db.update(rides).set({ status: 'completed' }).where(eq(rides.id, done.id));
    const stats = (await t.app.inject({ url: '/api/driver/stats', headers: { cookie } })).json();
    expect(stats).toEqual({
      totalRides: 1,
      totalEarnings: 0,
      averageRating: driver.rating,
      activeVehicles: 1,
    });
    const history = (
      await t.app.inject({ url: '/api/trips/history?completed=true&limit=3', headers: { cookie } })
    ).json();
    expect(history).toEqual([
      expect.objectContaining({ id: done.id, type: 'driver', status: 'completed' }),
    ]);
    for (const bad of ['limit=0', 'limit=51', 'offset=-1', 'completed=maybe']) {
      expect(
        (await t.app.inject({ url: `/api/trips/history?${bad}`, headers: { cookie } })).statusCode,
      ).toBe(400);
    }
  });
});
