import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountStatements,
  bookings,
  payouts,
  registrationDocuments,
  rides,
  sessions,
  users,
  vehicles,
} from '../../src/server/db/schema.ts';
import { createLocalStorage } from '../../src/server/providers/storage/local-storage.ts';
import { createBooking, createRegistrationDocument, createRide } from '../factories/index.ts';
import { json, lastCode, newPhone, signUp } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(() => t.close());

const userByPhone = async (phone: string) =>
  (await t.database.db.select().from(users).where(eq(users.phoneNumber, phone)))[0]!;
const V = { 'x-api-version': '3.0.0' };

describe('profile', () => {
  it('updates the details a person may change, and nothing else', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/UpdateUserDetails',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        fullName: 'Njeri Wambui Kamau',
        email: 'njeri@example.co.ke',
        isDriver: true,
        accountBalance: 99999,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Njeri Wambui Kamau',
      email: 'njeri@example.co.ke',
      isDriver: false,
      accountBalance: 0,
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/UpdateUserDetails',
      ...json({ fullName: '' }, { cookie }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'invalid_request', message: 'Please enter your full name' });
  });

  it('keeps the last known position, and checks its range', async () => {
    const { phone, cookie } = await signUp(t.app);
    const post = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Auth/UpdateUserLastKnownLocation',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    expect((await post({ latitude: -1.2921, longitude: 36.8219 })).json()).toEqual({
      success: true,
    });
    expect(await userByPhone(phone)).toMatchObject({
      lastKnownLatitude: -1.2921,
      lastKnownLongitude: 36.8219,
    });
    const bad = await post({ latitude: 91, longitude: 36.8 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^latitude: /);
  });

  it('requires sign-in for every account path', async () => {
    for (const [method, url] of [
      ['POST', '/api/Auth/UpdateUserDetails'],
      ['POST', '/api/Auth/UpdateUserLastKnownLocation'],
      ['GET', '/api/Auth/DeleteAccountPreview'],
      ['GET', '/api/Auth/GetGoogleApiKey'],
      ['GET', '/api/auth/check-driver-license'],
      ['GET', '/api/auth/auto-verify-user'],
      ['GET', '/api/auth/get-recipient?phoneNumber=0712345678'],
      ['GET', '/api/auth/get-status-before-trip'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...V, 'content-type': 'application/json' },
        payload: method === 'POST' ? '{}' : undefined,
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({
        code: 'not_authenticated',
        message: 'Not authenticated. Please log in.',
      });
    }
    const del = await t.app.inject({ url: '/api/Auth/DeleteAccountDetails', headers: V });
    expect(del.statusCode).toBe(401);
  });

  it('answers the browser maps key, or null without one', async () => {
    const { cookie } = await signUp(t.app);
    expect(
      (await t.app.inject({ url: '/api/Auth/GetGoogleApiKey', headers: { cookie } })).json(),
    ).toEqual({ googleApiKey: null });
    const withKey = await createTestApp(
      { GOOGLE_MAPS_BROWSER_KEY: 'AIza-test-key' },
      { database: t.database },
    );
    try {
      expect(
        (
          await withKey.app.inject({ url: '/api/Auth/GetGoogleApiKey', headers: { cookie } })
        ).json(),
      ).toEqual({ googleApiKey: 'AIza-test-key' });
    } finally {
      await withKey.close();
    }
  });
});

describe('agents', () => {
  it('are the users whose phone is in AGENT_PHONES', async () => {
    const phone = newPhone();
    const agents = await createTestApp(
      { AGENT_PHONES: `0${phone.slice(4)}` },
      { database: t.database },
    );
    try {
      const { cookie } = await signUp(agents.app, phone);
      expect(
        (await agents.app.inject({ url: '/api/user/details', headers: { cookie } })).json(),
      ).toMatchObject({ isAgent: true });
      const other = await signUp(agents.app);
      expect(
        (
          await agents.app.inject({ url: '/api/user/details', headers: { cookie: other.cookie } })
        ).json(),
      ).toMatchObject({ isAgent: false });
    } finally {
      await agents.close();
    }
  });
});

describe('the status paths', () => {
  it('check-driver-license and auto-verify-user report the National ID review, never verifying', async () => {
    const { phone, cookie } = await signUp(t.app);
    const status = () =>
      t.app.inject({ url: '/api/auth/check-driver-license', headers: { cookie, ...V } });
    expect((await status()).json()).toMatchObject({
      isDriver: false,
      isVerified: false,
      canScheduleRides: false,
      documentStatus: 'none',
    });
    const user = await userByPhone(phone);
    await createRegistrationDocument(t.database.db, {
      userId: user.id,
      verificationStatus: 'rejected',
      rejectionReason: 'The photo is blurred',
    });
    expect((await status()).json()).toMatchObject({
      documentStatus: 'rejected',
      rejectionReason: 'The photo is blurred',
      canScheduleRides: false,
    });
    const auto = await t.app.inject({
      url: '/api/auth/auto-verify-user',
      headers: { cookie, ...V },
    });
    expect(auto.json()).toMatchObject({ isVerified: false, documentStatus: 'rejected' });
    expect((await userByPhone(phone)).isVerified).toBe(false);
  });

  it('get-recipient names a member by first name and a masked phone only', async () => {
    const member = await signUp(t.app, newPhone(), {
      fullName: 'Wafula Chebukati Simiyu',
      nationalIdNumber: '22334455',
      gender: 'Male',
    });
    const { cookie } = await signUp(t.app);
    const found = await t.app.inject({
      url: `/api/auth/get-recipient?phoneNumber=${encodeURIComponent(member.phone)}`,
      headers: { cookie, ...V },
    });
    expect(found.json()).toEqual({
      found: true,
      recipient: {
        firstName: 'Wafula',
        maskedPhone: `${member.phone.slice(0, 5)}••• •${member.phone.slice(-3)}`,
      },
    });
    const missing = await t.app.inject({
      url: `/api/auth/get-recipient?phoneNumber=${encodeURIComponent(newPhone())}`,
      headers: { cookie, ...V },
    });
    expect(missing.json()).toEqual({ found: false, recipient: null });
  });

  it('get-status-before-trip says whether a ride can be booked, and why not', async () => {
    const { cookie } = await signUp(t.app);
    const ride = await createRide(t.database.db, { pricePerSeat: 200 });
    const res = await t.app.inject({
      url: `/api/auth/get-status-before-trip?scheduledCommuteId=${ride.id}`,
      headers: { cookie, ...V },
    });
    expect(res.json()).toMatchObject({
      accountBalance: 0,
      profileComplete: true,
      ride: {
        id: ride.id,
        canBook: false,
        reason: 'Not enough tokens for a seat: buy tokens to complete payment.',
        pricePerSeat: 200,
      },
    });
    const unknown = await t.app.inject({
      url: '/api/auth/get-status-before-trip?scheduledCommuteId=00000000-0000-4000-8000-000000000000',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('deleting an account', () => {
  it('previews what will be lost, then cancels, refunds, forgets the person and ends every session', async () => {
    const driver = await signUp(t.app, newPhone(), {
      fullName: 'Kamau Njoroge',
      nationalIdNumber: '24681357',
      gender: 'Male',
    });
    const driverRow = await userByPhone(driver.phone);
    const passenger = await signUp(t.app);
    const passengerRow = await userByPhone(passenger.phone);
    const ride = await createRide(t.database.db, {
      driverId: driverRow.id,
      pricePerSeat: 250,
      availableSeats: 3,
    });
    const booking = await createBooking(t.database.db, {
      rideId: ride.id,
      passengerId: passengerRow.id,
      numberOfSeats: 2,
    });
    const document = await createRegistrationDocument(t.database.db, {
      userId: driverRow.id,
      documentImageUrl: 'documents/test/id.png',
    });
    const storage = createLocalStorage(t.config.DATA_DIR);
    await storage.put('documents/test/id.png', Buffer.from('png'), 'image/png');

    const preview = await t.app.inject({
      url: '/api/Auth/DeleteAccountPreview',
      headers: { cookie: driver.cookie },
    });
    expect(preview.json()).toEqual({
      accountBalance: 0,
      upcomingBookings: 0,
      upcomingRides: 1,
      vehicles: 1,
      documents: 1,
    });

    const res = await t.app.inject({
      url: '/api/Auth/DeleteAccountDetails',
      headers: { cookie: driver.cookie, ...V },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your account has been deleted.' });

    // The old session is gone, on the server too.
    expect(
      (await t.app.inject({ url: '/api/auth/session', headers: { cookie: driver.cookie } })).json(),
    ).toEqual({ isAuthenticated: false });
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, driverRow.id)),
    ).toHaveLength(0);
    // The ride and its booking are cancelled; the passenger has the KSh 500 back and an SMS.
    const [rideAfter] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(rideAfter).toMatchObject({ status: 'cancelled', bookedSeats: 0, availableSeats: 3 });
    const [bookingAfter] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(bookingAfter).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await userByPhone(passenger.phone)).accountBalance).toBe(500);
    const ledger = await t.database.db
      .select()
      .from(accountStatements)
      .where(eq(accountStatements.userId, passengerRow.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        transactionType: 'refund',
        amount: 500,
        runningBalance: 500,
        relatedBookingId: booking.id,
      }),
    ]);
    const outbox = await t.app.inject({
      url: `/api/dev/outbox?phone=${encodeURIComponent(passenger.phone)}`,
    });
    expect(outbox.json()[0].message).toContain(
      'was cancelled by the driver. KSh 500 is back in your tokens.',
    );
    // The person is forgotten: no name, phone, ID or document; the vehicle is retired.
    const [gone] = await t.database.db.select().from(users).where(eq(users.id, driverRow.id));
    expect(gone).toMatchObject({
      fullName: null,
      nationalId: null,
      email: null,
      isActive: false,
      phoneNumber: `deleted:${driverRow.id}`,
    });
    expect(gone?.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.database.db
        .select()
        .from(registrationDocuments)
        .where(eq(registrationDocuments.id, document.id)),
    ).toHaveLength(0);
    expect(await storage.get('documents/test/id.png')).toBeNull();
    const [vehicle] = await t.database.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.ownerId, driverRow.id));
    expect(vehicle).toMatchObject({
      isActive: false,
      licensePlate: expect.stringMatching(/^DELETED-/),
    });
    // The same phone can start afresh as a new person.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      ...json({ phoneNumber: driver.phone }),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      ...json({ phoneNumber: driver.phone, otp: await lastCode(t.app, driver.phone) }),
    });
    expect(again.json()).toMatchObject({ status: 'needs_registration' });
  });

  it("cancels the person's own bookings, gives the seats back and refunds them", async () => {
    const passenger = await signUp(t.app);
    const passengerRow = await userByPhone(passenger.phone);
    const ride = await createRide(t.database.db, { pricePerSeat: 120, availableSeats: 4 });
    await createBooking(t.database.db, {
      rideId: ride.id,
      passengerId: passengerRow.id,
      numberOfSeats: 3,
    });
    const preview = await t.app.inject({
      url: '/api/Auth/DeleteAccountPreview',
      headers: { cookie: passenger.cookie },
    });
    expect(preview.json()).toMatchObject({ upcomingBookings: 1, upcomingRides: 0 });
    const res = await t.app.inject({
      url: '/api/Auth/DeleteAccountDetails',
      headers: { cookie: passenger.cookie, ...V },
    });
    expect(res.statusCode).toBe(200);
    const [rideAfter] = await t.database.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(rideAfter).toMatchObject({ status: 'active', availableSeats: 4, bookedSeats: 0 });
    // The refund, then the whole balance paid to the person's M-Pesa: nobody loses money by
    // leaving.
    const ledger = await t.database.db
      .select()
      .from(accountStatements)
      .where(eq(accountStatements.userId, passengerRow.id))
      .orderBy(accountStatements.runningBalance);
    expect(ledger.map((e) => [e.transactionType, e.amount, e.runningBalance])).toEqual([
      ['payout', -360, 0],
      ['refund', 360, 360],
    ]);
    const leaving = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.userId, passengerRow.id));
    expect(leaving).toEqual([
      expect.objectContaining({ amount: 360, phoneNumber: passenger.phone }),
    ]);
    expect(leaving[0]?.conversationId).toBeTruthy();
    expect(
      (await t.database.db.select().from(users).where(eq(users.id, passengerRow.id)))[0],
    ).toMatchObject({ accountBalance: 0 });
    const [driver] = await t.database.db.select().from(users).where(eq(users.id, ride.driverId));
    const outbox = await t.app.inject({
      url: `/api/dev/outbox?phone=${encodeURIComponent(driver!.phoneNumber)}`,
    });
    expect(outbox.json()[0].message).toContain('a passenger cancelled 3 seats on your ride');
  });
});
