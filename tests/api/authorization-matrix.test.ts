import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import {
  accountStatements,
  bookings,
  declinedEmergencyContacts,
  disputes,
  emergencyContacts,
  incidents,
  pushSubscriptions,
  registrationDocuments,
  rideAlerts,
  rideSeries,
  rides,
  savedPlaces,
  seriesBookings,
  smsOutbox,
  tripShares,
  users,
  vehicles,
} from '../../src/server/db/schema.ts';
import {
  STREAMS_PER_PERSON,
  STREAMS_PER_SHARER,
} from '../../src/server/features/live/stream-places.ts';
import { notify } from '../../src/server/features/notifications/notify.ts';
import { nairobiDateOf } from '../../src/server/features/series/series-dates.ts';
import { nairobiMinutesOf, nairobiWeekday } from '../../src/shared/geo.ts';
import {
  createBooking,
  createRide,
  uniqueLicensePlate,
  uniquePhoneNumber,
} from '../factories/index.ts';
import { type EventStream, openEventStream } from '../helpers/event-stream.ts';
import { startGoogleMapsStandIn } from '../helpers/google-maps-stand-in.ts';
import { PNG_BYTES } from '../helpers/images.ts';
import { endedFlag } from '../helpers/live-streams.ts';
import {
  type Cast,
  type CatalogueRoute,
  createCast,
  createTestAppWithRoutes,
  fingerprintTables,
  GUARDED_TABLES,
  type Person,
  ROLES,
  type Role,
  uploadImage,
} from '../helpers/route-catalogue.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Every route of the app, called as each kind of person, with the status each must get.
// A route the table does not name fails the suite, so a new route cannot slip past unclassified.

let t: TestApp;
let catalogue: CatalogueRoute[];
let headTwins: CatalogueRoute[];
let shared: Cast;

beforeAll(async () => {
  ({ t, routes: catalogue, headTwins } = await createTestAppWithRoutes());
  shared = await createCast(t);
});
afterAll(() => t.close());

type Statuses = Record<Role, number>;
/** The same answer whoever asks. */
const everyone = (status: number): Statuses =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Statuses;
/** 401 for visitors; `status` for every signed-in person. */
const signedIn = (status: number): Statuses => ({ ...everyone(status), visitor: 401 });
/** Agents only: 401 for visitors, 403 for everyone else. */
const agentsOnly = (status: number): Statuses => ({ ...signedIn(403), agent: status });
/** Only `owners` get `status`; other signed-in people get `refusal`, as if the row did not exist. */
const ownersOnly = (owners: Person[], status: number, refusal: number): Statuses => ({
  ...signedIn(refusal),
  ...Object.fromEntries(owners.map((owner) => [owner, status])),
});

interface Call {
  url: string;
  body?: unknown;
  payload?: Buffer;
  contentType?: string;
}
interface Context {
  cast: Cast;
  role: Role;
  headers: Record<string, string>;
  res: LightMyRequestResponse;
}
interface Row {
  expected: Statuses;
  /** A new cast for each caller: the call may use up what it acts on (a booking, a document). */
  fresh?: boolean;
  /** The request for this caller; it may first set up what it needs. */
  call(cast: Cast, role: Role): Call | Promise<Call>;
  /** More checks of a successful answer: the caller's own data, and nobody else's. */
  check?(context: Context): void | Promise<void>;
  /** The code of a refusal the table expects, where the status alone could hide another. */
  codes?: Partial<Record<Role, string>>;
}

/** The cast's completed ride (the driver's), and its Nairobi month ('YYYY-MM'). */
async function pastRideOf(cast: Cast): Promise<{ id: string; month: string }> {
  const [row] = await db()
    .select({ id: rides.id, departureTime: rides.departureTime })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(eq(bookings.id, cast.completedBooking.id));
  const at = (row?.departureTime.getTime() ?? 0) + 3 * 3_600_000;
  return { id: row?.id ?? '', month: new Date(at).toISOString().slice(0, 7) };
}
const ids = (res: LightMyRequestResponse) => (res.json() as { id: string }[]).map((r) => r.id);
const me = ({ cast, role }: Pick<Context, 'cast' | 'role'>) => cast.people[role as Person];
const db = () => t.database.db;

const kencom = { latitude: -1.285817, longitude: 36.824544, address: 'Kencom, Moi Avenue' };
/** A new saved place of the passenger's, for a call that may use it up. */
async function passengersPlace(cast: Cast): Promise<string> {
  const [place] = await db()
    .insert(savedPlaces)
    .values({
      userId: cast.people.passenger.id,
      label: `Place ${randomUUID().slice(0, 8)}`,
      ...kencom,
    })
    .returning({ id: savedPlaces.id });
  return place?.id ?? '';
}
/** A new ride alert of the passenger's. */
async function passengersAlert(cast: Cast): Promise<string> {
  const [alert] = await db()
    .insert(rideAlerts)
    .values({
      userId: cast.people.passenger.id,
      pickupLatitude: kencom.latitude,
      pickupLongitude: kencom.longitude,
      pickupAddress: kencom.address,
      destinationLatitude: kencom.latitude,
      destinationLongitude: kencom.longitude,
      destinationAddress: kencom.address,
      maxDistance: 5,
      departureMinutes: 450,
      weekdays: [1],
    })
    .returning({ id: rideAlerts.id });
  return alert?.id ?? '';
}

const onlyOwnBookings = ({ cast, role, res }: Context) => {
  for (const booking of res.json() as { passengerId: string }[])
    expect(booking.passengerId).toBe(me({ cast, role }).id);
  if (role === 'passenger') expect(ids(res)).toContain(cast.booking.id);
  else expect(ids(res)).not.toContain(cast.booking.id);
};
const onlyOwnRides = ({ cast, role, res }: Context) => {
  if (role === 'driver') expect(ids(res)).toContain(cast.ride.id);
  else expect(ids(res)).not.toContain(cast.ride.id);
  if (role !== 'otherDriver') expect(ids(res)).not.toContain(cast.otherRide.id);
};
const onlyOwnVehicles = ({ cast, role, res }: Context) => {
  if (role === 'driver') expect(ids(res)).toContain(cast.vehicle.id);
  else expect(ids(res)).not.toContain(cast.vehicle.id);
};
const rideBookingsForItsDriver = ({ cast, res }: Context) =>
  expect(ids(res)).toEqual(expect.arrayContaining([cast.booking.id, cast.otherBooking.id]));
const ridePoint = { latitude: -1.147565, longitude: 36.959228, address: 'Ruiru Town' };
const cbdPoint = { latitude: -1.285817, longitude: 36.824544, address: 'Kencom' };
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString();
const daraja = {
  Body: {
    stkCallback: {
      MerchantRequestID: 'm-1',
      CheckoutRequestID: 'ws_CO_unknown',
      ResultCode: 1032,
      ResultDesc: 'Request cancelled by user',
    },
  },
};

const MATRIX: Record<string, Row> = {
  // --- Open to everyone --------------------------------------------------------------------------
  'GET /api/health': { expected: everyone(200), call: () => ({ url: '/api/health' }) },
  'GET /api/ready': { expected: everyone(200), call: () => ({ url: '/api/ready' }) },
  // Prometheus's token opens it; no session does, an agent's included.
  'GET /metrics': { expected: everyone(401), call: () => ({ url: '/metrics' }) },
  'GET /api/auth/session': {
    expected: everyone(200),
    call: () => ({ url: '/api/auth/session' }),
    check: ({ role, res }) => expect(res.json()).toEqual({ isAuthenticated: role !== 'visitor' }),
  },
  'GET /api/vehicles/makes': {
    expected: everyone(200),
    call: () => ({ url: '/api/vehicles/makes' }),
  },
  'GET /api/vehicles/models': {
    expected: everyone(200),
    call: () => ({ url: '/api/vehicles/models?make=Toyota' }),
  },
  'GET /api/Commute/GetPopularRoutes': {
    expected: everyone(200),
    call: () => ({ url: '/api/Commute/GetPopularRoutes?count=5' }),
  },
  'GET /api/routes/top-popular': {
    expected: everyone(200),
    call: () => ({ url: '/api/routes/top-popular' }),
  },
  'GET /api/places/search': {
    expected: everyone(200),
    call: () => ({ url: '/api/places/search?q=Ruiru' }),
  },
  'GET /api/places/geocode': {
    // This test database has no places loaded: nothing is found, whoever asks.
    expected: everyone(404),
    call: () => ({ url: '/api/places/geocode?address=Ruiru' }),
  },
  'GET /api/places/details': {
    // Without a maps key no place has a Google id.
    expected: everyone(404),
    call: () => ({ url: '/api/places/details?placeId=ChIJwestgate' }),
  },
  'POST /api/auth/otp/send': {
    expected: everyone(200),
    call: () => ({ url: '/api/auth/otp/send', body: { phoneNumber: uniquePhoneNumber() } }),
  },
  'GET /api/Auth/GenerateOTP': {
    expected: everyone(200),
    call: () => ({
      url: `/api/Auth/GenerateOTP?PhoneNumber=${encodeURIComponent(uniquePhoneNumber())}`,
    }),
  },
  // Someone else's phone without its code: refused, and no session for that account.
  'POST /api/auth/otp/verify': {
    expected: everyone(400),
    call: (cast) => ({
      url: '/api/auth/otp/verify',
      body: { phoneNumber: cast.people.passenger.phoneNumber, otp: '12345' },
    }),
  },
  'POST /api/auth/login': {
    expected: everyone(400),
    call: (cast) => ({
      url: '/api/auth/login',
      body: { phoneNumber: cast.people.driver.phoneNumber, otp: '12345' },
    }),
  },
  // Ends the caller's own session and nobody else's.
  'POST /api/auth/logout': {
    expected: everyone(200),
    call: () => ({ url: '/api/auth/logout' }),
    check: async ({ cast, role, headers }) => {
      const session = (h: Record<string, string>) =>
        t.app.inject({ url: '/api/auth/session', headers: h }).then((r) => r.json());
      expect(await session(headers)).toEqual({ isAuthenticated: false });
      const someoneElse = role === 'passenger' ? 'driver' : 'passenger';
      expect(await session(await cast.headers(someoneElse))).toEqual({ isAuthenticated: true });
    },
  },
  // The local SMS outbox: for this machine only (tests inject from 127.0.0.1).
  'GET /api/dev/clock': { expected: everyone(200), call: () => ({ url: '/api/dev/clock' }) },
  // Anyone on this machine may move the development clock (a minute here); nobody else.
  'POST /api/dev/clock': {
    expected: everyone(200),
    call: () => ({ url: '/api/dev/clock', body: { advanceMinutes: 1 } }),
    check: async ({ headers }) => {
      const remote = await t.app.inject({
        method: 'POST',
        url: '/api/dev/clock',
        headers,
        payload: { advanceMinutes: 1 },
        remoteAddress: '203.0.113.7',
      });
      expect(remote.statusCode).toBe(404);
    },
  },
  'GET /api/dev/outbox': {
    expected: everyone(200),
    call: () => ({ url: '/api/dev/outbox?phone=0700000000' }),
    check: async ({ headers }) => {
      const remote = await t.app.inject({
        url: '/api/dev/outbox',
        headers,
        remoteAddress: '203.0.113.7',
      });
      expect(remote.statusCode).toBe(404);
    },
  },
  // The USSD simulator: for this machine only, answering as Africa's Talking's callback would.
  'GET /dev/ussd': {
    expected: everyone(200),
    call: () => ({ url: '/dev/ussd' }),
    check: async ({ headers }) => {
      const remote = await t.app.inject({
        url: '/dev/ussd',
        headers,
        remoteAddress: '203.0.113.7',
      });
      expect(remote.statusCode).toBe(404);
    },
  },
  'GET /dev/ussd/simulator.js': {
    expected: everyone(200),
    call: () => ({ url: '/dev/ussd/simulator.js' }),
  },
  'GET /dev/ussd/simulator.css': {
    expected: everyone(200),
    call: () => ({ url: '/dev/ussd/simulator.css' }),
  },
  'POST /api/dev/ussd': {
    expected: everyone(200),
    call: () => ({
      url: '/api/dev/ussd',
      body: { sessionId: `matrix-${Math.random()}`, phoneNumber: '0700000000', text: '' },
    }),
    check: async ({ headers }) => {
      const remote = await t.app.inject({
        method: 'POST',
        url: '/api/dev/ussd',
        headers,
        payload: { sessionId: 'matrix-remote', phoneNumber: '0700000000', text: '' },
        remoteAddress: '203.0.113.7',
      });
      expect(remote.statusCode).toBe(404);
    },
  },
  // Africa's Talking's callbacks: the secret in the path decides, never a cookie.
  'POST /api/ussd/:secret': {
    expected: everyone(404),
    call: () => ({ url: '/api/ussd/not-the-secret-at-all-0123456789' }),
  },
  'POST /api/sms/inbound/:secret': {
    expected: everyone(404),
    call: () => ({ url: '/api/sms/inbound/not-the-secret-at-all-0123456789' }),
  },
  'POST /api/sms/delivery/:secret': {
    expected: everyone(404),
    call: () => ({ url: '/api/sms/delivery/not-the-secret-at-all-0123456789' }),
  },
  // Daraja's callbacks: the secret in the path decides, never a cookie.
  'POST /api/Wallet/callback/:secret': {
    expected: everyone(404),
    call: () => ({ url: '/api/Wallet/callback/not-the-secret-at-all', body: daraja }),
  },
  'POST /api/Wallet/callback/:secret/b2c/result': {
    expected: everyone(404),
    call: () => ({
      url: '/api/Wallet/callback/not-the-secret-at-all/b2c/result',
      body: { Result: { ResultCode: 0, ResultDesc: 'ok', OriginatorConversationID: 'x' } },
    }),
  },
  'POST /api/Wallet/callback/:secret/b2c/timeout': {
    expected: everyone(404),
    call: () => ({ url: '/api/Wallet/callback/not-the-secret-at-all/b2c/timeout', body: {} }),
  },

  // --- Any signed-in person, on their own data ---------------------------------------------------
  'GET /api/user/details': {
    expected: signedIn(200),
    call: () => ({ url: '/api/user/details' }),
    check: (c) =>
      expect(c.res.json()).toMatchObject({ id: me(c).id, phoneNumber: me(c).phoneNumber }),
  },
  'GET /api/Auth/GetGoogleApiKey': {
    expected: signedIn(200),
    call: () => ({ url: '/api/Auth/GetGoogleApiKey' }),
  },
  'GET /api/user/balance': {
    expected: signedIn(200),
    call: () => ({ url: '/api/user/balance' }),
    check: async (c) => {
      const [row] = await db()
        .select()
        .from(users)
        .where(eq(users.id, me(c).id));
      expect(c.res.json()).toEqual({ balance: row?.accountBalance });
    },
  },
  'GET /api/user/statement': {
    expected: signedIn(200),
    call: () => ({ url: '/api/user/statement' }),
    check: async (c) => {
      const own = await db()
        .select()
        .from(accountStatements)
        .where(eq(accountStatements.userId, me(c).id));
      expect(c.res.json().total).toBe(own.length);
      expect(own.length).toBeGreaterThan(0);
    },
  },
  'GET /api/Auth/DeleteAccountPreview': {
    expected: signedIn(200),
    call: () => ({ url: '/api/Auth/DeleteAccountPreview' }),
  },
  'GET /api/auth/check-driver-license': {
    expected: signedIn(200),
    call: () => ({ url: '/api/auth/check-driver-license' }),
    check: (c) => expect(c.res.json().isVerified).toBe(me(c).isVerified),
  },
  'GET /api/auth/auto-verify-user': {
    expected: signedIn(200),
    call: () => ({ url: '/api/auth/auto-verify-user' }),
    check: (c) => expect(c.res.json().isVerified).toBe(me(c).isVerified),
  },
  // Enough to recognise a recipient, never their whole number.
  'GET /api/auth/get-recipient': {
    expected: signedIn(200),
    call: (cast) => ({
      url: `/api/auth/get-recipient?phoneNumber=${encodeURIComponent(cast.people.otherPassenger.phoneNumber)}`,
    }),
    check: ({ cast, res }) => {
      expect(Object.keys(res.json().recipient)).toEqual(['firstName', 'maskedPhone']);
      expect(res.body).not.toContain(cast.people.otherPassenger.phoneNumber.slice(-8));
    },
  },
  'GET /api/auth/get-status-before-trip': {
    expected: signedIn(200),
    call: (cast) => ({
      url: `/api/auth/get-status-before-trip?scheduledCommuteId=${cast.ride.id}`,
    }),
  },
  // Fields a person may not set on themselves are ignored, not applied.
  'POST /api/Auth/UpdateUserDetails': {
    expected: signedIn(200),
    fresh: true,
    call: (cast) => ({
      url: '/api/Auth/UpdateUserDetails',
      // Email, not the name: a verified driver's name goes through a new review (identity-lock.test.ts).
      body: {
        email: 'renamed.person@example.co.ke',
        id: cast.people.otherPassenger.id,
        phoneNumber: cast.people.otherPassenger.phoneNumber,
        isVerified: true,
        isDriver: true,
        accountBalance: 999_999,
      },
    }),
    check: async (c) => {
      const [row] = await db()
        .select()
        .from(users)
        .where(eq(users.id, me(c).id));
      expect(row).toMatchObject({
        email: 'renamed.person@example.co.ke',
        phoneNumber: me(c).phoneNumber,
        isVerified: me(c).isVerified,
        isDriver: me(c).isDriver,
      });
      // The balance is still the sum of the person's ledger: a request body cannot set it.
      const [ledger] = await db()
        .select({ total: sql<number>`coalesce(sum(${accountStatements.amount}), 0)::int` })
        .from(accountStatements)
        .where(eq(accountStatements.userId, me(c).id));
      expect(row?.accountBalance).toBe(ledger?.total);
      const [other] = await db()
        .select()
        .from(users)
        .where(eq(users.id, c.cast.people.otherPassenger.id));
      if (c.role !== 'otherPassenger')
        expect(other?.email).toBe(c.cast.people.otherPassenger.email);
    },
  },
  'POST /api/Auth/UpdateUserLastKnownLocation': {
    expected: signedIn(200),
    call: () => ({
      url: '/api/Auth/UpdateUserLastKnownLocation',
      body: { latitude: -1.28, longitude: 36.82, address: 'Kencom' },
    }),
  },
  // Deletes the caller's account and nobody else's. The passenger's M-Pesa top-up is still
  // pending: their account stays until it has finished (docs/product-rules.md "People and
  // sign-in").
  'GET /api/Auth/DeleteAccountDetails': {
    expected: { ...signedIn(200), passenger: 409 },
    codes: { passenger: 'account_has_payment_pending' },
    fresh: true,
    call: () => ({ url: '/api/Auth/DeleteAccountDetails' }),
    check: async (c) => {
      const people = Object.values(c.cast.people);
      const rows = await db()
        .select({ id: users.id, deletedAt: users.deletedAt })
        .from(users)
        .where(
          inArray(
            users.id,
            people.map((p) => p.id),
          ),
        );
      for (const row of rows) {
        if (row.id === me(c).id) expect(row.deletedAt).not.toBeNull();
        else expect(row.deletedAt, `someone else's account (${row.id})`).toBeNull();
      }
    },
  },

  // --- Tokens, payments and payouts --------------------------------------------------------------
  'POST /api/Wallet/InitiateMpesaPayment': {
    expected: signedIn(200),
    call: () => ({
      url: '/api/Wallet/InitiateMpesaPayment',
      body: { amount: 100, idempotencyKey: randomUUID() },
    }),
    check: (c) => expect(c.res.json().phoneNumber).toBe(me(c).phoneNumber),
  },
  // Anyone signed in may send their own tokens to someone else, never to themselves.
  'POST /api/tokens/transfer': {
    expected: { ...signedIn(200), otherPassenger: 400 },
    call: (cast) => ({
      url: '/api/tokens/transfer',
      body: {
        phoneNumber: cast.people.otherPassenger.phoneNumber,
        amount: 10,
        idempotencyKey: randomUUID(),
      },
    }),
    check: async (c) => {
      const [sender] = await db()
        .select()
        .from(users)
        .where(eq(users.id, me(c).id));
      expect(c.res.json().balance).toBe(sender?.accountBalance);
      expect(c.res.body).not.toContain(c.cast.people.otherPassenger.phoneNumber);
    },
  },
  // Another person's payment is as absent as one that does not exist.
  'GET /api/Wallet/GetMpesaPaymentStatus': {
    expected: ownersOnly(['passenger'], 200, 404),
    call: (cast) => ({
      url: `/api/Wallet/GetMpesaPaymentStatus?transactionId=${cast.payment.transactionId}`,
    }),
  },
  // Everyone withdraws their own tokens, to their own phone; nobody can withdraw someone else's.
  'POST /api/payouts': {
    expected: signedIn(200),
    call: () => ({ url: '/api/payouts', body: { amount: 100, idempotencyKey: randomUUID() } }),
    check: (c) => expect(c.res.json().phoneNumber).toBe(me(c).phoneNumber),
  },
  'GET /api/payouts': {
    expected: signedIn(200),
    call: () => ({ url: '/api/payouts' }),
    check: (c) => {
      for (const payout of c.res.json()) expect(payout.phoneNumber).toBe(me(c).phoneNumber);
    },
  },
  // The switch is the caller's own; nobody else's changes.
  'PUT /api/driver/payout-settings': {
    expected: signedIn(200),
    fresh: true,
    call: () => ({ url: '/api/driver/payout-settings', body: { automaticPayouts: false } }),
    check: async (c) => {
      const rows = await db()
        .select({ id: users.id, automaticPayouts: users.automaticPayouts })
        .from(users)
        .where(
          inArray(
            users.id,
            Object.values(c.cast.people).map((p) => p.id),
          ),
        );
      for (const row of rows) expect(row.automaticPayouts).toBe(row.id !== me(c).id);
    },
  },
  'GET /api/driver/earnings': {
    expected: signedIn(200),
    call: () => ({ url: '/api/driver/earnings' }),
    check: (c) => {
      for (const payout of c.res.json().recentPayouts)
        expect(payout.phoneNumber).toBe(me(c).phoneNumber);
    },
  },

  // --- Finding and booking rides: passengers' own bookings ------------------------------------------
  'POST /api/Commute/GetUpcomingTripsByLocation': {
    expected: signedIn(200),
    call: (cast) => ({
      url: '/api/Commute/GetUpcomingTripsByLocation',
      body: {
        pickupLatitude: cast.ride.pickupLatitude,
        pickupLongitude: cast.ride.pickupLongitude,
        destinationLatitude: cast.ride.destinationLatitude,
        destinationLongitude: cast.ride.destinationLongitude,
        departureDate: cast.ride.departureTime.toISOString(),
        maxResults: 50,
      },
    }),
    // Everyone finds the driver's ride except the driver.
    check: (c) => {
      if (c.role === 'driver') expect(ids(c.res)).not.toContain(c.cast.ride.id);
      else expect(ids(c.res)).toContain(c.cast.ride.id);
    },
  },
  // What search shows anyone signed in: one active ride, for the booking screen.
  'GET /api/rides/:rideId': {
    expected: signedIn(200),
    call: (cast) => ({ url: `/api/rides/${cast.ride.id}` }),
    check: (c) => expect(c.res.json().id).toBe(c.cast.ride.id),
  },
  // Both passengers have booked already; the driver cannot book their own ride.
  'POST /api/Commute/SavePassengerBooking': {
    expected: { ...signedIn(200), passenger: 409, otherPassenger: 409, driver: 400 },
    fresh: true,
    call: (cast) => ({
      url: '/api/Commute/SavePassengerBooking',
      body: { scheduledCommuteId: cast.ride.id, numberOfSeats: 1 },
    }),
    check: (c) => expect(c.res.json().passengerId).toBe(me(c).id),
  },
  'GET /api/Commute/GetPassengerUpcomingTrips': {
    expected: signedIn(200),
    call: () => ({ url: '/api/Commute/GetPassengerUpcomingTrips' }),
    check: onlyOwnBookings,
  },
  'GET /api/Booking/GetUpcomingBookingsForPassenger': {
    expected: signedIn(200),
    call: () => ({ url: '/api/Booking/GetUpcomingBookingsForPassenger' }),
    check: onlyOwnBookings,
  },
  'GET /api/trips/passenger/upcoming': {
    expected: signedIn(200),
    call: () => ({ url: '/api/trips/passenger/upcoming' }),
    check: onlyOwnBookings,
  },
  'GET /api/Commute/GetPastTrips': {
    expected: signedIn(200),
    call: () => ({ url: '/api/Commute/GetPastTrips' }),
    check: ({ cast, role, res }) => {
      if (role === 'passenger') expect(ids(res)).toContain(cast.completedBooking.id);
      else expect(ids(res)).not.toContain(cast.completedBooking.id);
    },
  },
  'GET /api/trips/history': {
    expected: signedIn(200),
    call: () => ({ url: '/api/trips/history' }),
    check: ({ cast, role, res }) => {
      const mine: Record<Person, string[]> = {
        passenger: [cast.booking.id, cast.completedBooking.id],
        otherPassenger: [cast.otherBooking.id],
        driver: [cast.ride.id],
        otherDriver: [cast.otherRide.id],
        agent: [],
      };
      const everyones = Object.values(mine).flat();
      const own = mine[role as Person];
      expect(
        ids(res)
          .filter((id) => everyones.includes(id))
          .sort(),
      ).toEqual([...own].sort());
    },
  },
  // Only the passenger who booked may cancel; to anyone else the booking does not exist.
  'GET /api/Commute/CancelPassengerBooking': {
    expected: ownersOnly(['passenger'], 200, 404),
    fresh: true,
    call: (cast) => ({ url: `/api/Commute/CancelPassengerBooking?BookingId=${cast.booking.id}` }),
    check: (c) => expectBookingStatus(c.cast.booking.id, 'cancelled'),
  },
  'DELETE /api/Booking/CancelPassengerBooking': {
    expected: ownersOnly(['passenger'], 200, 404),
    fresh: true,
    call: (cast) => ({ url: `/api/Booking/CancelPassengerBooking?bookingId=${cast.booking.id}` }),
    check: (c) => expectBookingStatus(c.cast.booking.id, 'cancelled'),
  },
  // A booking its driver cancelled: only its passenger lists the alternatives and rebooks it.
  'GET /api/bookings/:id/alternatives': {
    expected: ownersOnly(['passenger'], 200, 404),
    call: async (cast) => ({ url: `/api/bookings/${await cancelledByDriver(cast)}/alternatives` }),
  },
  'POST /api/bookings/:id/rebook': {
    expected: ownersOnly(['passenger'], 200, 404),
    fresh: true,
    call: async (cast) => ({
      url: `/api/bookings/${await cancelledByDriver(cast)}/rebook`,
      body: { rideId: cast.otherRide.id },
    }),
    check: (c) => expect(c.res.json()).toMatchObject({ passengerId: me(c).id, status: 'booked' }),
  },
  // A request on a ride whose driver confirms each passenger: only that ride's driver answers it.
  'POST /api/bookings/:id/approve': {
    expected: ownersOnly(['driver'], 200, 404),
    fresh: true,
    call: async (cast) => ({ url: `/api/bookings/${await requestOnDriversRide(cast)}/approve` }),
    check: (c) => expect(c.res.json()).toMatchObject({ status: 'booked' }),
    codes: { passenger: 'booking_not_found', otherDriver: 'booking_not_found' },
  },
  'POST /api/bookings/:id/decline': {
    expected: ownersOnly(['driver'], 200, 404),
    fresh: true,
    call: async (cast) => ({
      url: `/api/bookings/${await requestOnDriversRide(cast)}/decline`,
      body: { reason: 'Full this week' },
    }),
    check: (c) => expect(c.res.json()).toMatchObject({ status: 'cancelled' }),
    codes: { passenger: 'booking_not_found', otherDriver: 'booking_not_found' },
  },
  // Completed trips are rated by their passenger and their driver only.
  'POST /api/ratings': {
    expected: ownersOnly(['passenger', 'driver'], 200, 404),
    call: (cast) => ({
      url: '/api/ratings',
      body: { bookingId: cast.completedBooking.id, score: 5, comment: 'Asante' },
    }),
  },

  // --- Trip day: a ride's driver and its passengers; to anyone else the trip does not exist -------
  'GET /api/trips/:rideId': {
    expected: ownersOnly(['passenger', 'otherPassenger', 'driver'], 200, 404),
    call: (cast) => ({ url: `/api/trips/${cast.ride.id}` }),
    // Each passenger sees their own booking and code; the driver sees the passengers, no codes.
    check: ({ cast, role, res }) => {
      const view = res.json();
      if (role === 'driver') {
        expect(view.booking).toBeNull();
        expect(view.passengers.map((p: { bookingId: string }) => p.bookingId).sort()).toEqual(
          [cast.booking.id, cast.otherBooking.id].sort(),
        );
        expect(res.body).not.toContain('boardingCode');
      } else {
        const own = role === 'passenger' ? cast.booking : cast.otherBooking;
        expect(view.booking).toMatchObject({ id: own.id, boardingCode: expect.any(String) });
        expect(view.passengers).toEqual([]);
      }
    },
  },
  'POST /api/trips/:rideId/start': {
    expected: ownersOnly(['driver'], 200, 404),
    call: async (cast) => ({ url: `/api/trips/${(await tripToday(cast, 'soon')).ride.id}/start` }),
  },
  'POST /api/trips/:rideId/location': {
    expected: ownersOnly(['driver'], 204, 404),
    call: async (cast) => ({
      url: `/api/trips/${(await tripToday(cast, 'under way')).ride.id}/location`,
      body: { latitude: -1.2195, longitude: 36.8869 },
    }),
  },
  'GET /api/trips/:rideId/position': {
    expected: ownersOnly(['passenger', 'otherPassenger', 'driver'], 200, 404),
    call: async (cast) => ({
      url: `/api/trips/${(await tripToday(cast, 'under way')).ride.id}/position`,
    }),
  },
  'POST /api/trips/:rideId/board': {
    expected: ownersOnly(['driver'], 200, 404),
    call: async (cast) => {
      const { ride, booking } = await tripToday(cast, 'under way');
      return {
        url: `/api/trips/${ride.id}/board`,
        body: { bookingId: booking.id, code: booking.boardingCode },
      };
    },
  },
  'POST /api/trips/:rideId/no-show': {
    expected: ownersOnly(['driver'], 200, 404),
    call: async (cast) => {
      const { ride, booking } = await tripToday(cast, 'under way');
      return { url: `/api/trips/${ride.id}/no-show`, body: { bookingId: booking.id } };
    },
  },
  'POST /api/trips/:rideId/end': {
    expected: ownersOnly(['driver'], 200, 404),
    call: async (cast) => ({
      url: `/api/trips/${(await tripToday(cast, 'under way')).ride.id}/end`,
    }),
  },
  // Only the passenger whose money is held may say the driver never came; the other passenger's
  // booking on that ride is not held (409), and to everyone else the trip does not exist.
  'POST /api/trips/:rideId/report-no-show': {
    expected: { ...ownersOnly(['passenger'], 200, 404), otherPassenger: 409 },
    call: async (cast) => ({
      url: `/api/trips/${(await tripToday(cast, 'held')).ride.id}/report-no-show`,
    }),
    check: ({ res }) => expect(res.json()).toMatchObject({ outcome: 'refunded' }),
  },
  'GET /api/admin/disputes': {
    expected: agentsOnly(200),
    call: () => ({ url: '/api/admin/disputes' }),
  },
  'POST /api/admin/disputes/:id/resolve': {
    expected: agentsOnly(200),
    call: async (cast) => {
      const { booking } = await tripToday(cast, 'boarded');
      const [dispute] = await db().insert(disputes).values({ bookingId: booking.id }).returning();
      return {
        url: `/api/admin/disputes/${dispute?.id}/resolve`,
        body: { outcome: 'pay_driver', note: 'The driver showed the boarding.' },
      };
    },
    check: ({ res }) => expect(res.json()).toMatchObject({ outcome: 'pay_driver' }),
  },

  // --- Drivers: their own rides, vehicles and passenger lists ---------------------------------------
  // Passengers and the agent are not verified drivers; the other driver cannot use this vehicle.
  'POST /api/Commute/SaveCommuteDetails': {
    expected: { ...signedIn(403), driver: 200, otherDriver: 400 },
    call: (cast) => ({
      url: '/api/Commute/SaveCommuteDetails',
      body: {
        pickupLocation: ridePoint,
        destination: cbdPoint,
        departureTime: inTwoDays(),
        availableSeats: 2,
        pricePerSeat: 150,
        vehicleId: cast.vehicle.id,
      },
    }),
  },
  'GET /api/Commute/GetDriverUpcomingTrips': {
    expected: signedIn(200),
    call: () => ({ url: '/api/Commute/GetDriverUpcomingTrips' }),
    check: onlyOwnRides,
  },
  'GET /api/trips/driver/upcoming': {
    expected: signedIn(200),
    call: () => ({ url: '/api/trips/driver/upcoming' }),
    check: onlyOwnRides,
  },
  'GET /api/Commute/GetAllBookingsForScheduledCommute': {
    expected: ownersOnly(['driver'], 200, 403),
    call: (cast) => ({
      url: `/api/Commute/GetAllBookingsForScheduledCommute?ScheduledCommuteId=${cast.ride.id}`,
    }),
    check: rideBookingsForItsDriver,
  },
  'GET /api/Booking/GetAllBookingsForDriverTrips': {
    expected: ownersOnly(['driver'], 200, 403),
    call: (cast) => ({ url: `/api/Booking/GetAllBookingsForDriverTrips?tripId=${cast.ride.id}` }),
    check: rideBookingsForItsDriver,
  },
  'DELETE /api/Commute/CancelDriverTrip': {
    expected: ownersOnly(['driver'], 200, 404),
    fresh: true,
    call: (cast) => ({ url: `/api/Commute/CancelDriverTrip?tripId=${cast.ride.id}` }),
    check: async ({ cast }) => {
      const [ride] = await db().select().from(rides).where(eq(rides.id, cast.ride.id));
      expect(ride?.status).toBe('cancelled');
    },
  },
  'GET /api/driver/stats': { expected: signedIn(200), call: () => ({ url: '/api/driver/stats' }) },

  // --- Cost sharing: the ride form's price guide; a statement is the caller's own rides only ---
  'GET /api/rides/price-guide': {
    expected: signedIn(200),
    call: () => ({
      url: '/api/rides/price-guide?pickupLatitude=-1.147565&pickupLongitude=36.959228&destinationLatitude=-1.285817&destinationLongitude=36.824544&seats=3',
    }),
    check: (c) => expect(c.res.json()).toMatchObject({ distanceKm: 27.9, maxPricePerSeat: 186 }),
  },
  'GET /api/driver/cost-sharing': {
    expected: signedIn(200),
    call: async (cast) => ({
      url: `/api/driver/cost-sharing?month=${(await pastRideOf(cast)).month}`,
    }),
    check: async ({ cast, role, res }) => {
      const listed = res.json().rides.map((r: { rideId: string }) => r.rideId);
      if (role === 'driver') expect(listed).toContain((await pastRideOf(cast)).id);
      else expect(listed).toEqual([]);
    },
  },
  'GET /api/driver/cost-sharing/pdf': {
    expected: signedIn(200),
    call: async (cast) => ({
      url: `/api/driver/cost-sharing/pdf?month=${(await pastRideOf(cast)).month}`,
    }),
    check: ({ res }) => expect(res.headers['content-type']).toBe('application/pdf'),
  },
  // Anyone's own record as a driver (a passenger's is zeros).
  'GET /api/driver/record': {
    expected: signedIn(200),
    call: () => ({ url: '/api/driver/record' }),
  },

  // --- Series (a recurring ride that keeps going): its driver only; to others it does not exist --
  'GET /api/rides/series/:id': {
    expected: ownersOnly(['driver'], 200, 404),
    call: async (cast) => ({ url: `/api/rides/series/${(await seriesOf(cast)).seriesId}` }),
  },
  'POST /api/rides/series/:id/skip': {
    expected: ownersOnly(['driver'], 200, 404),
    fresh: true,
    call: async (cast) => {
      const { seriesId, date } = await seriesOf(cast);
      return { url: `/api/rides/series/${seriesId}/skip`, body: { date } };
    },
  },
  'POST /api/rides/series/:id/pause': {
    expected: ownersOnly(['driver'], 200, 404),
    fresh: true,
    call: async (cast) => {
      const { seriesId, date } = await seriesOf(cast);
      return { url: `/api/rides/series/${seriesId}/pause`, body: { from: date, until: date } };
    },
  },
  'POST /api/rides/series/:id/resume': {
    expected: ownersOnly(['driver'], 200, 404),
    call: async (cast) => ({ url: `/api/rides/series/${(await seriesOf(cast)).seriesId}/resume` }),
  },
  'POST /api/rides/series/:id/end': {
    expected: ownersOnly(['driver'], 200, 404),
    fresh: true,
    call: async (cast) => ({ url: `/api/rides/series/${(await seriesOf(cast)).seriesId}/end` }),
  },
  // Anyone signed in books a series, except its own driver.
  'POST /api/bookings/series': {
    expected: { ...signedIn(201), driver: 400 },
    fresh: true,
    call: async (cast) => ({
      url: '/api/bookings/series',
      body: {
        rideId: (await seriesOf(cast)).rideId,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        numberOfSeats: 1,
      },
    }),
    check: (c) => expect(c.res.json().bookings[0].passengerId).toBe(me(c).id),
  },
  'GET /api/bookings/series': {
    expected: signedIn(200),
    call: () => ({ url: '/api/bookings/series' }),
  },
  'DELETE /api/bookings/series/:id': {
    expected: ownersOnly(['passenger'], 200, 404),
    fresh: true,
    call: async (cast) => {
      const [row] = await db()
        .insert(seriesBookings)
        .values({
          seriesId: (await seriesOf(cast)).seriesId,
          passengerId: cast.people.passenger.id,
          weekdays: [1],
          numberOfSeats: 1,
        })
        .returning();
      return { url: `/api/bookings/series/${row?.id}` };
    },
  },
  'GET /api/vehicles/my': {
    expected: signedIn(200),
    call: () => ({ url: '/api/vehicles/my' }),
    check: onlyOwnVehicles,
  },
  'GET /api/Vehicle/GetDriverVehicleDetails': {
    expected: signedIn(200),
    call: () => ({ url: '/api/Vehicle/GetDriverVehicleDetails' }),
    check: onlyOwnVehicles,
  },
  // Anyone may add a vehicle, always as its owner whatever the body says.
  'POST /api/vehicles': {
    expected: signedIn(200),
    call: (cast) => ({
      url: '/api/vehicles',
      body: {
        make: 'Toyota',
        model: 'Axio',
        year: 2015,
        color: 'Silver',
        licensePlate: uniqueLicensePlate(),
        seatingCapacity: 5,
        ownerId: cast.people.otherDriver.id,
      },
    }),
    check: async (c) => {
      const [row] = await db().select().from(vehicles).where(eq(vehicles.id, c.res.json().id));
      expect(row?.ownerId).toBe(me(c).id);
    },
  },
  'PUT /api/vehicles/:id': {
    expected: ownersOnly(['driver'], 200, 404),
    call: (cast) => ({
      url: `/api/vehicles/${cast.vehicle.id}`,
      body: { color: 'Wine Red', ownerId: cast.people.otherDriver.id },
    }),
    check: async ({ cast }) => {
      const [row] = await db().select().from(vehicles).where(eq(vehicles.id, cast.vehicle.id));
      expect(row).toMatchObject({ color: 'Wine Red', ownerId: cast.people.driver.id });
    },
  },
  'DELETE /api/vehicles/:id': {
    expected: ownersOnly(['driver'], 200, 404),
    fresh: true,
    call: (cast) => ({ url: `/api/vehicles/${cast.spareVehicle.id}` }),
  },

  // --- Photos: the owner sets them; a signed-in person with the link from an answer sees them -----
  'PUT /api/vehicles/:id/photo': {
    expected: ownersOnly(['driver'], 200, 404),
    call: async (cast, role) => ({
      url: `/api/vehicles/${cast.vehicle.id}/photo`,
      body: { uploadId: await ownUpload(cast, role) },
    }),
    check: ({ cast, res }) =>
      expect(res.json()).toMatchObject({ id: cast.vehicle.id, photoUrl: expect.any(String) }),
  },
  'DELETE /api/vehicles/:id/photo': {
    expected: ownersOnly(['driver'], 200, 404),
    call: (cast) => ({ url: `/api/vehicles/${cast.vehicle.id}/photo` }),
    check: ({ cast, res }) =>
      expect(res.json()).toMatchObject({ id: cast.vehicle.id, photoUrl: null }),
  },
  'PUT /api/user/profile-picture': {
    expected: signedIn(200),
    call: async (cast, role) => ({
      url: '/api/user/profile-picture',
      body: { uploadId: await ownUpload(cast, role) },
    }),
    check: (c) =>
      expect(c.res.json()).toMatchObject({ id: me(c).id, profilePictureUrl: expect.any(String) }),
  },
  'DELETE /api/user/profile-picture': {
    expected: signedIn(200),
    call: () => ({ url: '/api/user/profile-picture' }),
    check: (c) => expect(c.res.json()).toMatchObject({ id: me(c).id, profilePictureUrl: null }),
  },
  'GET /api/photos/:name': {
    expected: signedIn(200),
    call: async (cast) => {
      const headers = await cast.headers('driver');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/vehicles/${cast.vehicle.id}/photo`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ uploadId: await ownUpload(cast, 'driver') }),
      });
      return { url: res.json().photoUrl };
    },
    check: ({ res }) => expect(res.headers['content-type']).toBe('image/webp'),
  },

  // --- Identity documents: the owner's, and agents' ------------------------------------------------
  'POST /api/Objects/GetUploadUrl': {
    expected: signedIn(200),
    call: () => ({ url: '/api/Objects/GetUploadUrl' }),
  },
  // The passenger's own signed upload URL, used by others.
  'PUT /api/uploads/:id': {
    expected: ownersOnly(['passenger'], 200, 403),
    call: async (cast) => {
      const slot = await uploadImage(t.app, await cast.headers('passenger'), {
        send: false,
        process: false,
      });
      return { url: slot.uploadURL, payload: PNG_BYTES, contentType: 'image/png' };
    },
  },
  'PUT /api/Documents/ProcessUploadedDocument': {
    expected: ownersOnly(['passenger'], 200, 403),
    call: async (cast) => {
      const slot = await uploadImage(t.app, await cast.headers('passenger'), {
        send: true,
        process: false,
      });
      return { url: '/api/Documents/ProcessUploadedDocument', body: { uploadId: slot.uploadId } };
    },
  },
  'POST /api/Documents/SaveUserDocument': {
    expected: ownersOnly(['passenger'], 200, 400),
    fresh: true,
    call: (cast) => passengersNewDocument(cast, '/api/Documents/SaveUserDocument'),
  },
  'POST /api/Auth/SaveRegistrationDocuments': {
    expected: ownersOnly(['passenger'], 200, 400),
    fresh: true,
    call: (cast) => passengersNewDocument(cast, '/api/Auth/SaveRegistrationDocuments'),
  },
  'GET /api/Documents/GetUserDocuments': {
    expected: signedIn(200),
    call: () => ({ url: '/api/Documents/GetUserDocuments' }),
    check: ({ cast, role, res }) => {
      if (role === 'passenger') expect(ids(res)).toEqual([cast.document.id]);
      else expect(ids(res)).not.toContain(cast.document.id);
    },
  },
  'GET /api/Documents/:id/image': {
    expected: ownersOnly(['passenger', 'agent'], 200, 403),
    call: (cast) => ({ url: `/api/Documents/${cast.document.id}/image` }),
    check: ({ res }) => expect(res.rawPayload.equals(PNG_BYTES)).toBe(true),
  },
  'GET /api/admin/documents': {
    expected: agentsOnly(200),
    call: () => ({ url: '/api/admin/documents' }),
  },
  'GET /api/admin/documents/:id/image': {
    expected: agentsOnly(200),
    call: (cast) => ({ url: `/api/admin/documents/${cast.document.id}/image` }),
    check: ({ res }) => expect(res.rawPayload.equals(PNG_BYTES)).toBe(true),
  },
  'POST /api/admin/documents/:id/approve': {
    expected: agentsOnly(200),
    fresh: true,
    call: (cast) => ({ url: `/api/admin/documents/${cast.document.id}/approve` }),
    check: async ({ cast }) => {
      const [owner] = await db().select().from(users).where(eq(users.id, cast.people.passenger.id));
      expect(owner).toMatchObject({ isVerified: true, isDriver: true });
    },
  },
  'POST /api/admin/documents/:id/reject': {
    expected: agentsOnly(200),
    fresh: true,
    call: (cast) => ({
      url: `/api/admin/documents/${cast.document.id}/reject`,
      body: { reason: 'The photo is blurred or too dark to read.' },
    }),
  },

  // --- Trip day: the live stream, share links, emergency contacts, SOS, incidents ----------------
  // The passenger's finished trip: its stream says `completed` and ends, so inject reads it whole.
  'GET /api/trips/:rideId/live': {
    expected: { ...everyone(404), passenger: 200, driver: 200 },
    call: async (cast) => ({ url: `/api/trips/${await completedRideOf(cast)}/live` }),
    check: ({ res }) => {
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(res.body).toContain('event: status\ndata: {"status":"completed"}');
    },
  },
  'POST /api/trips/:rideId/share': {
    expected: { ...signedIn(404), passenger: 200, otherPassenger: 200, driver: 200 },
    call: (cast) => ({ url: `/api/trips/${cast.ride.id}/share`, body: {} }),
    check: async ({ cast, res }) => {
      const shared = await t.app.inject({ url: `/api/share/${res.json().token}` });
      expect(shared.json().rideId).toBe(cast.ride.id);
    },
  },
  // Only the sharer ends a link.
  'DELETE /api/trips/:rideId/share/:token': {
    expected: { ...signedIn(404), passenger: 204 },
    call: async (cast) => ({
      url: `/api/trips/${cast.ride.id}/share/${await passengersShare(cast)}`,
    }),
    check: async ({ res }) => {
      const token = res.raw.req.url?.split('/').pop();
      expect((await t.app.inject({ url: `/api/share/${token}` })).statusCode).toBe(410);
    },
  },
  // The link is the permission; it shows the driver's first name, never anyone's phone.
  'GET /api/share/:token': {
    expected: everyone(200),
    call: async (cast) => ({ url: `/api/share/${await passengersShare(cast)}` }),
    check: ({ cast, res }) => {
      expect(res.json().rideId).toBe(cast.ride.id);
      for (const person of Object.values(cast.people)) {
        expect(res.body).not.toContain(person.phoneNumber);
      }
    },
  },
  'GET /api/user/emergency-contacts': {
    expected: signedIn(200),
    call: () => ({ url: '/api/user/emergency-contacts' }),
  },
  // The caller's own list; nobody else's changes.
  'PUT /api/user/emergency-contacts': {
    expected: signedIn(200),
    call: () => ({
      url: '/api/user/emergency-contacts',
      body: [{ name: 'Mama Wanjiru', phone: '0733 000 111' }],
    }),
    check: async (c) => {
      const rows = await db()
        .select({ userId: emergencyContacts.userId })
        .from(emergencyContacts)
        .where(eq(emergencyContacts.phoneNumber, '+254733000111'));
      expect(rows.map((r) => r.userId)).toContain(me(c).id);
      expect(c.res.json()).toEqual([{ name: 'Mama Wanjiru', phone: '+254733000111' }]);
    },
  },
  // --- The daily commute: saved places and ride alerts, each person's own -------------------------
  'GET /api/user/places': {
    expected: signedIn(200),
    call: () => ({ url: '/api/user/places' }),
  },
  'POST /api/user/places': {
    expected: signedIn(201),
    call: () => ({
      url: '/api/user/places',
      body: { label: `Gym ${randomUUID().slice(0, 8)}`, ...kencom },
    }),
  },
  // Someone else's place is as absent as one that does not exist.
  'PUT /api/user/places/:id': {
    expected: ownersOnly(['passenger'], 200, 404),
    call: async (cast) => ({
      url: `/api/user/places/${await passengersPlace(cast)}`,
      body: { label: `Church ${randomUUID().slice(0, 8)}`, ...kencom },
    }),
  },
  'DELETE /api/user/places/:id': {
    expected: ownersOnly(['passenger'], 204, 404),
    call: async (cast) => ({ url: `/api/user/places/${await passengersPlace(cast)}` }),
  },
  'GET /api/alerts': {
    expected: signedIn(200),
    call: () => ({ url: '/api/alerts' }),
  },
  'POST /api/alerts': {
    expected: signedIn(201),
    fresh: true,
    call: () => ({
      url: '/api/alerts',
      body: { pickupLocation: kencom, destination: kencom, departureTime: '07:30', weekdays: [1] },
    }),
  },
  'DELETE /api/alerts/:id': {
    expected: ownersOnly(['passenger'], 204, 404),
    call: async (cast) => ({ url: `/api/alerts/${await passengersAlert(cast)}` }),
  },
  // The bell and the person's channels: always their own.
  'GET /api/notifications': {
    expected: signedIn(200),
    call: () => ({ url: '/api/notifications' }),
  },
  'GET /api/notifications/unread-count': {
    expected: signedIn(200),
    call: () => ({ url: '/api/notifications/unread-count' }),
  },
  'POST /api/notifications/read-all': {
    expected: signedIn(204),
    call: () => ({ url: '/api/notifications/read-all' }),
  },
  'POST /api/notifications/:id/read': {
    expected: ownersOnly(['passenger'], 204, 404),
    call: async (cast) => {
      const [id] = await db().transaction((tx) =>
        notify(tx, [
          {
            userId: cast.people.passenger.id,
            kind: 'booking',
            text: () => ({ title: 'Seat booked', body: 'x' }),
          },
        ]),
      );
      return { url: `/api/notifications/${id}/read` };
    },
  },
  'GET /api/user/notification-preferences': {
    expected: signedIn(200),
    call: () => ({ url: '/api/user/notification-preferences' }),
  },
  'PUT /api/user/notification-preferences': {
    expected: signedIn(200),
    call: () => ({
      url: '/api/user/notification-preferences',
      body: { alert: { push: true, sms: false } },
    }),
  },
  'GET /api/push/public-key': {
    expected: signedIn(200),
    call: () => ({ url: '/api/push/public-key' }),
  },
  'POST /api/push/subscriptions': {
    expected: signedIn(201),
    call: () => ({ url: '/api/push/subscriptions', body: browserSubscription() }),
  },
  // Only the person's own device; someone else's endpoint is as absent as an unknown one.
  'DELETE /api/push/subscriptions': {
    expected: ownersOnly(['passenger'], 204, 404),
    call: async (cast) => {
      const { endpoint, keys } = browserSubscription();
      await db().insert(pushSubscriptions).values({
        userId: cast.people.passenger.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
      });
      return { url: '/api/push/subscriptions', body: { endpoint } };
    },
  },
  'POST /api/trips/:rideId/sos': {
    expected: { ...signedIn(404), passenger: 201, driver: 201 },
    call: async (cast) => ({
      url: `/api/trips/${await rideLeavingSoon(cast)}/sos`,
      body: { latitude: -1.2921, longitude: 36.8219 },
    }),
    check: async (c) => {
      const [row] = await db()
        .select()
        .from(incidents)
        .where(eq(incidents.id, c.res.json().incidentId));
      expect(row?.userId).toBe(me(c).id);
    },
  },
  'GET /api/admin/incidents': {
    expected: agentsOnly(200),
    call: () => ({ url: '/api/admin/incidents' }),
  },
  'GET /api/admin/suspended-drivers': {
    expected: agentsOnly(200),
    call: () => ({ url: '/api/admin/suspended-drivers' }),
  },
  'POST /api/admin/incidents/:id/acknowledge': {
    expected: agentsOnly(200),
    call: async (cast) => ({
      url: `/api/admin/incidents/${await passengersSos(cast)}/acknowledge`,
    }),
    check: ({ res }) => expect(res.json().status).toBe('acknowledged'),
  },
  'POST /api/admin/incidents/:id/resolve': {
    expected: agentsOnly(200),
    call: async (cast) => ({
      url: `/api/admin/incidents/${await passengersSos(cast)}/resolve`,
      body: { note: 'Spoke to the passenger: safe at home.' },
    }),
    check: ({ res }) => expect(res.json().status).toBe('resolved'),
  },

  // --- Popular routes: agents create them -----------------------------------------------------------
  'POST /api/routes/create-popular': {
    expected: agentsOnly(200),
    call: () => ({
      url: '/api/routes/create-popular',
      body: {
        fromLocation: `Matrix ${randomUUID()}`,
        toLocation: 'Kencom, Nairobi CBD',
        fromLatitude: ridePoint.latitude,
        fromLongitude: ridePoint.longitude,
        toLatitude: cbdPoint.latitude,
        toLongitude: cbdPoint.longitude,
      },
    }),
  },
};

/** The ride of the passenger's finished trip. */
async function completedRideOf(cast: Cast): Promise<string> {
  const [row] = await db()
    .select({ rideId: bookings.rideId })
    .from(bookings)
    .where(eq(bookings.id, cast.completedBooking.id));
  return row?.rideId ?? '';
}

/** A share link of the driver's ride that the passenger made. */
async function passengersShare(cast: Cast): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/trips/${cast.ride.id}/share`,
    headers: { ...(await cast.headers('passenger')), 'content-type': 'application/json' },
    payload: '{}',
  });
  return res.json().token;
}

/** A new ride of the driver leaving in 20 minutes, booked by the passenger: SOS works on it. */
async function rideLeavingSoon(cast: Cast): Promise<string> {
  const ride = await createRide(db(), {
    vehicleId: cast.vehicle.id,
    departureTime: new Date(now().getTime() + 20 * 60_000),
  });
  await createBooking(db(), { rideId: ride.id, passengerId: cast.people.passenger.id });
  return ride.id;
}

/** An incident: the passenger pressed SOS on a ride leaving soon. */
async function passengersSos(cast: Cast): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/trips/${await rideLeavingSoon(cast)}/sos`,
    headers: { ...(await cast.headers('passenger')), 'content-type': 'application/json' },
    payload: '{}',
  });
  return res.json().incidentId;
}

/** The passenger's request, paid and waiting, on a new ride of the driver's that needs approval. */
async function requestOnDriversRide(cast: Cast): Promise<string> {
  const ride = await createRide(db(), {
    vehicleId: cast.vehicle.id,
    departureTime: new Date(now().getTime() + 6 * 3_600_000),
    approvalRequired: true,
  });
  const booking = await createBooking(db(), {
    rideId: ride.id,
    passengerId: cast.people.passenger.id,
    status: 'requested',
    requestExpiresAt: new Date(now().getTime() + 3 * 3_600_000),
  });
  return booking.id;
}

/** A new booking of the passenger's on a new ride, which its driver cancelled. */
async function cancelledByDriver(cast: Cast): Promise<string> {
  const ride = await createRide(db(), { vehicleId: cast.vehicle.id, status: 'cancelled' });
  const booking = await createBooking(db(), {
    rideId: ride.id,
    passengerId: cast.people.passenger.id,
    status: 'cancelled',
    cancelledBy: 'driver',
  });
  return booking.id;
}

async function expectBookingStatus(id: string, status: string) {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  expect(row?.status).toBe(status);
}

/** The passenger's first document was rejected; a new photo, processed and ready to save. */
async function passengersNewDocument(cast: Cast, url: string): Promise<Call> {
  await db()
    .update(registrationDocuments)
    .set({ verificationStatus: 'rejected', rejectionReason: 'Blurred' })
    .where(eq(registrationDocuments.id, cast.document.id));
  const { objectPath } = await uploadImage(t.app, await cast.headers('passenger'));
  return { url, body: { documentType: 'National ID', documentImageUrl: objectPath } };
}

/**
 * A ride of the cast's driver on trip day, with the passenger's booking (and the other
 * passenger's): leaving `soon` (startable), `under way` (started, departed 15 minutes ago),
 * `held` (completed an hour ago, the passenger never marked on board) or `boarded` (completed an
 * hour ago with the passenger on board).
 */
async function tripToday(cast: Cast, stage: 'soon' | 'under way' | 'held' | 'boarded') {
  const at = now().getTime();
  const completed = stage === 'held' || stage === 'boarded';
  const ride = await createRide(db(), {
    vehicleId: cast.vehicle.id,
    departureTime: new Date(at + (stage === 'soon' ? 10 : completed ? -180 : -15) * 60_000),
    status: stage === 'soon' ? 'active' : completed ? 'completed' : 'in_progress',
    startedAt: stage === 'soon' ? null : new Date(at - 20 * 60_000),
    completedAt: completed ? new Date(at - 60 * 60_000) : null,
  });
  const booking = await createBooking(db(), {
    rideId: ride.id,
    passengerId: cast.people.passenger.id,
    ...(completed ? { status: 'completed' as const } : {}),
    ...(stage === 'held' ? { heldUntil: new Date(at + 23 * 3_600_000) } : {}),
    ...(stage === 'boarded' ? { boardingStatus: 'boarded' as const } : {}),
  });
  await createBooking(db(), { rideId: ride.id, passengerId: cast.people.otherPassenger.id });
  return { ride, booking };
}

const castSeries = new WeakMap<Cast, Promise<{ seriesId: string; rideId: string; date: string }>>();
/** The cast driver's series with one departure in two days (nobody booked), made once per cast. */
function seriesOf(cast: Cast) {
  let made = castSeries.get(cast);
  if (!made) {
    made = (async () => {
      const departureTime = new Date(now().getTime() + 2 * 86_400_000);
      const [series] = await db()
        .insert(rideSeries)
        .values({
          driverId: cast.people.driver.id,
          vehicleId: cast.vehicle.id,
          pickupLatitude: ridePoint.latitude,
          pickupLongitude: ridePoint.longitude,
          pickupAddress: ridePoint.address,
          destinationLatitude: cbdPoint.latitude,
          destinationLongitude: cbdPoint.longitude,
          destinationAddress: cbdPoint.address,
          departureMinutes: nairobiMinutesOf(departureTime),
          weekdays: [nairobiWeekday(departureTime)],
          availableSeats: 3,
          pricePerSeat: 100,
        })
        .returning();
      if (!series) throw new Error('no series');
      const ride = await createRide(db(), {
        vehicleId: cast.vehicle.id,
        departureTime,
        seriesId: series.id,
        isRecurring: true,
      });
      return { seriesId: series.id, rideId: ride.id, date: nairobiDateOf(departureTime) };
    })();
    castSeries.set(cast, made);
  }
  return made;
}

/** A browser's PushSubscription.toJSON() at a public push service. */
function browserSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/wpush/${randomUUID()}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/** An image the caller uploaded, ready to become a photo (a visitor has none: any id). */
async function ownUpload(cast: Cast, role: Role): Promise<string> {
  if (role === 'visitor') return randomUUID();
  const slot = await uploadImage(t.app, await cast.headers(role), { send: true, process: false });
  return slot.uploadId;
}

async function send(
  route: Pick<CatalogueRoute, 'method'>,
  headers: Record<string, string>,
  call: Call,
) {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return t.app.inject({
    method: route.method as 'GET',
    url: call.url,
    headers: {
      ...headers,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(call.contentType ? { 'content-type': call.contentType } : {}),
    },
    payload: body ?? call.payload,
  });
}

describe('the authorisation matrix', () => {
  it('classifies every route the app has, and only those', () => {
    const routes = catalogue.map((r) => r.key).sort();
    expect(
      routes.filter((key) => !(key in MATRIX)),
      'routes the matrix does not classify',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !routes.includes(key)),
      'gone routes',
    ).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(60);
  });

  it.each(Object.keys(MATRIX))('%s answers each caller as the table says', async (key) => {
    const route = catalogue.find((r) => r.key === key);
    if (!route) return; // reported by the test above
    const row = MATRIX[key] as Row;
    const answered = {} as Statuses;
    for (const role of ROLES) {
      const cast = row.fresh ? await createCast(t) : shared;
      const call = await row.call(cast, role);
      const headers = await cast.headers(role);
      const before = await fingerprintTables(db());
      const res = await send(route, headers, call);
      answered[role] = res.statusCode;
      if (res.statusCode !== row.expected[role]) continue;
      if (res.statusCode >= 400) {
        // A refusal changes nothing and shows nobody's details.
        expect(await fingerprintTables(db()), `${key} as ${role} changed data`).toEqual(before);
        expect(Object.keys(res.json())).toContain('message');
        if (row.codes?.[role]) expect(res.json().code, `${key} as ${role}`).toBe(row.codes[role]);
        for (const person of Object.values(cast.people)) {
          expect(res.body).not.toContain(person.phoneNumber);
          expect(res.body).not.toContain(person.nationalId);
        }
      } else {
        await row.check?.({ cast, role, headers, res });
      }
    }
    expect(answered).toEqual(row.expected);
  });

  it("answers HEAD as the GET route's own guard does", async () => {
    expect(headTwins.length).toBeGreaterThan(0);
    for (const twin of headTwins) {
      const row = MATRIX[`GET ${twin.url}`];
      if (!row) continue;
      const call = await row.call(shared, 'visitor');
      const res = await t.app.inject({
        method: 'HEAD',
        url: call.url,
        headers: await shared.headers('visitor'),
      });
      expect(res.statusCode, `HEAD ${twin.url}`).toBe(row.expected.visitor);
    }
  });
});

// --- Limits: each person's own, behind the route's own guard -------------------------------------
// The passenger of a new cast uses a limit up; then the visitor is refused by the guard before
// anything is counted, the passenger is refused by the limit, and each of them changes nothing
// (no row, no text, no call to Google); everyone else answers as the route answers them.

/** Beside the matrix's tables, what the limits count and what they guard: texts and rows. */
const LIMIT_TABLES = [
  ...GUARDED_TABLES,
  'trip_shares',
  'emergency_contacts',
  'declined_emergency_contacts',
  'sms_outbox',
  'notifications',
  'rate_limits',
];
const limitFingerprint = async () => {
  await t.app.shareRateLimitCounts();
  return fingerprintTables(db(), LIMIT_TABLES);
};

interface LimitCase {
  /** The route, as the matrix names it. */
  route: string;
  /** The passenger's answer once they have used the limit up: status and code. */
  refusal: [number, string];
  /** Everyone's status then (the passenger's is the refusal's). */
  expected: Statuses;
  /** Brings the passenger to the limit; answers what everyone's calls aim at (a phone, a ride). */
  useUp(cast: Cast): Promise<string>;
  call(cast: Cast, aim: string): Call;
  /** What a caller who got through also got (the text the limit guards, say). */
  check?(context: Context & { call: Call }): void | Promise<void>;
}

/**
 * Share links the passenger texted today, written as rows on their finished trip: quicker than
 * as many API calls, and counted the same (the limits count the texted shares themselves).
 */
async function passengerTexted(cast: Cast, phones: string[]) {
  const rideId = await completedRideOf(cast);
  await db()
    .insert(tripShares)
    .values(
      phones.map((phone) => ({
        rideId,
        sharedBy: cast.people.passenger.id,
        tokenHash: randomUUID(),
        sentToPhone: phone,
        createdAt: now(),
      })),
    );
}
/** The caller's one text to the phone of the call, stored as sent for them. */
async function textedOnce(c: Context & { call: Call }) {
  const [{ phone }] = [c.call.body].flat() as [{ phone: string }];
  const texts = await db()
    .select({ message: smsOutbox.message })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.toPhone, phone), eq(smsOutbox.sentForUserId, me(c).id)));
  expect(texts).toHaveLength(1);
}

/**
 * Texting a link to the cast's ride, to `aim` or to a new phone each: its two passengers and its
 * driver may; to anyone else the trip does not exist.
 */
const shareBySms = {
  route: 'POST /api/trips/:rideId/share',
  expected: { ...signedIn(404), passenger: 429, otherPassenger: 200, driver: 200 },
  call: (cast: Cast, aim: string) => ({
    url: `/api/trips/${cast.ride.id}/share`,
    body: { phone: aim || uniquePhoneNumber() },
  }),
  check: textedOnce,
};
/** Naming `aim`, or a new phone each, as one's emergency contact. */
const nameContact = {
  route: 'PUT /api/user/emergency-contacts',
  call: (_cast: Cast, aim: string) => ({
    url: '/api/user/emergency-contacts',
    body: [{ name: 'Mama', phone: aim || uniquePhoneNumber() }],
  }),
  check: textedOnce,
};

const LIMITS: Record<string, LimitCase> = {
  'share SMS on one trip (share_sms_limit)': {
    ...shareBySms,
    refusal: [429, 'share_sms_limit'],
    useUp: async (cast) => {
      // Through the API: the per-trip count is the passenger's texted shares of this ride.
      for (let i = 0; i < 5; i++) {
        const res = await send(
          { method: 'POST' },
          await cast.headers('passenger'),
          shareBySms.call(cast, ''),
        );
        expect(res.statusCode).toBe(200);
      }
      return '';
    },
  },
  'share SMS in one day (share_sms_daily_limit)': {
    ...shareBySms,
    refusal: [429, 'share_sms_daily_limit'],
    useUp: async (cast) => {
      await passengerTexted(cast, Array.from({ length: 10 }, uniquePhoneNumber));
      return '';
    },
  },
  'share SMS to one phone (share_sms_phone_limit)': {
    // Everyone texts the phone the passenger texted twice today: 4 texts, within its 5 a day.
    ...shareBySms,
    refusal: [429, 'share_sms_phone_limit'],
    useUp: async (cast) => {
      const phone = uniquePhoneNumber();
      await passengerTexted(cast, [phone, phone]);
      return phone;
    },
  },
  'booking a ride cancelled twice (ride_cancelled_too_often)': {
    route: 'POST /api/Commute/SavePassengerBooking',
    refusal: [409, 'ride_cancelled_too_often'],
    // The driver cannot book their own ride.
    expected: { ...signedIn(200), passenger: 409, driver: 400 },
    useUp: async (cast) => {
      // Two cancelled bookings as rows: quicker than booking and cancelling twice.
      const ride = await createRide(db(), {
        vehicleId: cast.vehicle.id,
        departureTime: new Date(now().getTime() + 2 * 86_400_000),
        availableSeats: 5,
      });
      for (let i = 0; i < 2; i++) {
        await createBooking(db(), {
          rideId: ride.id,
          passengerId: cast.people.passenger.id,
          status: 'cancelled',
        });
      }
      return ride.id;
    },
    call: (_cast, rideId) => ({
      url: '/api/Commute/SavePassengerBooking',
      body: { scheduledCommuteId: rideId, numberOfSeats: 1 },
    }),
    check: (c) => expect(c.res.json().passengerId).toBe(me(c).id),
  },
  'new emergency contacts in one day (emergency_contacts_daily_limit)': {
    ...nameContact,
    refusal: [429, 'emergency_contacts_daily_limit'],
    expected: { ...signedIn(200), passenger: 429 },
    useUp: async (cast) => {
      const res = await send({ method: 'PUT' }, await cast.headers('passenger'), {
        url: '/api/user/emergency-contacts',
        body: [0, 1, 2].map((i) => ({ name: `Contact ${i}`, phone: uniquePhoneNumber() })),
      });
      expect(res.statusCode).toBe(200);
      return '';
    },
  },
  'an emergency contact who said NO (emergency_contact_declined)': {
    ...nameContact,
    refusal: [409, 'emergency_contact_declined'],
    expected: { ...signedIn(200), passenger: 409 },
    useUp: async (cast) => {
      // The contact's NO as its row: the SMS callback's path is emergency-contact-consent.test.ts's.
      const phone = uniquePhoneNumber();
      await db()
        .insert(declinedEmergencyContacts)
        .values({ userId: cast.people.passenger.id, phoneNumber: phone });
      return phone;
    },
  },
};

describe("limits: each person's own, behind the route's own guard", () => {
  it.each(Object.keys(LIMITS))('%s', async (name) => {
    const limit = LIMITS[name] as LimitCase;
    const route = catalogue.find((r) => r.key === limit.route);
    if (!route) throw new Error(`no route ${limit.route}`);
    const cast = await createCast(t);
    const aim = await limit.useUp(cast);
    const answered = {} as Statuses;
    // ROLES begins with the visitor, then the passenger, then everyone else.
    for (const role of ROLES) {
      const call = limit.call(cast, aim);
      const headers = await cast.headers(role);
      const before = await limitFingerprint();
      const res = await send(route, headers, call);
      answered[role] = res.statusCode;
      if (role === 'visitor' || role === 'passenger') {
        const refusal = role === 'visitor' ? [401, 'not_authenticated'] : limit.refusal;
        expect([res.statusCode, res.json().code], role).toEqual(refusal);
        expect(await limitFingerprint(), `${name}: the ${role}'s refusal changed data`).toEqual(
          before,
        );
      } else if (res.statusCode < 300) {
        await limit.check?.({ cast, role, headers, res, call });
      }
    }
    expect(answered).toEqual(limit.expected);
  });
});

describe('live streams: a few per person, and per sharer for share links', () => {
  // A stream needs a real connection, as the browser's EventSource has: the file's app listens.
  let base = '';
  const opened: EventStream[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });
  async function watch(rideId: string, as: { headers?: Record<string, string>; share?: string }) {
    const query = as.share ? `?share=${encodeURIComponent(as.share)}` : '';
    const stream = await openEventStream(`${base}/api/trips/${rideId}/live${query}`, as.headers);
    opened.push(stream);
    return stream;
  }
  /** A share link of the ride, made by `role`. */
  async function linkOf(cast: Cast, rideId: string, role: Person): Promise<string> {
    const res = await send({ method: 'POST' }, await cast.headers(role), {
      url: `/api/trips/${rideId}/share`,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().token;
  }
  /**
   * The driver's phone reports a position, and each stream gets it: a stream the server had
   * closed would end instead.
   */
  async function everyStreamGetsAPosition(cast: Cast, rideId: string, streams: EventStream[]) {
    const res = await send({ method: 'POST' }, await cast.headers('driver'), {
      url: `/api/trips/${rideId}/location`,
      body: { latitude: -1.2195, longitude: 36.8869 },
    });
    expect(res.statusCode).toBe(204);
    for (const stream of streams) {
      let event = await stream.next();
      while (event.event !== 'position') event = await stream.next();
    }
  }

  it(`keep ${STREAMS_PER_PERSON} of one person on a ride, the newest closing their oldest, and take none of anyone else's`, async () => {
    const cast = await createCast(t);
    const { ride } = await tripToday(cast, 'under way');
    const passenger = await cast.headers('passenger');
    const mine: EventStream[] = [];
    for (let i = 0; i <= STREAMS_PER_PERSON; i++) {
      const stream = await watch(ride.id, { headers: passenger });
      expect(stream.status).toBe(200);
      mine.push(stream);
    }
    const oldestEnded = endedFlag(mine[0] as EventStream);
    await expect.poll(oldestEnded).toBe(true);

    // Everyone else as the route answers them; the refused take no place of anyone's.
    const answered = {} as Statuses;
    const theirs: EventStream[] = [];
    for (const role of ROLES) {
      if (role === 'passenger') continue;
      const stream = await watch(ride.id, { headers: await cast.headers(role) });
      answered[role] = stream.status;
      if (stream.status === 200) theirs.push(stream);
    }
    expect(answered).toEqual({
      visitor: 404,
      otherPassenger: 200,
      driver: 200,
      otherDriver: 404,
      agent: 404,
    });
    await everyStreamGetsAPosition(cast, ride.id, [...mine.slice(1), ...theirs]);
  });

  it(`let a sharer's links hold ${STREAMS_PER_SHARER} on a ride, refuse one more (changing nothing), and leave everyone else's alone`, async () => {
    const cast = await createCast(t);
    const { ride } = await tripToday(cast, 'under way');
    const link = await linkOf(cast, ride.id, 'passenger');
    const family: EventStream[] = [];
    for (let i = 0; i < STREAMS_PER_SHARER - 1; i++) {
      family.push(await watch(ride.id, { share: link }));
    }
    expect(family.map((stream) => stream.status)).toEqual(Array(STREAMS_PER_SHARER - 1).fill(200));
    // Refused before any place is counted: the sharer's revoked link, their link on another ride.
    const revoked = await linkOf(cast, ride.id, 'passenger');
    await send({ method: 'DELETE' }, await cast.headers('passenger'), {
      url: `/api/trips/${ride.id}/share/${revoked}`,
    });
    for (let i = 0; i < 3; i++) {
      expect((await watch(ride.id, { share: revoked })).status).toBe(410);
      expect((await watch(cast.ride.id, { share: link })).status).toBe(404);
    }
    family.push(await watch(ride.id, { share: link }));
    expect(family.at(-1)?.status).toBe(200);

    const before = await limitFingerprint();
    const refused = await watch(ride.id, { share: link });
    expect([refused.status, refused.body?.code]).toEqual([429, 'live_stream_limit']);
    expect(await limitFingerprint()).toEqual(before);

    // The other passenger's and the driver's links, and everyone on the trip, still watch.
    const others = [
      await watch(ride.id, { share: await linkOf(cast, ride.id, 'otherPassenger') }),
      await watch(ride.id, { share: await linkOf(cast, ride.id, 'driver') }),
      await watch(ride.id, { headers: await cast.headers('passenger') }),
      await watch(ride.id, { headers: await cast.headers('otherPassenger') }),
      await watch(ride.id, { headers: await cast.headers('driver') }),
    ];
    expect(others.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
    await everyStreamGetsAPosition(cast, ride.id, [...family, ...others]);
  });
});

describe('Google look-ups: per signed-in person, and per visitor address', () => {
  // A second app on the file's database, with a maps key (Google's stand-in counts what reaches
  // it) and low limits, so that the matrix's app keeps its behaviour.
  let google: Awaited<ReturnType<typeof startGoogleMapsStandIn>>;
  let maps: TestApp;
  beforeAll(async () => {
    google = await startGoogleMapsStandIn();
    maps = await createTestApp(
      {
        API_RATE_LIMIT_PER_MINUTE: '0',
        GOOGLE_MAPS_API_KEY: 'AIzaSyPamojaTestKey-matrix',
        GOOGLE_MAPS_API_URL: google.url,
        GOOGLE_MAPS_LOOKUPS_PER_PERSON_PER_HOUR: '2',
        GOOGLE_MAPS_LOOKUPS_PER_ADDRESS_PER_HOUR: '2',
      },
      { database: t.database },
    );
  });
  afterAll(async () => {
    await maps?.close();
    await google?.close();
  });
  const PLACE_TABLES = [...GUARDED_TABLES, 'maps_answers'];
  const lookUp = (url: string, headers: Record<string, string>, remoteAddress: string) =>
    maps.app.inject({ url, headers, remoteAddress });
  /** A search nobody has made: it reaches Google unless the asker is past their look-ups. */
  const newSearch = () => `/api/places/search?q=Mtaa%20${randomUUID().slice(0, 8)}`;

  /** `asker` is past their look-ups: refused or answered without Google, and nothing kept. */
  async function expectSpent(asker: Record<string, string>, address: string) {
    const before = await fingerprintTables(db(), PLACE_TABLES);
    const calls = google.requests.length;
    for (const url of [
      '/api/places/details?placeId=ChIJkimbo',
      '/api/places/geocode?address=Qwxzv',
    ]) {
      const res = await lookUp(url, asker, address);
      expect([res.statusCode, res.json().code], url).toEqual([429, 'place_lookups_limited']);
    }
    const search = await lookUp(newSearch(), asker, address);
    expect([search.statusCode, search.json()]).toEqual([200, []]);
    expect(google.requests.length).toBe(calls);
    expect(await fingerprintTables(db(), PLACE_TABLES)).toEqual(before);
  }
  /** Each of `roles`, from `address`, still has Google's answer: one more call each. */
  async function expectAnswered(cast: Cast, roles: Role[], address: string) {
    for (const role of roles) {
      const calls = google.requests.length;
      const res = await lookUp(newSearch(), await cast.headers(role), address);
      expect([res.statusCode, google.requests.length], role).toEqual([200, calls + 1]);
    }
  }

  it("a person's, used up, leave everyone else's alone, behind the same address too", async () => {
    const cast = await createCast(t);
    const address = '203.0.113.41';
    const passenger = await cast.headers('passenger');
    for (let i = 0; i < 2; i++) {
      const calls = google.requests.length;
      expect((await lookUp(newSearch(), passenger, address)).statusCode).toBe(200);
      expect(google.requests.length).toBe(calls + 1);
    }
    await expectSpent(passenger, address);
    await expectAnswered(
      cast,
      ROLES.filter((role) => role !== 'passenger'),
      address,
    );
  });

  it("a visitor address's, used up, leave other addresses and everyone signed in behind it alone", async () => {
    const cast = await createCast(t);
    const spent = '203.0.113.42';
    const visitor = await cast.headers('visitor');
    for (let i = 0; i < 2; i++) await lookUp(newSearch(), visitor, spent);
    await expectSpent(visitor, spent);
    await expectAnswered(cast, ['visitor'], '203.0.113.43');
    await expectAnswered(
      cast,
      ROLES.filter((role) => role !== 'visitor'),
      spent,
    );
  });
});
