import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toE164KenyanPhone } from '../../../shared/phone.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { readOutbox } from '../../providers/sms/outbox-sms.ts';
import { fromThisMachine } from './from-this-machine.ts';

/**
 * The stored SMS of the local provider, for developers and tests on this machine only.
 * Anyone else gets the same 404 as for a route that does not exist.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Database) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      config: { secretQuery: ['phone'] },
      schema: {
        querystring: z.object({ phone: z.string().max(20).optional() }),
        response: {
          200: z.array(z.object({ to: z.string(), message: z.string(), createdAt: z.date() })),
        },
      },
    },
    async (request) => {
      if (!fromThisMachine(request)) {
        throw new AppError('route_not_found', { method: 'GET', path: '/api/dev/outbox' });
      }
      let phone: string | undefined;
      if (request.query.phone) {
        phone = toE164KenyanPhone(request.query.phone) ?? undefined;
        if (!phone) throw new AppError('phone_invalid');
      }
      return readOutbox(db, phone);
    },
  );
}
