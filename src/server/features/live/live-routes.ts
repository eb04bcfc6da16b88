import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveQuery, rideIdParams } from '../../../shared/schemas/trips.ts';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { streamTrip } from './live-stream.ts';
import { findViewer } from './live-viewer.ts';
import { createStreamPlaces } from './stream-places.ts';

/**
 * `GET /api/trips/:rideId/live[?share=<token>]`: the ride's Server-Sent Events stream. Open to
 * visitors with a share link, so it has no `access` setting and looks the caller up itself.
 * Each stream takes a place (a few per person and per sharer's links on a ride, this process).
 * Streams are ended before the server stops listening (preClose: `close()` would otherwise wait
 * for them forever).
 */
export function registerLiveRoutes(
  app: FastifyInstance,
  deps: { db: Database; auth: RequestAuth },
) {
  const places = createStreamPlaces();
  app.addHook('preClose', async () => places.endAll());

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/trips/:rideId/live',
    {
      // A HEAD would open a stream with nobody reading it.
      exposeHeadRoute: false,
      config: { secretQuery: ['share'] },
      schema: { params: rideIdParams, querystring: liveQuery },
    },
    async (request, reply) => {
      const user = await deps.auth.currentUser(request);
      const viewer = await findViewer(deps.db, request.params.rideId, {
        user,
        isAgent: user !== null && deps.auth.isAgent(user),
        shareToken: request.query.share,
      });
      await streamTrip(
        { db: deps.db, live: app.live, log: request.log, places },
        request,
        reply,
        viewer,
      );
    },
  );
}
