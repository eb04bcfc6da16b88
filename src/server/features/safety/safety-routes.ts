import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emergencyContactsAnswer,
  emergencyContactsRequest,
  incident,
  incidentIdParams,
  incidentPage,
  incidentsQuery,
  resolveIncidentRequest,
  revokeShareParams,
  rideIdParams,
  shareAnswer,
  sharedTrip,
  shareRequest,
  shareTokenParams,
  sosAnswer,
  sosRequest,
} from '../../../shared/schemas/trips.ts';
import { readEmergencyContacts, replaceEmergencyContacts } from './emergency-contacts.ts';
import { acknowledgeIncident, listIncidents, resolveIncident } from './incidents.ts';
import { createShareLink, revokeShareLink, type ShareDeps } from './share-links.ts';
import { readSharedTrip } from './shared-trip.ts';
import { pressSos } from './sos.ts';

/**
 * Trip day's safety: share links (and the page behind them), emergency contacts, SOS, and the
 * agents' incidents.
 */
export function registerSafetyRoutes(app: FastifyInstance, deps: ShareDeps) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/trips/:rideId/share',
    {
      config: { access: 'user' },
      schema: {
        params: rideIdParams,
        body: shareRequest.optional(),
        response: { 200: shareAnswer },
      },
    },
    async (request) =>
      createShareLink(deps, request.user.id, request.params.rideId, request.body?.phone),
  );
  routes.delete(
    '/api/trips/:rideId/share/:token',
    { config: { access: 'user', secretParams: ['token'] }, schema: { params: revokeShareParams } },
    async (request, reply) => {
      await revokeShareLink(db, request.user.id, request.params.rideId, request.params.token);
      return reply.code(204).send();
    },
  );
  // No sign-in: the link is the permission. The per-address API limit applies as to every route.
  routes.get(
    '/api/share/:token',
    {
      config: { secretParams: ['token'] },
      schema: { params: shareTokenParams, response: { 200: sharedTrip } },
    },
    async (request) => readSharedTrip(db, request.params.token),
  );

  routes.get(
    '/api/user/emergency-contacts',
    { config: { access: 'user' }, schema: { response: { 200: emergencyContactsAnswer } } },
    async (request) => readEmergencyContacts(db, request.user.id),
  );
  routes.put(
    '/api/user/emergency-contacts',
    {
      config: { access: 'user' },
      schema: { body: emergencyContactsRequest, response: { 200: emergencyContactsAnswer } },
    },
    async (request) => replaceEmergencyContacts(deps, request.user.id, request.body),
  );

  // Never refused for the per-address limit: a person in danger may press again and again.
  routes.post(
    '/api/trips/:rideId/sos',
    {
      config: { access: 'user', rateLimit: false },
      schema: { params: rideIdParams, body: sosRequest.optional(), response: { 201: sosAnswer } },
    },
    async (request, reply) => {
      const answer = await pressSos(
        deps,
        request.user.id,
        request.params.rideId,
        request.body ?? {},
      );
      return reply.code(201).send(answer);
    },
  );

  routes.get(
    '/api/admin/incidents',
    {
      config: { access: 'agent' },
      schema: { querystring: incidentsQuery, response: { 200: incidentPage } },
    },
    async (request) => listIncidents(db, request.query.page),
  );
  routes.post(
    '/api/admin/incidents/:id/acknowledge',
    {
      config: { access: 'agent' },
      schema: { params: incidentIdParams, response: { 200: incident } },
    },
    async (request) => acknowledgeIncident(db, request.user.id, request.params.id),
  );
  routes.post(
    '/api/admin/incidents/:id/resolve',
    {
      config: { access: 'agent' },
      schema: {
        params: incidentIdParams,
        body: resolveIncidentRequest,
        response: { 200: incident },
      },
    },
    async (request) => resolveIncident(db, request.user.id, request.params.id, request.body.note),
  );
}
