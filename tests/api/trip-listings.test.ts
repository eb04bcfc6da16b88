import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock } from '../../src/server/clock.ts';
import { createPassenger } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance, type BookedTrip, bookedTrip, tripCall } from '../helpers/trips.ts';

// What trip day adds to the screens people already have: the trip screen's one call, My Trips,
// the driver's passenger list, search and the booking screen (decisions.md "Trip day").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(async () => {
  await t.close();
  resetClock();
});

const MINUTE = 60_000;
const get = async (cookie: string, url: string) => {
  const res = await tripCall(t, cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const post = (cookie: string, url: string, body?: unknown) =>
  tripCall(t, cookie, 'POST', url, body);
const byId = <T extends { id: string }>(list: T[], id: string) => list.find((x) => x.id === id);
const iso = (ms: number) => new Date(ms).toISOString();
const upcomingOf = (cookie: string) => get(cookie, '/api/trips/passenger/upcoming');
const pastOf = (cookie: string) => get(cookie, '/api/Commute/GetPastTrips');
const driversBookings = (trip: BookedTrip) =>
  get(trip.driverCookie, `/api/Booking/GetAllBookingsForDriverTrips?tripId=${trip.ride.id}`);

describe('the trip screen', () => {
  it("shows the passenger their own code and the driver's phone, and the driver the passengers without codes", async () => {
    const trip = await bookedTrip(t, { departInMinutes: 60 });
    const [first] = trip.passengers;
    const departure = trip.ride.departureTime.getTime();
    const mine = await get(first!.cookie, `/api/trips/${trip.ride.id}`);
    expect(mine).toMatchObject({
      rideId: trip.ride.id,
      role: 'passenger',
      status: 'active',
      startOpensAt: iso(departure - 30 * MINUTE),
      noShowOpensAt: iso(departure + 10 * MINUTE),
      completesAt: iso(departure + 120 * MINUTE),
      sosOpensAt: iso(departure - 60 * MINUTE),
      sosClosesAt: iso(departure + 180 * MINUTE),
      driver: {
        firstName: 'Peter',
        ratingCount: trip.driver.totalRatings,
        phoneNumber: trip.driver.phoneNumber,
      },
      vehicle: { make: 'Toyota', model: 'Noah' },
      booking: {
        id: first!.booking.id,
        boardingCode: first!.booking.boardingCode,
        boardingStatus: 'waiting',
        myRating: null,
        reportNoShowUntil: null,
      },
      passengers: [],
      position: null,
      hasEmergencyContacts: false,
    });
    const driving = await get(trip.driverCookie, `/api/trips/${trip.ride.id}`);
    expect(driving).toMatchObject({ role: 'driver', booking: null, driver: { phoneNumber: null } });
    expect(driving.passengers).toHaveLength(2);
    for (const passenger of trip.passengers) {
      const seen = driving.passengers.find(
        (p: { bookingId: string }) => p.bookingId === passenger.booking.id,
      );
      expect(seen).toEqual({
        bookingId: passenger.booking.id,
        name: passenger.user.fullName,
        phoneNumber: passenger.user.phoneNumber,
        rating: null,
        numberOfSeats: 1,
        pickupLocation: expect.objectContaining({ address: trip.ride.pickupAddress }),
        boardingStatus: 'waiting',
        boardingTriesLeft: 5,
        myRating: null,
      });
    }
    const stranger = (await t.signIn((await createPassenger(t.database.db)).id)).cookie;
    const refused = await tripCall(t, stranger, 'GET', `/api/trips/${trip.ride.id}`);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'trip_not_found']);
  });
});

describe('My Trips and the driver’s lists', () => {
  it("carry the boarding code to the passenger only, and each booking's boarding status", async () => {
    const trip = await bookedTrip(t, { departInMinutes: 60 });
    const [first] = trip.passengers;
    const upcoming = byId(await upcomingOf(first!.cookie), first!.booking.id);
    expect(upcoming).toMatchObject({
      rideStatus: 'active',
      boardingCode: first!.booking.boardingCode,
      boardingStatus: 'waiting',
      myRating: null,
      reportNoShowUntil: null,
      driverRatingCount: trip.driver.totalRatings,
    });
    for (const booking of await driversBookings(trip)) {
      expect(booking).toMatchObject({ boardingStatus: 'waiting', myRating: null });
      expect(Object.keys(booking)).not.toContain('boardingCode');
    }
  });

  it('keep a trip in progress upcoming for both sides, past its departure, and past once it ends', async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20, passengers: 1 });
    const [rider] = trip.passengers;
    expect((await post(trip.driverCookie, `/api/trips/${trip.ride.id}/start`)).statusCode).toBe(
      200,
    );
    await advance(t, 30);
    expect(byId(await upcomingOf(rider!.cookie), rider!.booking.id)).toMatchObject({
      rideStatus: 'in_progress',
      status: 'booked',
    });
    const driving = byId(await get(trip.driverCookie, '/api/trips/driver/upcoming'), trip.ride.id);
    expect(driving).toMatchObject({ status: 'in_progress', startedAt: expect.any(String) });
    expect(byId(await pastOf(rider!.cookie), rider!.booking.id)).toBeUndefined();
    expect(byId(await pastOf(trip.driverCookie), trip.ride.id)).toBeUndefined();
    expect(byId(await get(trip.driverCookie, '/api/trips/history'), trip.ride.id)).toMatchObject({
      status: 'in_progress',
    });
    await post(trip.driverCookie, `/api/trips/${trip.ride.id}/location`, {
      latitude: -1.2195,
      longitude: 36.8869,
    });
    const view = await get(rider!.cookie, `/api/trips/${trip.ride.id}`);
    expect(view.position).toEqual({
      latitude: -1.2195,
      longitude: 36.8869,
      recordedAt: expect.any(String),
    });

    expect((await post(trip.driverCookie, `/api/trips/${trip.ride.id}/end`)).statusCode).toBe(200);
    expect(byId(await upcomingOf(rider!.cookie), rider!.booking.id)).toBeUndefined();
    expect(byId(await pastOf(rider!.cookie), rider!.booking.id)).toMatchObject({
      status: 'completed',
      rideStatus: 'completed',
    });
    expect(byId(await pastOf(trip.driverCookie), trip.ride.id)).toMatchObject({
      status: 'completed',
    });
    expect((await get(trip.driverCookie, `/api/trips/${trip.ride.id}`)).position).toBeNull();
  });

  it("show each side's rating once given, and until when the passenger may report the driver", async () => {
    const trip = await bookedTrip(t, { departInMinutes: 20, passengers: 2 });
    const [boarded, waiting] = trip.passengers;
    await post(trip.driverCookie, `/api/trips/${trip.ride.id}/start`);
    await post(trip.driverCookie, `/api/trips/${trip.ride.id}/board`, {
      bookingId: boarded!.booking.id,
      code: boarded!.booking.boardingCode,
    });
    const ended = await post(trip.driverCookie, `/api/trips/${trip.ride.id}/end`);
    expect(ended.statusCode).toBe(200);
    const { completedAt } = await get(trip.driverCookie, `/api/trips/${trip.ride.id}`);
    const until = iso(Date.parse(completedAt) + 24 * 60 * MINUTE);
    for (const p of [boarded!, waiting!]) {
      expect(byId(await pastOf(p.cookie), p.booking.id)).toMatchObject({
        myRating: null,
        reportNoShowUntil: until,
      });
    }
    const rate = (cookie: string, bookingId: string, score: number) =>
      post(cookie, '/api/ratings', { bookingId, score });
    expect((await rate(boarded!.cookie, boarded!.booking.id, 4)).statusCode).toBe(200);
    expect((await rate(trip.driverCookie, boarded!.booking.id, 5)).statusCode).toBe(200);
    expect(byId(await pastOf(boarded!.cookie), boarded!.booking.id)).toMatchObject({
      myRating: 4,
    });
    expect(byId(await driversBookings(trip), boarded!.booking.id)).toMatchObject({ myRating: 5 });
    expect(byId(await driversBookings(trip), waiting!.booking.id)).toMatchObject({
      myRating: null,
    });
    const screen = await get(boarded!.cookie, `/api/trips/${trip.ride.id}`);
    expect(screen.booking).toMatchObject({ myRating: 4, boardingStatus: 'boarded' });
    const driverScreen = await get(trip.driverCookie, `/api/trips/${trip.ride.id}`);
    const ratingOf = (bookingId: string) =>
      driverScreen.passengers.find((p: { bookingId: string }) => p.bookingId === bookingId)
        ?.myRating;
    expect([ratingOf(boarded!.booking.id), ratingOf(waiting!.booking.id)]).toEqual([5, null]);
    // Once the boarded passenger's report has opened a dispute, there is nothing more to report.
    await post(boarded!.cookie, `/api/trips/${trip.ride.id}/report-no-show`);
    expect(byId(await pastOf(boarded!.cookie), boarded!.booking.id)).toMatchObject({
      reportNoShowUntil: null,
    });
    await advance(t, 24 * 60 + 1);
    expect(byId(await pastOf(waiting!.cookie), waiting!.booking.id)).toMatchObject({
      reportNoShowUntil: null,
    });
  });
});

describe('search and the booking screen', () => {
  it("show how many ratings the driver's average is of", async () => {
    const trip = await bookedTrip(t, { departInMinutes: 180, passengers: 0 });
    const someone = (await t.signIn((await createPassenger(t.database.db)).id)).cookie;
    const found = await post(someone, '/api/Commute/GetUpcomingTripsByLocation', {
      pickupLatitude: trip.ride.pickupLatitude,
      pickupLongitude: trip.ride.pickupLongitude,
      destinationLatitude: trip.ride.destinationLatitude,
      destinationLongitude: trip.ride.destinationLongitude,
      departureDate: trip.ride.departureTime.toISOString(),
      maxResults: 50,
    });
    expect(found.statusCode).toBe(200);
    expect(byId(found.json(), trip.ride.id)).toMatchObject({
      driverRatingCount: trip.driver.totalRatings,
    });
    expect(await get(someone, `/api/rides/${trip.ride.id}`)).toMatchObject({
      driverRatingCount: trip.driver.totalRatings,
    });
  });
});
