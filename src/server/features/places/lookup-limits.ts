import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { sharedHitCounter } from '../../plugins/api-rate-limit.ts';
import type { RequestAuth } from '../auth/request-auth.ts';

export interface LookupLimits {
  /** Google look-ups an hour for one signed-in person. */
  perPersonPerHour: number;
  /** Google look-ups an hour for one visitor's address (carrier NAT: many phones share one). */
  perAddressPerHour: number;
}

export interface LookupSpending {
  /** Counts one Google look-up for whoever asks; `place_lookups_limited` past their limit. */
  spend(request: FastifyRequest): Promise<void>;
}

/**
 * The hourly Google look-ups of a signed-in person, or of a visitor's address (docs/product-rules.md,
 * "Maps and place search"), in the rate limits' shared fixed windows, so that every process adds
 * to the same counts. Only a question no process has a kept answer for is counted: a commuter
 * picking the usual stages, or a burst of one search, costs nothing.
 */
export function createLookupSpending(
  app: FastifyInstance,
  db: Database,
  auth: RequestAuth,
  limits: LookupLimits,
): LookupSpending {
  const counter = sharedHitCounter(app, db, 3600);
  return {
    async spend(request) {
      const user = await auth.currentUser(request);
      const [key, limit] = user
        ? [`places:person:${user.id}`, limits.perPersonPerHour]
        : [`places:address:${request.ip}`, limits.perAddressPerHour];
      if (counter.hit(key) > limit)
        throw new AppError('place_lookups_limited', undefined, {
          'Retry-After': String(counter.secondsLeft()),
        });
    },
  };
}
