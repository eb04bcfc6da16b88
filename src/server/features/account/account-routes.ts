import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionPreview,
  kenyanPhone,
  lastKnownLocationRequest,
  mapsKeyResponse,
  successResponse,
  updateUserDetailsRequest,
} from '../../../shared/schemas/auth.ts';
import { userDetails } from '../../../shared/schemas/user.ts';
import { sqlNow } from '../../clock.ts';
import { users } from '../../db/schema.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { clearSessionCookie } from '../auth/session-cookie.ts';
import { toUserDetails } from '../auth/to-user-details.ts';
import {
  checkDriverLicense,
  driverStatusResponse,
  findRecipient,
  recipientResponse,
  statusBeforeTrip,
  statusBeforeTripResponse,
} from './account-status.ts';
import { type DeleteAccountDeps, deleteAccount, previewAccountDeletion } from './delete-account.ts';
import { updateProfile } from './update-profile.ts';

const RECIPIENT_LOOKUPS_PER_HOUR = 30;

/** Profile, position, account deletion, the maps key, and the four status paths. */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: DeleteAccountDeps & { auth: RequestAuth; googleMapsBrowserKey: string | undefined },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { auth, db } = deps;

  routes.post(
    '/api/Auth/UpdateUserDetails',
    {
      config: { access: 'user' },
      schema: { body: updateUserDetailsRequest, response: { 200: userDetails } },
    },
    async (request) =>
      toUserDetails(
        await updateProfile(db, request.user.id, request.body),
        auth.isAgent(request.user),
      ),
  );

  routes.post(
    '/api/Auth/UpdateUserLastKnownLocation',
    {
      config: { access: 'user' },
      schema: { body: lastKnownLocationRequest, response: { 200: successResponse } },
    },
    async (request) => {
      const user = request.user;
      await db
        .update(users)
        .set({
          lastKnownLatitude: request.body.latitude,
          lastKnownLongitude: request.body.longitude,
          lastKnownAddress: request.body.address ?? null,
          updatedAt: sqlNow(),
        })
        .where(eq(users.id, user.id));
      return { success: true };
    },
  );

  routes.get(
    '/api/Auth/DeleteAccountPreview',
    { config: { access: 'user' }, schema: { response: { 200: accountDeletionPreview } } },
    async (request) => previewAccountDeletion(db, request.user.id),
  );

  routes.get(
    '/api/Auth/DeleteAccountDetails',
    {
      config: { stateChangingGet: true, access: 'user' },
      schema: { response: { 200: successResponse } },
    },
    async (request, reply) => {
      const user = request.user;
      await deleteAccount(deps, user.id);
      clearSessionCookie(reply);
      return { success: true, message: 'Your account has been deleted.' };
    },
  );

  // The web app's map key (GOOGLE_MAPS_BROWSER_KEY, restricted to Pamoja's pages), or none: the
  // server's own key calls Google from here, cannot be restricted so, and never leaves it.
  routes.get(
    '/api/Auth/GetGoogleApiKey',
    { config: { access: 'user' }, schema: { response: { 200: mapsKeyResponse } } },
    async () => ({ googleApiKey: deps.googleMapsBrowserKey ?? null }),
  );

  routes.get(
    '/api/auth/check-driver-license',
    { config: { access: 'user' }, schema: { response: { 200: driverStatusResponse } } },
    async (request) => checkDriverLicense(db, request.user),
  );

  // Verification is always an agent's decision; this only reports where the person stands.
  routes.get(
    '/api/auth/auto-verify-user',
    { config: { access: 'user' }, schema: { response: { 200: driverStatusResponse } } },
    async (request) => checkDriverLicense(db, request.user),
  );

  routes.get(
    '/api/auth/get-recipient',
    {
      // It tells whether a phone is registered, and whose it is: not a way to scan numbers.
      // A person's phone number is theirs: the log does not keep it.
      config: {
        access: 'user',
        perPersonPerHour: RECIPIENT_LOOKUPS_PER_HOUR,
        secretQuery: ['phoneNumber'],
      },
      schema: {
        querystring: z.object({ phoneNumber: kenyanPhone }),
        response: { 200: recipientResponse },
      },
    },
    async (request) => {
      return findRecipient(db, request.query.phoneNumber);
    },
  );

  routes.get(
    '/api/auth/get-status-before-trip',
    {
      config: { access: 'user' },
      schema: {
        querystring: z.object({ scheduledCommuteId: z.uuid().optional() }),
        response: { 200: statusBeforeTripResponse },
      },
    },
    async (request) => statusBeforeTrip(db, request.user, request.query.scheduledCommuteId),
  );
}
