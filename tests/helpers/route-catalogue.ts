import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { sql } from 'drizzle-orm';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
} from 'fastify';
import type { z } from 'zod';
import { type Database, queryRows } from '../../src/server/db/client.ts';
import { creditAccount } from '../../src/server/features/wallet/ledger.ts';
import { createSimulatorPayments } from '../../src/server/providers/payments/simulator-payments.ts';
import {
  atNairobiTime,
  createBooking,
  createDriver,
  createPassenger,
  createRide,
  createUser,
  createVehicle,
  type Ride,
  type User,
  uniquePhoneNumber,
  type Vehicle,
} from '../factories/index.ts';
import { PNG_BYTES } from './images.ts';
import { json } from './sign-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { fund } from './wallet.ts';

// The abuse suite's common ground: every route of the app as it registered them, the six kinds
// of caller, a small world of their rows, and a fingerprint of the tables a refused request must
// leave alone.

// --- The route catalogue ---------------------------------------------------------------------

export interface CatalogueRoute {
  /** `METHOD /path` as registered, e.g. `PUT /api/vehicles/:id`. */
  key: string;
  method: string;
  url: string;
  /** The zod schemas it validates its input with. */
  schema: { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
  /** Its route-level settings (`access`, `stateChangingGet`, limits). */
  config: FastifyContextConfig;
}

/**
 * A test app and every route it registered, seen by an onRoute hook that Fastify's
 * `fastify.initialization` diagnostics channel lets us add before buildApp registers anything.
 * Fastify's automatic HEAD twins of GET routes are left out (they share the GET's options).
 */
export async function createTestAppWithRoutes(
  env: Record<string, string> = {},
  options: { logger?: FastifyServerOptions['logger']; webRoot?: string } = {},
): Promise<{ t: TestApp; routes: CatalogueRoute[]; headTwins: CatalogueRoute[] }> {
  const seen: CatalogueRoute[] = [];
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        seen.push({
          key: `${method} ${route.url}`,
          method,
          url: route.url,
          schema: (route.schema ?? {}) as CatalogueRoute['schema'],
          config: (route.config ?? {}) as FastifyContextConfig,
        });
      }
    });
  };
  diagnostics.subscribe('fastify.initialization', onInstance);
  let t: TestApp;
  try {
    t = await createTestApp(
      { ...ABUSE_ENV, ...env },
      // The real simulator, with its callbacks to our own URL dropped at its HTTP edge: payments
      // stay pending, and nothing leaves this process.
      {
        providers: { payments: createSimulatorPayments({ delayMs: 0, fetch: dropRequest }) },
        logger: options.logger,
        webRoot: options.webRoot,
      },
    );
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInstance);
  }
  const gets = new Set(seen.filter((r) => r.method === 'GET').map((r) => r.url));
  const isHeadTwin = (r: CatalogueRoute) => r.method === 'HEAD' && gets.has(r.url);
  return { t, routes: seen.filter((r) => !isHeadTwin(r)), headTwins: seen.filter(isHeadTwin) };
}

const dropRequest: typeof fetch = async () => new Response(null, { status: 200 });

/** A pool of agents' phones: each cast takes its own agent, so one may delete their account. */
const AGENT_PHONES = Array.from({ length: 200 }, () => uniquePhoneNumber());
export const CALLBACK_SECRET = 'abuse-suite-callback-secret';
const ABUSE_ENV = {
  API_RATE_LIMIT_PER_MINUTE: '0',
  OTP_SENDS_PER_IP_PER_HOUR: '1000000',
  AGENT_PHONES: AGENT_PHONES.join(','),
  MPESA_CALLBACK_SECRET: CALLBACK_SECRET,
  // Africa's Talking's callbacks (USSD, inbound SMS, delivery reports): at least 24 characters.
  USSD_CALLBACK_SECRET: `${CALLBACK_SECRET}-ussd`,
  SMS_CALLBACK_SECRET: `${CALLBACK_SECRET}-sms`,
  METRICS_TOKEN: 'abuse-suite-metrics-token-0123456789abcdef',
};

// --- The cast ----------------------------------------------------------------------------------

export const ROLES = [
  'visitor',
  'passenger',
  'otherPassenger',
  'driver',
  'otherDriver',
  'agent',
] as const;
export type Role = (typeof ROLES)[number];
export type Person = Exclude<Role, 'visitor'>;

export interface Cast {
  people: Record<Person, User>;
  /** Headers for a request as this role: a new session of its own (none for the visitor). */
  headers(role: Role): Promise<Record<string, string>>;
  /** The driver's vehicle with the ride, a spare one with no rides, and the other driver's. */
  vehicle: Vehicle;
  spareVehicle: Vehicle;
  otherVehicle: Vehicle;
  /** The driver's ride tomorrow (booked by both passengers), and the other driver's. */
  ride: Ride;
  otherRide: Ride;
  /** The passenger's and the other passenger's bookings on `ride`. */
  booking: { id: string };
  otherBooking: { id: string };
  /** The passenger's completed trip with the driver, for ratings. */
  completedBooking: { id: string };
  /** The passenger's pending M-Pesa top-up. */
  payment: { transactionId: string };
  /** The passenger's National ID photo, waiting for an agent. */
  document: { id: string };
}

let agentsTaken = 0;

/** A phone of the AGENT_PHONES setting that no one has yet. */
export function nextAgentPhone(): string {
  const phone = AGENT_PHONES[agentsTaken++];
  if (!phone) throw new Error('route-catalogue: the pool of agent phones is used up');
  return phone;
}

/**
 * A passenger and another passenger (both funded, both booked on the driver's ride), a verified
 * driver with two vehicles, a ride and a finished trip, another driver with a vehicle and ride,
 * and an agent. Uploads go through the API so the document has a real image behind it.
 */
export async function createCast(t: TestApp): Promise<Cast> {
  const { db } = t.database;
  const agentPhone = nextAgentPhone();
  const people: Record<Person, User> = {
    passenger: await createPassenger(db),
    otherPassenger: await createPassenger(db),
    driver: await createDriver(db),
    otherDriver: await createDriver(db),
    agent: await createUser(db, { phoneNumber: agentPhone }),
  };
  for (const person of Object.values(people)) await fund(db, person.id, 5000);
  await db.transaction((tx) =>
    creditAccount(tx, {
      userId: people.driver.id,
      amount: 500,
      transactionType: 'earning',
      description: 'Earnings from a test trip',
      reference: `test:${randomUUID()}`,
    }),
  );
  const vehicle = await createVehicle(db, { ownerId: people.driver.id, model: 'Noah' });
  const spareVehicle = await createVehicle(db, { ownerId: people.driver.id });
  const otherVehicle = await createVehicle(db, { ownerId: people.otherDriver.id });
  // Each cast's ride leaves a minute after the last cast's, so a search finds the first cast's first.
  const ride = await createRide(db, {
    vehicleId: vehicle.id,
    availableSeats: 7,
    departureTime: new Date(atNairobiTime(new Date(), 1, 7, 0).getTime() + agentsTaken * 60_000),
  });
  const otherRide = await createRide(db, { vehicleId: otherVehicle.id });
  const booking = await createBooking(db, {
    rideId: ride.id,
    passengerId: people.passenger.id,
  });
  const otherBooking = await createBooking(db, {
    rideId: ride.id,
    passengerId: people.otherPassenger.id,
  });
  const pastRide = await createRide(db, {
    vehicleId: vehicle.id,
    departureTime: new Date(Date.now() - 86_400_000),
    status: 'completed',
  });
  const completedBooking = await createBooking(db, {
    rideId: pastRide.id,
    passengerId: people.passenger.id,
    status: 'completed',
  });

  const headers = async (role: Role): Promise<Record<string, string>> => {
    const version = { 'x-api-version': '3.0.0' };
    if (role === 'visitor') return version;
    return { ...version, ...(await t.signIn(people[role].id)) };
  };
  const asPassenger = await headers('passenger');
  const topUp = await t.app.inject({
    method: 'POST',
    url: '/api/Wallet/InitiateMpesaPayment',
    ...json({ amount: 500, idempotencyKey: randomUUID() }, asPassenger),
  });
  const { objectPath } = await uploadImage(t.app, asPassenger);
  const document = await call(t.app, {
    method: 'POST',
    url: '/api/Documents/SaveUserDocument',
    ...json({ documentType: 'National ID', documentImageUrl: objectPath }, asPassenger),
  });
  return {
    people,
    headers,
    vehicle,
    spareVehicle,
    otherVehicle,
    ride,
    otherRide,
    booking,
    otherBooking,
    completedBooking,
    payment: { transactionId: topUp.json().transactionId },
    document: { id: document.id },
  };
}

/** An upload slot of the signed-in caller, the image sent to it, and processed. */
export async function uploadImage(
  app: FastifyInstance,
  headers: Record<string, string>,
  steps: { send: boolean; process: boolean } = { send: true, process: true },
): Promise<{ uploadId: string; uploadURL: string; objectPath: string }> {
  const slot = await call(app, { method: 'POST', url: '/api/Objects/GetUploadUrl', headers });
  if (steps.send) {
    await call(app, {
      method: 'PUT',
      url: slot.uploadURL,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: PNG_BYTES,
    });
  }
  const processed = steps.process
    ? await call(app, {
        method: 'PUT',
        url: '/api/Documents/ProcessUploadedDocument',
        ...json({ uploadId: slot.uploadId }, headers),
      })
    : { objectPath: '' };
  return { uploadId: slot.uploadId, uploadURL: slot.uploadURL, objectPath: processed.objectPath };
}

// biome-ignore lint/suspicious/noExplicitAny: test plumbing over API answers
async function call(app: FastifyInstance, request: InjectOptions): Promise<any> {
  const res = await app.inject(request);
  if (res.statusCode !== 200) {
    throw new Error(`${request.method} ${request.url} answered ${res.statusCode}: ${res.body}`);
  }
  return res.json();
}

// --- What a refused request must leave alone ------------------------------------------------

/** The tables that hold people's data, money and rides. */
export const GUARDED_TABLES = [
  'users',
  'bookings',
  'scheduled_commutes',
  'vehicles',
  'account_statements',
  'payments',
  'payouts',
  'token_transfers',
  'registration_documents',
  'document_reviews',
  'uploads',
  'ratings',
  'popular_routes',
] as const;

/**
 * A fingerprint of every row of each guarded table (or of `tables`), in one query: compare two
 * to see a change.
 */
export async function fingerprintTables(
  db: Database,
  tables: readonly string[] = GUARDED_TABLES,
): Promise<Record<string, string>> {
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, count(*)::int as rows,
              md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest
       from ${table} t`,
  );
  const rows = await queryRows<{ name: string; rows: number; digest: string }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, `${r.rows} rows, ${r.digest}`]));
}
