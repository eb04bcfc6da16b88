import { hash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from '../errors.ts';
import type { SmsProvider } from '../providers/sms/sms-provider.ts';

/**
 * Prometheus metrics of this server process: each process counts its own and Prometheus scrapes
 * every one. Label values come from short fixed lists and route patterns, never from what a
 * request carries, so no id, phone number, token or callback secret can reach a label.
 */
const registry = new Registry();

const httpDuration = new Histogram({
  name: 'pamoja_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const bookings = new Counter({
  name: 'pamoja_bookings_total',
  help: 'Bookings made, refused (ride gone, no seats, too few tokens, already booked) and cancelled',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const payments = new Counter({
  name: 'pamoja_payments_total',
  help: 'M-Pesa top-ups (STK) and driver payouts (B2C): requested (M-Pesa took the request), succeeded, failed',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});
const heldTopUps = new Counter({
  name: 'pamoja_topups_held_total',
  help: 'M-Pesa top-ups held for an agent because M-Pesa paid another amount than asked',
  registers: [registry],
});
const sms = new Counter({
  name: 'pamoja_sms_total',
  help: 'SMS handed to the provider (sent) or not (failed)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});
const jobRuns = new Counter({
  name: 'pamoja_job_runs_total',
  help: 'Runs of the background jobs, by job and outcome',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

const BOOKING_OUTCOMES = ['made', 'refused', 'cancelled'] as const;
const PAYMENT_KINDS = ['topup', 'payout'] as const;
const PAYMENT_OUTCOMES = ['requested', 'succeeded', 'failed'] as const;
const JOB_OUTCOMES = ['succeeded', 'failed'] as const;
// Every known series starts at 0, so rate() and increase() see the first event.
for (const outcome of BOOKING_OUTCOMES) bookings.inc({ outcome }, 0);
for (const kind of PAYMENT_KINDS) {
  for (const outcome of PAYMENT_OUTCOMES) payments.inc({ kind, outcome }, 0);
}

export function countBookings(outcome: (typeof BOOKING_OUTCOMES)[number], n = 1): void {
  if (n > 0) bookings.inc({ outcome }, n);
}

/** `requested`: M-Pesa took the prompt or payout; `succeeded`/`failed`: its final answer. */
export function countPayment(
  kind: (typeof PAYMENT_KINDS)[number],
  outcome: (typeof PAYMENT_OUTCOMES)[number],
): void {
  payments.inc({ kind, outcome });
}

/** A top-up held for an agent: M-Pesa paid another amount than asked (nothing credited). */
export function countHeldTopUp(): void {
  heldTopUps.inc();
}

/** The SMS provider, counting what it sends and what it cannot. */
export function countedSms(provider: SmsProvider): SmsProvider {
  for (const outcome of ['sent', 'failed']) sms.inc({ provider: provider.name, outcome }, 0);
  return {
    name: provider.name,
    async send(message) {
      try {
        const result = await provider.send(message);
        sms.inc({ provider: provider.name, outcome: result.ok ? 'sent' : 'failed' });
        return result;
      } catch (error) {
        sms.inc({ provider: provider.name, outcome: 'failed' });
        throw error;
      }
    },
  };
}

/** A background job, counting its runs as succeeded or failed. */
export function countedJob<T>(
  job:
    | 'reconcilePayments'
    | 'completeRides'
    | 'payDrivers'
    | 'settleHeldBookings'
    | 'deletePositions'
    | 'deliverNotifications'
    | 'extendSeries'
    | 'discardUnusedUploads'
    | 'expireBookingRequests',
  run: () => Promise<T>,
): () => Promise<T> {
  for (const outcome of JOB_OUTCOMES) jobRuns.inc({ job, outcome }, 0);
  return async () => {
    try {
      const result = await run();
      jobRuns.inc({ job, outcome: 'succeeded' });
      return result;
    } catch (error) {
      jobRuns.inc({ job, outcome: 'failed' });
      throw error;
    }
  };
}

let processMetrics = false;

/**
 * `GET /metrics` for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`; 404 without the
 * setting, 401 with another token. Outside /api, so neither rate limited nor cross-site guarded.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  // Hashing both sides makes the comparison constant-time whatever the length given.
  const digest = (text: string) => hash('sha256', text, 'buffer');
  const expected = token ? digest(`Bearer ${token}`) : null;
  if (expected) {
    if (!processMetrics) collectDefaultMetrics({ register: registry });
    processMetrics = true;
    app.addHook('onResponse', async (request, reply) => {
      httpDuration.observe(
        {
          method: request.method,
          // The pattern (/api/Wallet/callback/:secret), never the URL; unknown paths as one.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
  }
  app.get('/metrics', async (request, reply) => {
    if (!expected) throw new AppError('not_found');
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new AppError('metrics_token_required', undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
