import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { APP_VERSION } from '../shared/constants.ts';
import { type Config, standInsOf } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerAccountRoutes } from './features/account/account-routes.ts';
import { registerAlertRoutes } from './features/alerts/alert-routes.ts';
import { registerAuthRoutes } from './features/auth/auth-routes.ts';
import { createRequestAuth, registerAccessCheck } from './features/auth/request-auth.ts';
import { registerRequestLanguage } from './features/auth/request-language.ts';
import { createSessionCache } from './features/auth/session-cache.ts';
import { registerCostSharingRoutes } from './features/cost-sharing/cost-sharing-routes.ts';
import { registerClockRoutes } from './features/dev/clock-routes.ts';
import { registerOutboxRoutes } from './features/dev/outbox-routes.ts';
import { registerUssdSimulatorRoutes } from './features/dev/ussd-simulator-routes.ts';
import { discardUnusedUploads } from './features/documents/discard-unused-uploads.ts';
import { registerDocumentRoutes } from './features/documents/document-routes.ts';
import { registerHealthRoutes } from './features/health/health-routes.ts';
import { createLiveHub, type LiveHub } from './features/live/live-hub.ts';
import { registerLiveRoutes } from './features/live/live-routes.ts';
import {
  createNotifier,
  deliverNotifications,
} from './features/notifications/deliver-notifications.ts';
import { registerNotificationRoutes } from './features/notifications/notification-routes.ts';
import type { Notifier } from './features/notifications/notify.ts';
import { registerPayoutRoutes } from './features/payouts/payout-routes.ts';
import { runAutomaticPayouts } from './features/payouts/payouts.ts';
import { registerPhotoRoutes } from './features/photos/photo-routes.ts';
import { createLookupSpending } from './features/places/lookup-limits.ts';
import { createMapsAnswers } from './features/places/maps-answers.ts';
import { registerPlaceRoutes } from './features/places/place-routes.ts';
import { registerPopularRouteRoutes } from './features/popular-routes/popular-route-routes.ts';
import { registerPushRoutes } from './features/push/push-routes.ts';
import { resolveVapidKeys } from './features/push/vapid-keys.ts';
import { registerRatingRoutes } from './features/ratings/rating-routes.ts';
import { completeDueRides } from './features/rides/complete-rides.ts';
import { registerDriverRoutes } from './features/rides/driver-routes.ts';
import { expireBookingRequests } from './features/rides/expire-booking-requests.ts';
import { registerReliabilityRoutes } from './features/rides/reliability-routes.ts';
import { registerRideRoutes } from './features/rides/ride-routes.ts';
import { registerSafetyRoutes } from './features/safety/safety-routes.ts';
import { registerSavedPlaceRoutes } from './features/saved-places/saved-place-routes.ts';
import { extendSeries } from './features/series/extend-series.ts';
import { registerSeriesBookingRoutes } from './features/series/series-booking-routes.ts';
import { registerSeriesRoutes } from './features/series/series-routes.ts';
import { registerSmsRoutes } from './features/sms/sms-routes.ts';
import { deletePositions } from './features/trips/delete-positions.ts';
import { settleHeldBookings } from './features/trips/settle-held-bookings.ts';
import { registerTripRoutes } from './features/trips/trip-routes.ts';
import { registerUserRoutes } from './features/users/user-routes.ts';
import { registerUssdRoutes } from './features/ussd/ussd-routes.ts';
import { registerVehicleRoutes } from './features/vehicles/vehicle-routes.ts';
import { reconcilePendingPayments } from './features/wallet/payments.ts';
import { registerWalletRoutes } from './features/wallet/wallet-routes.ts';
import { registerLogRedaction } from './logger.ts';
import { setPhotoLinkSecret } from './photo-links.ts';
import { registerRateLimits } from './plugins/api-rate-limit.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { countedJob, countedSms, registerMetrics } from './plugins/metrics.ts';
import { publicConfigFrom } from './plugins/public-config.ts';
import { registerRequestBody } from './plugins/request-body.ts';
import { registerRequestGuards } from './plugins/request-guards.ts';
import { compiledSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import type { Providers } from './providers/create-providers.ts';
import { mpesaCallbackSecret, resolveSecretKey } from './secret-key.ts';
import { type ServerTimeouts, timeoutOptions } from './server-timeouts.ts';

/** The project's folder: the nearest one above this file with a package.json, also when built. */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return dir;
}

export const defaultWebRoot = path.join(projectRoot(), 'dist', 'web');

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work main.ts runs on a timer; safe to run from several processes at once. */
    jobs: {
      reconcilePayments(): Promise<number>;
      completeRides(): Promise<number>;
      payDrivers(): Promise<number>;
      /** Credits drivers the bookings held 24 h at completion that nobody reported. */
      settleHeldBookings(): Promise<number>;
      /** Deletes the positions of trips that ended more than 24 h ago. */
      deletePositions(): Promise<number>;
      /** Delivers notifications a process wrote but did not deliver (it died, or a send failed). */
      deliverNotifications(): Promise<number>;
      /** Keeps every active series' departures 4 weeks ahead; answers how many it created. */
      extendSeries(): Promise<number>;
      /** Deletes the files of upload slots never used (an hour after they expired). */
      discardUnusedUploads(): Promise<number>;
      /** Refunds the booking requests their drivers did not answer in time. */
      expireBookingRequests(): Promise<number>;
    };
    /** Delivers notifications written in a transaction, once it committed. */
    notifier: Notifier;
    /** Live positions and trip changes for the streams of trip day, across processes. */
    live: LiveHub;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  providers: Providers;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  /** How long to wait on slow clients (server-timeouts.ts); tests shorten them. */
  timeouts?: Partial<ServerTimeouts>;
}

/** Builds the whole server from plugins and features; main.ts starts it, tests inject into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const providers = { ...options.providers, sms: countedSms(options.providers.sms) };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    // Only a trusted proxy may choose the request id; otherwise every request gets a new one.
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ...timeoutOptions(options.timeouts),
  });
  registerLogRedaction(app);
  registerRequestBody(app);
  // Answers are written by serializers compiled from their zod schemas; the tests (NODE_ENV=test)
  // check every answer against zod's own writing.
  app.setSerializerCompiler(compiledSerializerCompiler({ crossCheck: config.NODE_ENV === 'test' }));
  registerErrorHandler(app);
  registerMetrics(app, config.METRICS_TOKEN);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    // No cache keeps an answer unless it says otherwise (the web app's files do): every API
    // answer, however its path was spelt, is someone's own data.
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  await registerSecurityHeaders(app, {
    https,
    mapsEnabled: Boolean(config.GOOGLE_MAPS_BROWSER_KEY),
    imageOrigins: providers.storage.origin ? [providers.storage.origin] : [],
    mapTileUrl: config.MAP_TILE_URL,
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    // An API answer (a search's 20 rides are about 11 KB) is compressed in one call: on two
    // cores the default (8 KB) sent it through a zlib stream and a chunked answer, which cost
    // more than the compression itself. Brotli's window is cut to 256 KB, bigger than any such
    // answer, so each call no longer sets up a 4 MB one; quality 4 as @fastify/compress's own.
    // Zstandard (what Chrome asks for first) at level 1: on 200 search answers, 49 µs and
    // 1,768 bytes each against level 3's 73 µs and 1,801 bytes. @fastify/compress hands zstd the
    // options of gzip and deflate, which ignore `params`.
    syncThreshold: 65_536,
    zlibOptions: {
      params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 },
    } satisfies zlib.ZstdOptions as zlib.ZlibOptions,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  await app.register(fastifyCookie);
  const db = database.db;
  const sessionCache = await createSessionCache(database, {
    ttlMs: config.SESSION_CACHE_SECONDS * 1000,
    onError: (error) => app.log.warn({ err: error }, 'session notices lost; sessions looked up'),
  });
  if (sessionCache) {
    app.addHook('onClose', async () => sessionCache.close());
    // A request that may have changed a session or a person answers only once this process has
    // heard of it, so the next request, wherever it lands here, reads the change.
    app.addHook('onSend', async (request) => {
      const config = request.routeOptions.config;
      const reads = request.method === 'GET' || request.method === 'HEAD';
      if (reads ? !config?.mayChange : config?.changesNothing) return;
      await sessionCache.caughtUp();
    });
  }
  const auth = createRequestAuth(db, config.AGENT_PHONES, sessionCache);
  registerRequestLanguage(app, auth);
  registerRateLimits(app, db, { perMinute: config.API_RATE_LIMIT_PER_MINUTE });
  registerRequestGuards(app, config.PUBLIC_URL);
  registerAccessCheck(app, auth);
  const secret = await resolveSecretKey(db, config.SECRET_KEY);
  setPhotoLinkSecret(secret);
  const log = app.log;
  const live = await createLiveHub(database, log);
  app.decorate('live', live);
  app.addHook('onClose', async () => live.close());
  registerHealthRoutes(app, database, {
    version: APP_VERSION,
    standIns: config.NODE_ENV === 'production' ? standInsOf(config) : [],
  });
  registerUserRoutes(app, auth);
  registerAuthRoutes(app, {
    db,
    sms: providers.sms,
    secret,
    limits: {
      perPhonePerHour: config.OTP_SENDS_PER_PHONE_PER_HOUR,
      perAddressPerHour: config.OTP_SENDS_PER_IP_PER_HOUR,
    },
    log,
    auth,
    https,
  });
  const production = config.NODE_ENV === 'production';
  const vapid = await resolveVapidKeys(db, config);
  const deliveryDeps = { db, sms: providers.sms, log, vapid, production };
  const notifier = createNotifier(deliveryDeps);
  app.decorate('notifier', notifier);
  app.addHook('onClose', async () => notifier.idle());
  registerNotificationRoutes(app, db);
  registerPushRoutes(app, { db, vapid, production });
  const callbackSecret = mpesaCallbackSecret(config, secret);
  // Where people and providers reach this server: links in SMS, M-Pesa's callbacks.
  const publicUrl = config.PUBLIC_URL?.replace(/\/$/, '') ?? `http://127.0.0.1:${config.PORT}`;
  const paymentDeps = {
    db,
    payments: providers.payments,
    callbackUrl: `${publicUrl}/api/Wallet/callback/${callbackSecret}`,
    log,
  };
  registerWalletRoutes(app, { ...paymentDeps, notifier, callbackSecret });
  const payoutDeps = {
    db,
    payments: providers.payments,
    resultUrl: `${paymentDeps.callbackUrl}/b2c/result`,
    timeoutUrl: `${paymentDeps.callbackUrl}/b2c/timeout`,
    log,
    notifier,
  };
  registerPayoutRoutes(app, { ...payoutDeps, callbackSecret });
  const mapsLookups = {
    perPersonPerHour: config.GOOGLE_MAPS_LOOKUPS_PER_PERSON_PER_HOUR,
    perAddressPerHour: config.GOOGLE_MAPS_LOOKUPS_PER_ADDRESS_PER_HOUR,
  };
  // Cost sharing: the road distance (Google Directions with a key) and the limits of a ride.
  const pricing = {
    maps: providers.maps,
    answers: createMapsAnswers(db),
    lookups: createLookupSpending(app, db, auth, mapsLookups),
    settings: {
      carCostPerKm: config.CAR_COST_PER_KM_KSH,
      minRideKm: config.MIN_RIDE_KM,
      maxRidesPerDay: config.MAX_RIDES_PER_DRIVER_PER_DAY,
    },
  };
  app.decorate('jobs', {
    reconcilePayments: countedJob('reconcilePayments', () => reconcilePendingPayments(paymentDeps)),
    completeRides: countedJob('completeRides', () =>
      completeDueRides(db, (event) => live.publish(event)),
    ),
    payDrivers: countedJob('payDrivers', () => runAutomaticPayouts(payoutDeps)),
    settleHeldBookings: countedJob('settleHeldBookings', () => settleHeldBookings(payoutDeps)),
    deletePositions: countedJob('deletePositions', () => deletePositions(db)),
    deliverNotifications: countedJob('deliverNotifications', () =>
      deliverNotifications(deliveryDeps),
    ),
    extendSeries: countedJob('extendSeries', () =>
      extendSeries({ db, notifier, publicUrl, settings: pricing.settings }),
    ),
    discardUnusedUploads: countedJob('discardUnusedUploads', () =>
      discardUnusedUploads({ db, storage: providers.storage }),
    ),
    expireBookingRequests: countedJob('expireBookingRequests', () =>
      expireBookingRequests({ db, notifier, publicUrl }),
    ),
  });
  const rideDeps = { db, log, notifier, publicUrl, payouts: payoutDeps };
  registerRideRoutes(app, rideDeps);
  registerDriverRoutes(app, { ...rideDeps, pricing });
  registerCostSharingRoutes(app, { db, pricing });
  registerSeriesRoutes(app, { ...rideDeps, settings: pricing.settings });
  registerReliabilityRoutes(app, db);
  registerSeriesBookingRoutes(app, { db, notifier });
  // Africa's Talking's USSD service: only when its callback secret is configured.
  if (config.USSD_CALLBACK_SECRET) {
    registerUssdRoutes(app, { ...rideDeps, ...paymentDeps, secret: config.USSD_CALLBACK_SECRET });
  }
  registerSavedPlaceRoutes(app, db);
  registerAlertRoutes(app, db);
  registerVehicleRoutes(app, { db, storage: providers.storage, log });
  registerPhotoRoutes(app, { db, storage: providers.storage, log, auth });
  registerRatingRoutes(app, { db, auth });
  registerTripRoutes(app, { db, log, notifier, publicUrl, payouts: payoutDeps });
  registerLiveRoutes(app, { db, auth });
  registerSafetyRoutes(app, { db, sms: providers.sms, log, publicUrl });
  registerPopularRouteRoutes(app, db);
  // Two-way SMS exists only with its callback secret (unset: no such routes).
  if (config.SMS_CALLBACK_SECRET) {
    registerSmsRoutes(app, {
      db,
      sms: providers.sms,
      log,
      notifier,
      ussdCode: config.USSD_SERVICE_CODE,
      answersPerHour: config.SMS_ANSWERS_PER_PHONE_PER_HOUR,
      callbackSecret: config.SMS_CALLBACK_SECRET,
    });
  }
  registerPlaceRoutes(app, {
    db,
    maps: providers.maps,
    auth,
    limits: {
      perPersonPerHour: config.GOOGLE_MAPS_LOOKUPS_PER_PERSON_PER_HOUR,
      perAddressPerHour: config.GOOGLE_MAPS_LOOKUPS_PER_ADDRESS_PER_HOUR,
    },
  });
  registerDocumentRoutes(app, {
    db,
    storage: providers.storage,
    log,
    notifier,
    auth,
  });
  registerAccountRoutes(app, {
    db,
    notifier,
    storage: providers.storage,
    log,
    auth,
    googleMapsBrowserKey: config.GOOGLE_MAPS_BROWSER_KEY,
    payouts: payoutDeps,
  });
  // Development helpers: never in production, whatever the providers.
  if (config.NODE_ENV !== 'production') {
    registerClockRoutes(app);
    if (providers.sms.name === 'outbox') registerOutboxRoutes(app, database.db);
    registerUssdSimulatorRoutes(app, { ...rideDeps, ...paymentDeps });
  }

  await registerWebApp(app, options.webRoot ?? defaultWebRoot, publicConfigFrom(config));
  return app;
}
