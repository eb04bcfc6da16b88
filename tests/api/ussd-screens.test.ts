import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../src/server/clock.ts';
import { savedPlaces, users } from '../../src/server/db/schema.ts';
import { ensurePlaces } from '../../src/server/features/places/load-places.ts';
import { translate } from '../../src/server/i18n/messages.ts';
import type { Language } from '../../src/shared/language.ts';
import {
  createPopularRoute,
  createRide,
  createVehicle,
  type User,
  uniquePhoneNumber,
} from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookedTrip } from '../helpers/trips.ts';
import { clockToNairobiMorning, USSD_SECRET, ussdRequest } from '../helpers/ussd.ts';
import { fund } from '../helpers/wallet.ts';

// Every screen a person with data can reach, in both languages: a breadth-first walk over the
// inputs 0-9 and 00 (and typed text where a screen asks for it), each path sent as the first
// request of a new session (`*384*…*1*2#` style), asserting the provider's limits on each answer.

let t: TestApp;
beforeAll(async () => {
  clockToNairobiMorning();
  t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0', USSD_CALLBACK_SECRET: USSD_SECRET });
  await ensurePlaces(t.database.db);
  // Ruiru to the CBD first: the walk meets each screen once (by its text), so the rides it lists
  // are those of the first route to reach "When?", which must be the one with rides.
  await createPopularRoute(t.database.db, {
    fromLocation: 'Ruiru',
    toLocation: 'CBD',
    popularity: 200,
  });
  await createPopularRoute(t.database.db, {
    fromLocation: 'Thika',
    toLocation: 'Westlands',
    popularity: 100,
  });
});
afterAll(() => t.close());

/** A driver with a ride today who also has bookings, saved Home and Work, and tokens. */
async function personWithData(language: Language): Promise<User> {
  const db = t.database.db;
  const trip = await bookedTrip(t, { passengers: 1, departInMinutes: 20 });
  await db.update(users).set({ language }).where(eq(users.id, trip.driver.id));
  const vehicle = await createVehicle(db, { ownerId: trip.driver.id });
  for (let i = 0; i < 6; i++) {
    await createRide(db, { departureTime: new Date(now().getTime() + (30 + i * 10) * 60_000) });
  }
  await createRide(db, {
    vehicleId: vehicle.id,
    departureTime: new Date(now().getTime() + 40 * 60_000),
  });
  // The driver books as a passenger too.
  const other = await bookedTrip(t, { passengers: 0, departInMinutes: 120 });
  await fund(db, trip.driver.id, 100_000);
  const { cookie } = await t.signIn(trip.driver.id);
  await t.app.inject({
    method: 'POST',
    url: '/api/Commute/SavePassengerBooking',
    headers: { cookie, 'content-type': 'application/json' },
    payload: { scheduledCommuteId: other.ride.id, numberOfSeats: 2 },
  });
  await db.insert(savedPlaces).values([
    {
      userId: trip.driver.id,
      label: 'Home',
      latitude: -1.147565,
      longitude: 36.959228,
      address: 'Ruiru Town, Kiambu',
    },
    {
      userId: trip.driver.id,
      label: 'Work',
      latitude: -1.285817,
      longitude: 36.824544,
      address: 'Kencom, Moi Avenue',
    },
  ]);
  return trip.driver;
}

/** What a screen that asks for text gets typed. */
function typedFor(answer: string, language: Language): string[] {
  const asks = (key: Parameters<typeof translate>[1]) => answer.includes(translate(language, key));
  if (asks('ussd.typePlace'))
    return answer.includes(translate(language, 'ussd.to')) ? ['Kencom'] : ['Ruiru', 'zzqx'];
  if (asks('ussd.firstName') || asks('ussd.lastName')) return ['Wanjiru'];
  if (asks('ussd.amount')) return ['150', '0'];
  return [];
}

const KEYS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '00'];

async function walk(phone: string, language: Language, userId?: string) {
  const seen = new Set<string>();
  const queue: string[][] = [[]];
  let requests = 0;
  while (queue.length > 0 && requests < 6000) {
    const path = queue.shift() as string[];
    const text = path.join('*');
    const res = await ussdRequest(t, {
      sessionId: `walk-${randomUUID()}`,
      phoneNumber: phone,
      text,
    });
    requests++;
    // A path through the language screen may switch it: the walk keeps to its language.
    if (userId) await t.database.db.update(users).set({ language }).where(eq(users.id, userId));
    expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
    const answer = res.body;
    expect(answer, text).toMatch(/^(CON|END) \S/);
    expect(answer.length, `${text}: ${answer}`).toBeLessThanOrEqual(182);
    // A shortened list gives up the ends of place names, never a ride's price and seats.
    if (answer.startsWith(`CON ${translate(language, 'ussd.rides')}`)) {
      const rides = answer.split('\n').filter((line) => /^[1-4] \d/.test(line));
      for (const line of rides) expect(line, text).toMatch(/KSh [\d,]+ \S+ ?\S*$/);
      for (const line of rides) expect(line, text).toMatch(/(seats?|full|viti?|kiti|imejaa)/);
    }
    // A screen again under a hint (or a notice) leads where the screen itself does.
    const under = `CON ${answer.split('\n').slice(1).join('\n')}`;
    if (answer.startsWith('END ') || seen.has(answer) || seen.has(under)) continue;
    seen.add(answer);
    for (const input of [...KEYS, ...typedFor(answer, language)]) queue.push([...path, input]);
  }
  // Every reachable screen was seen: the walk ended because nothing new was left.
  expect(queue, `${queue.length} paths left after ${requests} requests`).toHaveLength(0);
  return seen;
}

describe('every USSD screen', () => {
  for (const language of ['en', 'sw'] as const) {
    it(`starts with CON or END and fits 182 characters (${language})`, async () => {
      const person = await personWithData(language);
      const screens = [...(await walk(person.phoneNumber, language, person.id))].join('\n---\n');
      const must = {
        en: [
          'From where?',
          'Rides:',
          '9 More',
          '1 Book',
          'How many seats?',
          '1 Confirm',
          'Your trips:',
          'Your rides today:',
          '1 Cancel ride',
          'Balance:',
          'Which one?',
          'From what time?',
        ],
        sw: [
          'Unaanzia wapi?',
          'Safari:',
          '9 Zaidi',
          '1 Hifadhi',
          'Viti vingapi?',
          '1 Thibitisha',
          'Safari zako:',
          'Safari zako za leo:',
          '1 Ghairi safari',
          'Salio:',
          'Ni lipi?',
          'Kuanzia saa ngapi?',
        ],
      }[language];
      for (const text of must) expect(screens).toContain(text);
      // Later today lists hours until late evening, then says there are none.
      const later = [translate(language, 'ussd.hours'), translate(language, 'ussd.noHours')];
      expect(later.some((text) => screens.includes(text))).toBe(true);
    }, 300_000);
  }

  it('walks registration for a new phone, in English and (after 2) in Kiswahili', async () => {
    const screens = [...(await walk(uniquePhoneNumber(), 'en'))].join('\n');
    expect(screens).toContain(translate('en', 'ussd.firstName'));
    expect(screens).toContain(translate('sw', 'ussd.firstName'));
  }, 300_000);
});
