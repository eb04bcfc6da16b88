import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/notify.ts';
import type { PayoutDeps } from '../payouts/payouts.ts';

/**
 * What trip day's functions need: the database, SMS, the log, links, payouts and the live streams.
 */
export interface TripDeps {
  db: Database;
  log: { warn(obj: object, msg: string): void };
  notifier: Notifier;
  /** The web app's address, for the links in SMS (no trailing slash). */
  publicUrl: string;
  /** Money that reaches a deleted account goes on to M-Pesa (report, dispute decision). */
  payouts: PayoutDeps;
  /** app.live.publish, called after the change has committed. */
  publish: FastifyInstance['live']['publish'];
}

/** Publishes a live event; a failure is logged and never undoes the change it tells about. */
export async function publishAfterCommit(
  deps: Pick<TripDeps, 'publish' | 'log'>,
  event: Parameters<TripDeps['publish']>[0],
): Promise<void> {
  await deps.publish(event).catch((error: Error) => {
    deps.log.warn({ rideId: event.rideId, reason: error.message }, 'live event not published');
  });
}
