import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { ensurePlaces } from '../../src/server/features/places/load-places.ts';
import { loggerOptions } from '../../src/server/logger.ts';
import { createProviders } from '../../src/server/providers/create-providers.ts';
import { createGoogleMaps } from '../../src/server/providers/maps/google-maps.ts';
import { type GoogleMode, startGoogleMapsStandIn } from '../helpers/google-maps-stand-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

// The place search asks Google Maps when GOOGLE_MAPS_API_KEY is set (here: a local stand-in of
// Google's web services) and the product's own places otherwise.

const KEY = 'AIzaSyPamojaTestKey-0123456789abcdef';

describe('place search without a maps key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '0' });
    await ensurePlaces(t.database.db);
  });
  afterAll(() => t.close());

  it('suggests the product’s own places, with their points', async () => {
    const res = await t.app.inject('/api/places/search?q=jkia&limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        name: 'JKIA (Jomo Kenyatta International Airport)',
        kind: 'landmark',
        area: 'Nairobi',
        latitude: -1.31924,
        longitude: 36.92776,
      },
    ]);
  });

  it('geocodes a typed address by the whole text, then its first part', async () => {
    const res = await t.app.inject('/api/places/geocode?address=JKIA%2C%20Qwxzv%20Qwxzv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      address: 'JKIA, Qwxzv Qwxzv',
      latitude: -1.31924,
      longitude: 36.92776,
    });
    const none = await t.app.inject('/api/places/geocode?address=Qwxzv%20Qwxzv');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      code: 'place_not_found',
      message: 'This place was not found. Try another name, a common place or the map.',
    });
  });

  it('knows no Google place ids', async () => {
    const res = await t.app.inject('/api/places/details?placeId=ChIJwestgate');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('place_not_found');
  });
});

describe('place search with a maps key', () => {
  let google: Awaited<ReturnType<typeof startGoogleMapsStandIn>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });

  beforeAll(async () => {
    google = await startGoogleMapsStandIn();
    database = await createTestDatabase();
    await ensurePlaces(database.db);
    const config = loadConfig({
      LOG_LEVEL: 'trace',
      API_RATE_LIMIT_PER_MINUTE: '0',
      GOOGLE_MAPS_API_KEY: KEY,
      GOOGLE_MAPS_API_URL: google.url,
    });
    const providers = createProviders(config, database.db, { warn: () => {} });
    expect(providers.maps?.name).toBe('google');
    app = await buildApp({
      config,
      database,
      // The configured adapter, with a shorter wait so that the silent stand-in's case is quick.
      providers: {
        ...providers,
        maps: createGoogleMaps({ apiKey: KEY, baseUrl: google.url, timeoutMs: 300 }),
      },
      logger: { ...(loggerOptions(config) as object), transport: undefined, stream },
      webRoot: '/nonexistent',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await google.close();
  });

  const asking = (mode: GoogleMode) => {
    google.setMode(mode);
    google.requests.length = 0;
  };

  it('suggests Google’s places in Kenya, each with its place id', async () => {
    asking('ok');
    const res = await app.inject('/api/places/search?q=Westgate');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        name: 'Westgate Shopping Mall',
        kind: 'address',
        area: 'Mwanzi Road, Nairobi',
        latitude: null,
        longitude: null,
        placeId: 'ChIJwestgate',
      },
    ]);
    expect(google.requests).toEqual([
      {
        path: '/maps/api/place/autocomplete/json',
        query: { input: 'Westgate', components: 'country:ke', language: 'en', key: KEY },
      },
    ]);
  });

  it('gives a suggestion’s point from Place Details', async () => {
    asking('ok');
    const res = await app.inject('/api/places/details?placeId=ChIJwestgate');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      address: 'Westgate Shopping Mall, Mwanzi Rd, Nairobi',
      latitude: -1.2574,
      longitude: 36.8032,
    });
    const unknown = await app.inject('/api/places/details?placeId=ChIJnowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('place_not_found');
  });

  it("geocodes a typed address with ', Kenya' appended", async () => {
    asking('ok');
    const res = await app.inject('/api/places/geocode?address=Kimbo%20stage');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ address: 'Kimbo, Ruiru', latitude: -1.1363, longitude: 36.9522 });
    expect(google.requests.map((r) => r.query.address)).toEqual(['Kimbo stage, Kenya']);
  });

  it.each<GoogleMode>(['denied', 'http-500', 'not-json', 'silent'])(
    "answers 'Location Services Unavailable' when Google is %s, and is not cached",
    async (mode) => {
      asking(mode);
      const res = await app.inject('/api/places/search?q=Westgate%20Mall');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'location_services_unavailable',
        message:
          'Location Services Unavailable. You can still search by typing addresses manually.',
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const details = await app.inject('/api/places/details?placeId=ChIJkimbo');
      expect(details.statusCode).toBe(503);
      expect(details.json().code).toBe('location_services_unavailable');
      // Nor kept on the server: each mode's questions, the same as the last mode's, reach Google.
      expect(google.requests.map((r) => r.path)).toEqual([
        '/maps/api/place/autocomplete/json',
        '/maps/api/place/details/json',
      ]);
    },
  );

  it('still geocodes typed addresses from the product’s own places while Google fails', async () => {
    asking('denied');
    const res = await app.inject('/api/places/geocode?address=Westlands%2C%20Qwxzv%20Qwxzv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      address: 'Westlands, Qwxzv Qwxzv',
      latitude: -1.26549,
      longitude: 36.80277,
    });
    expect(google.requests).toHaveLength(1);
  });

  it('logs why Google failed, by request, without the key', async () => {
    asking('denied');
    const res = await app.inject('/api/places/search?q=Westgate%20Mall');
    const mine = logLines
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; reason?: string })
      .filter(
        (l) => l.reqId === res.headers['x-request-id'] && l.msg === 'maps service unavailable',
      );
    expect(mine).toEqual([
      expect.objectContaining({
        reason:
          'Google Places Autocomplete: REQUEST_DENIED (The provided API key is invalid: [key])',
      }),
    ]);
  });

  it('never writes the key to a log line, whatever happened above', () => {
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.filter((line) => line.includes(KEY))).toEqual([]);
  });
});
