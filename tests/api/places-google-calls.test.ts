import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/server/clock.ts';
import { type DatabaseHandle, queryRows } from '../../src/server/db/client.ts';
import { ensurePlaces } from '../../src/server/features/places/load-places.ts';
import { searchPlaces } from '../../src/server/features/places/search-places.ts';
import { createPassenger } from '../factories/index.ts';
import { startGoogleMapsStandIn } from '../helpers/google-maps-stand-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

// Every call to Google is billed to Pamoja: its answers are kept for every process for a day,
// Pamoja's own places answer the names it knows, a picking session is one session for Google,
// and a person or a visitor's address has an hourly number of calls. The stand-in of Google's
// web services counts what reaches it.

let google: Awaited<ReturnType<typeof startGoogleMapsStandIn>>;
let database: DatabaseHandle;
const apps: TestApp[] = [];

beforeAll(async () => {
  google = await startGoogleMapsStandIn();
  database = await createTestDatabase();
  await ensurePlaces(database.db);
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await database.close();
  await google.close();
});
afterEach(() => resetClock());

/** A server process on the file's database, talking to the stand-in with the server key. */
async function serverProcess(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(
    {
      API_RATE_LIMIT_PER_MINUTE: '0',
      GOOGLE_MAPS_API_KEY: 'AIzaSyPamojaTestKey-calls',
      GOOGLE_MAPS_API_URL: google.url,
      ...env,
    },
    { database },
  );
  apps.push(t);
  return t;
}

/** The calls that reached Google since the last look, by service. */
function callsSince(): (string | undefined)[] {
  const paths = google.requests.map((r) => /autocomplete|details|geocode/.exec(r.path)?.[0]);
  google.requests.length = 0;
  return paths;
}

const westgate = {
  name: 'Westgate Shopping Mall',
  kind: 'address',
  area: 'Mwanzi Road, Nairobi',
  latitude: null,
  longitude: null,
  placeId: 'ChIJwestgate',
};

describe('the answers Google gave', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await serverProcess();
    callsSince();
  });

  it('answer 50 identical searches at once with one Autocomplete call', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject('/api/places/search?q=Westgate')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.map((res) => res.json())).toEqual(Array(50).fill([westgate]));
    // The same question however it is typed, later on.
    for (const q of ['westgate', '  WESTGATE ', 'Westgate']) {
      const res = await t.app.inject(`/api/places/search?q=${encodeURIComponent(q)}`);
      expect(res.json()).toEqual([westgate]);
    }
    expect(callsSince()).toEqual(['autocomplete']);
  });

  it('answer repeated Place Details and geocoding with one call each', async () => {
    const details = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject('/api/places/details?placeId=ChIJkimbo')),
    );
    const geocoded = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject('/api/places/geocode?address=Kimbo%20stage')),
    );
    expect(new Set(details.map((res) => res.body))).toEqual(
      new Set([JSON.stringify({ address: 'Kimbo, Ruiru', latitude: -1.1363, longitude: 36.9522 })]),
    );
    expect(new Set(geocoded.map((res) => res.statusCode))).toEqual(new Set([200]));
    expect(callsSince().sort()).toEqual(['details', 'geocode']);
  });

  it('are kept for every server process on the database', async () => {
    const other = await serverProcess();
    const res = await other.app.inject('/api/places/search?q=Westgate');
    expect(res.json()).toEqual([westgate]);
    const point = await other.app.inject('/api/places/details?placeId=ChIJkimbo');
    expect(point.statusCode).toBe(200);
    expect(callsSince()).toEqual([]);
  });

  it('are kept a day, then asked again, and expired answers are deleted', async () => {
    await t.app.inject('/api/places/search?q=Westgate%20Sho');
    expect(callsSince()).toEqual(['autocomplete']);
    advanceClock(23 * 60);
    await t.app.inject('/api/places/search?q=Westgate%20Sho');
    expect(callsSince()).toEqual([]);
    advanceClock(2 * 60);
    const res = await t.app.inject('/api/places/search?q=Westgate%20Sho');
    expect(res.json()).toEqual([westgate]);
    expect(callsSince()).toEqual(['autocomplete']);
    // Writing that answer deleted every expired one.
    const kept = await queryRows<{ key: string }>(
      database.db,
      sql`select key from maps_answers order by key`,
    );
    expect(kept.map((row) => row.key)).toEqual(['autocomplete:westgate sho']);
  });

  it('never keep a failure', async () => {
    google.setMode('http-500');
    const failed = await t.app.inject('/api/places/search?q=Westgate%20Shopping');
    expect(failed.statusCode).toBe(503);
    google.setMode('ok');
    const res = await t.app.inject('/api/places/search?q=Westgate%20Shopping');
    expect(res.json()).toEqual([westgate]);
    expect(callsSince()).toEqual(['autocomplete', 'autocomplete']);
  });
});

describe("Pamoja's own places", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await serverProcess();
    callsSince();
  });

  it.each(['Westlands', 'westl', 'JKIA', 'Kimbo', 'town', 'Ruiru'])(
    'answer a name they know (%s) without calling Google',
    async (q) => {
      const res = await t.app.inject(`/api/places/search?q=${q}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(await searchPlaces(database.db, q, 8));
      expect(res.json().length).toBeGreaterThan(0);
      expect(callsSince()).toEqual([]);
    },
  );

  it('geocode an address that is one of their names without calling Google', async () => {
    const res = await t.app.inject('/api/places/geocode?address=Westlands');
    expect(res.json()).toEqual({ address: 'Westlands', latitude: -1.26549, longitude: 36.80277 });
    expect(callsSince()).toEqual([]);
  });
});

describe('a picking session', () => {
  it("reaches Google as one session, and another person's token is not a new question", async () => {
    const t = await serverProcess();
    callsSince();
    const token = randomUUID();
    await t.app.inject(`/api/places/search?q=Westgate%20S&sessionToken=${token}`);
    await t.app.inject(`/api/places/details?placeId=ChIJwestgate&sessionToken=${token}`);
    expect(google.requests.map((r) => [r.path, r.query.sessiontoken])).toEqual([
      ['/maps/api/place/autocomplete/json', token],
      ['/maps/api/place/details/json', token],
    ]);
    callsSince();
    const again = await t.app.inject(
      `/api/places/search?q=westgate%20s&sessionToken=${randomUUID()}`,
    );
    expect(again.json()).toEqual([westgate]);
    expect(callsSince()).toEqual([]);
    const bad = await t.app.inject('/api/places/search?q=Westgate&sessionToken=not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^sessionToken: /);
  });
});

describe('Google look-ups past the hourly limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await serverProcess({
      GOOGLE_MAPS_LOOKUPS_PER_ADDRESS_PER_HOUR: '3',
      GOOGLE_MAPS_LOOKUPS_PER_PERSON_PER_HOUR: '2',
    });
    callsSince();
  });
  const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, remoteAddress, headers });
  const search = (q: string) => `/api/places/search?q=${encodeURIComponent(q)}`;

  it('make no more calls for a visitor: suggestions come from our places, points are refused', async () => {
    const visitor = '10.20.30.1';
    for (const q of ['Mtaa Moja Qx', 'Mtaa Mbili Qx', 'Mtaa Tatu Qx']) {
      expect((await from(visitor, search(q))).statusCode).toBe(200);
    }
    expect(callsSince()).toHaveLength(3);

    const limited = await from(visitor, search('Mtaa Nne Qx'));
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toEqual(await searchPlaces(database.db, 'Mtaa Nne Qx', 8));
    // Not a lasting answer: once the hour is over it is Google's again.
    expect(limited.headers['cache-control']).toBe('no-store');
    const details = await from(visitor, '/api/places/details?placeId=ChIJmtaaMoja');
    expect(details.statusCode).toBe(429);
    expect(details.json()).toEqual({
      code: 'place_lookups_limited',
      message:
        'Too many address look-ups for now. Choose a suggested place, a common place or the map, or try again later.',
    });
    expect(Number(details.headers['retry-after'])).toBeGreaterThan(0);
    const geocode = await from(visitor, '/api/places/geocode?address=Qwxzv%20Qwxzv');
    expect(geocode.statusCode).toBe(429);
    expect(geocode.json().code).toBe('place_lookups_limited');
    // A typed address our places know still has its point.
    const known = await from(visitor, '/api/places/geocode?address=Westlands%2C%20Qwxzv');
    expect(known.json()).toMatchObject({ latitude: -1.26549, longitude: 36.80277 });
    expect(callsSince()).toEqual([]);

    // Answers already kept cost nothing, so they still come.
    const kept = await from(visitor, search('Mtaa Moja Qx'));
    expect(kept.headers['cache-control']).toBe('public, max-age=3600');
    expect(callsSince()).toEqual([]);
  });

  it('count per address for visitors and per person once signed in', async () => {
    const shared = '10.20.30.2';
    for (const q of ['Njia Moja Qx', 'Njia Mbili Qx', 'Njia Tatu Qx', 'Njia Nne Qx']) {
      await from(shared, search(q));
    }
    expect(callsSince()).toHaveLength(3);
    // Another visitor's address has its own look-ups.
    await from('10.20.30.3', search('Njia Tano Qx'));
    expect(callsSince()).toHaveLength(1);
    // A signed-in person behind the spent address has their own: two an hour here.
    const { cookie } = await t.signIn((await createPassenger(database.db)).id);
    for (const q of ['Barabara Moja Qx', 'Barabara Mbili Qx', 'Barabara Tatu Qx']) {
      await from(shared, search(q), { cookie });
    }
    expect(callsSince()).toHaveLength(2);
    const refused = await from(shared, '/api/places/details?placeId=ChIJkimbo', { cookie });
    expect(refused.statusCode).toBe(429);
    expect(callsSince()).toEqual([]);
  });
});
