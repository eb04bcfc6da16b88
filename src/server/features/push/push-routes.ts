import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pushPublicKey,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
} from '../../../shared/schemas/commute.ts';
import type { Database } from '../../db/client.ts';
import { subscribe, unsubscribe } from './push-subscriptions.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushRouteDeps {
  db: Database;
  vapid: VapidKeys;
  production: boolean;
}

/** Web Push: the server's public key for `pushManager.subscribe`, and a device's subscription. */
export function registerPushRoutes(app: FastifyInstance, deps: PushRouteDeps) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/push/public-key',
    { config: { access: 'user' }, schema: { response: { 200: pushPublicKey } } },
    async () => ({ publicKey: deps.vapid.publicKey }),
  );
  routes.post(
    '/api/push/subscriptions',
    { config: { access: 'user' }, schema: { body: pushSubscriptionRequest } },
    async (request, reply) => {
      await subscribe(db, request.user.id, request.body, deps.production);
      return reply.code(201).send();
    },
  );
  routes.delete(
    '/api/push/subscriptions',
    { config: { access: 'user' }, schema: { body: pushUnsubscribeRequest } },
    async (request, reply) => {
      await unsubscribe(db, request.user.id, request.body.endpoint);
      return reply.code(204).send();
    },
  );
}
