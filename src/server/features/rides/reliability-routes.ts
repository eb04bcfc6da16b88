import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  driverRecord as driverRecordSchema,
  suspendedDriver,
} from '../../../shared/schemas/reliability.ts';
import type { Database } from '../../db/client.ts';
import { driverRecord } from './driver-record.ts';
import { suspendedDrivers } from './suspended-drivers.ts';

/** Drivers' reliability: a driver's own record, and the suspended drivers agents look after. */
export function registerReliabilityRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/driver/record',
    { config: { access: 'user' }, schema: { response: { 200: driverRecordSchema } } },
    async (request) => driverRecord(db, request.user.id),
  );

  routes.get(
    '/api/admin/suspended-drivers',
    { config: { access: 'agent' }, schema: { response: { 200: z.array(suspendedDriver) } } },
    async () => suspendedDrivers(db),
  );
}
