import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../src/server/clock.ts';
import { smsOutbox } from '../../src/server/db/schema.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import { nairobiDayStart } from '../../src/shared/geo.ts';
import {
  createBooking,
  createPassenger,
  createRide,
  type User,
  uniquePhoneNumber,
} from '../factories/index.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookedTrip, statusAndCode } from '../helpers/trips.ts';

// Share links texted to phones cost Pamoja an SMS each and go out under its name, to any number
// the sharer types: the texts a person, a trip and a phone may take, as people meet them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const db = () => t.database.db;
const DAY_MINUTES = 24 * 60;

/** `person` shares the trip of `rideId`, texting `phone` when given. */
const share = (rideId: string, cookie: string, phone?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/trips/${rideId}/share`,
    ...json(phone ? { phone } : {}, { cookie }),
  });

/** A person booked on `trips` rides leaving in two days, signed in. */
async function traveller(trips: number): Promise<{ user: User; cookie: string; rides: string[] }> {
  const user = await createPassenger(db());
  const rides: string[] = [];
  for (let i = 0; i < trips; i++) {
    const ride = await createRide(db(), {
      departureTime: new Date(now().getTime() + (2 * DAY_MINUTES + i * 60) * 60_000),
    });
    await createBooking(db(), { rideId: ride.id, passengerId: user.id });
    rides.push(ride.id);
  }
  return { user, cookie: (await t.signIn(user.id)).cookie, rides };
}

describe('share SMS', () => {
  it('do not start again when the passenger cancels and books the ride again, and go with the sharer', async () => {
    const trip = await bookedTrip(t, { passengers: 1 });
    const [passenger] = trip.passengers;
    if (!passenger) throw new Error('no passenger');
    const phones = Array.from({ length: 6 }, () => uniquePhoneNumber());
    for (const phone of phones.slice(0, 5)) {
      expect((await share(trip.ride.id, passenger.cookie, phone)).statusCode).toBe(200);
    }
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/Booking/CancelPassengerBooking?bookingId=${passenger.booking.id}`,
      headers: { cookie: passenger.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/Commute/SavePassengerBooking',
      ...json({ scheduledCommuteId: trip.ride.id, numberOfSeats: 1 }, { cookie: passenger.cookie }),
    });
    expect(again.statusCode, again.body).toBe(200);

    const sixth = await share(trip.ride.id, passenger.cookie, phones[5]);
    expect(statusAndCode(sixth)).toEqual([429, 'share_sms_limit']);
    expect(await readOutbox(db(), phones[5])).toEqual([]);
    // The texts name the sharer: they are stored as theirs, and go with their account.
    const stored = await db().select().from(smsOutbox).where(eq(smsOutbox.toPhone, phones[0]!));
    expect(stored.map((sms) => sms.sentForUserId)).toEqual([passenger.user.id]);
  });

  it('reach at most 10 phones a person in a Nairobi day, across all their trips', async () => {
    const me = await traveller(3);
    const [first, second, third] = me.rides as [string, string, string];
    for (const rideId of [first, second]) {
      for (let i = 0; i < 5; i++) {
        expect((await share(rideId, me.cookie, uniquePhoneNumber())).statusCode).toBe(200);
      }
    }
    const phone = uniquePhoneNumber();
    const eleventh = await share(third, me.cookie, phone);
    expect(statusAndCode(eleventh)).toEqual([429, 'share_sms_daily_limit']);
    expect(eleventh.json()).toMatchObject({ limit: 10 });
    const untilMidnight = nairobiDayStart(now()).getTime() + DAY_MINUTES * 60_000 - now().getTime();
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(
      Math.ceil(untilMidnight / 1000) + 1,
    );
    expect(await readOutbox(db(), phone)).toEqual([]);
    // A link to copy is still given, and the next Nairobi day the texts start again.
    expect((await share(third, me.cookie)).statusCode).toBe(200);
    advanceClock(Math.ceil(untilMidnight / 60_000) + 1);
    expect((await share(third, me.cookie, phone)).statusCode).toBe(200);
    expect(await readOutbox(db(), phone)).toHaveLength(1);
  });

  it('reach one phone at most twice a day from one person and 5 times from everyone', async () => {
    const phone = uniquePhoneNumber();
    const [a, b, c, d] = await Promise.all([
      traveller(3),
      traveller(2),
      traveller(1),
      traveller(1),
    ]);
    if (!a || !b || !c || !d) throw new Error('no travellers');
    expect((await share(a.rides[0]!, a.cookie, phone)).statusCode).toBe(200);
    expect((await share(a.rides[1]!, a.cookie, phone)).statusCode).toBe(200);
    const third = await share(a.rides[2]!, a.cookie, phone);
    expect(statusAndCode(third)).toEqual([429, 'share_sms_phone_limit']);
    expect(third.json()).toMatchObject({ fromOnePerson: 2, fromEveryone: 5 });
    // Other phones are still theirs to text.
    expect((await share(a.rides[2]!, a.cookie, uniquePhoneNumber())).statusCode).toBe(200);

    expect((await share(b.rides[0]!, b.cookie, phone)).statusCode).toBe(200);
    expect((await share(b.rides[1]!, b.cookie, phone)).statusCode).toBe(200);
    expect((await share(c.rides[0]!, c.cookie, phone)).statusCode).toBe(200);
    expect(statusAndCode(await share(d.rides[0]!, d.cookie, phone))).toEqual([
      429,
      'share_sms_phone_limit',
    ]);
    expect(await readOutbox(db(), phone)).toHaveLength(5);
    advanceClock(DAY_MINUTES);
    expect((await share(d.rides[0]!, d.cookie, phone)).statusCode).toBe(200);
  });

  it('cannot pass a limit when requests race for its last text', async () => {
    // One person's last text of the day, asked for on four trips at once.
    const me = await traveller(5);
    for (const rideId of me.rides.slice(0, 2)) {
      for (let i = 0; i < (rideId === me.rides[0] ? 5 : 4); i++) {
        expect((await share(rideId, me.cookie, uniquePhoneNumber())).statusCode).toBe(200);
      }
    }
    const racing = await Promise.all(
      me.rides.slice(1).map((rideId) => share(rideId, me.cookie, uniquePhoneNumber())),
    );
    expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 429, 429, 429]);

    // One phone's last text of the day, asked for by six people at once.
    const phone = uniquePhoneNumber();
    const people = await Promise.all(Array.from({ length: 6 }, () => traveller(1)));
    const toPhone = await Promise.all(
      people.map((person) => share(person.rides[0]!, person.cookie, phone)),
    );
    expect(toPhone.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(await readOutbox(db(), phone)).toHaveLength(5);
  });
});
