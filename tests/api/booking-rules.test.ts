import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { AppError } from '../../src/server/errors.ts';
import { createNotifier } from '../../src/server/features/notifications/deliver-notifications.ts';
import { bookSeats } from '../../src/server/features/rides/book-seats.ts';
import { cancelPassengerBooking } from '../../src/server/features/rides/cancel-booking.ts';
import { completeDueRides } from '../../src/server/features/rides/complete-rides.ts';
import { settleHeldBookings } from '../../src/server/features/trips/settle-held-bookings.ts';
import { createSimulatorPayments } from '../../src/server/providers/payments/simulator-payments.ts';
import { createOutboxSms, readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import { createDriver, createPassenger, createRide } from '../factories/index.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { fund } from '../helpers/wallet.ts';

// The booking rules called as functions, without HTTP: what a booking answers, what a
// cancellation refunds, what completion pays the driver.

let database: DatabaseHandle;
const deps = () => {
  const delivery = {
    db: database.db,
    sms: createOutboxSms(database.db),
    log: { warn: () => {} },
    vapid: { ...vapidKeys, subject: 'mailto:test@pamoja.test' },
    production: false,
  };
  const notifier = createNotifier(delivery);
  /** What pays money that reaches a closed account on to M-Pesa. */
  const payouts = {
    db: database.db,
    notifier,
    log: { warn: () => {}, error: () => {} },
    payments: createSimulatorPayments({ delayMs: 0 }),
    resultUrl: 'http://127.0.0.1:1/b2c/result',
    timeoutUrl: 'http://127.0.0.1:1/b2c/timeout',
  };
  return { ...delivery, notifier, publicUrl: 'https://pamoja.example', payouts };
};
/** What the settlement job needs to pay a driver who deleted their account on to M-Pesa. */
const payoutDeps = () => deps().payouts;
const vapidKeys = webpush.generateVAPIDKeys();
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  resetClock();
});

const balanceOf = async (id: string) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]?.accountBalance;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? [error.code, error.data] : error),
  );

describe('bookSeats', () => {
  it('answers the booking with the balance after paying, from the ledger', async () => {
    const passenger = await createPassenger(database.db);
    await fund(database.db, passenger.id, 1000);
    const ride = await createRide(database.db, { pricePerSeat: 150, availableSeats: 3 });
    const booked = await bookSeats(deps(), passenger, {
      rideId: ride.id,
      numberOfSeats: 2,
    });
    expect(booked).toMatchObject({
      scheduledCommuteId: ride.id,
      passengerId: passenger.id,
      numberOfSeats: 2,
      totalAmount: 300,
      status: 'booked',
      paymentStatus: 'paid',
      accountBalance: 700,
    });
    expect(await balanceOf(passenger.id)).toBe(700);
  });

  it('refuses by code, with the data the app needs', async () => {
    const passenger = await createPassenger(database.db);
    await fund(database.db, passenger.id, 100);
    const ride = await createRide(database.db, { pricePerSeat: 80, availableSeats: 2 });
    const book = (numberOfSeats: number) =>
      refusal(bookSeats(deps(), passenger, { rideId: ride.id, numberOfSeats }));
    expect(await book(3)).toEqual(['insufficient_seats', { availableSeats: 2 }]);
    expect(await book(2)).toEqual(['insufficient_tokens', { total: 160 }]);
    expect(await balanceOf(passenger.id)).toBe(100);
    expect(await book(1)).toBeNull();
    expect(await book(1)).toEqual(['already_booked', undefined]);
  });

  it('refuses a full ride for the reason that comes first: own ride, departed, already booked', async () => {
    const driver = await createDriver(database.db);
    const passenger = await createPassenger(database.db);
    await fund(database.db, passenger.id, 1000);
    const ride = await createRide(database.db, { driverId: driver.id, availableSeats: 1 });
    const book = (who: typeof passenger) =>
      refusal(bookSeats(deps(), who, { rideId: ride.id, numberOfSeats: 1 }));
    expect(await book(passenger)).toBeNull(); // the last seat: the ride is now full
    expect(await book(passenger)).toEqual(['already_booked', undefined]);
    expect(await book(driver)).toEqual(['own_ride', undefined]);
    const other = await createPassenger(database.db);
    expect(await book(other)).toEqual(['insufficient_seats', { availableSeats: 0 }]);
    advanceClock(7 * 24 * 60);
    expect(await book(other)).toEqual(['ride_unavailable', undefined]);
    resetClock();
  });
});

describe('cancelling and completing', () => {
  it('refunds a cancellation in full, and pays the driver for a completed ride', async () => {
    const passenger = await createPassenger(database.db);
    const other = await createPassenger(database.db);
    await fund(database.db, passenger.id, 500);
    await fund(database.db, other.id, 500);
    const ride = await createRide(database.db, {
      pricePerSeat: 200,
      availableSeats: 3,
      departureTime: new Date(now().getTime() + 2 * 3_600_000),
    });
    const mine = await bookSeats(deps(), passenger, {
      rideId: ride.id,
      numberOfSeats: 1,
    });
    await bookSeats(deps(), other, { rideId: ride.id, numberOfSeats: 2 });
    expect(await cancelPassengerBooking(deps(), passenger, mine.id)).toEqual({
      refunded: 200,
      kept: 0,
    });
    expect(await balanceOf(passenger.id)).toBe(500);

    const driverBefore = await balanceOf(ride.driverId);
    expect(await completeDueRides(database.db)).toBe(0);
    advanceClock(6 * 60);
    expect(await completeDueRides(database.db)).toBeGreaterThanOrEqual(1);
    // Nobody was marked on board: the driver's pay waits 24 hours for the passenger to say the
    // driver never came (trip day), then comes once.
    expect((await balanceOf(ride.driverId)) ?? 0).toBe(driverBefore ?? 0);
    advanceClock(24 * 60 + 1);
    expect(await settleHeldBookings(payoutDeps())).toBe(1);
    expect((await balanceOf(ride.driverId)) ?? 0).toBe((driverBefore ?? 0) + 400);
    // Once only (other tests' rides may complete now too; this driver is not paid again).
    await completeDueRides(database.db);
    expect(await settleHeldBookings(payoutDeps())).toBe(0);
    expect((await balanceOf(ride.driverId)) ?? 0).toBe((driverBefore ?? 0) + 400);
    // The tests below book rides that leave hours from now.
    resetClock();
  });
});

describe('the SMS about a booking', () => {
  it("never carries people's free text: places and names become short, cleaned labels", async () => {
    const driver = await createDriver(database.db);
    const passenger = await createPassenger(database.db, {
      fullName: 'Send0712345678 Achieng',
    });
    await fund(database.db, passenger.id, 500);
    const ride = await createRide(database.db, {
      driverId: driver.id,
      pricePerSeat: 100,
      pickupAddress: 'Kencom Stage send KSh 500 to 0712 345 678 first, Moi Avenue',
      destinationAddress: 'Ruiru visit https://pay.example/refund now',
    });
    const booked = await bookSeats(deps(), passenger, { rideId: ride.id, numberOfSeats: 1 });
    await cancelPassengerBooking(deps(), passenger, booked.id);
    const texts = [
      ...(await readOutbox(database.db, passenger.phoneNumber)),
      ...(await readOutbox(database.db, driver.phoneNumber)),
    ].map((sms) => sms.message);
    expect(texts).toHaveLength(4);
    for (const text of texts) {
      expect(text).not.toMatch(/0712|KSh 500 to|https?:|pay\.example/);
      expect(text).toContain('Kencom Stage send to first');
    }
    expect(texts.filter((text) => text.includes('to Ruiru visit now'))).toHaveLength(2);
    expect(texts.filter((text) => text.startsWith('Pamoja: Send booked 1 seat'))).toHaveLength(1);
  });
});
