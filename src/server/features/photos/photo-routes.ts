import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachPhotoRequest,
  photoLinkParams,
  photoLinkQuery,
  profilePictureResponse,
} from '../../../shared/schemas/photos.ts';
import { vehicle } from '../../../shared/schemas/vehicles.ts';
import { AppError } from '../../errors.ts';
import { openPhotoLink } from '../../photo-links.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { toUserDetails } from '../auth/to-user-details.ts';
import { sendDocumentImage } from '../documents/send-document-image.ts';
import { vehicleView } from '../vehicles/vehicles.ts';
import { isPhotoInUse, type PhotoDeps, setProfilePicture, setVehiclePhoto } from './photos.ts';

const vehicleParams = z.object({ id: z.uuid({ error: 'must be a vehicle id' }) });

/**
 * Vehicle photos and profile pictures (issue 17): set from an upload of the documents' upload
 * path, removed, and seen through the expiring links answers carry (src/server/photo-links.ts).
 */
export function registerPhotoRoutes(app: FastifyInstance, deps: PhotoDeps & { auth: RequestAuth }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user = { config: { access: 'user' as const } };

  routes.put(
    '/api/vehicles/:id/photo',
    {
      ...user,
      schema: { params: vehicleParams, body: attachPhotoRequest, response: { 200: vehicle } },
    },
    async (request) =>
      vehicleView(
        await setVehiclePhoto(deps, request.user.id, request.params.id, request.body.uploadId),
      ),
  );

  routes.delete(
    '/api/vehicles/:id/photo',
    { ...user, schema: { params: vehicleParams, response: { 200: vehicle } } },
    async (request) =>
      vehicleView(await setVehiclePhoto(deps, request.user.id, request.params.id, null)),
  );

  const withPicture = async (me: SessionUser, uploadId: string | null) => {
    const key = await setProfilePicture(deps, me, uploadId);
    return toUserDetails({ ...me, profilePictureUrl: key }, deps.auth.isAgent(me));
  };

  routes.put(
    '/api/user/profile-picture',
    { ...user, schema: { body: attachPhotoRequest, response: { 200: profilePictureResponse } } },
    async (request) => withPicture(request.user, request.body.uploadId),
  );

  routes.delete(
    '/api/user/profile-picture',
    { ...user, schema: { response: { 200: profilePictureResponse } } },
    async (request) => withPicture(request.user, null),
  );

  routes.get(
    '/api/photos/:name',
    {
      config: { access: 'user', secretQuery: ['signature'] },
      schema: { params: photoLinkParams, querystring: photoLinkQuery },
    },
    async (request, reply) => {
      const { key, secondsLeft } = openPhotoLink({ name: request.params.name, ...request.query });
      // A replaced or removed photo is gone at once, whatever links to it are still about.
      if (!(await isPhotoInUse(deps.db, key))) throw new AppError('photo_not_found');
      return sendDocumentImage(reply, deps.storage, {
        key,
        contentType: 'image/webp',
        privateSeconds: secondsLeft,
      });
    },
  );
}
