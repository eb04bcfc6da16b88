import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { now, resetClock } from '../../src/server/clock.ts';
import {
  declinedEmergencyContacts,
  incidents,
  payments,
  payouts,
  smsOutbox,
} from '../../src/server/db/schema.ts';
import { ensurePlaces } from '../../src/server/features/places/load-places.ts';
import { creditAccount } from '../../src/server/features/wallet/ledger.ts';
import { stkCallbackBody } from '../../src/server/features/wallet/stk-callback.ts';
import { readOutbox } from '../../src/server/providers/sms/outbox-sms.ts';
import { toE164KenyanPhone } from '../../src/shared/phone.ts';
import { otpVerifyRequest, registrationRequest } from '../../src/shared/schemas/auth.ts';
import { sosRequest } from '../../src/shared/schemas/trips.ts';
import { MAKE_MESSAGE } from '../../src/shared/schemas/vehicles.ts';
import { VEHICLE_CATALOGUE } from '../../src/shared/vehicle-catalogue.ts';
import {
  createBooking,
  createDriver,
  createPassenger,
  createRide,
  createVehicle,
  uniquePhoneNumber,
} from '../factories/index.ts';
import { startGoogleMapsStandIn } from '../helpers/google-maps-stand-in.ts';
import {
  CALLBACK_SECRET,
  type CatalogueRoute,
  createTestAppWithRoutes,
  fingerprintTables,
  nextAgentPhone,
  uploadImage,
} from '../helpers/route-catalogue.ts';
import { json } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fund } from '../helpers/wallet.ts';

// Every route with a body, query or path schema gets requests built from that schema and spoilt:
// wrong types, 100,000-character strings, emoji, right-to-left text, NUL and lone surrogates,
// negative, enormous and unparseable numbers, missing and extra fields, arrays for objects, deep
// nesting. They come from the most privileged legitimate caller (an agent who also drives and
// books, with ids of their own rows to aim at), and none may answer 5xx or, when refused, change
// anyone's data.

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const { t, routes } = await createTestAppWithRoutes();
afterAll(() => t.close());
// Fuzzing POST /api/dev/clock moves the server's clock by up to a week a run: back to real time
// after each test, so the next one's rides are still ahead.
afterEach(() => resetClock());
const db = t.database.db;

// --- Values ------------------------------------------------------------------------------------

type Json = null | boolean | number | string | Raw | Json[] | { [key: string]: Json };
/** Text sent as it is: JSON that JavaScript cannot produce (1e999, -0), or raw query bytes. */
class Raw {
  constructor(readonly text: string) {}
}
const nested = (open: string, close: string, depth: number) =>
  new Raw(`${open.repeat(depth)}1${close.repeat(depth)}`);

const HUGE = 100_000;
const CHARACTERS = [
  ...['\u0000', '\ud800', '\udfff', '\uffff', '\ufeff', '\u200b', '\u202e', '\u0301', 'İ', 'ß'],
  ...['😀', '👩🏾‍💻', 'مرحبا', 'שלום', '\r\n', '\t', ' ', "'", '"', '\\', '%', '_', '$$', '<', '&'],
  ...['a', 'Z', '7', '-'],
];
const SPECIAL_STRINGS = [
  ...['', ' ', 'NaN', 'Infinity', '-1', '0', '1e309', '0x1F', 'null', 'true', '[]', '{}'],
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', '../../etc/passwd'],
  ...["' or '1'='1", "'; drop table users; --", '<script>alert(1)</script>'],
  '00000000-0000-0000-0000-000000000000',
];
const textOf = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...CHARACTERS), { minLength: min, maxLength: max })
    .map((parts) => parts.join(''));
const nastyString = fc.oneof(
  fc.constantFrom(...SPECIAL_STRINGS),
  fc.constantFrom('a', '😀', 'ب', '\u0000', '9').map((c) => c.repeat(HUGE)),
  textOf(0, 40),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const nastyNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(0, -1, 0.5, -1e-7, 5e-324, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    ...['1e999', '-1e999', '-0', '1e-999', '123456789012345678901234567890'].map((n) => new Raw(n)),
  ),
);
const nastyValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom<Json>([], {}, [[]], [null]),
  fc.constantFrom(nested('{"a":', '}', 5000), nested('[', ']', 10_000), new Raw('NaN')),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', ''), nastyString, { maxKeys: 2 }),
);
/** Query values may also carry percent-escapes no browser sends. */
const RAW_QUERY = ['%', '%FF%FE', '%C0%AF', '%zz', 'a&b=c', '%00', '+'].map((q) => new Raw(q));

// --- The caller and the rows they may aim at ---------------------------------------------------

/** Plausible values by field name, beyond what a schema says: ids of real rows, real phones. */
let byName: Record<string, fc.Arbitrary<Json>> = {};
const named = (name: string) => (Object.hasOwn(byName, name) ? byName[name] : undefined);
let headers: Record<string, string> = {};
let passengersDocumentId = '';

beforeAll(async () => {
  await ensurePlaces(db);
  const owner = await createDriver(db, { phoneNumber: nextAgentPhone() });
  await fund(db, owner.id, 100_000);
  await db.transaction((tx) =>
    creditAccount(tx, {
      userId: owner.id,
      amount: 5000,
      transactionType: 'earning',
      description: 'Earnings from a test trip',
      reference: `test:${randomUUID()}`,
    }),
  );
  headers = { ...(await t.signIn(owner.id)), 'x-api-version': '3.0.0' };
  const vehicle = await createVehicle(db, { ownerId: owner.id, model: 'Noah' });
  const spare = await createVehicle(db, { ownerId: owner.id });
  const ride = await createRide(db, { vehicleId: vehicle.id, availableSeats: 5 });
  const passenger = await createPassenger(db);
  const passengersBooking = await createBooking(db, {
    rideId: ride.id,
    passengerId: passenger.id,
  });
  const otherRide = await createRide(db);
  const bookable = await createRide(db, { availableSeats: 3 });
  const booking = await createBooking(db, {
    rideId: otherRide.id,
    passengerId: owner.id,
  });
  const pastRide = await createRide(db, {
    departureTime: new Date(Date.now() - 86_400_000),
    status: 'completed',
  });
  const completed = await createBooking(db, {
    rideId: pastRide.id,
    passengerId: owner.id,
    status: 'completed',
  });
  const topUps: string[] = [];
  for (const amount of [100, 200, 300]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Wallet/InitiateMpesaPayment',
      ...json({ amount, idempotencyKey: randomUUID() }, headers),
    });
    topUps.push(res.json().transactionId);
  }
  const checkoutIds = (await db.select().from(payments).where(inArray(payments.id, topUps))).map(
    (p) => p.checkoutRequestId ?? '',
  );
  const payout = await t.app.inject({
    method: 'POST',
    url: '/api/payouts',
    ...json({ amount: 100, idempotencyKey: randomUUID() }, headers),
  });
  const [payoutRow] = await db.select().from(payouts).where(eq(payouts.id, payout.json().id));
  const passengerHeaders = await t.signIn(passenger.id);
  const passengersUpload = await uploadImage(t.app, passengerHeaders);
  const document = await t.app.inject({
    method: 'POST',
    url: '/api/Documents/SaveUserDocument',
    ...json({ documentImageUrl: passengersUpload.objectPath }, passengerHeaders),
  });
  passengersDocumentId = document.json().id;
  const unsent = await uploadImage(t.app, headers, { send: false, process: false });
  const unprocessed = await uploadImage(t.app, headers, { send: true, process: false });
  const processed = await uploadImage(t.app, headers);

  const ids = [
    ...[vehicle.id, spare.id, ride.id, otherRide.id, bookable.id, booking.id, passengersBooking.id],
    ...[completed.id, document.json().id, payout.json().id, ...topUps],
    ...[unsent.uploadId, unprocessed.uploadId, processed.uploadId],
  ];
  const kenyanPhone = fc
    .integer({ min: 0, max: 99_999_999 })
    .map((n) => `07${String(n).padStart(8, '0')}`);
  const phones = fc.oneof(fc.constantFrom(owner.phoneNumber, passenger.phoneNumber), kenyanPhone);
  const makes = Object.keys(VEHICLE_CATALOGUE);
  /** Mostly one of these rows' ids, now and then any other id. */
  const oneOf = (...rows: string[]) =>
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...rows) }, fc.uuid());
  byName = {
    uuid: oneOf(...ids),
    'date-time': fc.oneof(
      fc
        .integer({ min: -30, max: 60 })
        .map((days) => new Date(Date.now() + days * 86_400_000).toISOString()),
      fc.constantFrom(
        ...['0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '9999-12-31T23:59:59Z'],
        ...['2030-02-30T25:61:00Z', '2030-01-01T07:00:00+14:00', '2030-01-01T07:00:00.123456789Z'],
      ),
    ),
    email: fc.constantFrom('wanjiku@example.com', "o'neil_%@example.co.ke", 'a@b.c'),
    phoneNumber: phones,
    PhoneNumber: phones,
    phone: phones,
    otp: fc.constantFrom('12345', '00000', '1234', '123456'),
    make: fc.oneof({ weight: 3, arbitrary: fc.constant('Toyota') }, fc.constantFrom(...makes)),
    model: fc.constantFrom('Noah', 'Fielder', 'Axio', 'Note'),
    year: fc.integer({ min: 1990, max: 2027 }),
    seatingCapacity: fc.constantFrom(2, 5, 7, 8, 14, 20),
    vehicleId: oneOf(vehicle.id, spare.id),
    scheduledCommuteId: oneOf(bookable.id, ride.id, otherRide.id, pastRide.id),
    ScheduledCommuteId: oneOf(ride.id, otherRide.id),
    tripId: oneOf(ride.id, otherRide.id),
    bookingId: oneOf(booking.id, passengersBooking.id, completed.id),
    BookingId: oneOf(booking.id, passengersBooking.id),
    transactionId: oneOf(...topUps),
    uploadId: oneOf(unsent.uploadId, unprocessed.uploadId, processed.uploadId),
    licensePlate: fc
      .tuple(
        fc.constantFrom('KDA', 'KCB', 'kbz'),
        fc.integer({ min: 100, max: 999 }),
        fc.constantFrom('A', 'X'),
      )
      .map(([series, digits, letter]) => `${series} ${digits}${letter}`),
    gender: fc.constantFrom<Json>('Male', 'Female', 'Other', 1, 2, 3, '2'),
    q: fc.constantFrom('Ruiru', 'CBD', 'JKIA', 'westlands', '%%', '__', 'ab'),
    idempotencyKey: fc.uuid(),
    signature: fc.constant(
      new URL(unsent.uploadURL, 'http://x').searchParams.get('signature') ?? '',
    ),
    documentImageUrl: fc.constantFrom(processed.objectPath, passengersUpload.objectPath),
    secret: fc.constant(CALLBACK_SECRET),
    CheckoutRequestID: fc.constantFrom(...checkoutIds),
    OriginatorConversationID: fc.constant(payoutRow?.originatorConversationId ?? ''),
    Name: fc.constantFrom('Amount', 'MpesaReceiptNumber', 'TransactionDate', 'PhoneNumber'),
    Key: fc.constantFrom('TransactionReceipt', 'TransactionAmount', 'ReceiverPartyPublicName'),
    Value: fc.constantFrom<Json>(100, 'QWE123RTY9', 20260101120000, '254712345678'),
    ResultCode: fc.constantFrom<Json>(0, 1032, 2001, '0', '1'),
  };
});

// --- Requests built from a route's schemas ----------------------------------------------------

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}
const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * What the handler parses when the route's own schema lets anything through: the two payloads of
 * the verify path, and Daraja's callbacks (the B2C shape as Daraja documents it).
 */
const HANDLER_SCHEMAS: Record<string, z.ZodType> = {
  'POST /api/auth/otp/verify': z.union([registrationRequest, otpVerifyRequest]),
  'POST /api/Wallet/callback/:secret': stkCallbackBody,
  'POST /api/Wallet/callback/:secret/b2c/result': z.object({
    Result: z.object({
      ResultType: z.number().int(),
      ResultCode: z.number().int(),
      ResultDesc: z.string(),
      OriginatorConversationID: z.string(),
      ConversationID: z.string(),
      TransactionID: z.string(),
      ResultParameters: z.object({
        ResultParameter: z.array(z.object({ Key: z.string(), Value: z.string() })),
      }),
    }),
  }),
};

/** Other fields people might try to slip in. */
const EXTRA_FIELDS = [
  ...['id', 'userId', 'ownerId', 'driverId', 'passengerId', 'accountBalance', 'isVerified'],
  ...['isAgent', 'role', 'status', 'phoneNumber', 'amount', '__proto__', 'constructor', ''],
];

/** A value the schema accepts (named pools first: real ids, phones, plates), in awkward text. */
function valid(node: JsonSchema, name: string): fc.Arbitrary<Json> {
  const known = named(name) ?? named(node.format ?? '');
  if (known) return known;
  if (node.anyOf) return fc.oneof(...node.anyOf.map((option) => valid(option, name)));
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  switch (node.type) {
    case 'object':
      return objectOf(node);
    case 'array':
      return fc.array(valid(node.items ?? {}, name), {
        maxLength: Math.min(node.maxItems ?? 7, 7),
      });
    case 'string': {
      const max = node.maxLength ?? 40;
      return fc.oneof(
        textOf(node.minLength ?? 0, Math.min(max, 40)),
        fc.constant('x'.repeat(Math.max(max, node.minLength ?? 0))),
      );
    }
    case 'integer':
    case 'number': {
      const min = Math.max(node.minimum ?? -1e6, -1e6);
      const max = Math.min(node.maximum ?? 1e6, 1e6);
      return fc.oneof(
        fc.constantFrom(min, max),
        node.type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }),
      );
    }
    case 'boolean':
      return fc.boolean();
    default:
      return nastyValue;
  }
}

/** A value the schema refuses, or one of the nasty values it might not expect. */
function spoilt(node: JsonSchema): fc.Arbitrary<Json> {
  const beyond: Json[] = [
    ...(node.minimum !== undefined ? [node.minimum - 1, node.minimum - 0.5] : []),
    ...(node.maximum !== undefined ? [node.maximum + 1, node.maximum + 0.5] : []),
    ...(node.maxLength !== undefined ? ['x'.repeat(node.maxLength + 1)] : []),
    ...(node.minLength ? ['x'.repeat(node.minLength - 1)] : []),
    ...(node.enum || node.const !== undefined ? ['not one of them'] : []),
  ];
  return beyond.length > 0
    ? fc.oneof({ weight: 3, arbitrary: nastyValue }, fc.constantFrom(...beyond))
    : nastyValue;
}

/**
 * The schema's object, valid but for a few fields (often none, so requests reach the handler):
 * a spoilt value, a field left out, or fields the schema does not have.
 */
function objectOf(node: JsonSchema): fc.Arbitrary<Json> {
  const fields = Object.entries(node.properties ?? {});
  const baseline = fc.tuple(...fields.map(([name, child]) => valid(child, name)));
  const change = fc.oneof(
    fc.tuple(fc.constant('spoil' as const), fc.nat(), fc.constant('')),
    fc.tuple(fc.constant('drop' as const), fc.nat(), fc.constant('')),
    fc.tuple(fc.constant('add' as const), fc.nat(), fc.constantFrom(...EXTRA_FIELDS)),
  );
  const changes = fc.oneof(
    { weight: 2, arbitrary: fc.constant([]) },
    { weight: 3, arbitrary: fc.array(change, { minLength: 1, maxLength: 2 }) },
  );
  return fc.tuple(baseline, changes).chain(([values, chosen]) => {
    const entries = fields.map(([name], i): [string, fc.Arbitrary<Json>] => [
      name,
      fc.constant(values[i] ?? null),
    ]);
    const dropped = new Set<number>();
    for (const [kind, at, extra] of chosen) {
      const index = at % Math.max(fields.length, 1);
      const [name, child] = fields[index] ?? [];
      if (kind === 'spoil' && name && child) entries[index] = [name, spoilt(child)];
      if (kind === 'drop') dropped.add(index);
      if (kind === 'add') entries.push([extra, fc.oneof(named(extra) ?? nastyValue, nastyValue)]);
    }
    const kept = entries.filter((_, i) => !dropped.has(i));
    return fc
      .tuple(...kept.map(([, value]) => value))
      .map((v) => Object.fromEntries(kept.map(([name], i) => [name, v[i] ?? null])));
  });
}

const NO_BODY = Symbol('no body');

/** One spoilt request, shown shortened when fast-check reports it. */
class FuzzRequest {
  constructor(
    readonly params: Record<string, Json>,
    readonly query: Json | undefined,
    readonly body: Json | typeof NO_BODY,
  ) {}
  [fc.toStringMethod]() {
    const short = (_key: string, v: unknown) =>
      v instanceof Raw
        ? `raw:${v.text.slice(0, 40)}`
        : typeof v === 'string' && v.length > 60
          ? `${v.slice(0, 60)}…(${v.length})`
          : v;
    return `params ${JSON.stringify(this.params, short)} query ${JSON.stringify(this.query, short)} body ${this.body === NO_BODY ? '(none)' : JSON.stringify(this.body, short)}`;
  }
}

function requestsFor(route: CatalogueRoute): fc.Arbitrary<FuzzRequest> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const paramsSchema = route.schema.params ? jsonSchemaOf(route.schema.params) : {};
  const params = fc.tuple(
    ...names.map((name) =>
      fc.oneof(
        { weight: 4, arbitrary: valid(paramsSchema.properties?.[name] ?? {}, name) },
        { weight: 1, arbitrary: nastyString },
      ),
    ),
  );
  const query = route.schema.querystring
    ? topLevel(jsonSchemaOf(route.schema.querystring), RAW_QUERY)
    : fc.constant(undefined);
  const bodySchema = HANDLER_SCHEMAS[route.key] ?? route.schema.body;
  const body = bodySchema
    ? fc.oneof({ weight: 12, arbitrary: topLevel(jsonSchemaOf(bodySchema)) }, fc.constant(NO_BODY))
    : fc.constant(NO_BODY);
  return fc
    .tuple(params, query, body)
    .map(
      ([values, q, b]) =>
        new FuzzRequest(Object.fromEntries(names.map((n, i) => [n, values[i] ?? ''])), q, b),
    );
}

/** Mostly the schema's object; sometimes another type, an array of them, or raw bytes. */
function topLevel(node: JsonSchema, raw: Raw[] = []): fc.Arbitrary<Json> {
  return fc.oneof(
    { weight: 10, arbitrary: valid(node, '') },
    { weight: 1, arbitrary: nastyValue },
    { weight: 1, arbitrary: fc.array(valid(node, ''), { maxLength: 2 }) },
    ...(raw.length > 0 ? [{ weight: 1, arbitrary: rawFields(node, raw) }] : []),
  );
}

/** The schema's fields with escapes no browser sends. */
function rawFields(node: JsonSchema, raw: Raw[]): fc.Arbitrary<Json> {
  const names = Object.keys(node.properties ?? {});
  return fc.dictionary(fc.constantFrom(...names, 'x'), fc.constantFrom(...raw), { maxKeys: 2 });
}

// --- Sending -----------------------------------------------------------------------------------

/** JSON text, with Raw values written as they are. */
function toJson(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
/** Every byte of the UTF-8 text percent-escaped (lone surrogates become U+FFFD, as in a browser). */
const percentEscape = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const queryText = (value: Json): string =>
  value instanceof Raw
    ? value.text
    : typeof value === 'object' && value !== null
      ? percentEscape(toJson(value))
      : percentEscape(String(value));

function urlOf(route: CatalogueRoute, request: FuzzRequest): string {
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) => {
    const value = request.params[name] ?? '';
    return value instanceof Raw ? value.text : percentEscape(String(value));
  });
  const q = request.query;
  if (q === undefined) return path;
  if (q === null || typeof q !== 'object' || q instanceof Raw || Array.isArray(q))
    return `${path}?${queryText(q)}`;
  const pairs = Object.entries(q).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => `${percentEscape(key)}=${queryText(v)}`),
  );
  return `${path}?${pairs.join('&')}`;
}

// --- The property ------------------------------------------------------------------------------

const fuzzed = routes.filter((r) => r.schema.body || r.schema.querystring || r.schema.params);
/** Event streams stay open while the trip lasts: their head is read, then they are let go. */
const STREAMS = new Set(['GET /api/trips/:rideId/live']);

describe('schema-driven fuzzing', () => {
  it('fuzzes every route that takes input', () => {
    expect(fuzzed.length).toBeGreaterThanOrEqual(35);
  });

  it.each(fuzzed.map((r) => [r.key, r] as const))(
    '%s never fails with 5xx, and a refusal changes nothing',
    async (_key, route) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(route), async (request) => {
          const before = await fingerprintTables(db);
          const stream = STREAMS.has(route.key);
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: urlOf(route, request),
            headers: {
              ...headers,
              ...(request.body === NO_BODY ? {} : { 'content-type': 'application/json' }),
            },
            payload: request.body === NO_BODY ? undefined : toJson(request.body),
            payloadAsStream: stream,
          });
          let body = '';
          if (!stream) body = res.body;
          else if (res.statusCode === 200) res.stream().destroy();
          else body = await text(res.stream());
          expect(res.statusCode, body.slice(0, 300)).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(JSON.parse(body)).toHaveProperty('message');
            expect(await fingerprintTables(db), 'a refused request changed data').toEqual(before);
          }
        }),
        { numRuns: RUNS },
      );
    },
  );
});

// --- What fuzzing found, kept as plain examples ------------------------------------------------

describe('inputs fuzzing once answered with 5xx', () => {
  // The fuzzing above may have saved Kiswahili on the caller's account (`language: 'sw'` is a
  // valid profile change), and answers follow it; these checks read the English words.
  beforeAll(async () => {
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/UpdateUserDetails',
      ...json({ language: 'en' }, headers),
    });
    expect(english.statusCode).toBe(200);
  });
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.app.inject({ method, url, ...(body === undefined ? { headers } : json(body, headers)) });
  const callback = (path: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/Wallet/callback/${CALLBACK_SECRET}${path}`,
      ...json(body),
    });

  it.each(['constructor', '__proto__', 'toString'])(
    'a make named %s is not in the catalogue',
    async (make) => {
      const models = await send('GET', `/api/vehicles/models?make=${make}`);
      expect([models.statusCode, models.json()]).toEqual([
        404,
        { code: 'make_unknown', message: MAKE_MESSAGE },
      ]);
      const added = await send('POST', '/api/vehicles', {
        make,
        model: 'Noah',
        year: 2015,
        color: 'Silver',
        licensePlate: 'KDA 123B',
        seatingCapacity: 8,
      });
      expect([added.statusCode, added.json()]).toEqual([
        400,
        { code: 'invalid_request', message: MAKE_MESSAGE },
      ]);
    },
  );

  it('refuses text with NUL characters, which PostgreSQL cannot store, and changes nothing', async () => {
    const before = await fingerprintTables(db);
    for (const [method, url, body] of [
      ['POST', '/api/Auth/UpdateUserDetails', { fullName: 'Njeri\u0000Kamau' }],
      ['POST', '/api/payouts', { amount: 10, idempotencyKey: 'payout-\u0000-key' }],
      ['POST', `/api/admin/documents/${passengersDocumentId}/reject`, { reason: 'blurred\u0000' }],
      ['GET', '/api/places/search?q=Ru%00iru', undefined],
    ] as const) {
      const res = await send(method, url, body);
      expect([res.statusCode, res.json()], url).toEqual([
        400,
        { code: 'text_has_nul', message: 'Text cannot contain the NUL character (U+0000).' },
      ]);
    }
    expect(await fingerprintTables(db)).toEqual(before);
  });

  it('keeps text with half a surrogate pair, as a browser sends it, with U+FFFD in its place', async () => {
    // JSON.stringify writes a lone half as an escape (\udfff), which no UTF-8 text holds; PGlite
    // once counted such a text two bytes short after a non-ASCII character and cut the statement.
    const passenger = await t.signIn((await createPassenger(db)).id);
    const upload = await uploadImage(t.app, passenger);
    const document = await t.app.inject({
      method: 'POST',
      url: '/api/Documents/SaveUserDocument',
      ...json({ documentImageUrl: upload.objectPath }, passenger),
    });
    const reason = 'Blurred \uffff\udfff, and ñ\udc00 \ud83d too';
    const res = await send('POST', `/api/admin/documents/${document.json().id}/reject`, {
      reason,
    });
    expect([res.statusCode, res.json().rejectionReason]).toEqual([
      200,
      'Blurred \uffff\ufffd, and ñ\ufffd \ufffd too',
    ]);
  });

  it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z'])(
    'finds no rides at %s, beyond the dates PostgreSQL reads',
    async (departureDate) => {
      const res = await send('POST', '/api/Commute/GetUpcomingTripsByLocation', {
        pickupLatitude: -1.15,
        pickupLongitude: 36.96,
        destinationLatitude: -1.29,
        destinationLongitude: 36.82,
        departureDate,
      });
      expect([res.statusCode, res.json()]).toEqual([200, []]);
    },
  );

  it('takes a subnormal coordinate such as 5e-324 as 0, and refuses rides in the year 10000', async () => {
    const tiny = 5e-324;
    // An agent who drives, of their own: the fuzzing above may have used up the caller's vehicles.
    const driver = await createDriver(db, { phoneNumber: nextAgentPhone() });
    const vehicle = await createVehicle(db, { ownerId: driver.id });
    const as = await t.signIn(driver.id);
    const post = (url: string, body: unknown) =>
      t.app.inject({ method: 'POST', url, ...json(body, as) });
    const route = await post('/api/routes/create-popular', {
      fromLocation: 'Null Island',
      toLocation: 'Ruiru',
      fromLatitude: tiny,
      fromLongitude: 0,
      toLatitude: -1.1476,
      toLongitude: 36.9592,
    });
    expect([route.statusCode, route.json().fromLatitude]).toEqual([200, 0]);
    const ride = (latitude: number) =>
      post('/api/Commute/SaveCommuteDetails', {
        pickupLocation: { latitude, longitude: tiny, address: 'Null Island' },
        destination: { latitude: -1.2858, longitude: 36.8245, address: 'Kencom' },
        departureTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        availableSeats: 1,
        pricePerSeat: 50,
        vehicleId: vehicle.id,
      });
    const created = await ride(tiny);
    expect(created.statusCode).toBe(200);
    expect(created.json().rides[0].pickupLocation).toMatchObject({ latitude: 0, longitude: 0 });
    expect((await ride(-1.1476)).statusCode).toBe(200);

    // Nor can a ride leave in the year 10000, which PostgreSQL cannot read as JavaScript writes it.
    for (const [departureTime, isRecurring] of [
      ['9999-12-31T23:59:59Z', true],
      ['9999-12-31T23:59:59-05:00', false],
    ] as const) {
      const late = await post('/api/Commute/SaveCommuteDetails', {
        pickupLocation: { latitude: -1.1476, longitude: 36.9592, address: 'Ruiru' },
        destination: { latitude: -1.2858, longitude: 36.8245, address: 'Kencom' },
        departureTime,
        availableSeats: 1,
        pricePerSeat: 50,
        vehicleId: vehicle.id,
        isRecurring,
        recurringDays: [0, 1, 2, 3, 4, 5, 6],
      });
      expect([late.statusCode, late.json()]).toEqual([
        400,
        { code: 'invalid_request', message: 'departureTime: must be before December 9999' },
      ]);
    }
  });

  /** A new person's top-up waiting for M-Pesa (one may start only 10 in 10 minutes): its row. */
  const pendingTopUp = async () => {
    const someone = await t.signIn((await createPassenger(db)).id);
    const topUp = await t.app.inject({
      method: 'POST',
      url: '/api/Wallet/InitiateMpesaPayment',
      ...json({ amount: 150, idempotencyKey: randomUUID() }, someone),
    });
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, topUp.json().transactionId));
    return payment!;
  };
  const paid = (checkoutRequestId: string | null, amount: number, receipt: string) => ({
    Body: {
      stkCallback: {
        MerchantRequestID: 'm-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: receipt },
          ],
        },
      },
    },
  });
  /** A new driver's payout of earnings, waiting for M-Pesa: its row. */
  const pendingPayout = async () => {
    const driver = await createDriver(db);
    await db.transaction((tx) =>
      creditAccount(tx, {
        userId: driver.id,
        amount: 10,
        transactionType: 'earning',
        description: 'Earnings from a test trip',
        reference: `test:${randomUUID()}`,
      }),
    );
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      ...json({ amount: 10, idempotencyKey: randomUUID() }, await t.signIn(driver.id)),
    });
    const [row] = await db.select().from(payouts).where(eq(payouts.id, payout.json().id));
    return row!;
  };
  const statusOf = async (id: string) =>
    (await db.select().from(payments).where(eq(payments.id, id)))[0]?.status;

  it.each([0.5, 250_001, 2 ** 31 - 1, 1e300])(
    'does not believe a payment of %s tokens, no top-up M-Pesa can make',
    async (amount) => {
      const payment = await pendingTopUp();
      const res = await callback('', paid(payment.checkoutRequestId, amount, 'QWE1234567'));
      expect([res.statusCode, res.json()]).toEqual([
        400,
        {
          code: 'stk_callback_incomplete',
          message: 'A successful STK callback must carry its amount and receipt.',
        },
      ]);
      expect(await statusOf(payment.id)).toBe('pending');
    },
  );

  it('refuses an M-Pesa receipt already given to another payment or payout', async () => {
    const first = await pendingTopUp();
    const second = await pendingTopUp();
    expect((await callback('', paid(first.checkoutRequestId, 150, 'RCP0000001'))).statusCode).toBe(
      200,
    );
    const again = await callback('', paid(second.checkoutRequestId, 150, 'RCP0000001'));
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { code: 'mpesa_receipt_used', message: 'This M-Pesa receipt was already used.' },
    ]);
    expect(await statusOf(second.id)).toBe('pending');

    const results = [];
    for (let i = 0; i < 2; i++) {
      const row = await pendingPayout();
      results.push(
        await callback('/b2c/result', {
          Result: {
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            OriginatorConversationID: row.originatorConversationId,
            TransactionID: 'RCP0000002',
          },
        }),
      );
    }
    expect(results.map((r) => r.statusCode)).toEqual([200, 409]);
    expect(results[1]?.json()).toEqual({
      code: 'mpesa_receipt_used',
      message: 'This M-Pesa receipt was already used.',
    });
  });

  it.each([2 ** 31, '99999999999'])(
    "refuses M-Pesa's result code %s, beyond any M-Pesa uses, and leaves the payment pending",
    async (resultCode) => {
      const payment = await pendingTopUp();
      const res = await callback('', {
        Body: {
          stkCallback: {
            MerchantRequestID: payment.merchantRequestId,
            CheckoutRequestID: payment.checkoutRequestId,
            ResultCode: resultCode,
            ResultDesc: 'Unknown',
          },
        },
      });
      expect(res.statusCode).toBe(400);
      expect(await statusOf(payment.id)).toBe('pending');

      const row = await pendingPayout();
      const b2c = await callback('/b2c/result', {
        Result: {
          ResultCode: resultCode,
          ResultDesc: 'Unknown',
          OriginatorConversationID: row.originatorConversationId,
        },
      });
      expect(b2c.statusCode).toBe(400);
      const [settled] = await db.select().from(payouts).where(eq(payouts.id, row.id));
      expect(settled?.status).toBe('Pending');
    },
  );
});

// --- Limits, however an input is written ---------------------------------------------------------
// A limit counts what the input means, not how it was typed: one phone in any of its spellings,
// one place search in any case and spacing, one person's SOS presses whatever their bodies.

/** How a person might write a Kenyan mobile number: a prefix, digit groups, spaces around it. */
const phoneSpelling = fc.record({
  prefix: fc.constantFrom('0', '', '254', '+254', '+254 ', '254 ', '0 '),
  cuts: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
  separator: fc.constantFrom(' ', '  ', '-', ' - ', '\t', '\u00a0'),
  lead: fc.constantFrom('', ' ', '\t'),
  trail: fc.constantFrom('', ' ', '\u00a0'),
});
type PhoneSpelling = typeof phoneSpelling extends fc.Arbitrary<infer T> ? T : never;
/** `e164` (+2547XXXXXXXX) written as `spelling` says. */
function spell(e164: string, spelling: PhoneSpelling): string {
  const national = e164.slice(4);
  const at = [0, ...[...spelling.cuts].sort((a, b) => a - b), national.length];
  const groups = at.slice(1).map((end, i) => national.slice(at[i], end));
  return `${spelling.lead}${spelling.prefix}${groups.join(spelling.separator)}${spelling.trail}`;
}
/**
 * Whether the phone schema takes this spelling; the number it then stands for must be the phone
 * itself (a spelling read as another number would be a way round every per-phone count).
 */
function accepted(e164: string, written: string): boolean {
  const read = toE164KenyanPhone(written);
  expect([null, e164], written).toContain(read);
  return read !== null;
}

describe('limits, however the input is written', () => {
  const as = async (userId: string) => ({ ...(await t.signIn(userId)), 'x-api-version': '3.0.0' });

  it('counts one phone as one recipient of share SMS in any spelling (2 a day from one person, 5 from everyone)', async () => {
    const texts = fc.array(fc.tuple(fc.nat({ max: 2 }), phoneSpelling), {
      minLength: 1,
      maxLength: 10,
    });
    await fc.assert(
      fc.asyncProperty(texts, async (sends) => {
        const phone = uniquePhoneNumber();
        const ride = await createRide(db, {
          departureTime: new Date(now().getTime() + 86_400_000),
        });
        const sharers = [];
        for (let i = 0; i < 3; i++) {
          const sharer = await createPassenger(db);
          await createBooking(db, { rideId: ride.id, passengerId: sharer.id });
          sharers.push({ id: sharer.id, headers: await as(sharer.id), texted: 0 });
        }
        let texted = 0;
        for (const [who, spelling] of sends) {
          const sharer = sharers[who] as (typeof sharers)[number];
          const written = spell(phone, spelling);
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/trips/${ride.id}/share`,
            ...json({ phone: written }, sharer.headers),
          });
          const allowed = sharer.texted < 2 && texted < 5;
          const expected = !accepted(phone, written)
            ? [400, 'invalid_request']
            : allowed
              ? [200, undefined]
              : [429, 'share_sms_phone_limit'];
          expect([res.statusCode, res.json().code], JSON.stringify(written)).toEqual(expected);
          if (expected[0] === 200) {
            sharer.texted += 1;
            texted += 1;
          }
        }
        // Every text the sharers' actions sent went to the phone as stored, and no more of them.
        const sent = await db
          .select({ to: smsOutbox.toPhone })
          .from(smsOutbox)
          .where(
            inArray(
              smsOutbox.sentForUserId,
              sharers.map((s) => s.id),
            ),
          );
        expect(sent).toEqual(Array(texted).fill({ to: phone }));
      }),
      { numRuns: RUNS },
    );
  });

  it('counts one phone as one new emergency contact in any spelling, and keeps a NO whatever the spelling', async () => {
    const saves = fc.array(fc.array(phoneSpelling, { minLength: 1, maxLength: 2 }), {
      minLength: 1,
      maxLength: 6,
    });
    await fc.assert(
      fc.asyncProperty(saves, phoneSpelling, async (lists, declinedSpelling) => {
        const person = await createPassenger(db);
        const headers = await as(person.id);
        const save = (phones: string[]) =>
          t.app.inject({
            method: 'PUT',
            url: '/api/user/emergency-contacts',
            ...json(
              phones.map((phone, i) => ({ name: `Contact ${i}`, phone })),
              headers,
            ),
          });
        const mum = uniquePhoneNumber();
        let saved = false;
        for (const spellings of lists) {
          const written = spellings.map((spelling) => spell(mum, spelling));
          const res = await save(written);
          const expected = !written.every((w) => accepted(mum, w))
            ? [400, 'invalid_request']
            : written.length > 1
              ? [400, 'emergency_contact_twice']
              : [200, undefined];
          expect([res.statusCode, res.json().code], JSON.stringify(written)).toEqual(expected);
          saved ||= res.statusCode === 200;
        }
        // Told once, and counted once: two more new phones fit in the day's 3, a third does not.
        expect(await readOutbox(db, mum)).toHaveLength(saved ? 1 : 0);
        const [first, second, third] = [
          uniquePhoneNumber(),
          uniquePhoneNumber(),
          uniquePhoneNumber(),
        ];
        expect((await save([mum, first, second])).statusCode).toBe(200);
        const beyond = await save([mum, first, third]);
        expect([beyond.statusCode, beyond.json().code]).toEqual([
          429,
          'emergency_contacts_daily_limit',
        ]);
        expect(await readOutbox(db, mum)).toHaveLength(1);

        // A phone that said NO stays off the list in any spelling.
        const declined = uniquePhoneNumber();
        await db
          .insert(declinedEmergencyContacts)
          .values({ userId: person.id, phoneNumber: declined });
        const written = spell(declined, declinedSpelling);
        const again = await save([written]);
        expect([again.statusCode, again.json().code], JSON.stringify(written)).toEqual(
          accepted(declined, written)
            ? [409, 'emergency_contact_declined']
            : [400, 'invalid_request'],
        );
        expect(await readOutbox(db, declined)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  describe('one place search in any case and spacing', () => {
    // A second app on the file's database, with a maps key and 2 Google look-ups an hour per
    // person and per address; Google's stand-in counts what reaches it.
    let google: Awaited<ReturnType<typeof startGoogleMapsStandIn>>;
    let maps: TestApp;
    beforeAll(async () => {
      google = await startGoogleMapsStandIn();
      maps = await createTestApp(
        {
          API_RATE_LIMIT_PER_MINUTE: '0',
          GOOGLE_MAPS_API_KEY: 'AIzaSyPamojaTestKey-fuzzing',
          GOOGLE_MAPS_API_URL: google.url,
          GOOGLE_MAPS_LOOKUPS_PER_PERSON_PER_HOUR: '2',
          GOOGLE_MAPS_LOOKUPS_PER_ADDRESS_PER_HOUR: '2',
        },
        { database: t.database },
      );
    });
    afterAll(async () => {
      await maps?.close();
      await google?.close();
    });

    const space = fc.constantFrom('', ' ', '  ', '\t', '\u00a0', ' \t ');
    const writing = fc.record({
      upper: fc.array(fc.boolean(), { maxLength: 20 }),
      lead: space,
      inner: space,
      trail: space,
    });
    type Writing = typeof writing extends fc.Arbitrary<infer T> ? T : never;
    /** `words` in the case and spacing `how` says. */
    const write = (words: string, how: Writing) =>
      how.lead +
      [...words]
        .map((c, i) =>
          how.upper[i % Math.max(how.upper.length, 1)] ? c.toUpperCase() : c.toLowerCase(),
        )
        .join('')
        .replace(' ', ` ${how.inner}`) +
      how.trail;
    let addresses = 0;

    it('is one call to Google and one look-up against the limit', async () => {
      const askers = fc.record({
        signedIn: fc.boolean(),
        together: fc.boolean(),
        writings: fc.array(writing, { minLength: 2, maxLength: 6 }),
      });
      await fc.assert(
        fc.asyncProperty(askers, async ({ signedIn, together, writings }) => {
          const headers = signedIn ? await as((await createPassenger(db)).id) : {};
          addresses += 1;
          const remoteAddress = `2001:db8::${addresses.toString(16)}`;
          const search = (q: string) =>
            maps.app.inject({
              url: `/api/places/search?q=${encodeURIComponent(q)}`,
              headers,
              remoteAddress,
            });
          const words = `Njia ${randomUUID().slice(0, 8)}`;
          const calls = google.requests.length;
          const typed = writings.map((how) => write(words, how));
          const answers = together
            ? await Promise.all(typed.map(search))
            : await typed.reduce(
                async (done, q) => [...(await done), await search(q)],
                Promise.resolve([] as Awaited<ReturnType<typeof search>>[]),
              );
          expect(answers.map((res) => res.statusCode)).toEqual(typed.map(() => 200));
          expect(google.requests.length - calls, JSON.stringify(typed)).toBe(1);
          // One look-up of the two: one more search reaches Google, the next does not.
          expect((await search(`Njia ${randomUUID().slice(0, 8)}`)).statusCode).toBe(200);
          expect(google.requests.length - calls).toBe(2);
          const limited = await search(`Njia ${randomUUID().slice(0, 8)}`);
          expect([limited.statusCode, limited.headers['cache-control']]).toEqual([200, 'no-store']);
          expect(google.requests.length - calls).toBe(2);
        }),
        { numRuns: RUNS },
      );
    });
  });

  it('joins a burst of SOS presses with fuzzed bodies into one incident, never answering 5xx', async () => {
    const bodies = fc.array(
      fc.oneof({ weight: 8, arbitrary: topLevel(jsonSchemaOf(sosRequest)) }, fc.constant(NO_BODY)),
      { minLength: 1, maxLength: 10 },
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (burst) => {
        const person = await createPassenger(db);
        const ride = await createRide(db, {
          departureTime: new Date(now().getTime() + 10 * 60_000),
        });
        await createBooking(db, { rideId: ride.id, passengerId: person.id });
        const headers = await as(person.id);
        const answers = await Promise.all(
          burst.map((body) =>
            t.app.inject({
              method: 'POST',
              url: `/api/trips/${ride.id}/sos`,
              headers:
                body === NO_BODY ? headers : { ...headers, 'content-type': 'application/json' },
              payload: body === NO_BODY ? undefined : toJson(body),
            }),
          ),
        );
        const pressed = answers.filter((res) => res.statusCode === 201);
        burst.forEach((body, i) => {
          const res = answers[i] as (typeof answers)[number];
          // A body over the 1 MB every route takes is refused before anything reads it.
          const tooLarge = body !== NO_BODY && Buffer.byteLength(toJson(body)) > 1024 * 1024;
          expect(tooLarge ? [413] : [201, 400], res.body.slice(0, 300)).toContain(res.statusCode);
          // Never refused when the body is one the schema takes (or none at all).
          if (body === NO_BODY || takesSos(body)) expect(res.statusCode, res.body).toBe(201);
        });
        expect(new Set(pressed.map((res) => res.json().incidentId)).size).toBe(
          pressed.length > 0 ? 1 : 0,
        );
        const rows = await db
          .select({ pressCount: incidents.pressCount })
          .from(incidents)
          .where(and(eq(incidents.rideId, ride.id), eq(incidents.userId, person.id)));
        expect(rows).toEqual(pressed.length > 0 ? [{ pressCount: pressed.length }] : []);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers any page of the agents’ incidents list without 5xx', async () => {
    const route = routes.find((r) => r.key === 'GET /api/admin/incidents');
    if (!route) throw new Error('no incidents list');
    const page = fc.oneof(
      fc.integer({ min: -3, max: 100_003 }),
      nastyNumber,
      nastyString,
      fc.constantFrom(...RAW_QUERY),
      fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(page, async (value) => {
        const res = await t.app.inject({
          url: urlOf(route, new FuzzRequest({}, { page: value }, NO_BODY)),
          headers,
        });
        expect([200, 400], res.body.slice(0, 300)).toContain(res.statusCode);
        if (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100_000) {
          expect([res.statusCode, res.json().page]).toEqual([200, value]);
        }
        if (res.statusCode === 200) expect(res.json().incidents.length).toBeLessThanOrEqual(50);
      }),
      { numRuns: RUNS },
    );
  });
});

/**
 * Whether the SOS schema takes this body as the server reads it: JSON without prototype keys, and
 * without NUL anywhere (refused in any field of any request, unknown fields too: text_has_nul).
 */
function takesSos(body: Json): boolean {
  const text = toJson(body);
  if (/"(__proto__|constructor)"|\\u0000/.test(text)) return false;
  try {
    return sosRequest.optional().safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}
