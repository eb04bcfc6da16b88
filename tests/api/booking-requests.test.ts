import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { rides, users } from '../../src/server/db/schema.ts';
import { formatNairobiDateTime } from '../../src/shared/nairobi-time.ts';
import { createBooking, createDriver, createRide, type Ride } from '../factories/index.ts';
import { call, fundedPassenger } from '../helpers/series.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { advance, balanceOf, bookingRow, ledgerOf, textsTo } from '../helpers/trips.ts';

// Drivers who confirm each passenger (docs/product-rules.md "Drivers who confirm each
// passenger"): booking such a ride pays at once and holds the seats as a request; the ride's
// driver approves it (booked) or declines it (everything back, the reason told in the app only);
// a passenger cancelling a request gets everything back whenever they do.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PUBLIC_URL = 'http://127.0.0.1:5000';

/** Each test's rides on a road of their own, ~40 km from the last, so no search sees another's. */
let roads = 0;
function road() {
  const shift = 0.4 * ++roads;
  return {
    pickupLatitude: -1.147565 + shift,
    pickupLongitude: 36.959228,
    destinationLatitude: -1.285817 + shift,
    destinationLongitude: 36.824544,
  };
}

/** A ride whose driver (Grace Wanjiru Kamau) confirms each passenger, leaving in `minutes`. */
async function approvalRide(minutes: number, extra: { availableSeats?: number } = {}) {
  const driver = await createDriver(db(), { fullName: 'Grace Wanjiru Kamau' });
  const ride = await createRide(db(), {
    ...road(),
    driverId: driver.id,
    departureTime: new Date(now().getTime() + minutes * MINUTE),
    pricePerSeat: 100,
    availableSeats: extra.availableSeats ?? 3,
    approvalRequired: true,
  });
  return { ride, driver, driverCookie: (await t.signIn(driver.id)).cookie };
}

const book = (cookie: string, rideId: string, seats = 2) =>
  call(t, cookie, 'POST', '/api/Commute/SavePassengerBooking', {
    scheduledCommuteId: rideId,
    numberOfSeats: seats,
  });
const approve = (cookie: string, bookingId: string) =>
  call(t, cookie, 'POST', `/api/bookings/${bookingId}/approve`);
const decline = (cookie: string, bookingId: string, body?: unknown) =>
  call(t, cookie, 'POST', `/api/bookings/${bookingId}/decline`, body);
const seatsOf = async (rideId: string) => {
  const [row] = await db().select().from(rides).where(eq(rides.id, rideId));
  return [row?.availableSeats, row?.bookedSeats];
};
const code = (res: { statusCode: number; json(): { code?: string } }) => [
  res.statusCode,
  res.json().code,
];
async function inbox(cookie: string) {
  const res = await call(t, cookie, 'GET', '/api/notifications');
  return res.json().notifications as { title: string; body: string; link: string | null }[];
}

/** A passenger (Amina Odhiambo, 1,000 tokens, one completed trip) asking for 2 seats. */
async function requested(ride: Ride) {
  const passenger = await fundedPassenger(t, 1000);
  await db()
    .update(users)
    .set({ fullName: 'Amina Atieno Odhiambo', rating: 4.6 })
    .where(eq(users.id, passenger.user.id));
  await createBooking(db(), { passengerId: passenger.user.id, status: 'completed' });
  const res = await book(passenger.cookie, ride.id);
  expect(res.statusCode, res.body).toBe(200);
  return { passenger, booking: res.json() as { id: string; bookingDate: string } };
}

describe('booking a ride whose driver confirms each passenger', () => {
  it('pays at once, holds the seats and waits for the driver, who is told with a link', async () => {
    const { ride, driver, driverCookie } = await approvalRide(6 * 60);
    const { passenger, booking } = await requested(ride);

    const [bookingAnswer] = [await bookingRow(t, booking.id)];
    expect(bookingAnswer?.status).toBe('requested');
    const expiresAt = new Date(Date.parse(booking.bookingDate) + 3 * HOUR);
    expect(bookingAnswer?.requestExpiresAt?.toISOString()).toBe(expiresAt.toISOString());
    expect(await balanceOf(t, passenger.user.id)).toBe(800);
    expect(await ledgerOf(t, passenger.user.id)).toEqual([
      ['topup', 1000, expect.any(String)],
      ['booking_payment', -200, `booking:${booking.id}`],
    ]);
    expect(await seatsOf(ride.id)).toEqual([1, 2]);

    const until = formatNairobiDateTime(expiresAt);
    const [passengerText] = await textsTo(t, passenger.user.phoneNumber);
    expect(passengerText).toContain('you asked for 2 seats from');
    expect(passengerText).toContain(
      `KSh 200 paid from your tokens. The driver answers by ${until}`,
    );
    const [driverText] = await textsTo(t, driver.phoneNumber);
    expect(driverText).toMatch(/^Pamoja: Amina asks for 2 seats on your ride from /);
    expect(driverText).toContain(`Approve or decline by ${until}: ${PUBLIC_URL}/trip/${ride.id}`);
    expect((await inbox(driverCookie))[0]).toMatchObject({
      title: 'Amina asks to ride with you',
      link: `/trip/${ride.id}`,
    });

    // My Trips: waiting, until when; no driver's phone yet.
    const upcoming = await call(t, passenger.cookie, 'GET', '/api/trips/passenger/upcoming');
    expect(upcoming.json()).toEqual([
      expect.objectContaining({
        id: booking.id,
        status: 'requested',
        requestExpiresAt: expiresAt.toISOString(),
        driverPhone: null,
      }),
    ]);
  });

  it('shows the driver the request first, with the first name, rating and trips, not the phone', async () => {
    const { ride, driverCookie } = await approvalRide(6 * 60, { availableSeats: 4 });
    const early = await fundedPassenger(t, 1000);
    await createBooking(db(), { rideId: ride.id, passengerId: early.user.id, status: 'booked' });
    const { passenger, booking } = await requested(ride);
    const res = await call(
      t,
      driverCookie,
      'GET',
      `/api/Booking/GetAllBookingsForDriverTrips?tripId=${ride.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = res.json();
    expect(first).toMatchObject({
      id: booking.id,
      status: 'requested',
      passengerName: 'Amina',
      passengerPhone: null,
      passengerRating: 4.6,
      passengerTrips: 1,
      requestExpiresAt: expect.any(String),
    });
    expect(second).toMatchObject({ passengerId: early.user.id, status: 'booked' });
    expect(second.passengerPhone).toBe(early.user.phoneNumber);
    expect(passenger.user.id).toBe(first.passengerId);
  });

  it('is found by search and read for booking with approvalRequired', async () => {
    const { ride } = await approvalRide(6 * 60);
    await requested(ride);
    const searcher = await fundedPassenger(t, 0);
    const found = await call(
      t,
      searcher.cookie,
      'POST',
      '/api/Commute/GetUpcomingTripsByLocation',
      {
        pickupLatitude: ride.pickupLatitude,
        pickupLongitude: ride.pickupLongitude,
        destinationLatitude: ride.destinationLatitude,
        destinationLongitude: ride.destinationLongitude,
        departureDate: ride.departureTime.toISOString(),
      },
    );
    // The request's 2 seats are held: 1 of 3 is left.
    expect(found.json()).toEqual([
      expect.objectContaining({ id: ride.id, approvalRequired: true, availableSeats: 1 }),
    ]);
    const read = await call(t, searcher.cookie, 'GET', `/api/rides/${ride.id}`);
    expect(read.json()).toMatchObject({ approvalRequired: true, bookedSeats: 2 });
    // An ordinary ride says it does not.
    const plain = await createRide(db(), { departureTime: new Date(now().getTime() + 5 * HOUR) });
    const plainRead = await call(t, searcher.cookie, 'GET', `/api/rides/${plain.id}`);
    expect(plainRead.json().approvalRequired).toBe(false);
  });

  it('cannot be asked for within 75 minutes of departure: the driver could not answer', async () => {
    const passenger = await fundedPassenger(t, 1000);
    const soon = await approvalRide(74);
    expect(code(await book(passenger.cookie, soon.ride.id))).toEqual([409, 'approval_too_late']);
    expect((await book(passenger.cookie, soon.ride.id)).json().message).toContain(
      'more than 75 minutes from now',
    );
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
    // 76 minutes ahead: the answer is due 1 hour before departure, 16 minutes from now.
    const later = await approvalRide(76);
    const res = await book(passenger.cookie, later.ride.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().requestExpiresAt).toBe(
      new Date(later.ride.departureTime.getTime() - HOUR).toISOString(),
    );
  });
});

describe("the driver's answer", () => {
  it('approve: the booking stands, the passenger hears it with the code, no money moves', async () => {
    const { ride, driver, driverCookie } = await approvalRide(6 * 60);
    const { passenger, booking } = await requested(ride);
    const res = await approve(driverCookie, booking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: booking.id,
      status: 'booked',
      passengerName: 'Amina Atieno Odhiambo',
      passengerPhone: passenger.user.phoneNumber,
      requestExpiresAt: null,
    });
    const { boardingCode } = (await bookingRow(t, booking.id)) ?? {};
    const [text] = await textsTo(t, passenger.user.phoneNumber);
    expect(text).toMatch(/^Pamoja: Grace confirmed your booking: 2 seats from /);
    expect(text).toContain(`Your boarding code is ${boardingCode}`);
    expect(await balanceOf(t, passenger.user.id)).toBe(800);
    expect(await ledgerOf(t, passenger.user.id)).toHaveLength(2);
    expect(await ledgerOf(t, driver.id)).toEqual([]);
    expect(await seatsOf(ride.id)).toEqual([1, 2]);
    // The passenger now has the driver's phone, as for any booking.
    const upcoming = await call(t, passenger.cookie, 'GET', '/api/trips/passenger/upcoming');
    expect(upcoming.json()[0]).toMatchObject({ status: 'booked', driverPhone: driver.phoneNumber });
    // Answered: neither answer again.
    expect(code(await approve(driverCookie, booking.id))).toEqual([
      409,
      'request_already_answered',
    ]);
    expect(code(await decline(driverCookie, booking.id))).toEqual([
      409,
      'request_already_answered',
    ]);
  });

  it('decline with a reason: all back, the reason in the app but never in the SMS', async () => {
    const { ride, driverCookie } = await approvalRide(6 * 60);
    const { passenger, booking } = await requested(ride);
    const reason = 'Sorry, my sister rides with me that day';
    const res = await decline(driverCookie, booking.id, { reason: `  ${reason} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: booking.id, status: 'cancelled' });
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
    expect(await ledgerOf(t, passenger.user.id)).toEqual([
      ['topup', 1000, expect.any(String)],
      ['booking_payment', -200, `booking:${booking.id}`],
      ['refund', 200, `booking:${booking.id}`],
    ]);
    expect(await seatsOf(ride.id)).toEqual([3, 0]);
    expect(await bookingRow(t, booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'declined',
      declineReason: reason,
      paymentStatus: 'refunded',
    });
    const [text] = await textsTo(t, passenger.user.phoneNumber);
    expect(text).toMatch(/^Pamoja: the driver cannot take you on the ride from /);
    expect(text).toContain(
      `KSh 200 is back in your tokens. Find another ride at ${PUBLIC_URL}/search`,
    );
    expect(text).not.toContain('sister');
    expect((await inbox(passenger.cookie))[0]).toMatchObject({
      title: 'The driver cannot take you',
      body: expect.stringContaining(`The driver said: ${reason} KSh 200 is back in your tokens.`),
    });
    // The passenger's trips show who ended it and why.
    const past = await call(t, passenger.cookie, 'GET', '/api/Commute/GetPastTrips');
    expect(past.json().find((trip: { id: string }) => trip.id === booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'declined',
      declineReason: reason,
    });
    expect(code(await decline(driverCookie, booking.id))).toEqual([
      409,
      'request_already_answered',
    ]);
    expect(code(await approve(driverCookie, booking.id))).toEqual([
      409,
      'request_already_answered',
    ]);
    // The driver's answer stands: the passenger may not ask for this ride again.
    expect(code(await book(passenger.cookie, ride.id))).toEqual([409, 'request_declined']);
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
  });

  it('decline without a reason (no body, or a blank one): the passenger hears of none', async () => {
    const { ride, driverCookie } = await approvalRide(6 * 60, { availableSeats: 4 });
    const first = await requested(ride);
    const second = await requested(ride);
    expect((await decline(driverCookie, first.booking.id)).statusCode).toBe(200);
    expect((await decline(driverCookie, second.booking.id, { reason: '   ' })).statusCode).toBe(
      200,
    );
    for (const { passenger, booking } of [first, second]) {
      expect((await bookingRow(t, booking.id))?.declineReason).toBeNull();
      const [notice] = await inbox(passenger.cookie);
      expect(notice?.title).toBe('The driver cannot take you');
      expect(notice?.body).not.toContain('The driver said');
      expect(notice?.body).toContain('KSh 200 is back in your tokens.');
      expect(await balanceOf(t, passenger.user.id)).toBe(1000);
    }
    expect(await seatsOf(ride.id)).toEqual([4, 0]);
  });

  it('a reason longer than 200 characters is refused, and nothing changes', async () => {
    const { ride, driverCookie } = await approvalRide(6 * 60);
    const { booking } = await requested(ride);
    const res = await decline(driverCookie, booking.id, { reason: 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect((await bookingRow(t, booking.id))?.status).toBe('requested');
  });

  it("is the ride's driver's alone: to anyone else the booking does not exist", async () => {
    const { ride } = await approvalRide(6 * 60);
    const { passenger, booking } = await requested(ride);
    const otherDriver = await createDriver(db());
    const otherCookie = (await t.signIn(otherDriver.id)).cookie;
    for (const cookie of [otherCookie, passenger.cookie]) {
      expect(code(await approve(cookie, booking.id))).toEqual([404, 'booking_not_found']);
      expect(code(await decline(cookie, booking.id))).toEqual([404, 'booking_not_found']);
    }
    expect((await bookingRow(t, booking.id))?.status).toBe('requested');
  });
});

describe('the passenger cancelling a request', () => {
  it('gets everything back even under 2 hours to go, and the driver is told without an SMS', async () => {
    const { ride, driver, driverCookie } = await approvalRide(100);
    const { passenger, booking } = await requested(ride);
    const driverTexts = (await textsTo(t, driver.phoneNumber)).length;
    // 75 minutes before departure, 25 after booking: an accepted booking would keep half.
    await advance(t, 25);
    const res = await call(
      t,
      passenger.cookie,
      'DELETE',
      `/api/Booking/CancelPassengerBooking?bookingId=${booking.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refunded: 200, kept: 0 });
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
    expect(await seatsOf(ride.id)).toEqual([3, 0]);
    expect((await textsTo(t, driver.phoneNumber)).length).toBe(driverTexts);
    expect((await inbox(driverCookie))[0]?.title).toBe('A request was withdrawn');
    expect(code(await approve(driverCookie, booking.id))).toEqual([409, 'request_cancelled']);
  });
});

describe('the driver cancelling a ride with requests', () => {
  it('refunds them, and a ride with only requests is not a late cancellation', async () => {
    const { ride, driverCookie } = await approvalRide(6 * 60);
    const { passenger, booking } = await requested(ride);
    const res = await call(
      t,
      driverCookie,
      'DELETE',
      `/api/Commute/CancelDriverTrip?tripId=${ride.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().passengersRefunded).toBe(1);
    expect(await bookingRow(t, booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'driver',
    });
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
    const [row] = await db().select().from(rides).where(eq(rides.id, ride.id));
    expect(row?.lateCancellation).toBe(false);
    expect(code(await approve(driverCookie, booking.id))).toEqual([409, 'request_cancelled']);
  });

  it('is late when a passenger the driver accepted was on it', async () => {
    const { ride, driverCookie } = await approvalRide(6 * 60, { availableSeats: 4 });
    const accepted = await requested(ride);
    expect((await approve(driverCookie, accepted.booking.id)).statusCode).toBe(200);
    await requested(ride);
    const res = await call(
      t,
      driverCookie,
      'DELETE',
      `/api/Commute/CancelDriverTrip?tripId=${ride.id}`,
    );
    expect(res.json().passengersRefunded).toBe(2);
    const [row] = await db().select().from(rides).where(eq(rides.id, ride.id));
    expect(row?.lateCancellation).toBe(true);
  });
});

describe('leaving Pamoja with requests', () => {
  it("a requester's deletion cancels the request, frees its seats and refunds it", async () => {
    const { ride, driverCookie } = await approvalRide(6 * 60);
    const { passenger, booking } = await requested(ride);
    const preview = await call(t, passenger.cookie, 'GET', '/api/Auth/DeleteAccountPreview');
    expect(preview.json().upcomingBookings).toBe(1);
    const res = await t.app.inject({
      url: '/api/Auth/DeleteAccountDetails',
      headers: { cookie: passenger.cookie, 'x-api-version': '3.0.0' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookingRow(t, booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'account_deleted',
      paymentStatus: 'refunded',
    });
    expect(await seatsOf(ride.id)).toEqual([3, 0]);
    expect(await ledgerOf(t, passenger.user.id)).toContainEqual([
      'refund',
      200,
      `booking:${booking.id}`,
    ]);
    expect((await inbox(driverCookie))[0]?.title).toBe('A request was withdrawn');
  });

  it("a driver's deletion cancels their ride's requests with a full refund", async () => {
    const { ride, driverCookie } = await approvalRide(6 * 60);
    const { passenger, booking } = await requested(ride);
    const res = await t.app.inject({
      url: '/api/Auth/DeleteAccountDetails',
      headers: { cookie: driverCookie, 'x-api-version': '3.0.0' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookingRow(t, booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'account_deleted',
    });
    expect(await balanceOf(t, passenger.user.id)).toBe(1000);
  });
});
