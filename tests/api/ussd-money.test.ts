import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { bookings, payments, users } from '../../src/server/db/schema.ts';
import { ensurePlaces } from '../../src/server/features/places/load-places.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import { mpesaCallbackSecret, resolveSecretKey } from '../../src/server/secret-key.ts';
import { createPassenger, createRide } from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookedTrip } from '../helpers/trips.ts';
import { clockToNairobiMorning, dial, USSD_SECRET } from '../helpers/ussd.ts';
import { fund } from '../helpers/wallet.ts';

// Money over USSD: topping up, paying for a ride with too few tokens, and the cancellations
// that give tokens back (the passenger's own, and a driver's whole ride).

let t: TestApp;
beforeAll(async () => {
  clockToNairobiMorning();
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', USSD_CALLBACK_SECRET: USSD_SECRET });
  await ensurePlaces(t.database.db);
});
afterAll(() => t.close());

const balanceOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.accountBalance;
const paymentsOf = (userId: string) =>
  t.database.db.select().from(payments).where(eq(payments.userId, userId));

/** M-Pesa's success callback for a prompt, as Daraja (here the simulator's shape) sends it. */
async function pay(checkoutRequestId: string | null, amount: number) {
  const secret = mpesaCallbackSecret(t.config, await resolveSecretKey(t.database.db, undefined));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Wallet/callback/${secret}`,
    ...json({
      Body: {
        stkCallback: {
          MerchantRequestID: 'M-1',
          CheckoutRequestID: checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: amount },
              { Name: 'MpesaReceiptNumber', Value: `USSD${Date.now() % 1_000_000}` },
              { Name: 'TransactionDate', Value: 20261121101500 },
              { Name: 'PhoneNumber', Value: 254712345678 },
            ],
          },
        },
      },
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('money over USSD', () => {
  it('tops up by M-Pesa once per session and amount, however often the step is retried', async () => {
    const passenger = await createPassenger(t.database.db);
    const session = dial(t, passenger.phoneNumber);
    await session.send();
    await session.send('3');
    await session.send('1');
    const prompted = await session.send('500');
    expect(prompted).toBe(
      'END Enter your M-Pesa PIN on the prompt for KSh 500. Your tokens arrive when you pay.',
    );
    expect(await session.again()).toBe(prompted);
    const [payment, ...more] = await paymentsOf(passenger.id);
    expect(more).toHaveLength(0);
    expect(payment).toMatchObject({ amount: 500, phoneNumber: passenger.phoneNumber });
    await pay(payment?.checkoutRequestId ?? null, 500);
    expect(await balanceOf(passenger.id)).toBe(500);
  });

  it('offers to top up the difference when tokens are short, then books on the next dial', async () => {
    const ride = await createRide(t.database.db, {
      departureTime: new Date(now().getTime() + 90 * 60_000),
      pricePerSeat: 300,
    });
    const passenger = await createPassenger(t.database.db);
    await fund(t.database.db, passenger.id, 100);
    const toConfirm = ['1', 'Ruiru', '1', 'Kencom', '1', '1', '1', '1', '1'];
    const first = dial(t, passenger.phoneNumber);
    await first.send();
    for (const input of toConfirm) await first.send(input);
    expect(await first.send('1')).toBe(
      'END Enter your M-Pesa PIN on the prompt for KSh 200, then dial again to book.',
    );
    const [payment] = await paymentsOf(passenger.id);
    await pay(payment?.checkoutRequestId ?? null, 200);
    expect(await balanceOf(passenger.id)).toBe(300);

    const second = dial(t, passenger.phoneNumber);
    await second.send();
    for (const input of toConfirm.slice(0, -1)) await second.send(input);
    expect(await second.send('1')).toContain('Total KSh 300. Balance KSh 300.\n1 Confirm');
    expect(await second.send('1')).toMatch(/^END Booked! Boarding code/);
    expect(await balanceOf(passenger.id)).toBe(0);
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.rideId, ride.id));
    expect(booking?.passengerId).toBe(passenger.id);
  });

  it('lists my trips with their boarding codes and cancels one with a refund', async () => {
    const trip = await bookedTrip(t, { passengers: 1 });
    const [{ user, booking }] = trip.passengers as [(typeof trip.passengers)[number]];
    expect(await balanceOf(user.id)).toBe(800);
    const session = dial(t, user.phoneNumber);
    await session.send();
    const list = await session.send('2');
    expect(list).toMatch(/^CON Your trips:\n1 /);
    expect(list).toContain(booking.boardingCode);
    expect(await session.send('1')).toContain(
      `boarding code ${booking.boardingCode}\n1 Cancel booking`,
    );
    expect(await session.send('1')).toBe(
      'CON Cancel this booking? KSh 200 goes back to your tokens.\n1 Yes, cancel\n0 Back 00 Menu',
    );
    expect(await session.send('1')).toBe('END Booking cancelled. KSh 200 is back in your tokens.');
    expect(await balanceOf(user.id)).toBe(1000);
  });

  it("lets a driver cancel today's ride: passengers refunded and told by SMS", async () => {
    const trip = await bookedTrip(t, { passengers: 2, departInMinutes: 5 });
    const session = dial(t, trip.driver.phoneNumber);
    expect(await session.send()).toContain('5 Rides I drive today');
    expect(await session.send('5')).toMatch(/^CON Your rides today:\n1 .* 2 passengers/);
    expect(await session.send('1')).toContain('2 passengers\n1 Cancel ride');
    await session.send('1');
    expect(await session.send('1')).toBe(
      'END Ride cancelled. 2 passengers refunded and told by SMS.',
    );
    for (const { user } of trip.passengers) {
      expect(await balanceOf(user.id)).toBe(1000);
      expect(await readOutbox(t.database.db, user.phoneNumber)).not.toHaveLength(0);
    }
  });
});
