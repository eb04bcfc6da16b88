import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, standInsOf } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadDemoData } from './db/demo-data.ts';
import { deleteExpiredSessions } from './features/auth/sessions.ts';
import { DELIVERY_BATCH } from './features/notifications/deliver-notifications.ts';
import { ensurePlaces } from './features/places/load-places.ts';
import { loggerOptions } from './logger.ts';
import { pruneRateLimits } from './plugins/api-rate-limit.ts';
import { createProviders } from './providers/create-providers.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const MAINTENANCE_EVERY_MS = 10 * 60 * 1000;
const RECONCILE_EVERY_MS = 15_000;
const COMPLETE_EVERY_MS = 60_000;
/** The daily payout run is due once a day; looking every 5 minutes starts it soon after. */
const PAY_DRIVERS_EVERY_MS = 5 * 60_000;
/** Held bookings are credited within a minute of their 24 hours. */
const SETTLE_HELD_EVERY_MS = 60_000;
/** Positions go within the hour after their 24 hours. */
const DELETE_POSITIONS_EVERY_MS = 10 * 60_000;
const DELIVER_NOTIFICATIONS_EVERY_MS = 15_000;
/** Series stay 4 weeks ahead: a new day comes within minutes of midnight plus the hour's margin. */
const EXTEND_SERIES_EVERY_MS = 10 * 60_000;
/** Unused uploads' files go within 10 minutes of their hour after expiry. */
const DISCARD_UPLOADS_EVERY_MS = 10 * 60_000;
/** Booking requests nobody answered are refunded within a minute of their time. */
const EXPIRE_REQUESTS_EVERY_MS = 60_000;

/** Reads config, opens the database, listens, and shuts down gracefully on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    app = await buildApp({
      config,
      database,
      providers: createProviders(config, database.db, {
        warn: (obj, msg) => app?.log.warn(obj, msg),
      }),
      logger: loggerOptions(config),
      webRoot: config.WEB_ROOT ? path.resolve(config.WEB_ROOT) : undefined,
    });
    const log = app.log;
    const standIns = standInsOf(config);
    if (config.NODE_ENV === 'production' && standIns.length > 0) {
      log.warn(
        { standIns },
        `STAGING: ALLOW_SIMULATORS_IN_PRODUCTION=1, this server runs on stand-ins (${standIns.join(', ')}): no real SMS, no real money. Never use it for the real service.`,
      );
    }
    log.info(
      database.kind === 'pglite'
        ? `embedded database (PGlite) in ${path.resolve(config.DATA_DIR)}`
        : 'PostgreSQL server from DATABASE_URL',
    );
    const placesLoad = await ensurePlaces(database.db);
    if (placesLoad.loaded) log.info({ places: placesLoad.count }, 'place names loaded');
    if (config.DEMO_DATA) {
      const demo = await loadDemoData(database.db);
      if (demo.loaded)
        log.info({ counts: demo.counts }, 'demo data loaded into the empty database');
    }
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }

  const server = app;
  // Payments with no callback yet are asked about; any number of processes may do this at once.
  const reconciliation = setInterval(() => {
    server.jobs
      .reconcilePayments()
      .catch((error) =>
        server.log.warn({ err: error }, 'payment reconciliation failed; will retry'),
      );
  }, RECONCILE_EVERY_MS);
  reconciliation.unref();
  // Rides whose time is up are completed and their drivers paid; safe from several processes.
  const completion = setInterval(() => {
    server.jobs
      .completeRides()
      .catch((error) => server.log.warn({ err: error }, 'ride completion failed; will retry'));
  }, COMPLETE_EVERY_MS);
  completion.unref();
  // Drivers' earnings to M-Pesa once a day, failed ones again once; safe from several processes.
  const payDrivers = setInterval(() => {
    server.jobs
      .payDrivers()
      .catch((error) => server.log.warn({ err: error }, 'automatic payouts failed; will retry'));
  }, PAY_DRIVERS_EVERY_MS);
  payDrivers.unref();
  // Bookings held at completion whose 24 hours passed unreported: their drivers are credited.
  const settleHeld = setInterval(() => {
    server.jobs
      .settleHeldBookings()
      .catch((error) => server.log.warn({ err: error }, 'held bookings not settled; will retry'));
  }, SETTLE_HELD_EVERY_MS);
  settleHeld.unref();
  // The driver's positions, 24 hours after their trip ended (privacy).
  const positions = setInterval(() => {
    server.jobs
      .deletePositions()
      .catch((error) => server.log.warn({ err: error }, 'positions not deleted; will retry'));
  }, DELETE_POSITIONS_EVERY_MS);
  positions.unref();

  // Notifications a process wrote but could not deliver (it died, or a send failed).
  // A batch at a time, until the backlog is worked off (at most 20 batches a round).
  const notificationsJob = setInterval(() => {
    (async () => {
      for (
        let round = 0;
        round < 20 && (await server.jobs.deliverNotifications()) === DELIVERY_BATCH;
        round++
      );
    })().catch((error) =>
      server.log.warn({ err: error }, 'notifications not delivered; will retry'),
    );
  }, DELIVER_NOTIFICATIONS_EVERY_MS);
  notificationsJob.unref();

  // Recurring rides that keep going: each series' departures stay 4 weeks ahead.
  const seriesJob = setInterval(() => {
    server.jobs
      .extendSeries()
      .catch((error) => server.log.warn({ err: error }, 'series not extended; will retry'));
  }, EXTEND_SERIES_EVERY_MS);
  seriesJob.unref();

  // Photos and ID images uploaded and never used: their files are deleted (privacy).
  const uploadsJob = setInterval(() => {
    server.jobs
      .discardUnusedUploads()
      .catch((error) => server.log.warn({ err: error }, 'unused uploads not deleted; will retry'));
  }, DISCARD_UPLOADS_EVERY_MS);
  uploadsJob.unref();

  // Booking requests their drivers did not answer in time: refunded; safe from several processes.
  const requestsJob = setInterval(() => {
    server.jobs
      .expireBookingRequests()
      .catch((error) => server.log.warn({ err: error }, 'requests not expired; will retry'));
  }, EXPIRE_REQUESTS_EVERY_MS);
  requestsJob.unref();

  const maintenance = setInterval(() => {
    Promise.all([pruneRateLimits(database.db), deleteExpiredSessions(database.db)]).catch((error) =>
      app?.log.warn({ err: error }, 'maintenance failed; will retry'),
    );
  }, MAINTENANCE_EVERY_MS);
  maintenance.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info(`${signal}: finishing in-flight requests, then closing the database`);
    const force = setTimeout(() => {
      app?.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    clearInterval(maintenance);
    clearInterval(reconciliation);
    clearInterval(completion);
    clearInterval(payDrivers);
    clearInterval(settleHeld);
    clearInterval(positions);
    clearInterval(notificationsJob);
    clearInterval(seriesJob);
    clearInterval(uploadsJob);
    clearInterval(requestsJob);
    await app?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  // Bad configuration and an unreachable database are a person's problem to fix: say it in one
  // line. Anything else is ours: keep the stack.
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else if (isStartupProblem(error)) {
    process.stderr.write(`Pamoja could not start: ${(error as Error).message}\n`);
  } else {
    process.stderr.write(`Pamoja could not start:\n${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exit(1);
});

function isStartupProblem(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException)?.code;
  const message = (error as Error)?.message ?? '';
  return (
    ['ECONNREFUSED', 'ENOTFOUND', 'EADDRINUSE', 'EACCES', '28P01', '3D000'].includes(code ?? '') ||
    message.startsWith('DATA_DIR ')
  );
}
