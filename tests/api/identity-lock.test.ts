import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationDocuments, users } from '../../src/server/db/schema.ts';
import { AUTH_ERRORS } from '../../src/shared/errors/auth.ts';
import {
  createDriver,
  createPassenger,
  createRegistrationDocument,
  createRide,
  createUser,
} from '../factories/index.ts';
import { json, newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

let t: TestApp;
const agentPhone = newPhone();
let agentCookie: string;

beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', AGENT_PHONES: agentPhone });
  const agent = await createUser(t.database.db, { phoneNumber: agentPhone });
  agentCookie = (await t.signIn(agent.id)).cookie;
});
afterAll(() => t.close());

const V = { 'x-api-version': '3.0.0' };

/** A verified driver with an approved National ID on file and a ride tomorrow, signed in. */
async function verifiedDriver(fullName: string, nationalId: string) {
  const driver = await createDriver(t.database.db, { fullName, nationalId });
  const document = await createRegistrationDocument(t.database.db, {
    userId: driver.id,
    documentNumber: nationalId,
    verificationStatus: 'approved',
    verifiedAt: new Date(),
  });
  const ride = await createRide(t.database.db, { driverId: driver.id });
  const { cookie } = await t.signIn(driver.id);
  return { driver, document, ride, cookie };
}

const update = (cookie: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/UpdateUserDetails', ...json(body, { cookie }) });

const details = async (cookie: string) =>
  (await t.app.inject({ url: '/api/user/details', headers: { cookie } })).json();

const driverStatus = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/check-driver-license', headers: { cookie, ...V } })).json();

const documentRow = async (id: string) =>
  (
    await t.database.db.select().from(registrationDocuments).where(eq(registrationDocuments.id, id))
  )[0]!;

/** The driver's name on a ride as a passenger's search shows it. */
async function nameInSearch(ride: {
  id: string;
  pickupLatitude: number;
  pickupLongitude: number;
  destinationLatitude: number;
  destinationLongitude: number;
  departureTime: Date;
}) {
  const passenger = await createPassenger(t.database.db);
  const { cookie } = await t.signIn(passenger.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Commute/GetUpcomingTripsByLocation',
    ...json(
      {
        pickupLatitude: ride.pickupLatitude,
        pickupLongitude: ride.pickupLongitude,
        destinationLatitude: ride.destinationLatitude,
        destinationLongitude: ride.destinationLongitude,
        departureDate: ride.departureTime.toISOString(),
        maxResults: 50,
      },
      { cookie, ...V },
    ),
  });
  expect(res.statusCode).toBe(200);
  const found = (res.json() as { id: string; driverName: string }[]).find((r) => r.id === ride.id);
  expect(found, 'the ride is in the search').toBeDefined();
  return found?.driverName;
}

const pendingQueue = async () =>
  (
    await t.app.inject({
      url: '/api/admin/documents?status=pending&limit=100',
      headers: { cookie: agentCookie },
    })
  ).json() as {
    id: string;
    documentNumber: string | null;
    user: { id: string; fullName: string; nationalId: string; verifiedFullName: string | null };
  }[];

describe('a verified driver’s name and National ID', () => {
  it('are refused without consent, answered with a code, and nothing changes', async () => {
    const { driver, document, cookie } = await verifiedDriver('Otieno Odhiambo', '23456781');
    const res = await update(cookie, { fullName: 'Otieno Ouma', email: 'otieno@example.co.ke' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'identity_review_required',
      message: AUTH_ERRORS.identity_review_required.message,
      fields: ['fullName'],
    });
    const both = await update(cookie, { fullName: 'Otieno Ouma', nationalId: '23456782' });
    expect(both.json().fields).toEqual(['fullName', 'nationalId']);
    expect(await details(cookie)).toMatchObject({
      fullName: 'Otieno Odhiambo',
      nationalId: '23456781',
      email: driver.email,
      isVerified: true,
    });
    expect((await documentRow(document.id)).verificationStatus).toBe('approved');
  });

  it('with consent, send the account back to pending until an agent approves again', async () => {
    const { document, ride, cookie } = await verifiedDriver('Wafula Barasa', '34567812');
    const res = await update(cookie, {
      fullName: 'Wafula Barasa Simiyu',
      nationalId: '34567899',
      acceptIdentityReview: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Wafula Barasa Simiyu',
      nationalId: '34567899',
      isVerified: false,
      isDriver: true,
    });
    expect(await driverStatus(cookie)).toMatchObject({
      isVerified: false,
      canScheduleRides: false,
      documentStatus: 'pending',
    });
    expect(await documentRow(document.id)).toMatchObject({
      verificationStatus: 'pending',
      documentNumber: '34567899',
      verifiedAt: null,
      verifiedBy: null,
    });

    // No new rides meanwhile.
    const vehicleId = ride.vehicleId;
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/SaveCommuteDetails',
      ...json(
        {
          pickupLocation: { latitude: -1.15, longitude: 36.96, address: 'Ruiru' },
          destination: { latitude: -1.29, longitude: 36.82, address: 'CBD' },
          departureTime: new Date(Date.now() + 86_400_000).toISOString(),
          availableSeats: 2,
          pricePerSeat: 200,
          vehicleId,
        },
        { cookie },
      ),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().code).toBe('driver_unverified');

    // The agent sees the new name and number beside the name approved before.
    const queued = (await pendingQueue()).find((d) => d.id === document.id);
    expect(queued).toMatchObject({
      documentNumber: '34567899',
      user: {
        fullName: 'Wafula Barasa Simiyu',
        nationalId: '34567899',
        verifiedFullName: 'Wafula Barasa',
      },
    });

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${document.id}/approve`,
      headers: { cookie: agentCookie },
    });
    expect(approve.statusCode).toBe(200);
    expect(await details(cookie)).toMatchObject({
      fullName: 'Wafula Barasa Simiyu',
      isVerified: true,
    });
    expect(await nameInSearch(ride)).toBe('Wafula Barasa Simiyu');
  });

  it('unchanged (however spaced) or with only email and gender changed, stay verified', async () => {
    const { document, cookie } = await verifiedDriver('Mutua Musyoka', '45678123');
    const res = await update(cookie, {
      fullName: '  Mutua Musyoka ',
      nationalId: '45678123',
      email: 'mutua@example.co.ke',
      gender: 'Male',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Mutua Musyoka',
      nationalId: '45678123',
      email: 'mutua@example.co.ke',
      isVerified: true,
    });
    expect((await documentRow(document.id)).verificationStatus).toBe('approved');
    expect((await driverStatus(cookie)).documentStatus).toBe('approved');
  });

  it('are never shown to passengers as verified before an agent checks them', async () => {
    const { document, ride, cookie } = await verifiedDriver('Kiprotich Kipchumba', '56781234');
    const passenger = await createPassenger(t.database.db);
    const { cookie: passengerCookie } = await t.signIn(passenger.id);
    await fund(t.database.db, passenger.id, ride.pricePerSeat);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/SavePassengerBooking',
      ...json({ scheduledCommuteId: ride.id, numberOfSeats: 1 }, { cookie: passengerCookie, ...V }),
    });
    expect(booked.statusCode).toBe(200);

    expect(
      (await update(cookie, { fullName: 'Kip Chumba', acceptIdentityReview: true })).statusCode,
    ).toBe(200);
    expect(await nameInSearch(ride)).toBe('Kiprotich Kipchumba');
    const upcoming = await t.app.inject({
      url: '/api/Commute/GetPassengerUpcomingTrips',
      headers: { cookie: passengerCookie, ...V },
    });
    expect(
      (upcoming.json() as { scheduledCommuteId: string; driverName: string }[]).find(
        (b) => b.scheduledCommuteId === ride.id,
      )?.driverName,
    ).toBe('Kiprotich Kipchumba');

    // A rejection keeps the checked name in front of passengers.
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${document.id}/reject`,
      ...json(
        { reason: 'The name or ID number does not match your Pamoja profile.' },
        { cookie: agentCookie },
      ),
    });
    expect(reject.statusCode).toBe(200);
    expect(await details(cookie)).toMatchObject({ fullName: 'Kip Chumba', isVerified: false });
    expect(await nameInSearch(ride)).toBe('Kiprotich Kipchumba');
  });

  it('of a driver approved with no document on file: pending a new upload', async () => {
    const driver = await createDriver(t.database.db, { fullName: 'Baraka Mwinyi' });
    const ride = await createRide(t.database.db, { driverId: driver.id });
    const { cookie } = await t.signIn(driver.id);
    const res = await update(cookie, { nationalId: '67812345', acceptIdentityReview: true });
    expect(res.json()).toMatchObject({ nationalId: '67812345', isVerified: false });
    expect(await driverStatus(cookie)).toMatchObject({
      canScheduleRides: false,
      documentStatus: 'none',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, driver.id));
    expect(row?.verifiedFullName).toBe('Baraka Mwinyi');
    expect(await nameInSearch(ride)).toBe('Baraka Mwinyi');
  });
});

describe('anyone not verified', () => {
  it('changes name and National ID freely; a pending ID carries the new number', async () => {
    const user = await createPassenger(t.database.db, { fullName: 'Akinyi Ouma' });
    const document = await createRegistrationDocument(t.database.db, { userId: user.id });
    const { cookie } = await t.signIn(user.id);
    const res = await update(cookie, { fullName: 'Akinyi Atieno Ouma', nationalId: '78123456' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Akinyi Atieno Ouma', isVerified: false });
    expect(await documentRow(document.id)).toMatchObject({
      verificationStatus: 'pending',
      documentNumber: '78123456',
    });

    // The approval records the name the agent checked.
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${document.id}/approve`,
      headers: { cookie: agentCookie },
    });
    expect(approve.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      isVerified: true,
      isDriver: true,
      verifiedFullName: 'Akinyi Atieno Ouma',
    });
  });
});
