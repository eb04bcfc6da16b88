import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { bookings, users, ussdSessions } from '../../src/server/db/schema.ts';
import { ensurePlaces } from '../../src/server/features/places/load-places.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import { createPassenger, createRide, createUser, uniquePhoneNumber } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { clockToNairobiMorning, dial, USSD_SECRET, ussdRequest } from '../helpers/ussd.ts';
import { fund } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', USSD_CALLBACK_SECRET: USSD_SECRET });
  await ensurePlaces(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => {
  resetClock();
  clockToNairobiMorning();
});
afterAll(() => resetClock());

const balanceOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.accountBalance;

/** A ride from Ruiru to Kencom leaving in an hour, 200 a seat. */
const rideSoon = () =>
  createRide(t.database.db, {
    departureTime: new Date(now().getTime() + 60 * 60_000),
    pricePerSeat: 200,
  });

describe('the USSD service', () => {
  it('registers an unknown Kenyan number with a first and last name', async () => {
    const phone = uniquePhoneNumber();
    const session = dial(t, phone);
    expect(await session.send()).toBe(
      'CON Welcome to Pamoja: carpools to work.\n1 Register\n2 Kiswahili',
    );
    expect(await session.send('1')).toBe('CON Register: your first name?\n0 Back 00 Menu');
    expect(await session.send('7')).toBe(
      'CON Type a name of 2 to 50 letters.\nRegister: your first name?\n0 Back 00 Menu',
    );
    expect(await session.send('Wanjiru')).toBe('CON Your last name?\n0 Back 00 Menu');
    expect(await session.send('Kamau')).toMatch(/^CON Pamoja\n1 Find a ride\n2 My trips/);
    const [user] = await t.database.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(user).toMatchObject({ fullName: 'Wanjiru Kamau', language: 'en', accountBalance: 0 });
  });

  it('books a ride found by typing stage names, ending with the boarding code (also by SMS)', async () => {
    const ride = await rideSoon();
    const passenger = await createPassenger(t.database.db);
    await fund(t.database.db, passenger.id, 1000);
    const session = dial(t, passenger.phoneNumber);
    expect(await session.send()).toMatch(/^CON Pamoja\n/);
    expect(await session.send('1')).toContain('From where?');
    expect(await session.send('Ruiru')).toMatch(/^CON Which one\?\n1 Ruiru/);
    expect(await session.send('1')).toContain('To where?');
    expect(await session.send('Kencom')).toMatch(/^CON Which one\?\n1 .*Kencom/);
    expect(await session.send('1')).toContain('1 Next 3 hours');
    const list = await session.send('1');
    expect(list).toMatch(/^CON Rides:\n1 \d+:\d\d [ap]m Ruiru.*>.*KSh 200 3 seats/);
    expect(await session.send('1')).toContain('KSh 200 a seat, 3 seats\n1 Book');
    expect(await session.send('1')).toContain('How many seats? 1-3');
    expect(await session.send('2')).toContain('Total KSh 400. Balance KSh 1,000.\n1 Confirm');
    const done = await session.send('1');
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.rideId, ride.id), eq(bookings.passengerId, passenger.id)));
    expect(booking?.numberOfSeats).toBe(2);
    expect(done).toMatch(/^END Booked! Boarding code \w+\./);
    expect(done).toContain(`Boarding code ${booking?.boardingCode}.`);
    expect(await balanceOf(passenger.id)).toBe(600);
    const sms = await readOutbox(t.database.db, passenger.phoneNumber);
    expect(sms.some((m) => m.message.includes(`boarding code is ${booking?.boardingCode}`))).toBe(
      true,
    );
    // The provider retries the last step: the same answer, still one booking.
    expect(await session.again()).toBe(done);
    const all = await t.database.db.select().from(bookings).where(eq(bookings.rideId, ride.id));
    expect(all).toHaveLength(1);
  });

  it('goes back with 0, to the main menu with 00, and repeats a screen under a hint', async () => {
    const passenger = await createPassenger(t.database.db);
    const session = dial(t, passenger.phoneNumber);
    const main = await session.send();
    expect(await session.send('3')).toBe(
      'CON Balance: KSh 0\n1 Top up with M-Pesa\n0 Back 00 Menu',
    );
    expect(await session.send('x')).toBe(
      'CON Choose a number from the list.\nBalance: KSh 0\n1 Top up with M-Pesa\n0 Back 00 Menu',
    );
    expect(await session.send('0')).toBe(main);
    expect(await session.send('8')).toBe(
      main.replace('CON ', 'CON Choose a number from the list.\n'),
    );
    await session.send('3');
    expect(await session.send('1')).toBe('CON How much? (KSh)\n0 Back 00 Menu');
    expect(await session.send('00')).toBe(main);
  });

  it('speaks Kiswahili to a person whose language is sw, and switches language', async () => {
    const user = await createUser(t.database.db, { language: 'sw' });
    const session = dial(t, user.phoneNumber);
    expect(await session.send()).toBe(
      'CON Pamoja\n1 Tafuta safari\n2 Safari zangu\n3 Tokeni\n4 Lugha / Language',
    );
    expect(await session.send('2')).toBe('CON Huna safari zijazo.\n0 Rudi 00 Mwanzo');
    await session.send('00');
    expect(await session.send('4')).toContain('1 English\n2 Kiswahili');
    expect(await session.send('1')).toMatch(/^CON Language saved\.\nPamoja\n1 Find a ride/);
    expect(await balanceOf(user.id)).toBe(0);
    const [saved] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(saved?.language).toBe('en');
  });

  it('ends a session idle for more than 5 minutes', async () => {
    const passenger = await createPassenger(t.database.db);
    const session = dial(t, passenger.phoneNumber);
    await session.send();
    advanceClock(6);
    expect(await session.send('3')).toBe('END Your session timed out. Please dial again.');
    // An hour on, the next session to start deletes the old one's row.
    const rows = () =>
      t.database.db
        .select()
        .from(ussdSessions)
        .where(eq(ussdSessions.phone, passenger.phoneNumber));
    expect(await rows()).toHaveLength(1);
    advanceClock(60);
    await dial(t, uniquePhoneNumber()).send();
    expect(await rows()).toHaveLength(0);
  });

  it('answers a wrong secret exactly as an unknown route, and refuses malformed requests', async () => {
    const phoneNumber = uniquePhoneNumber();
    const wrong = await ussdRequest(t, { sessionId: 's1', phoneNumber, text: '' }, 'x'.repeat(36));
    const unknown = await t.app.inject({ method: 'POST', url: '/api/ussd' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(unknown.json());
    const noSession = await t.app.inject({
      method: 'POST',
      url: `/api/ussd/${USSD_SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phoneNumber=%2B254712345678&text=',
    });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.body).not.toContain(' at ');
    const asJson = await t.app.inject({
      method: 'POST',
      url: `/api/ussd/${USSD_SECRET}`,
      payload: { sessionId: 's2', phoneNumber, text: '' },
    });
    expect(asJson.statusCode).toBe(415);
  });
});
