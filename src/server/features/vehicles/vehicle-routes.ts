import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  modelsQuery,
  vehicle,
  vehicleInput,
  vehicleUpdate,
} from '../../../shared/schemas/vehicles.ts';
import { VEHICLE_CATALOGUE } from '../../../shared/vehicle-catalogue.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';
import {
  addVehicle,
  deleteVehicle,
  listOwnVehicles,
  updateVehicle,
  vehicleView as view,
} from './vehicles.ts';

const idParams = z.object({ id: z.uuid({ error: 'must be a vehicle id' }) });

/** The owner's vehicles (second specification document §7). */
export function registerVehicleRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: StorageProvider; log: { warn(obj: object, msg: string): void } },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const user = { config: { access: 'user' as const } };

  routes.get(
    '/api/vehicles/my',
    { ...user, schema: { response: { 200: z.array(vehicle) } } },
    async (request) => (await listOwnVehicles(db, request.user.id)).map(view),
  );

  // The ride form's vehicle list: active vehicles only, by the path and shape the spec names.
  routes.get(
    '/api/Vehicle/GetDriverVehicleDetails',
    { ...user, schema: { response: { 200: z.array(vehicle) } } },
    async (request) =>
      (await listOwnVehicles(db, request.user.id)).filter((v) => v.isActive).map(view),
  );

  routes.get(
    '/api/vehicles/makes',
    { schema: { response: { 200: z.array(z.string()) } } },
    async () => Object.keys(VEHICLE_CATALOGUE).sort(),
  );

  routes.get(
    '/api/vehicles/models',
    { schema: { querystring: modelsQuery, response: { 200: z.array(z.string()) } } },
    async (request) => {
      const models = VEHICLE_CATALOGUE[request.query.make];
      if (!models) throw new AppError('make_unknown');
      return [...models];
    },
  );

  routes.post(
    '/api/vehicles',
    { ...user, schema: { body: vehicleInput, response: { 200: vehicle } } },
    async (request) => view(await addVehicle(db, request.user.id, request.body)),
  );

  routes.put(
    '/api/vehicles/:id',
    { ...user, schema: { params: idParams, body: vehicleUpdate, response: { 200: vehicle } } },
    async (request) =>
      view(await updateVehicle(db, request.user.id, request.params.id, request.body)),
  );

  routes.delete(
    '/api/vehicles/:id',
    {
      ...user,
      schema: {
        params: idParams,
        response: { 200: z.object({ success: z.boolean(), message: z.string() }) },
      },
    },
    async (request) => {
      const photo = await deleteVehicle(db, request.user.id, request.params.id);
      // After the change: a file left behind is logged, and no link reaches it any more.
      if (photo) {
        await deps.storage
          .delete(photo)
          .catch((error) => deps.log.warn({ err: error }, 'photo file not removed'));
      }
      return { success: true, message: 'Vehicle Deleted' };
    },
  );
}
