import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { payments, ratings, users } from '../../src/server/db/schema.ts';
import { ensurePlaces } from '../../src/server/features/places/load-places.ts';
import {
  createBooking,
  createDriver,
  createPassenger,
  createRegistrationDocument,
  createRide,
  createVehicle,
  uniqueLicensePlate,
  uniquePhoneNumber,
} from '../factories/index.ts';
import {
  createTestAppWithRoutes,
  GUARDED_TABLES,
  nextAgentPhone,
  uploadImage,
} from '../helpers/route-catalogue.ts';
import { json, signUp } from '../helpers/sign-in.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

// SQL and script injection in every field people write: each string is stored and answered back
// byte for byte, as plain text; no table is harmed; LIKE's wildcards in a place search are
// plain characters. (That the web app shows such text escaped: tests/e2e/injection.spec.ts.)

const SQL_INJECTION = [
  "'; drop table users; --",
  "' or '1'='1",
  "x'); delete from bookings; --",
  '$$; select pg_sleep(1); $$',
  'C:\\Users\\\\ \\x27 \\n',
  '100% _of_ %s',
];
const SCRIPT_INJECTION = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '"><svg onload=alert(1)>',
];
const PAYLOADS = [...SQL_INJECTION, ...SCRIPT_INJECTION];
/** For the fields of at most 20 characters (a National ID number). */
const SHORT_PAYLOADS = PAYLOADS.filter((p) => p.length <= 20);

let t: TestApp;
let agent: Record<string, string>;
beforeAll(async () => {
  ({ t } = await createTestAppWithRoutes());
  await ensurePlaces(t.database.db);
  agent = await t.signIn(
    (await createPassenger(t.database.db, { phoneNumber: nextAgentPhone() })).id,
  );
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ url, headers }).then((res) => {
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  });
const post = async (
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  headers: Record<string, string>,
) => {
  const res = await t.app.inject({ method, url, ...json(body, headers) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
async function signedIn(make = createPassenger) {
  const user = await make(db());
  return { user, headers: await t.signIn(user.id) };
}

describe.each(PAYLOADS)('the text %s', (text) => {
  it('is a name and an e-mail at registration, and in the profile', async () => {
    const { cookie } = await signUp(t.app, uniquePhoneNumber(), {
      fullName: text,
      nationalIdNumber: '28761234',
      gender: 'Female',
    });
    expect(await get('/api/user/details', { cookie })).toMatchObject({ fullName: text });
    const email = "o'neil_--+x@example.com";
    const updated = await post(
      'POST',
      '/api/Auth/UpdateUserDetails',
      { fullName: `${text}!`, email },
      { cookie },
    );
    expect(updated).toMatchObject({ fullName: `${text}!`, email });
    expect(await get('/api/user/details', { cookie })).toMatchObject({
      fullName: `${text}!`,
      email,
    });
  });

  it("is a ride's addresses and notes, and a booking's notes", async () => {
    const driver = await signedIn(createDriver);
    const vehicle = await createVehicle(db(), { ownerId: driver.user.id, model: 'Noah' });
    const departure = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { rides } = await post(
      'POST',
      '/api/Commute/SaveCommuteDetails',
      {
        pickupLocation: { latitude: -1.1476, longitude: 36.9592, address: text },
        destination: { latitude: -1.2858, longitude: 36.8245, address: `${text} (CBD)` },
        departureTime: departure,
        availableSeats: 3,
        pricePerSeat: 100,
        vehicleId: vehicle.id,
        notes: text,
      },
      driver.headers,
    );
    const shown = {
      pickupLocation: expect.objectContaining({ address: text }),
      destination: expect.objectContaining({ address: `${text} (CBD)` }),
      notes: text,
    };
    expect(rides[0]).toMatchObject(shown);
    expect(await get('/api/Commute/GetDriverUpcomingTrips', driver.headers)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: rides[0].id, ...shown })]),
    );

    const passenger = await signedIn();
    await fund(db(), passenger.user.id, 1000);
    const found = await post(
      'POST',
      '/api/Commute/GetUpcomingTripsByLocation',
      {
        pickupLatitude: -1.1476,
        pickupLongitude: 36.9592,
        destinationLatitude: -1.2858,
        destinationLongitude: 36.8245,
        departureDate: departure,
      },
      passenger.headers,
    );
    expect(found).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: rides[0].id, ...shown })]),
    );
    const booking = await post(
      'POST',
      '/api/Commute/SavePassengerBooking',
      { scheduledCommuteId: rides[0].id, numberOfSeats: 1, notes: text },
      passenger.headers,
    );
    expect(booking).toMatchObject({ notes: text, pickupLocation: { address: text } });
    expect(await get('/api/trips/passenger/upcoming', passenger.headers)).toEqual([
      expect.objectContaining({ id: booking.id, notes: text }),
    ]);
  });

  it("is a vehicle's colour", async () => {
    const driver = await signedIn(createDriver);
    const color = text.slice(0, 40);
    const added = await post(
      'POST',
      '/api/vehicles',
      {
        make: 'Toyota',
        model: 'Fielder',
        year: 2016,
        color,
        licensePlate: uniqueLicensePlate(),
        seatingCapacity: 5,
      },
      driver.headers,
    );
    expect(added.color).toBe(color);
    const changed = await post(
      'PUT',
      `/api/vehicles/${added.id}`,
      { color: `${color.slice(0, 38)}!` },
      driver.headers,
    );
    expect(changed.color).toBe(`${color.slice(0, 38)}!`);
    expect(await get('/api/vehicles/my', driver.headers)).toEqual([
      expect.objectContaining({ id: added.id, color: `${color.slice(0, 38)}!` }),
    ]);
  });

  it("is a popular route's name and places, written by an agent", async () => {
    const route = await post(
      'POST',
      '/api/routes/create-popular',
      {
        name: text,
        fromLocation: text,
        toLocation: `${text} →`,
        fromLatitude: -1.1476,
        fromLongitude: 36.9592,
        toLatitude: -1.2858,
        toLongitude: 36.8245,
      },
      agent,
    );
    expect(route).toMatchObject({ name: text, fromLocation: text, toLocation: `${text} →` });
    expect(await get('/api/routes/top-popular?count=50', {})).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: route.id, name: text })]),
    );
  });

  it("is an agent's reason for rejecting a document, as its owner sees it", async () => {
    const owner = await signedIn();
    const document = await createRegistrationDocument(db(), { userId: owner.user.id });
    const rejected = await post(
      'POST',
      `/api/admin/documents/${document.id}/reject`,
      { reason: text },
      agent,
    );
    expect(rejected.rejectionReason).toBe(text);
    expect(await get('/api/Documents/GetUserDocuments', owner.headers)).toEqual([
      expect.objectContaining({ id: document.id, rejectionReason: text }),
    ]);
    expect(await get('/api/auth/check-driver-license', owner.headers)).toMatchObject({
      documentStatus: 'rejected',
      rejectionReason: text,
    });
    const [sms] = await get(
      `/api/dev/outbox?phone=${encodeURIComponent(owner.user.phoneNumber)}`,
      {},
    );
    expect(sms.message).toContain(`Reason: ${text} `);
  });

  it('is a rating comment', async () => {
    const passenger = await signedIn();
    const ride = await createRide(db(), {
      departureTime: new Date(Date.now() - 86_400_000),
      status: 'completed',
    });
    const booking = await createBooking(db(), {
      rideId: ride.id,
      passengerId: passenger.user.id,
      status: 'completed',
    });
    await post(
      'POST',
      '/api/ratings',
      { bookingId: booking.id, score: 4, comment: text },
      passenger.headers,
    );
    const [rating] = await db().select().from(ratings).where(eq(ratings.bookingId, booking.id));
    expect(rating?.comment).toBe(text);
  });

  it('is a last known address, and the key of a top-up', async () => {
    const person = await signedIn();
    await post(
      'POST',
      '/api/Auth/UpdateUserLastKnownLocation',
      { latitude: -1.28, longitude: 36.82, address: text },
      person.headers,
    );
    const [row] = await db().select().from(users).where(eq(users.id, person.user.id));
    expect(row?.lastKnownAddress).toBe(text);
    // The key finds the same payment again, and only that one.
    const idempotencyKey = text.padEnd(8, '.');
    const first = await post(
      'POST',
      '/api/Wallet/InitiateMpesaPayment',
      { amount: 50, idempotencyKey },
      person.headers,
    );
    const again = await post(
      'POST',
      '/api/Wallet/InitiateMpesaPayment',
      { amount: 50, idempotencyKey },
      person.headers,
    );
    expect(again.transactionId).toBe(first.transactionId);
    const stored = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, person.user.id), eq(payments.idempotencyKey, idempotencyKey)));
    expect(stored).toHaveLength(1);
  });

  it('is a place search that finds nothing and breaks nothing', async () => {
    const res = await t.app.inject(`/api/places/search?q=${encodeURIComponent(text)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe.each(SHORT_PAYLOADS)('the short text %s', (text) => {
  it('is a National ID number, and the number on a document of someone without one', async () => {
    const { cookie } = await signUp(t.app, uniquePhoneNumber(), {
      fullName: 'Baraka Mwangi',
      nationalIdNumber: text,
      gender: 'Male',
    });
    expect(await get('/api/user/details', { cookie })).toMatchObject({ nationalId: text });

    const person = await signedIn((database) => createPassenger(database, { nationalId: null }));
    const { objectPath } = await uploadImage(t.app, person.headers);
    const saved = await post(
      'POST',
      '/api/Documents/SaveUserDocument',
      { documentType: 'National ID', documentNumber: text, documentImageUrl: objectPath },
      person.headers,
    );
    expect(saved.documentNumber).toBe(text);
  });
});

describe('after all that', () => {
  it('every table is still there, with the rows written above', async () => {
    const tables = await queryRows<{ tablename: string }>(
      db(),
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    expect(tables.map((r) => r.tablename)).toEqual(expect.arrayContaining([...GUARDED_TABLES]));
    for (const table of ['users', 'bookings', 'scheduled_commutes', 'vehicles', 'ratings']) {
      const [row] = await queryRows<{ rows: number }>(
        db(),
        sql.raw(`select count(*)::int as rows from ${table}`),
      );
      expect(row?.rows, table).toBeGreaterThan(PAYLOADS.length - 1);
    }
  });

  it('takes % and _ in a place search as themselves, not as wildcards', async () => {
    const search = async (q: string) =>
      (await t.app.inject(`/api/places/search?q=${encodeURIComponent(q)}`)).json();
    // Two characters are below the fuzzy pass: only the LIKE match answers.
    expect((await search('Ru')).length).toBeGreaterThan(0);
    for (const q of ['%%', '__', '_%', 'R%', 'R_', '%u', '\\%', '\\_'])
      expect(await search(q), q).toEqual([]);
  });

  it('keeps a name that looks like SQL from matching anyone else', async () => {
    const victim = await createPassenger(db(), { fullName: 'Achieng Odhiambo' });
    const attacker = await signedIn();
    await post(
      'POST',
      '/api/Auth/UpdateUserDetails',
      { fullName: "x' where '1'='1" },
      attacker.headers,
    );
    const [after] = await db().select().from(users).where(eq(users.id, victim.id));
    expect(after?.fullName).toBe('Achieng Odhiambo');
    const recipient = await get(
      `/api/auth/get-recipient?phoneNumber=${encodeURIComponent(attacker.user.phoneNumber)}`,
      attacker.headers,
    );
    expect(recipient.recipient.firstName).toBe("x'");
  });
});
