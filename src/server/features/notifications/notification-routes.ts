import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams,
  inbox,
  inboxQuery,
  notificationPreferences,
  notificationPreferencesUpdate,
  unreadCount,
} from '../../../shared/schemas/commute.ts';
import type { Database } from '../../db/client.ts';
import { inboxPage, markAllRead, markRead, unreadCountOf } from './inbox.ts';
import { preferencesOf, updatePreferences } from './preferences.ts';

/** The inbox (the bell) and the person's channels per kind of notification. */
export function registerNotificationRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/notifications',
    { config: { access: 'user' }, schema: { querystring: inboxQuery, response: { 200: inbox } } },
    async (request) => inboxPage(db, request.user.id, request.query),
  );
  routes.get(
    '/api/notifications/unread-count',
    { config: { access: 'user' }, schema: { response: { 200: unreadCount } } },
    async (request) => ({ unreadCount: await unreadCountOf(db, request.user.id) }),
  );
  routes.post(
    '/api/notifications/read-all',
    { config: { access: 'user' } },
    async (request, reply) => {
      await markAllRead(db, request.user.id);
      return reply.code(204).send();
    },
  );
  routes.post(
    '/api/notifications/:id/read',
    { config: { access: 'user' }, schema: { params: idParams } },
    async (request, reply) => {
      await markRead(db, request.user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/user/notification-preferences',
    { config: { access: 'user' }, schema: { response: { 200: notificationPreferences } } },
    async (request) => preferencesOf(db, request.user.id),
  );
  routes.put(
    '/api/user/notification-preferences',
    {
      config: { access: 'user' },
      schema: {
        body: notificationPreferencesUpdate,
        response: { 200: notificationPreferences },
      },
    },
    async (request) => updatePreferences(db, request.user.id, request.body),
  );
}
