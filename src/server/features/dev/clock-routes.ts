import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advanceClock, now } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { fromThisMachine } from './from-this-machine.ts';

/** At most a week at a time. */
const MAX_ADVANCE_MINUTES = 10_080;

const clockAnswer = z.object({
  now: z.date(),
  /**
   * What the due jobs did after a move: rides completed, payments settled, payouts started, held
   * bookings credited to their drivers, positions deleted, series departures added, unused
   * uploads deleted.
   */
  ridesCompleted: z.number().int().optional(),
  paymentsChecked: z.number().int().optional(),
  payoutsStarted: z.number().int().optional(),
  heldBookingsSettled: z.number().int().optional(),
  positionsDeleted: z.number().int().optional(),
  /** Departures the series extension job added. */
  seriesDeparturesCreated: z.number().int().optional(),
  /** Notifications left pending (a failed send to retry, a process that died) now delivered. */
  notificationsDelivered: z.number().int().optional(),
  /** Upload slots never used whose files were deleted. */
  uploadsDiscarded: z.number().int().optional(),
  /** Booking requests their drivers did not answer in time, refunded. */
  requestsExpired: z.number().int().optional(),
});

/**
 * The development clock, for tests, demos and screenshots of what happens later: read it, or
 * move it forward by whole minutes (cumulative) and run the jobs that are then due. Never in
 * production (not registered), and only from this machine, like the SMS outbox.
 */
export function registerClockRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onlyHere = (method: string) => async (request: Parameters<typeof fromThisMachine>[0]) => {
    if (!fromThisMachine(request)) {
      throw new AppError('route_not_found', { method, path: '/api/dev/clock' });
    }
  };

  routes.get(
    '/api/dev/clock',
    { preHandler: onlyHere('GET'), schema: { response: { 200: clockAnswer } } },
    async () => ({ now: now() }),
  );

  routes.post(
    '/api/dev/clock',
    {
      preHandler: onlyHere('POST'),
      schema: {
        body: z.object({
          advanceMinutes: z
            .number()
            .int('must be a whole number of minutes')
            .min(1, `must be from 1 to ${MAX_ADVANCE_MINUTES}`)
            .max(MAX_ADVANCE_MINUTES, `must be from 1 to ${MAX_ADVANCE_MINUTES}`),
        }),
        response: { 200: clockAnswer },
      },
    },
    async (request) => {
      const moved = advanceClock(request.body.advanceMinutes);
      // Requests first: one due expired before its ride could leave, let alone complete.
      let requestsExpired = 0;
      for (let batch = await app.jobs.expireBookingRequests(); batch > 0; ) {
        requestsExpired += batch;
        batch = await app.jobs.expireBookingRequests();
      }
      // The completion job takes rides in batches: run it until none is due.
      let ridesCompleted = 0;
      for (let batch = await app.jobs.completeRides(); batch > 0; ) {
        ridesCompleted += batch;
        batch = await app.jobs.completeRides();
      }
      let heldBookingsSettled = 0;
      for (let batch = await app.jobs.settleHeldBookings(); batch > 0; ) {
        heldBookingsSettled += batch;
        batch = await app.jobs.settleHeldBookings();
      }
      const positionsDeleted = await app.jobs.deletePositions();
      const paymentsChecked = await app.jobs.reconcilePayments();
      const payoutsStarted = await app.jobs.payDrivers();
      const seriesDeparturesCreated = await app.jobs.extendSeries();
      const uploadsDiscarded = await app.jobs.discardUnusedUploads();
      // Last: the jobs above may have written notifications of their own.
      let notificationsDelivered = 0;
      for (let batch = await app.jobs.deliverNotifications(); batch > 0; ) {
        notificationsDelivered += batch;
        batch = await app.jobs.deliverNotifications();
      }
      return {
        now: moved,
        ridesCompleted,
        paymentsChecked,
        payoutsStarted,
        heldBookingsSettled,
        positionsDeleted,
        seriesDeparturesCreated,
        notificationsDelivered,
        uploadsDiscarded,
        requestsExpired,
      };
    },
  );
}
